/**
 * Themes derived from a puzzle's solution (its main line), never typed by hand:
 * - `mate-in-N`;
 * - the mating piece: `chariot-mate`, `cannon-mate`, `horse-mate`, `elephant-mate`, `soldier-mate`
 *   (every piece giving check in the final position);
 * - `palace-diagonal`: a mating check runs along a palace diagonal;
 * - `double-check`: a solver move gives check with two pieces at once;
 * - `smothered`: the mated general's every palace neighbour holds one of its own pieces;
 * - `sacrifice`: after some defence the solver is down material (2 points or more) from the start;
 * - `quiet-move`: a solver move that is not check;
 * - `pass-defence`: the defender passes in the main line.
 * `bakbo` is not derived: the composer adds it (every solver move in every line checks).
 */
import { fileOf, parseUci, rankOf, squareAt, type Color, type Role } from '../engine';
import { load } from './solve';
import { THEMES, type Theme } from './types';

const MATING_ROLES: readonly Role[] = ['chariot', 'cannon', 'horse', 'elephant', 'soldier'];

/** Palace points reachable in one step along palace lines from `sq` (which is in a palace). */
export function palaceNeighbours(sq: number): number[] {
  const f = fileOf(sq);
  const r = rankOf(sq);
  const base = r <= 2 ? 0 : 7;
  const inPalace = (ff: number, rr: number) => ff >= 3 && ff <= 5 && rr >= base && rr <= base + 2;
  const out: number[] = [];
  for (const [df, dr] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ])
    if (inPalace(f + df, r + dr)) out.push(squareAt(f + df, r + dr));
  // Diagonals join the centre and the four corners.
  const centre = squareAt(4, base + 1);
  const corners = [squareAt(3, base), squareAt(5, base), squareAt(3, base + 2), squareAt(5, base + 2)];
  if (sq === centre) out.push(...corners);
  else if (corners.includes(sq)) out.push(centre);
  return out;
}

export interface ThemeInput {
  fen: string;
  moves: readonly string[];
  mateIn: number;
  /** Themes that come from how the puzzle was made (e.g. `bakbo`). */
  extra?: readonly Theme[];
}

export function deriveThemes({ fen, moves, mateIn, extra = [] }: ThemeInput): Theme[] {
  const pos = load(fen);
  const solver: Color = pos.turn;
  const found = new Set<Theme>([`mate-in-${mateIn}` as Theme, ...extra]);
  const balance = () => {
    const p = pos.points();
    return solver === 'cho' ? p.cho - p.han : p.han - p.cho;
  };
  const start = balance();
  moves.forEach((uci, i) => {
    const m = parseUci(uci);
    if (!m || !pos.play(m)) throw new Error(`illegal ${uci} in the line of ${fen}`);
    if (i % 2 === 0) {
      const checkers = pos.checkers();
      if (checkers.length === 0) found.add('quiet-move');
      if (checkers.length >= 2) found.add('double-check');
    } else {
      if (m.from === m.to) found.add('pass-defence');
      if (start - balance() >= 2) found.add('sacrifice');
    }
  });
  // The final position: the defender to move, mated.
  const general = pos.generalSquare(pos.turn);
  for (const sq of pos.checkers()) {
    const role = pos.pieceAt(sq)!.role;
    if (MATING_ROLES.includes(role)) found.add(`${role}-mate` as Theme);
    if ((role === 'chariot' || role === 'cannon' || role === 'soldier') && fileOf(sq) !== fileOf(general) && rankOf(sq) !== rankOf(general))
      found.add('palace-diagonal');
  }
  const around = palaceNeighbours(general);
  if (around.length > 0 && around.every((sq) => pos.pieceAt(sq)?.color === pos.turn)) found.add('smothered');
  return THEMES.filter((t) => found.has(t));
}
