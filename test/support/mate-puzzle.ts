/** A mate in 2 with a chariot (Cho to move), its stored line from the solver: the puzzle player's tests play it. */
import { solutionLine } from '$lib/puzzles/solve';
import type { Puzzle } from '$lib/puzzles/types';

export const MATE_IN_2_FEN = '4k4/9/3a5/9/9/3R3P1/9/9/4AA3/3K1C3 w - - 0 1';

export const mateInTwo: Puzzle = {
  id: 't-m2',
  fen: MATE_IN_2_FEN,
  moves: solutionLine(MATE_IN_2_FEN, 2),
  mateIn: 2,
  rating: 1500,
  themes: ['mate-in-2'],
  source: 'test',
};
