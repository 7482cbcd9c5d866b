/**
 * "Play it out against the computer": a link to /play that carries the position, the learner's
 * side, the rule set and optionally the level:
 *   /play?fen=<FEN>&vs=computer&side=w|b&rules=janggi|traditional|modern|casual[&level=1..8]
 * `side` is the side the learner plays (w = Cho, b = Han); by default the side to move.
 */
import { gamePositionFromFen, isRuleSetName, type Color, type EngineError, type RuleSetName } from '$lib/engine';

export { playItOutHref } from '$lib/board/open-in';

export const DEFAULT_LEVEL = 4;

export interface PlayLink {
  fen: string;
  rules: RuleSetName;
  /** The computer's side and level, or undefined for two players. */
  computer?: { side: Color; level: number };
}

/** Reads /play's query. Undefined when there is no position in it; an error when it cannot be played. */
export function parsePlayLink(params: URLSearchParams): { ok: true; value: PlayLink } | { ok: false; error: EngineError } | undefined {
  const fen = params.get('fen');
  if (fen === null) return undefined;
  const rulesText = params.get('rules') ?? 'janggi';
  const rules: RuleSetName = isRuleSetName(rulesText) ? rulesText : 'janggi';
  // A position no game reaches (a soldier behind its start rank) is refused like any impossible one.
  const pos = gamePositionFromFen(fen, rules);
  if (!pos.ok) return pos;
  const value: PlayLink = { fen: pos.value.fen(), rules };
  if (params.get('vs') === 'computer') {
    const sideText = params.get('side');
    const learner: Color = sideText === 'b' ? 'han' : sideText === 'w' ? 'cho' : pos.value.turn;
    const levelNum = Number(params.get('level') ?? DEFAULT_LEVEL);
    const level = Number.isInteger(levelNum) ? Math.min(8, Math.max(1, levelNum)) : DEFAULT_LEVEL;
    value.computer = { side: learner === 'cho' ? 'han' : 'cho', level };
  }
  return { ok: true, value };
}
