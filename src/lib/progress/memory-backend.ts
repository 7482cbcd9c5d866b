import type { Backend } from './backend';
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

function readPath(value: unknown, path: string): IDBValidKey {
  return (value as Record<string, IDBValidKey>)[path];
}

function keyOf(store: StoreName, value: unknown): IDBValidKey {
  const path = STORES[store].keyPath;
  if (path === undefined) throw new Error(`${store} has no key path`);
  return Array.isArray(path) ? path.map((p) => readPath(value, p)) : readPath(value, path);
}

/** The in-memory fallback: same behaviour as the IndexedDB backend, gone on reload. */
export class MemoryBackend implements Backend {
  readonly kind = 'memory';
  private stores = new Map<StoreName, Map<string, Row>>(STORE_NAMES.map((s) => [s, new Map()]));
  private counters = new Map<StoreName, number>();

  private table(store: StoreName): Map<string, Row> {
    const t = this.stores.get(store);
    if (!t) throw new Error(`Unknown store ${store}`);
    return t;
  }

  private rows(store: StoreName): Row[] {
    return [...this.table(store).values()].sort((a, b) => compareKeys(a.key, b.key));
  }

  private write(store: StoreName, value: unknown, key?: IDBValidKey): IDBValidKey {
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
    this.table(store).set(JSON.stringify(k), { key: k, value: structuredClone(value) });
    return k;
  }

  async get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined> {
    const row = this.table(store).get(JSON.stringify(key));
    return row ? structuredClone(row.value as Value<S>) : undefined;
  }

  async getAll<S extends StoreName>(store: S): Promise<Value<S>[]> {
    return this.rows(store).map((r) => structuredClone(r.value as Value<S>));
  }

  async getAllByIndex<S extends StoreName>(store: S, index: string, value: IDBValidKey): Promise<Value<S>[]> {
    const path = STORES[store].indexes[index];
    if (!path) throw new Error(`Unknown index ${store}.${index}`);
    return this.rows(store)
      .filter((r) => compareKeys(readPath(r.value, path), value) === 0)
      .map((r) => structuredClone(r.value as Value<S>));
  }

  async put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void> {
    this.write(store, value, key);
  }

  async add<S extends StoreName>(store: S, value: Value<S>): Promise<number> {
    const k = this.write(store, value);
    if (typeof k !== 'number') throw new Error(`${store} is not auto-increment`);
    return k;
  }

  async update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>> {
    const next = fn(await this.get(store, key));
    this.write(store, next, STORES[store].keyPath === undefined ? key : undefined);
    return structuredClone(next);
  }

  async delete<S extends StoreName>(store: S, key: Key<S>): Promise<void> {
    this.table(store).delete(JSON.stringify(key));
  }

  async dump(): Promise<ProgressDump> {
    const out: Record<string, unknown[]> = {};
    for (const s of STORE_NAMES) {
      out[s] = STORES[s].keyPath === undefined ? this.rows(s).map((r) => [r.key, structuredClone(r.value)]) : await this.getAll(s);
    }
    return out as ProgressDump;
  }

  async restore(dump: ProgressDump): Promise<void> {
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
  }

  close(): void {}
}
