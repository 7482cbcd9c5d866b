// The IndexedDB schema over time: migrations from every earlier version keep the data, and two
// tabs of different versions hand the database over cleanly (versionchange, blocked).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DB_NAME,
  DB_VERSION,
  MIGRATIONS,
  STORES,
  createProgress,
  createProgressApi,
  deleteProgressDatabase,
  openIdbBackend,
  type Backend,
  type ProgressDump,
} from '$lib/progress';

const opened: Backend[] = [];
const raws: IDBDatabase[] = [];
afterEach(() => {
  while (opened.length) opened.pop()!.close();
  while (raws.length) raws.pop()!.close();
  vi.restoreAllMocks();
});

async function open(factory: IDBFactory, options: Parameters<typeof openIdbBackend>[0] = {}) {
  const b = await openIdbBackend({ factory, ...options });
  opened.push(b);
  return b;
}

function rawOpen(factory: IDBFactory, version?: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = version === undefined ? factory.open(DB_NAME) : factory.open(DB_NAME, version);
    req.onupgradeneeded = () => upgrade?.(req.result);
    req.onsuccess = () => {
      raws.push(req.result);
      resolve(req.result);
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => {
      // Stays pending until the other connections close.
    };
  });
}

/** The layout of a raw database: stores, key paths, auto-increment and indexes. */
function layout(db: IDBDatabase) {
  const tx = db.transaction([...db.objectStoreNames]);
  return Object.fromEntries(
    [...db.objectStoreNames].sort().map((name) => {
      const s = tx.objectStore(name);
      const indexes = Object.fromEntries([...s.indexNames].map((i) => [i, s.index(i).keyPath]));
      return [name, { keyPath: s.keyPath ?? undefined, autoIncrement: s.autoIncrement, indexes }];
    }),
  );
}

const specLayout = (stores: typeof STORES) =>
  Object.fromEntries(
    Object.entries(stores)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, s]) => [name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement ?? false, indexes: s.indexes }]),
  );

/**
 * Version 1 exactly as it shipped, written out by hand: if someone edits MIGRATIONS[0], the
 * "v1 is what shipped" test fails instead of real users' databases.
 */
const V1_LAYOUT = {
  assignments: { keyPath: 'id', autoIncrement: false, indexes: {} },
  exercises: { keyPath: 'exerciseId', autoIncrement: false, indexes: {} },
  lessonSteps: { keyPath: ['lessonId', 'stepId'], autoIncrement: false, indexes: { lessonId: 'lessonId' } },
  puzzleAttempts: { keyPath: 'id', autoIncrement: true, indexes: { puzzleId: 'puzzleId', time: 'time' } },
  ratings: { keyPath: 'id', autoIncrement: true, indexes: { kind: 'kind' } },
  reports: { keyPath: 'id', autoIncrement: true, indexes: { assignmentId: 'assignmentId' } },
  reviews: { keyPath: ['kind', 'itemId'], autoIncrement: false, indexes: { due: 'due' } },
  settings: { keyPath: undefined, autoIncrement: false, indexes: {} },
  streaks: { keyPath: 'kind', autoIncrement: false, indexes: {} },
};

/** A raw v1 connection (no app code, no versionchange handler: a frozen old tab). */
function rawV1(factory: IDBFactory): Promise<IDBDatabase> {
  return rawOpen(factory, 1, (db) => {
    for (const [name, spec] of Object.entries(V1_LAYOUT)) {
      const store = db.createObjectStore(name, { keyPath: spec.keyPath, autoIncrement: spec.autoIncrement });
      for (const [index, path] of Object.entries(spec.indexes)) store.createIndex(index, path);
    }
  });
}

/** Create the v1 database with the raw IndexedDB API (no app code), holding `data`. */
async function createV1(factory: IDBFactory, data: ProgressDump): Promise<void> {
  const db = await rawV1(factory);
  const tx = db.transaction([...db.objectStoreNames], 'readwrite');
  for (const [name, rows] of Object.entries(data)) {
    for (const row of rows as unknown[]) {
      if (name === 'settings') tx.objectStore(name).put((row as [string, unknown])[1], (row as [string, unknown])[0]);
      else tx.objectStore(name).put(row);
    }
  }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** Records in every store, including ones the later indexes cover. */
const FIXTURE: ProgressDump = {
  lessonSteps: [
    { lessonId: 'horse', stepId: '1', stars: 3, bestScore: 9, attempts: 2, updatedAt: 1000 },
    { lessonId: 'horse', stepId: '2', stars: 1, bestScore: 2, attempts: 1, updatedAt: 2000 },
  ],
  exercises: [{ exerciseId: 'soldiers/pairs', solved: true, bestScore: 3, attempts: 1, updatedAt: 3000 }],
  puzzleAttempts: [
    { id: 1, puzzleId: 'm2-0001', time: 5000, result: 'failed', hints: 1, moves: ['b1c3'], ms: 9000 },
    { id: 2, puzzleId: 'm2-0001', time: 6000, result: 'solved', hints: 0, moves: ['b1c3', 'a10a9', 'c3d5'], ms: 4000 },
  ],
  ratings: [
    { id: 1, kind: 'puzzle', time: 6000, rating: 1580, rd: 290, volatility: 0.06 },
    { id: 2, kind: 'puzzle', time: 5000, rating: 1450, rd: 320, volatility: 0.06 },
    { id: 3, kind: 'exercise', time: 5500, rating: 1200, rd: 350, volatility: 0.06 },
  ],
  streaks: [{ kind: 'daily', current: 4, best: 7, lastDay: '2025-03-01' }],
  reviews: [{ kind: 'puzzle', itemId: 'm2-0001', due: 90_000, card: { reps: 1, state: 1 } }],
  assignments: [{ id: 'teach:x', title: 'Mates', createdAt: 10, payload: { v: 1, role: 'teacher', set: {} } }],
  reports: [{ id: 1, assignmentId: 'teach:x', student: 'Minji', receivedAt: 20, payload: { solved: 2 } }],
  settings: [
    ['lastActivity', { kind: 'lesson', id: 'horse', title: 'The horse', href: '/learn/horse', time: 2000 }],
    ['theme', 'dark'],
  ],
  games: [],
};

describe('migrations', () => {
  it('v1 is what shipped: MIGRATIONS[0] builds exactly the hand-written v1 layout', async () => {
    const factory = new IDBFactory();
    (await open(factory, { version: 1 })).close();
    const db = await rawOpen(factory);
    expect(db.version).toBe(1);
    expect(layout(db)).toEqual(V1_LAYOUT);
  });

  it('the current version builds exactly the layout STORES describes', async () => {
    const factory = new IDBFactory();
    (await open(factory)).close();
    const db = await rawOpen(factory);
    expect(db.version).toBe(DB_VERSION);
    expect(layout(db)).toEqual(specLayout(STORES));
  });

  it('opens a v1 database full of data at the current version with every record intact', async () => {
    const factory = new IDBFactory();
    await createV1(factory, FIXTURE);
    const backend = await open(factory);
    expect(await backend.dump()).toEqual(FIXTURE);
    const api = createProgressApi(backend);
    // v2's index answers over the migrated records.
    expect((await api.getRatingHistory('puzzle')).map((r) => r.rating)).toEqual([1450, 1580]);
    expect((await api.getRating('puzzle'))?.rating).toBe(1580);
    expect(await api.getLessonStep('horse', '1')).toMatchObject({ stars: 3, attempts: 2 });
    // New records continue the old auto-increment keys.
    expect((await api.recordPuzzleAttempt({ puzzleId: 'p', result: 'solved', hints: 0, moves: [], ms: 1 })).id).toBe(3);
    backend.close();
    const db = await rawOpen(factory);
    expect(db.version).toBe(DB_VERSION);
    expect(layout(db)).toEqual(specLayout(STORES));
  });

  it.each(Array.from({ length: DB_VERSION - 1 }, (_, i) => i + 1))('from v%i to the current version keeps every record', async (from) => {
    const factory = new IDBFactory();
    const old = await open(factory, { version: from });
    await old.restore(FIXTURE);
    old.close();
    const now = await open(factory);
    expect(await now.dump()).toEqual(FIXTURE);
    now.close();
    expect(layout(await rawOpen(factory))).toEqual(specLayout(STORES));
  });

  it('has one migration per version', () => {
    expect(MIGRATIONS).toHaveLength(DB_VERSION);
    expect(DB_VERSION).toBeGreaterThanOrEqual(2);
  });
});

describe('two tabs', () => {
  it('two connections of the same version both read and write', async () => {
    const factory = new IDBFactory();
    const a = createProgressApi(await open(factory));
    const b = createProgressApi(await open(factory));
    await Promise.all([
      a.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 1, score: 1 }),
      b.recordLessonStep({ lessonId: 'l', stepId: '2', stars: 2, score: 1 }),
      a.recordPuzzleAttempt({ puzzleId: 'p', result: 'solved', hints: 0, moves: [], ms: 1 }),
      b.recordPuzzleAttempt({ puzzleId: 'p', result: 'failed', hints: 0, moves: [], ms: 1 }),
    ]);
    expect((await a.getAllLessonSteps()).map((s) => s.stepId)).toEqual(['1', '2']);
    expect(await b.getPuzzleAttempts('p')).toHaveLength(2);
  });

  it('an old tab closes on versionchange, does not block the upgrade, and then keeps working in memory with its data', async () => {
    const factory = new IDBFactory();
    // Tab A runs the previous version of the app.
    const onVersionChange = vi.fn();
    const onFallback = vi.fn();
    const tabA = createProgress({ factory, version: DB_VERSION - 1, onVersionChange, onFallback });
    await tabA.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 2, score: 5 });

    // Tab B, the new version, opens: not blocked, because A lets go at once.
    const onBlocked = vi.fn();
    const tabB = createProgressApi(await open(factory, { onBlocked }));
    expect(onBlocked).not.toHaveBeenCalled();
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    await tabB.recordLessonStep({ lessonId: 'l', stepId: '2', stars: 3, score: 5 });

    // A's next write cannot reopen an older version: it moves to memory, keeps what was saved, and
    // tells the UI to ask for a reload ('version').
    await tabA.recordLessonStep({ lessonId: 'l', stepId: '3', stars: 1, score: 1 });
    expect(tabA.storage).toBe('memory');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0][0]).toMatchObject({ code: 'version' });
    expect((await tabA.getAllLessonSteps()).map((s) => s.stepId)).toEqual(['1', '2', '3']);
    // B is unaffected.
    expect((await tabB.getAllLessonSteps()).map((s) => s.stepId)).toEqual(['1', '2']);
  });

  it('reconnects lazily after another tab deleted the database (reset)', async () => {
    const factory = new IDBFactory();
    const onVersionChange = vi.fn();
    const backend = await open(factory, { onVersionChange });
    const api = createProgressApi(backend);
    await api.setSetting('theme', 'dark');
    await deleteProgressDatabase(factory);
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(await api.getSetting('theme')).toBeUndefined();
    await api.setSetting('theme', 'light');
    expect(await api.getSetting('theme')).toBe('light');
    expect(api.storage).toBe('indexeddb');
  });

  it('an upgrade waits for a tab that does not let go, then gives up with "blocked"', async () => {
    const factory = new IDBFactory();
    // An old connection without a versionchange handler (a frozen tab).
    await rawV1(factory);
    const onBlocked = vi.fn();
    const err = await openIdbBackend({ factory, onBlocked, blockedTimeoutMs: 50 }).catch((e) => e);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(err).toMatchObject({ name: 'ProgressError', code: 'blocked' });
    // When the old tab finally closes, the late connection is closed at once (nobody holds the database).
    raws.pop()!.close();
    await deleteProgressDatabase(factory);
  });

  it('an upgrade that was blocked goes ahead as soon as the other tab closes', async () => {
    const factory = new IDBFactory();
    const old = await rawV1(factory);
    const onBlocked = vi.fn(() => setTimeout(() => old.close(), 20));
    const backend = await open(factory, { onBlocked, blockedTimeoutMs: 5000 });
    expect(onBlocked).toHaveBeenCalledTimes(1);
    await backend.put('settings', 'dark', 'theme');
    expect(await backend.get('settings', 'theme')).toBe('dark');
  });

  it('the app falls back to memory (banner "blocked") and keeps working when the upgrade stays blocked', async () => {
    const factory = new IDBFactory();
    await rawV1(factory);
    const onFallback = vi.fn();
    const api = createProgress({ factory, blockedTimeoutMs: 30, onFallback });
    await api.setSetting('theme', 'dark');
    expect(await api.getSetting('theme')).toBe('dark');
    expect(api.storage).toBe('memory');
    expect(onFallback.mock.calls[0][0]).toMatchObject({ code: 'blocked' });
  });
});
