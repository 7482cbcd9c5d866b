import type { IndexName, Key, ProgressDump, StoreName, Value } from './types';

/**
 * The storage operations the progress API is written against. Two implementations:
 * IndexedDB (idb-backend.ts) and memory (memory-backend.ts). Every method is one transaction;
 * failures are thrown as ProgressError.
 */
export interface Backend {
  readonly kind: 'indexeddb' | 'memory';
  get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined>;
  /** All records, in key order. */
  getAll<S extends StoreName>(store: S): Promise<Value<S>[]>;
  /** Records whose index equals `value`, in key order. */
  getAllByIndex<S extends StoreName>(store: S, index: IndexName<S>, value: IDBValidKey): Promise<Value<S>[]>;
  /** Insert or replace. `key` only for stores without a key path (settings). */
  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void>;
  /** Insert into an auto-increment store; returns the new key. */
  add<S extends StoreName>(store: S, value: Value<S>): Promise<number>;
  /** Read, transform and write one record atomically; returns what was written. */
  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>>;
  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void>;
  /** Every record of every store. */
  dump(): Promise<ProgressDump>;
  /** Replace everything with `dump`, atomically. */
  restore(dump: ProgressDump): Promise<void>;
  close(): void;
}
