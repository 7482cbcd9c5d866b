/**
 * A puzzle's starting rating (Glicko-2 scale) from its solution: the mate length, and how many
 * tempting alternatives the solver meets on the way (checks and captures that do not keep the
 * mate), a quiet move or a sacrifice in the line. Mate in 1 sits near 1000.
 */
import { moveForcesMate, parseUci, type Move } from '../engine';
import { load } from './solve';
import type { Theme } from './types';

export const BASE_RATING: Record<number, number> = { 1: 1000, 2: 1350, 3: 1600, 4: 1850, 5: 2050 };

/**
 * At every solver turn of the main line: the legal checks and captures that do not force mate
 * within the moves left. Their sum.
 */
export function temptingAlternatives(fen: string, moves: readonly string[], mateIn: number): number {
  const pos = load(fen);
  const them = pos.turn === 'cho' ? 'han' : 'cho';
  let count = 0;
  for (let i = 0; i < moves.length; i++) {
    if (i % 2 === 0) {
      const left = mateIn - i / 2;
      for (const m of pos.legalMoves()) {
        if (m.from === m.to) continue;
        const capture = pos.pieceAt(m.to)?.color === them;
        pos.play(m);
        const check = pos.isCheck();
        pos.undo();
        if (!capture && !check) continue;
        if (!moveForcesMate(pos, m, left)) count++;
      }
    }
    const m = parseUci(moves[i]) as Move;
    if (!pos.play(m)) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
  }
  return count;
}

export interface RatingInput {
  mateIn: number;
  alternatives: number;
  themes: readonly Theme[];
  /** Mating first moves (mate in 1 may have several: easier). */
  firstMoves?: number;
}

export function puzzleRating({ mateIn, alternatives, themes, firstMoves = 1 }: RatingInput): number {
  const base = BASE_RATING[mateIn] ?? 2050 + 200 * (mateIn - 5);
  const scale = mateIn === 1 ? 0.5 : 1;
  let r = base + scale * 60 * Math.log2(1 + alternatives);
  if (themes.includes('quiet-move')) r += mateIn === 1 ? 0 : 120;
  if (themes.includes('sacrifice')) r += 60;
  if (firstMoves > 1) r -= 40 * Math.min(firstMoves - 1, 3);
  return Math.round(Math.min(2800, Math.max(600, r)));
}
