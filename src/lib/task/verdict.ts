/**
 * The engine's verdict on a set-up position, for the side to move: a forced mate within 5 moves
 * (the mate judge, strict mode; every first move that mates in the fewest moves, and the line with
 * the defender's longest resistance), else a forced win of material (a material-only search; what its best
 * line wins on the board, at least 1 + TOLERANCE points, as the tactics rule measures), else neither. Codes and moves (UCI) only; the page says them.
 */
import { MateSearch, Position, moveToUci, type RuleSetName } from '$lib/engine';
import { Search } from '$lib/engine/search/search';
import { lineGain, TOLERANCE } from '$lib/puzzles/tactic-target';

export const MAX_MATE = 5;
/** Plies the material search looks ahead. */
export const MATERIAL_DEPTH = 4;

export type Verdict =
  | { kind: 'illegal' }
  | { kind: 'over' }
  | { kind: 'mate'; n: number; moves: string[]; line: string[] }
  | { kind: 'material'; gain: number; line: string[] }
  | { kind: 'none'; line: string[] };

/**
 * The verdict on `fen` under `rules`; `progress(n)` after each mate depth found empty, and
 * `searching(n, done, total)` as the first moves are tried for a mate in n (from n = 3: the
 * shorter mates take a moment, a mate in 5 may take a minute on a phone).
 */
export function judgePosition(
  fen: string,
  rules: RuleSetName,
  progress?: (noMateUpTo: number) => void,
  searching?: (n: number, done: number, total: number) => void,
): Verdict {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) return { kind: 'illegal' };
  const pos = r.value;
  if (pos.legalMoves().every((m) => m.from === m.to)) return { kind: 'over' };
  // One table for every length and the line: what the shorter searches proved is not proved again.
  const mates = new MateSearch(pos);
  for (let n = 1; n <= MAX_MATE; n++) {
    const onRootMove = searching && n >= 3 ? (done: number, total: number) => searching(n, done, total) : undefined;
    const moves = mates.mateMoves(n, onRootMove);
    if (moves.length) return { kind: 'mate', n, moves: moves.map(moveToUci), line: mates.line(moves[0], n).map(moveToUci) };
    progress?.(n);
  }
  const search = new Search(pos.clone());
  const result = search.run({ depth: MATERIAL_DEPTH }, { evaluation: 'material' });
  // What the search's best line wins, counted on the board (the material search's score may carry deom).
  let gain = 0;
  try {
    gain = lineGain(fen, result.pv);
  } catch {
    gain = 0;
  }
  if (gain >= 1 + TOLERANCE) return { kind: 'material', gain, line: result.pv };
  return { kind: 'none', line: result.pv };
}
