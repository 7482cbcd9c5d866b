/**
 * A puzzle's position from its FEN, under the rules its kind is judged by. A module of its own so
 * that the page's code reads positions without bringing the solver (solve.ts) along.
 * - Mates: casual moves; the mate solver (src/lib/engine/mate.ts) applies the bikjang rule itself.
 * - Winning material and defence: casual rules, but tournament rules (`janggi`: a bikjang must be
 *   broken, and a game that ends without mate is counted, Han with 1.5 deom) for the puzzles whose
 *   line makes a bikjang (theme `bikjang`): their page says so. Fairy-Stockfish confirms every
 *   one under tournament rules.
 */
import { Position, type RuleSetName } from '../engine';

export function load(fen: string, rules: RuleSetName = 'casual'): Position {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(`bad FEN ${fen}: ${r.error.code}`);
  return r.value;
}

/** The rules a winning-material or defence puzzle is judged by, from its themes. */
export const tacticRules = (themes: readonly string[]): RuleSetName => (themes.includes('bikjang') ? 'janggi' : 'casual');
