// The check of every winning-material and defence puzzle (every row with mate_in 0) against
// Fairy-Stockfish, shared by the two files that run it in halves (puzzles-tactics-fsf.test.ts,
// puzzles-tactics-fsf-2.test.ts): about 11 minutes of CPU in all, so CI's two workers take a half
// each. By the rules of scripts/puzzles/fsf-line.ts under tournament rules at depth 10, the depth
// the generator confirmed them at: at every solver move the stored move is FSF's best and clearly
// ahead of the runner-up, at every defender move FSF's best defence, and a winning line ends at
// least 2 points up. The mates are checked whole in mate-tasks-fsf.test.ts. One engine a file, put
// back in a fresh engine's state before each puzzle (resetFsf): starting one costs more CPU than
// most puzzles' searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFsf, fsfLineProblems, kindOf, resetFsf, tacticRows } from '../../scripts/puzzles/fsf-line';
import type { Fsf } from '../support/fsf';

export const DEPTH = 10;

export const rows = tacticRows();
export { kindOf };

/** One engine for the file's tests: the getter gives it once `beforeAll` has started it. */
export function useFsf(): () => Fsf {
  let fsf: Fsf | undefined;
  beforeAll(async () => {
    fsf = await freshFsf();
  });
  afterAll(() => fsf?.quit());
  return () => fsf!;
}

/** The tests of every row whose index is `half` modulo 2 (alternate rows: the 5-ply lines are spread over both). */
export function checkHalf(half: 0 | 1, fsf: () => Fsf) {
  describe(`Fairy-Stockfish confirms every winning-material and defence puzzle (half ${half + 1} of 2)`, () => {
    for (const p of rows.filter((_, i) => i % 2 === half)) {
      it(`${p.id} (${kindOf(p.themes)}, ${p.moves.length} plies)`, async () => {
        await resetFsf(fsf());
        expect(await fsfLineProblems(fsf(), p.fen, p.moves, kindOf(p.themes), DEPTH)).toEqual([]);
      });
    }
  });
}
