// The puzzle runs without a DOM: the sequence rises and is new each run, a wrong move ends a
// streak, the clock ends a timed run, and the best is kept (through a backup too, and past a
// damaged record).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createProgressApi, localDay, MemoryBackend, openIdbBackend } from '../../src/lib/progress';
import {
  BEST_KIND,
  current,
  decide,
  keepBest,
  readBest,
  remaining,
  risingSequence,
  startRun,
  tick,
  TIMED_MS,
} from '../../src/lib/puzzles/runs';
import { clockText } from '../../src/lib/puzzles/runs-text';
import { rng } from '../../src/lib/engine/search/levels';

/** Runs that differ, reproducibly: the engine's seeded generator. */
const seeded = rng;

// 500 puzzles with ratings scattered 600..2400, in no order.
const rand = seeded(7);
const POOL = Array.from({ length: 500 }, (_, i) => ({ id: `p-${i}`, rating: 600 + Math.floor(rand() * 1800) }));

describe('risingSequence', () => {
  it('rises: every puzzle is rated at least as high as the one before, from the easiest to the hardest', () => {
    const seq = risingSequence(POOL, 100, seeded(1));
    expect(seq).toHaveLength(100);
    for (let i = 1; i < seq.length; i++) expect(seq[i].rating).toBeGreaterThanOrEqual(seq[i - 1].rating);
    const ratings = POOL.map((p) => p.rating).sort((a, b) => a - b);
    expect(seq[0].rating).toBeLessThanOrEqual(ratings[5]);
    expect(seq.at(-1)!.rating).toBeGreaterThanOrEqual(ratings[ratings.length - 6]);
    expect(new Set(seq.map((p) => p.id)).size).toBe(100);
  });

  it('is a new sequence each run', () => {
    const a = risingSequence(POOL, 100, seeded(1)).map((p) => p.id);
    const b = risingSequence(POOL, 100, seeded(2)).map((p) => p.id);
    const same = a.filter((id, i) => b[i] === id).length;
    expect(same).toBeLessThan(30);
  });

  it('takes the whole pool when it is smaller than the run, and nothing from an empty one', () => {
    expect(
      risingSequence(POOL.slice(0, 7), 100)
        .map((p) => p.id)
        .sort(),
    ).toEqual(
      POOL.slice(0, 7)
        .map((p) => p.id)
        .sort(),
    );
    expect(risingSequence([], 10)).toEqual([]);
    expect(startRun('streak', [], 0).end).toBe('done');
  });
});

describe('a streak', () => {
  const seq = risingSequence(POOL, 100, seeded(3));

  it('moves on with each solve and ends at the first wrong move, keeping the score', () => {
    let run = startRun('streak', seq, 0);
    expect(current(run)).toBe(seq[0]);
    run = decide(run, true, 1);
    run = decide(run, true, 2);
    expect(current(run)).toBe(seq[2]);
    expect(run.solved).toBe(2);
    run = decide(run, false, 3);
    expect(run.end).toBe('wrong');
    expect(run.solved).toBe(2);
    expect(current(run)).toBeUndefined();
    // Nothing counts after the end.
    expect(decide(run, true, 4)).toEqual(run);
  });

  it('has no clock', () => {
    const run = startRun('streak', seq, 0);
    expect(remaining(run, 10 ** 9)).toBeUndefined();
    expect(tick(run, 10 ** 9)).toBe(run);
  });

  it('ends when every puzzle of the sequence is solved', () => {
    let run = startRun('streak', seq.slice(0, 3), 0);
    for (let i = 0; i < 3; i++) run = decide(run, true, i);
    expect(run).toMatchObject({ end: 'done', solved: 3 });
  });
});

describe('a timed run', () => {
  const seq = risingSequence(POOL, 150, seeded(4));

  it('lasts three minutes; a wrong move costs that puzzle only', () => {
    let run = startRun('timed', seq, 1000);
    expect(remaining(run, 1000)).toBe(TIMED_MS);
    run = decide(run, true, 2000);
    run = decide(run, false, 3000);
    expect(run.end).toBeUndefined();
    expect(run).toMatchObject({ at: 2, solved: 1, missed: 1 });
    run = decide(run, true, 4000);
    expect(run.solved).toBe(2);
    expect(remaining(run, 61_000)).toBe(TIMED_MS - 60_000);
  });

  it('ends when the clock runs out, and a solve after that does not count', () => {
    let run = startRun('timed', seq, 0);
    run = decide(run, true, 10_000);
    expect(tick(run, TIMED_MS - 1)).toBe(run);
    const ended = tick(run, TIMED_MS);
    expect(ended).toMatchObject({ end: 'time', solved: 1 });
    expect(remaining(ended, TIMED_MS + 5000)).toBe(0);
    run = decide(run, true, TIMED_MS + 1);
    expect(run).toMatchObject({ end: 'time', solved: 1 });
  });

  it('shows its clock as minutes and seconds', () => {
    expect(clockText(TIMED_MS)).toBe('3:00');
    expect(clockText(65_001)).toBe('1:06');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5)).toBe('0:00');
  });
});

describe('the best of a run', () => {
  it('is kept, the larger of the runs, for each mode on its own', async () => {
    const api = createProgressApi(new MemoryBackend());
    expect(await readBest(api, 'streak')).toBe(0);
    expect(await keepBest(api, 'streak', 7, '2026-01-02')).toEqual({ best: 7, previous: 0, isNew: true });
    expect(await keepBest(api, 'streak', 3, '2026-01-03')).toEqual({ best: 7, previous: 7, isNew: false });
    expect(await keepBest(api, 'timed', 12, '2026-01-03')).toMatchObject({ best: 12, isNew: true });
    expect(await readBest(api, 'streak')).toBe(7);
    expect(await readBest(api, 'timed')).toBe(12);
  });

  it('survives a reload (a second connection to the same database)', async () => {
    const factory = new IDBFactory();
    const first = createProgressApi(await openIdbBackend({ factory }), { persist: async () => false });
    await keepBest(first, 'timed', 9, '2026-01-02');
    const again = createProgressApi(await openIdbBackend({ factory }), { persist: async () => false });
    expect(await readBest(again, 'timed')).toBe(9);
  });

  it('travels in a backup, and an import keeps the better of the two', async () => {
    const day = localDay();
    const source = createProgressApi(new MemoryBackend());
    await keepBest(source, 'streak', 15, day);
    await keepBest(source, 'timed', 4, day);
    const file = JSON.stringify(await source.exportProgress());
    const target = createProgressApi(new MemoryBackend());
    await keepBest(target, 'timed', 20, day);
    const result = await target.importProgress(file);
    expect(result.ok).toBe(true);
    expect(await readBest(target, 'streak')).toBe(15);
    expect(await readBest(target, 'timed')).toBe(20);
  });

  it('reads a damaged record as no best, and the next run writes a sound one over it', async () => {
    const backend = new MemoryBackend();
    const api = createProgressApi(backend);
    for (const junk of [
      { kind: BEST_KIND.streak, best: 'lots' },
      { kind: BEST_KIND.streak, best: -3 },
      { kind: BEST_KIND.streak, best: 1.5 },
    ]) {
      await backend.put('streaks', junk as never);
      expect(await readBest(api, 'streak')).toBe(0);
    }
    expect(await keepBest(api, 'streak', 2, '2026-01-05')).toEqual({ best: 2, previous: 0, isNew: true });
    expect(await backend.get('streaks', BEST_KIND.streak)).toEqual({ kind: BEST_KIND.streak, current: 2, best: 2, lastDay: '2026-01-05' });
    // The daily streak beside it is untouched, and the store still exports and imports.
    await api.touchStreak('daily', localDay());
    const file = JSON.stringify(await api.exportProgress());
    expect((await createProgressApi(new MemoryBackend()).importProgress(file)).ok).toBe(true);
  });
});
