// chunk: progress-store (no side effects)
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { GameRecord, ProgressDB, StoreName } from './types';

export const DB_NAME = 'janggi-trainer';

export interface StoreSpec {
  keyPath?: string | string[];
  autoIncrement?: boolean;
  /** Index name → key path (a field, or several for a compound index). */
  indexes: Record<string, string | string[]>;
}

/**
 * The layout of the database after every migration has run. The memory fallback is built from it,
 * and a unit test checks that the migrations produce exactly this layout.
 */
export const STORES: Record<StoreName, StoreSpec> = {
  lessonSteps: { keyPath: ['lessonId', 'stepId'], indexes: { lessonId: 'lessonId' } },
  exercises: { keyPath: 'exerciseId', indexes: {} },
  puzzleAttempts: { keyPath: 'id', autoIncrement: true, indexes: { puzzleId: 'puzzleId', time: 'time' } },
  ratings: { keyPath: 'id', autoIncrement: true, indexes: { kind: 'kind', kindTime: ['kind', 'time'] } },
  streaks: { keyPath: 'kind', indexes: {} },
  reviews: { keyPath: ['kind', 'itemId'], indexes: { due: 'due' } },
  assignments: { keyPath: 'id', indexes: {} },
  reports: { keyPath: 'id', autoIncrement: true, indexes: { assignmentId: 'assignmentId' } },
  settings: { indexes: {} },
  games: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
};

type UpgradeTx = IDBPTransaction<ProgressDB, StoreNames<ProgressDB>[], 'versionchange'>;

/**
 * Migration `i` upgrades the database from version `i` to `i + 1`. Never edit a shipped entry:
 * append a new one (it may read and rewrite records through `tx`) and update STORES to match.
 */
export type Migration = (db: IDBPDatabase<ProgressDB>, tx: UpgradeTx) => void;

export const MIGRATIONS: readonly Migration[] = [
  // v1: the first schema.
  (db) => {
    const untyped = db as unknown as IDBPDatabase;
    const v1: [string, StoreSpec][] = [
      ['lessonSteps', { keyPath: ['lessonId', 'stepId'], indexes: { lessonId: 'lessonId' } }],
      ['exercises', { keyPath: 'exerciseId', indexes: {} }],
      ['puzzleAttempts', { keyPath: 'id', autoIncrement: true, indexes: { puzzleId: 'puzzleId', time: 'time' } }],
      ['ratings', { keyPath: 'id', autoIncrement: true, indexes: { kind: 'kind' } }],
      ['streaks', { keyPath: 'kind', indexes: {} }],
      ['reviews', { keyPath: ['kind', 'itemId'], indexes: { due: 'due' } }],
      ['assignments', { keyPath: 'id', indexes: {} }],
      ['reports', { keyPath: 'id', autoIncrement: true, indexes: { assignmentId: 'assignmentId' } }],
      ['settings', { indexes: {} }],
    ];
    for (const [name, spec] of v1) {
      const store = untyped.createObjectStore(name, { keyPath: spec.keyPath, autoIncrement: spec.autoIncrement ?? false });
      for (const [index, path] of Object.entries(spec.indexes)) store.createIndex(index, path);
    }
  },
  // v2: ratings by kind and time. The progress page draws one kind's history in time order, and
  // every rated puzzle reads the latest rating: both walk this index instead of reading the whole
  // history and sorting it. IndexedDB fills the index from the records already stored.
  (_db, tx) => {
    tx.objectStore('ratings').createIndex('kindTime', ['kind', 'time']);
  },
  // v3: games of their own. /play kept one game in the `playGame` setting, so a new game replaced
  // an unfinished one; now every game is a record. The saved game becomes the first record.
  (db, tx) => {
    const untyped = db as unknown as IDBPDatabase;
    untyped.createObjectStore('games', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
    const settings = tx.objectStore('settings');
    void settings.get('playGame').then((old) => {
      const rec = gameFromSavedSetting(old, Date.now());
      if (!rec) return;
      void tx.objectStore('games').put(rec);
      void settings.delete('playGame');
    });
  },
];

export const DB_VERSION = MIGRATIONS.length;

/** Run the migrations that take a database from `oldVersion` to `newVersion`. */
export function migrate(db: IDBPDatabase<ProgressDB>, oldVersion: number, newVersion: number, tx: UpgradeTx): void {
  for (let v = oldVersion; v < newVersion; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`No migration from version ${v}`);
    step(db, tx);
  }
}

/**
 * The game kept in the old `playGame` setting (schema v1-v2, and backups of them) as a game record,
 * or undefined when the value is not one. The moves are checked when the game is replayed.
 */
export function gameFromSavedSetting(old: unknown, now: number): GameRecord | undefined {
  if (!old || typeof old !== 'object') return undefined;
  const o = old as Record<string, unknown>;
  if (typeof o.rules !== 'string' || typeof o.rootFen !== 'string' || !Array.isArray(o.moves)) return undefined;
  const rec: GameRecord = {
    id: 'kept-1',
    createdAt: now,
    updatedAt: now,
    rev: 1,
    rules: o.rules,
    rootFen: o.rootFen,
    moves: o.moves.filter((m): m is string => typeof m === 'string'),
  };
  if (o.orientation === 'cho' || o.orientation === 'han') rec.orientation = o.orientation;
  const c = o.computer as { side?: unknown; level?: unknown } | undefined;
  if (c && (c.side === 'cho' || c.side === 'han') && typeof c.level === 'number') rec.computer = { side: c.side, level: c.level };
  return rec;
}
