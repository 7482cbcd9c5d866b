// One rating per puzzle, whatever the tabs: the first attempt ever at a puzzle is rated, and the
// check and the writes share one transaction.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createProgressApi, MemoryBackend, openIdbBackend } from '../../src/lib/progress';
import { recordAttempt } from '../../src/lib/puzzles/record';

const solved = { solved: true, hints: 0, mistakes: 0, solutionShown: false, moves: ['c10d10'], ms: 5000 };
const puzzle = { id: 'm1-0020', rating: 1030 };

describe('recordAttempt', () => {
  it('two tabs finishing the same puzzle at once (two connections to one database) rate it once', async () => {
    const factory = new IDBFactory();
    const tabA = createProgressApi(await openIdbBackend({ factory }), { persist: async () => false });
    const tabB = createProgressApi(await openIdbBackend({ factory }), { persist: async () => false });
    const [a, b] = await Promise.all([
      recordAttempt(tabA, puzzle, solved, { rated: true, now: new Date(1_000_000) }),
      recordAttempt(tabB, puzzle, solved, { rated: true, now: new Date(1_000_016) }),
    ]);
    expect((await tabA.getPuzzleAttempts('m1-0020')).length).toBe(2);
    expect((await tabA.getRatingHistory('puzzle')).length).toBe(1);
    expect([a.rating, b.rating].filter(Boolean)).toHaveLength(1);
  });

  it('on the memory store too; a later visit is not rated again, another puzzle is', async () => {
    const api = createProgressApi(new MemoryBackend());
    await Promise.all([1, 2, 3].map((i) => recordAttempt(api, puzzle, solved, { rated: true, now: new Date(i) })));
    expect(await api.getRatingHistory('puzzle')).toHaveLength(1);
    const other = await recordAttempt(api, { id: 'm1-0021', rating: 1100 }, solved, { rated: true, now: new Date(10) });
    expect(other.rating?.before.rating).toBe((await api.getRatingHistory('puzzle'))[0].rating);
    expect(await api.getRatingHistory('puzzle')).toHaveLength(2);
  });
});
