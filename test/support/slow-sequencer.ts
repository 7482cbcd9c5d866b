/**
 * The order of the slow suites' files: the longest first, then vitest's own order (larger files
 * first, or the last run's durations). CI runs them on two workers, each taking the next file as it
 * finishes one, so a long file started late runs alone at the end: by vitest's order the check of
 * every winning-material puzzle against Fairy-Stockfish (about 11 minutes of CPU, then one file)
 * started sixth and ran alone for the lane's last 8 minutes (slow lane 2,097 s); started first, it
 * still ran alone for the last 8, as the lane's other files took the second worker (2,037 s). Now
 * in two halves, started first, one on each worker.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (CI's wall times: the slow lane's output). */
const LONGEST = ['puzzles-tactics-fsf', 'puzzles-tactics-fsf-2', 'puzzles-collection', 'mate-tasks-fsf', 'exercises-fsf', 'nine-elder-fsf'];

const rank = (file: TestSpecification) => {
  const i = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return i < 0 ? LONGEST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = await super.sort(files);
    return order
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}
