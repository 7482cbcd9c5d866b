/** The computer's move for a game: shared by the worker and the in-thread fallback. */
import { Position, parseUci } from '$lib/engine';
import { keepsSearch, levelMove } from '$lib/engine/search/levels';
import { Search } from '$lib/engine/search/search';
import type { ThinkRequest } from './opponent-protocol';

/**
 * Thinking time on the device per level: the low levels answer quickly, the top one takes its
 * time, but no more than 1.6 s, so that on a phone four times slower than a desktop its reply
 * (the last iteration's overrun and the page's own work included) still comes within about 2 s.
 */
export const APP_MOVETIME = [0, 250, 400, 500, 600, 800, 1200, 1400, 1600];

/**
 * The search of the game in progress, for the levels that keep theirs between moves
 * (`keepsSearch`): replies that continue the same game reuse it; anything else (a new game, a
 * move taken back) starts a new one.
 */
let kept: { rootFen: string; rules: string; moves: string[]; search: Search } | undefined;

export function gameSearch(req: ThinkRequest, pos: Position): Search {
  const k = kept;
  const extends_ =
    k !== undefined &&
    k.rootFen === req.rootFen &&
    k.rules === req.rules &&
    k.moves.length <= req.moves.length &&
    k.moves.every((m, i) => m === req.moves[i]);
  if (k && extends_) {
    let ok = true;
    for (const text of req.moves.slice(k.moves.length)) {
      const m = parseUci(text);
      if (!m || !k.search.play(m)) {
        ok = false;
        break;
      }
    }
    if (ok && k.search.pos.hashLo === pos.hashLo && k.search.pos.hashHi === pos.hashHi) {
      k.moves = [...req.moves];
      return k.search;
    }
  }
  const search = new Search(pos);
  kept = { rootFen: req.rootFen, rules: req.rules, moves: [...req.moves], search };
  return search;
}

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
  const search = keepsSearch(level) ? gameSearch(req, pos) : undefined;
  return levelMove(pos, level, { movetime: req.movetime ?? APP_MOVETIME[level] }, Math.random, undefined, search).uci;
}
