/** The computer's move for a game: shared by the worker and the in-thread fallback. */
import { Position, parseUci } from '$lib/engine';
import { levelMove } from '$lib/engine/search/levels';
import type { ThinkRequest } from './opponent-protocol';

/**
 * Thinking time on the device per level: the low levels answer quickly, the top one takes its
 * time, but no more than 1.6 s, so that on a phone four times slower than a desktop its reply
 * (the last iteration's overrun and the page's own work included) still comes within about 2 s.
 */
export const APP_MOVETIME = [0, 150, 200, 250, 500, 800, 1200, 1400, 1600];

export function think(req: ThinkRequest): string | undefined {
  const r = Position.fromFen(req.rootFen, req.rules);
  if (!r.ok) throw new Error(r.error.code);
  const pos = r.value;
  for (const text of req.moves) {
    const m = parseUci(text);
    if (!m || !pos.play(m)) throw new Error(`illegal move ${text}`);
  }
  if (pos.outcome()) return undefined;
  const level = Math.min(8, Math.max(1, Math.round(req.level)));
  return levelMove(pos, level, { movetime: req.movetime ?? APP_MOVETIME[level] }).uci;
}
