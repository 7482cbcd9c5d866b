import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DB_NAME,
  DB_VERSION,
  MemoryBackend,
  ProgressError,
  STORES,
  createProgress,
  createProgressApi,
  openIdbBackend,
  type Backend,
  type ProgressApi,
} from '$lib/progress';

const opened: Backend[] = [];
async function idbApi(factory = new IDBFactory()): Promise<{ api: ProgressApi; backend: Backend; factory: IDBFactory }> {
  const backend = await openIdbBackend({ factory });
  opened.push(backend);
  return { api: createProgressApi(backend), backend, factory };
}

afterEach(() => {
  while (opened.length) opened.pop()!.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The same behaviour is expected from both backends. */
const backends: [string, () => Promise<ProgressApi>][] = [
  ['indexeddb', async () => (await idbApi()).api],
  ['memory', async () => createProgressApi(new MemoryBackend())],
];

describe.each(backends)('progress API on %s', (_name, make) => {
  it('records lesson steps, keeping the best stars and score and counting attempts', async () => {
    const api = await make();
    await api.recordLessonStep({ lessonId: 'horse', stepId: '2', stars: 3, score: 90 });
    await api.recordLessonStep({ lessonId: 'horse', stepId: '2', stars: 1, score: 40 });
    await api.recordLessonStep({ lessonId: 'horse', stepId: '1', stars: 2, score: 70 });
    await api.recordLessonStep({ lessonId: 'cannon', stepId: '1', stars: 1, score: 10 });
    const steps = await api.getLessonProgress('horse');
    expect(steps.map((s) => [s.stepId, s.stars, s.bestScore, s.attempts])).toEqual([
      ['1', 2, 70, 1],
      ['2', 3, 90, 2],
    ]);
    expect(await api.getLessonStep('cannon', '1')).toMatchObject({ stars: 1, attempts: 1 });
    expect(await api.getLessonStep('cannon', '9')).toBeUndefined();
  });

  it('records exercises', async () => {
    const api = await make();
    await api.recordExercise({ exerciseId: 'ex1', solved: true, score: 5 });
    await api.recordExercise({ exerciseId: 'ex1', solved: false, score: 7 });
    expect(await api.getExercise('ex1')).toMatchObject({ solved: true, bestScore: 7, attempts: 2 });
    expect(await api.listExercises()).toHaveLength(1);
  });

  it('stores puzzle attempts with auto keys, by puzzle and in time order', async () => {
    const api = await make();
    const a = await api.recordPuzzleAttempt({ puzzleId: 'p1', result: 'failed', hints: 1, moves: ['b1c3'], ms: 5000, time: 2000 });
    const b = await api.recordPuzzleAttempt({ puzzleId: 'p1', result: 'solved', hints: 0, moves: ['b1c3', 'a10a9'], ms: 3000, time: 1000 });
    await api.recordPuzzleAttempt({ puzzleId: 'p2', result: 'skipped', hints: 0, moves: [], ms: 10 });
    expect(typeof a.id).toBe('number');
    expect(b.id).not.toBe(a.id);
    const p1 = await api.getPuzzleAttempts('p1');
    expect(p1.map((x) => x.result)).toEqual(['solved', 'failed']);
    expect(p1[0].moves).toEqual(['b1c3', 'a10a9']);
    expect(await api.getPuzzleAttempts()).toHaveLength(3);
  });

  it('keeps a rating history', async () => {
    const api = await make();
    await api.addRating({ kind: 'puzzle', rating: 1500, rd: 350, volatility: 0.06, time: 1 });
    await api.addRating({ kind: 'puzzle', rating: 1540, rd: 300, volatility: 0.06, time: 2 });
    expect((await api.getRatingHistory('puzzle')).map((r) => r.rating)).toEqual([1500, 1540]);
    expect((await api.getRating('puzzle'))?.rating).toBe(1540);
    expect(await api.getRating('other')).toBeUndefined();
  });

  it('counts a daily streak across consecutive days and resets after a gap', async () => {
    const api = await make();
    await api.touchStreak('daily', '2025-02-27');
    await api.touchStreak('daily', '2025-02-28');
    await api.touchStreak('daily', '2025-02-28');
    await api.touchStreak('daily', '2025-03-01');
    expect(await api.getStreak('daily', '2025-03-01')).toMatchObject({ current: 3, best: 3 });
    expect((await api.getStreak('daily', '2025-03-02'))?.current).toBe(3);
    expect((await api.getStreak('daily', '2025-03-03'))?.current).toBe(0);
    await api.touchStreak('daily', '2025-03-05');
    expect(await api.getStreak('daily', '2025-03-05')).toMatchObject({ current: 1, best: 3 });
  });

  it('schedules reviews and lists the due ones', async () => {
    const api = await make();
    await api.scheduleReview({ kind: 'puzzle', itemId: 'p1', due: 300, card: { reps: 1 } });
    await api.scheduleReview({ kind: 'lesson', itemId: 'l1', due: 100, card: {} });
    await api.scheduleReview({ kind: 'puzzle', itemId: 'p2', due: 900, card: {} });
    expect((await api.getDueReviews(500)).map((r) => r.itemId)).toEqual(['l1', 'p1']);
    await api.removeReview('lesson', 'l1');
    expect(await api.getReview('lesson', 'l1')).toBeUndefined();
    expect((await api.getReview('puzzle', 'p1'))?.card).toEqual({ reps: 1 });
  });

  it('stores assignments and reports', async () => {
    const api = await make();
    await api.saveAssignment({ id: 'a1', title: 'Mates in 1', createdAt: 1, payload: { puzzles: ['p1'] } });
    await api.addReport({ assignmentId: 'a1', student: 'Minji', receivedAt: 2, payload: { solved: 1 } });
    await api.addReport({ assignmentId: 'a2', student: 'Joon', receivedAt: 3, payload: {} });
    expect((await api.listAssignments()).map((a) => a.id)).toEqual(['a1']);
    expect((await api.getReports('a1')).map((r) => r.student)).toEqual(['Minji']);
    await api.deleteAssignment('a1');
    expect(await api.getAssignment('a1')).toBeUndefined();
  });

  it('stores settings and the last activity', async () => {
    const api = await make();
    expect(await api.getSetting('theme')).toBeUndefined();
    await api.setSetting('theme', 'dark');
    await api.setSetting('language', 'ko');
    expect(await api.getSetting('theme')).toBe('dark');
    expect(await api.getSetting('language')).toBe('ko');
    await api.setLastActivity({ kind: 'lesson', id: 'horse', title: 'The horse', href: '/learn/horse', time: 5 });
    expect((await api.getLastActivity())?.href).toBe('/learn/horse');
  });

  it('exports and imports everything', async () => {
    const api = await make();
    await api.recordLessonStep({ lessonId: 'l', stepId: 's', stars: 2, score: 1 });
    await api.recordPuzzleAttempt({ puzzleId: 'p', result: 'solved', hints: 0, moves: [], ms: 1 });
    await api.setSetting('notation', 'korean');
    await api.setSetting('theme', 'dark');
    const file = JSON.parse(JSON.stringify(await api.exportProgress()));
    expect(file).toMatchObject({ app: 'janggi-trainer', format: 1, schemaVersion: DB_VERSION });

    const other = await make();
    await other.setSetting('notation', 'site');
    expect(await other.importProgress(file)).toMatchObject({ ok: true, value: { added: 4, updated: 0 } });
    // This device's own settings stay; the ones it never set come from the file.
    expect(await other.getSetting('notation')).toBe('site');
    expect(await other.getSetting('theme')).toBe('dark');
    expect(await other.getLessonStep('l', 's')).toMatchObject({ stars: 2 });
    const again = await other.recordPuzzleAttempt({ puzzleId: 'p', result: 'failed', hints: 0, moves: [], ms: 1 });
    expect(again.id).toBe(2);
    expect(await other.importProgress({ ...file, schemaVersion: 99 })).toMatchObject({ ok: false, error: { code: 'newer' } });
  });

  it('reads the latest rating and the history in time order whatever the insertion order', async () => {
    const api = await make();
    await api.addRating({ kind: 'puzzle', rating: 1600, rd: 200, volatility: 0.06, time: 30 });
    await api.addRating({ kind: 'puzzle', rating: 1500, rd: 350, volatility: 0.06, time: 10 });
    await api.addRating({ kind: 'other', rating: 900, rd: 350, volatility: 0.06, time: 99 });
    await api.addRating({ kind: 'puzzle', rating: 1550, rd: 250, volatility: 0.06, time: 20 });
    expect((await api.getRatingHistory('puzzle')).map((r) => r.time)).toEqual([10, 20, 30]);
    expect((await api.getRating('puzzle'))?.rating).toBe(1600);
    expect((await api.getRating('other'))?.rating).toBe(900);
  });
});

describe.each([
  ['indexeddb', async (): Promise<Backend> => (await idbApi()).backend],
  ['memory', async (): Promise<Backend> => new MemoryBackend()],
])('transactions on %s', (_name, make) => {
  it('commits every write of a transaction together', async () => {
    const backend = await make();
    await backend.transact(['exercises', 'streaks'], async (tx) => {
      await tx.put('exercises', { exerciseId: 'e', solved: true, bestScore: 1, attempts: 1, updatedAt: 1 });
      await tx.put('streaks', { kind: 'daily', current: 1, best: 1, lastDay: '2025-01-01' });
    });
    expect(await backend.get('exercises', 'e')).toBeDefined();
    expect(await backend.get('streaks', 'daily')).toBeDefined();
  });

  it('rolls every write back when the body throws, and rethrows its error unchanged', async () => {
    const backend = await make();
    await backend.put('streaks', { kind: 'daily', current: 5, best: 5, lastDay: '2025-01-01' });
    const boom = new RangeError('boom');
    const err = await backend
      .transact(['exercises', 'streaks', 'puzzleAttempts'], async (tx) => {
        await tx.put('exercises', { exerciseId: 'e', solved: true, bestScore: 1, attempts: 1, updatedAt: 1 });
        await tx.put('streaks', { kind: 'daily', current: 6, best: 6, lastDay: '2025-01-02' });
        await tx.add('puzzleAttempts', { puzzleId: 'p', time: 1, result: 'solved', hints: 0, moves: [], ms: 1 });
        throw boom;
      })
      .catch((e) => e);
    expect(err).toBe(boom);
    expect(await backend.get('exercises', 'e')).toBeUndefined();
    expect(await backend.get('streaks', 'daily')).toMatchObject({ current: 5 });
    expect(await backend.getAll('puzzleAttempts')).toEqual([]);
    // The auto-increment counter did not move either.
    expect(await backend.add('puzzleAttempts', { puzzleId: 'p', time: 2, result: 'solved', hints: 0, moves: [], ms: 1 })).toBe(1);
  });

  it('serialises overlapping read-modify-write transactions (no lost update)', async () => {
    const backend = await make();
    await backend.put('streaks', { kind: 'n', current: 0, best: 0, lastDay: '2025-01-01' });
    const bump = () =>
      backend.transact(['streaks'], async (tx) => {
        const old = (await tx.get('streaks', 'n'))!;
        await tx.put('streaks', { ...old, current: old.current + 1 });
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await backend.get('streaks', 'n'))?.current).toBe(10);
  });
});

describe('atomic records on IndexedDB', () => {
  it('a quota error on the streak leaves the lesson step unwritten too', async () => {
    const { api } = await idbApi();
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (this.name === 'streaks') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const err = await api.recordLessonStep({ lessonId: 'l', stepId: 's', stars: 1, score: 1 }).catch((e) => e);
    expect(err).toMatchObject({ name: 'ProgressError', code: 'quota' });
    vi.restoreAllMocks();
    expect(await api.getLessonStep('l', 's')).toBeUndefined();
  });
});

describe('persistent storage', () => {
  it('is requested once, after the first lesson step with stars, and remembered in settings', async () => {
    const factory = new IDBFactory();
    const persist = vi.fn(async () => true);
    const backend = await openIdbBackend({ factory });
    opened.push(backend);
    const api = createProgressApi(backend, { persist });
    await api.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 0, score: 0 });
    await api.recordExercise({ exerciseId: 'e', solved: true, score: 3 });
    expect(persist).not.toHaveBeenCalled();
    expect(await api.getSetting('persistence')).toBeUndefined();

    await api.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 2, score: 5 });
    await vi.waitFor(async () => expect(await api.getSetting('persistence')).toMatchObject({ granted: true }));
    await api.recordLessonStep({ lessonId: 'l', stepId: '2', stars: 3, score: 5 });
    // Another page load (a new API over the same database) does not ask again.
    const later = createProgressApi(backend, { persist });
    await later.recordLessonStep({ lessonId: 'l', stepId: '3', stars: 1, score: 5 });
    await later.requestPersistence();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('records a refusal, and a failing or missing API never breaks recording', async () => {
    const refused = createProgressApi((await idbApi()).backend, { persist: async () => false });
    await refused.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 1, score: 1 });
    await vi.waitFor(async () => expect(await refused.getSetting('persistence')).toMatchObject({ granted: false }));

    const throwing = createProgressApi((await idbApi()).backend, {
      persist: async () => {
        throw new Error('no');
      },
    });
    await expect(throwing.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 1, score: 1 })).resolves.toMatchObject({ stars: 1 });
    expect(await throwing.requestPersistence()).toMatchObject({ granted: false });

    // Node has no navigator.storage: the default asks nobody and says no.
    const plain = createProgressApi((await idbApi()).backend);
    expect(await plain.requestPersistence()).toMatchObject({ granted: false });
  });

  it('is not requested when progress only lives in memory', async () => {
    const persist = vi.fn(async () => true);
    const api = createProgressApi(new MemoryBackend(), { persist });
    await api.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 3, score: 1 });
    expect(await api.requestPersistence()).toBeUndefined();
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('IndexedDB schema', () => {
  it(`opens '${DB_NAME}' at version ${DB_VERSION} with the stores and indexes STORES describes`, async () => {
    const factory = new IDBFactory();
    (await idbApi(factory)).backend.close();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(Object.keys(STORES).sort());
    const tx = db.transaction([...db.objectStoreNames]);
    for (const [name, spec] of Object.entries(STORES)) {
      const store = tx.objectStore(name);
      expect(store.keyPath ?? undefined, name).toEqual(spec.keyPath);
      expect(store.autoIncrement, name).toBe(spec.autoIncrement ?? false);
      const indexes = Object.fromEntries([...store.indexNames].map((i) => [i, store.index(i).keyPath]));
      expect(indexes, name).toEqual(spec.indexes);
    }
    db.close();
  });

  it('keeps data across reopening', async () => {
    const { api, backend, factory } = await idbApi();
    await api.recordLessonStep({ lessonId: 'l', stepId: 's', stars: 1, score: 1 });
    backend.close();
    const { api: reopened } = await idbApi(factory);
    expect(await reopened.getLessonStep('l', 's')).toMatchObject({ attempts: 1 });
  });

  it('throws a ProgressError when the database is newer than the app', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve) => {
      const req = factory.open(DB_NAME, DB_VERSION + 1);
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
    });
    const err = await openIdbBackend({ factory }).catch((e) => e);
    expect(err).toBeInstanceOf(ProgressError);
    expect(err.code).toBe('version');
  });
});

describe('errors and the memory fallback', () => {
  it('throws ProgressError(unavailable) without IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const err = await openIdbBackend().catch((e) => e);
      expect(err).toBeInstanceOf(ProgressError);
      expect(err.code).toBe('unavailable');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('maps a quota error on write to ProgressError(quota)', async () => {
    const { api, backend } = await idbApi();
    mockQuota();
    const err = await api.setSetting('theme', 'dark').catch((e) => e);
    expect(err).toBeInstanceOf(ProgressError);
    expect(err.code).toBe('quota');
    expect(backend.kind).toBe('indexeddb');
  });

  it('falls back to memory when IndexedDB cannot be opened, and keeps working', async () => {
    const onFallback = vi.fn();
    const api = createProgress({ factory: brokenFactory(), onFallback });
    await api.setSetting('theme', 'light');
    expect(await api.getSetting('theme')).toBe('light');
    expect(api.storage).toBe('memory');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0][0]).toMatchObject({ name: 'ProgressError', code: 'unavailable' });
  });

  it('on a quota error, moves to memory with the saved data and retries the write', async () => {
    const factory = new IDBFactory();
    const onFallback = vi.fn();
    const api = createProgress({ factory, onFallback });
    await api.recordLessonStep({ lessonId: 'l', stepId: 's', stars: 3, score: 9 });
    expect(api.storage).toBe('indexeddb');
    mockQuota();
    await api.recordPuzzleAttempt({ puzzleId: 'p', result: 'solved', hints: 0, moves: [], ms: 1 });
    expect(api.storage).toBe('memory');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0][0].code).toBe('quota');
    expect(await api.getLessonStep('l', 's')).toMatchObject({ stars: 3 });
    expect(await api.getPuzzleAttempts('p')).toHaveLength(1);
  });
});

/** Make every IndexedDB write fail the way browsers report a full disk. */
function mockQuota() {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  for (const method of ['put', 'add'] as const) vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(quota);
}

function brokenFactory(): IDBFactory {
  return {
    open() {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  } as unknown as IDBFactory;
}
