import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { ProgressDB, StoreName } from './types';

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
