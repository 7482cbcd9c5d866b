// chunk: progress-memory-backend (no side effects)
import type { Backend, IndexRange, TxOps } from './backend';
import { STORES } from './schema';
import type { Key, ProgressDump, StoreName, Value } from './types';

type Row = { key: IDBValidKey; value: unknown };

const STORE_NAMES = Object.keys(STORES) as StoreName[];

/** IndexedDB's key order for the key types we use: numbers < dates < strings < arrays. */
export function compareKeys(a: IDBValidKey, b: IDBValidKey): number {
  const rank = (k: IDBValidKey) => (typeof k === 'number' ? 0 : k instanceof Date ? 1 : typeof k === 'string' ? 2 : 3);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareKeys(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

function readPath(value: unknown, path: string | string[]): IDBValidKey {
  if (Array.isArray(path)) return path.map((p) => readPath(value, p));
  return (value as Record<string, IDBValidKey>)[path];
}

/** Whether a key can go into an index (IndexedDB skips records whose index key is invalid). */
function isValidKey(key: unknown): key is IDBValidKey {
  if (typeof key === 'number') return !Number.isNaN(key);
  if (typeof key === 'string' || key instanceof Date) return true;
  return Array.isArray(key) && key.every(isValidKey);
}

function keyOf(store: StoreName, value: unknown): IDBValidKey {
  const path = STORES[store].keyPath;
  if (path === undefined) throw new Error(`${store} has no key path`);
  return Array.isArray(path) ? path.map((p) => readPath(value, p)) : readPath(value, path);
}

/**
 * The in-memory fallback: same behaviour as the IndexedDB backend, gone on reload. Operations run
 * one at a time, like IndexedDB's overlapping read-write transactions, so a `transact` body never
 * sees another write land between its reads and its writes.
 */
export class MemoryBackend implements Backend {
  readonly kind = 'memory';
  private stores = new Map<StoreName, Map<string, Row>>(STORE_NAMES.map((s) => [s, new Map()]));
  private counters = new Map<StoreName, number>();
  private queue: Promise<unknown> = Promise.resolve();

  /** Run `fn` after every operation queued before it. */
  private serial<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  private table(store: StoreName): Map<string, Row> {
    const t = this.stores.get(store);
    if (!t) throw new Error(`Unknown store ${store}`);
    return t;
  }

  private rows(store: StoreName): Row[] {
    return [...this.table(store).values()].sort((a, b) => compareKeys(a.key, b.key));
  }

  private write(store: StoreName, value: unknown, key?: IDBValidKey, mustBeNew = false): IDBValidKey {
    const spec = STORES[store];
    let k = key;
    if (spec.keyPath !== undefined) {
      if (spec.autoIncrement && readPath(value, spec.keyPath as string) === undefined) {
        const next = (this.counters.get(store) ?? 0) + 1;
        this.counters.set(store, next);
        value = { ...(value as object), [spec.keyPath as string]: next };
      }
      k = keyOf(store, value);
      if (spec.autoIncrement && typeof k === 'number') this.counters.set(store, Math.max(k, this.counters.get(store) ?? 0));
    }
    if (k === undefined) throw new Error(`No key for ${store}`);
    const id = JSON.stringify(k);
    if (mustBeNew && this.table(store).has(id)) throw new DOMException(`Key already exists in ${store}`, 'ConstraintError');
    this.table(store).set(id, { key: k, value: structuredClone(value) });
    return k;
  }

  private readOne<S extends StoreName>(store: S, key: Key<S>): Value<S> | undefined {
    const row = this.table(store).get(JSON.stringify(key));
    return row ? structuredClone(row.value as Value<S>) : undefined;
  }

  private readAll<S extends StoreName>(store: S): Value<S>[] {
    return this.rows(store).map((r) => structuredClone(r.value as Value<S>));
  }

  private indexPath(store: StoreName, index: string): string | string[] {
    const path = STORES[store].indexes[index];
    if (!path) throw new Error(`Unknown index ${store}.${index}`);
    return path;
  }

  /** Rows with a valid key in `index`, in index order then key order. */
  private indexed(store: StoreName, index: string): { ik: IDBValidKey; row: Row }[] {
    const path = this.indexPath(store, index);
    return this.rows(store)
      .map((row) => ({ ik: readPath(row.value, path), row }))
      .filter((x) => isValidKey(x.ik))
      .sort((a, b) => compareKeys(a.ik, b.ik) || compareKeys(a.row.key, b.row.key));
  }

  private ops(): TxOps {
    return {
      get: async (store, key) => this.readOne(store, key),
      getAll: async (store) => this.readAll(store),
      getAllKeys: async (store) => this.rows(store).map((r) => r.key) as Key<typeof store>[],
      getAllByIndex: async (store, index, value) => this.byIndex(store, index, value),
      put: async (store, value, key) => {
        this.write(store, value, key);
      },
      add: async (store, value) => {
        const k = this.write(store, value, undefined, true);
        if (typeof k !== 'number') throw new Error(`${store} is not auto-increment`);
        return k;
      },
      delete: async (store, key) => {
        this.table(store).delete(JSON.stringify(key));
      },
    };
  }

  get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined> {
    return this.serial(() => this.readOne(store, key));
  }

  getAll<S extends StoreName>(store: S): Promise<Value<S>[]> {
    return this.serial(() => this.readAll(store));
  }

  getAllByIndex<S extends StoreName>(store: S, index: string, value: IDBValidKey): Promise<Value<S>[]> {
    return this.serial(() => this.byIndex(store, index, value));
  }

  private byIndex<S extends StoreName>(store: S, index: string, value: IDBValidKey): Value<S>[] {
    return this.indexed(store, index)
      .filter((x) => compareKeys(x.ik, value) === 0)
      .sort((a, b) => compareKeys(a.row.key, b.row.key))
      .map((x) => structuredClone(x.row.value as Value<S>));
  }

  getRange<S extends StoreName>(store: S, index: string, range: IndexRange): Promise<Value<S>[]> {
    return this.serial(() => {
      const { lower, upper, direction = 'next', limit } = range;
      let rows = this.indexed(store, index).filter(
        (x) => (lower === undefined || compareKeys(x.ik, lower) >= 0) && (upper === undefined || compareKeys(x.ik, upper) <= 0),
      );
      if (direction === 'prev') rows = rows.reverse();
      if (limit !== undefined) rows = rows.slice(0, limit);
      return rows.map((x) => structuredClone(x.row.value as Value<S>));
    });
  }

  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void> {
    return this.serial(() => {
      this.write(store, value, key);
    });
  }

  add<S extends StoreName>(store: S, value: Value<S>): Promise<number> {
    return this.serial(() => this.ops().add(store, value));
  }

  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>> {
    return this.serial(() => {
      const next = fn(this.readOne(store, key));
      this.write(store, next, STORES[store].keyPath === undefined ? key : undefined);
      return structuredClone(next);
    });
  }

  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void> {
    return this.serial(() => {
      this.table(store).delete(JSON.stringify(key));
    });
  }

  transact<T>(stores: readonly StoreName[], body: (tx: TxOps) => Promise<T>): Promise<T> {
    return this.serial(async () => {
      // Rows are replaced, never changed in place: copying the maps is a full snapshot.
      const saved = new Map(stores.map((s) => [s, new Map(this.table(s))]));
      const counters = new Map(this.counters);
      const allowed = new Set(stores);
      const inner = this.ops();
      const guard = <A extends unknown[], R>(f: (store: StoreName, ...rest: A) => Promise<R>) => {
        return (store: StoreName, ...rest: A): Promise<R> => {
          if (!allowed.has(store)) return Promise.reject(new DOMException(`${store} is not in this transaction`, 'NotFoundError'));
          return f(store, ...rest);
        };
      };
      const tx = {
        get: guard(inner.get),
        getAll: guard(inner.getAll),
        getAllKeys: guard(inner.getAllKeys),
        getAllByIndex: guard(inner.getAllByIndex),
        put: guard(inner.put),
        add: guard(inner.add),
        delete: guard(inner.delete),
      } as TxOps;
      try {
        return await body(tx);
      } catch (e) {
        for (const [s, rows] of saved) this.stores.set(s, rows);
        this.counters = counters;
        throw e;
      }
    });
  }

  dump(): Promise<ProgressDump> {
    return this.serial(() => {
      const out: Record<string, unknown[]> = {};
      for (const s of STORE_NAMES) {
        out[s] = STORES[s].keyPath === undefined ? this.rows(s).map((r) => [r.key, structuredClone(r.value)]) : this.readAll(s);
      }
      return out as ProgressDump;
    });
  }

  restore(dump: ProgressDump): Promise<void> {
    return this.serial(() => {
      for (const s of STORE_NAMES) {
        this.table(s).clear();
        this.counters.delete(s);
      }
      for (const s of STORE_NAMES) {
        const rows = (dump[s] ?? []) as unknown[];
        for (const row of rows) {
          if (STORES[s].keyPath === undefined) {
            const [k, v] = row as [IDBValidKey, unknown];
            this.write(s, v, k);
          } else this.write(s, row);
        }
      }
    });
  }

  close(): void {}
}
