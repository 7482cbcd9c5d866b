import type { IndexName, Key, ProgressDump, StoreName, Value } from './types';

/** A slice of an index, in index order (then key order); `prev` walks it backwards. */
export interface IndexRange {
  /** Inclusive bounds; omit one for an open end. */
  lower?: IDBValidKey;
  upper?: IDBValidKey;
  direction?: 'next' | 'prev';
  /** At most this many records. */
  limit?: number;
}

/**
 * The operations of one transaction (see Backend.transact). Await only these inside the body:
 * IndexedDB commits a transaction as soon as it has nothing pending, so awaiting anything else
 * (a fetch, a timer) ends it early.
 */
export interface TxOps {
  get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined>;
  getAll<S extends StoreName>(store: S): Promise<Value<S>[]>;
  /** Every key of a store, in key order (for stores without a key path: settings). */
  getAllKeys<S extends StoreName>(store: S): Promise<Key<S>[]>;
  /** Records whose index equals `value`, in key order. */
  getAllByIndex<S extends StoreName>(store: S, index: IndexName<S>, value: IDBValidKey): Promise<Value<S>[]>;
  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void>;
  add<S extends StoreName>(store: S, value: Value<S>): Promise<number>;
  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void>;
}

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
  /** Records whose index lies in `range`, in index order. */
  getRange<S extends StoreName>(store: S, index: IndexName<S>, range: IndexRange): Promise<Value<S>[]>;
  /** Insert or replace. `key` only for stores without a key path (settings). */
  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void>;
  /** Insert into an auto-increment store; returns the new key. */
  add<S extends StoreName>(store: S, value: Value<S>): Promise<number>;
  /** Read, transform and write one record atomically; returns what was written. */
  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>>;
  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void>;
  /**
   * Run `body` in one read-write transaction over `stores`: every write lands, or (when `body`
   * throws or a write fails) none does. `body`'s own errors are rethrown unchanged.
   */
  transact<T>(stores: readonly StoreName[], body: (tx: TxOps) => Promise<T>): Promise<T>;
  /** Every record of every store. */
  dump(): Promise<ProgressDump>;
  /** Replace everything with `dump`, atomically. */
  restore(dump: ProgressDump): Promise<void>;
  close(): void;
}
