import { wrap, type IDBPDatabase } from 'idb';
import type { Backend } from './backend';
import { ProgressError, toProgressError } from './errors';
import { DB_NAME, DB_VERSION, STORES, migrate } from './schema';
import type { Key, ProgressDB, ProgressDump, StoreName, Value } from './types';

const STORE_NAMES = Object.keys(STORES) as StoreName[];

export interface OpenOptions {
  /** Defaults to the global `indexedDB`; tests pass a fresh fake-indexeddb factory. */
  factory?: IDBFactory;
  name?: string;
  /** Called when another tab opens a newer version: this connection closes itself. */
  onVersionChange?: () => void;
}

/** Open (and migrate) the progress database. Throws ProgressError. */
export async function openIdbBackend(options: OpenOptions = {}): Promise<IdbBackend> {
  const factory = options.factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  if (!factory) throw new ProgressError('unavailable', 'This browser does not offer IndexedDB storage.');
  let request: IDBOpenDBRequest;
  try {
    request = factory.open(options.name ?? DB_NAME, DB_VERSION);
  } catch (e) {
    throw toProgressError(e, 'open the progress database');
  }
  const opened = new Promise<IDBPDatabase<ProgressDB>>((resolve, reject) => {
    request.addEventListener('upgradeneeded', (event) => {
      const db = wrap(request.result) as unknown as IDBPDatabase<ProgressDB>;
      const tx = wrap(request.transaction!) as unknown as Parameters<typeof migrate>[3];
      try {
        migrate(db, event.oldVersion, event.newVersion ?? DB_VERSION, tx);
      } catch (e) {
        request.transaction?.abort();
        reject(new ProgressError('unknown', `Upgrading the progress database failed: ${String(e)}`, { cause: e }));
      }
    });
    request.addEventListener('blocked', () =>
      reject(new ProgressError('blocked', 'Another tab of the app is using an older version of the progress database.')),
    );
    request.addEventListener('success', () => resolve(wrap(request.result) as unknown as IDBPDatabase<ProgressDB>));
    request.addEventListener('error', (event) => {
      event.preventDefault();
      reject(toProgressError(request.error, 'open the progress database'));
    });
  });
  const db = await opened;
  db.addEventListener('versionchange', () => {
    db.close();
    options.onVersionChange?.();
  });
  return new IdbBackend(db);
}

/** Delete the whole database (tests, "reset progress"). */
export function deleteProgressDatabase(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(toProgressError(req.error, 'delete the progress database'));
  });
}

export class IdbBackend implements Backend {
  readonly kind = 'indexeddb';
  private readonly db: IDBPDatabase;

  constructor(db: IDBPDatabase<ProgressDB>) {
    // The typed schema lives in the Backend interface; inside, generic store names are easier untyped.
    this.db = db as unknown as IDBPDatabase;
  }

  /** A transaction whose `done` never causes an unhandled rejection when an earlier request fails. */
  private tx<M extends IDBTransactionMode>(stores: StoreName[], mode: M) {
    const tx = this.db.transaction(stores, mode);
    tx.done.catch(() => {});
    return tx;
  }

  /** One store in a read-write transaction of its own. */
  private writing(store: StoreName) {
    const tx = this.tx([store], 'readwrite');
    return { tx, store: tx.objectStore(store) };
  }

  private async run<T>(action: string, body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (e) {
      throw toProgressError(e, action);
    }
  }

  get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined> {
    return this.run(`read ${store}`, () => this.db.get(store, key));
  }

  getAll<S extends StoreName>(store: S): Promise<Value<S>[]> {
    return this.run(`read ${store}`, () => this.db.getAll(store));
  }

  getAllByIndex<S extends StoreName>(store: S, index: string, value: IDBValidKey): Promise<Value<S>[]> {
    return this.run(`read ${store}`, () => this.db.getAllFromIndex(store, index, value));
  }

  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void> {
    return this.run(`save ${store}`, async () => {
      const { tx, store: os } = this.writing(store);
      await Promise.all([os.put(value, key), tx.done]);
    });
  }

  add<S extends StoreName>(store: S, value: Value<S>): Promise<number> {
    return this.run(`save ${store}`, async () => {
      const { tx, store: os } = this.writing(store);
      const [key] = await Promise.all([os.add(value), tx.done]);
      return key as number;
    });
  }

  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>> {
    return this.run(`save ${store}`, async () => {
      const { tx, store: os } = this.writing(store);
      const next = fn(await os.get(key));
      await Promise.all([os.put(next, STORES[store].keyPath === undefined ? key : undefined), tx.done]);
      return next;
    });
  }

  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void> {
    return this.run(`delete from ${store}`, async () => {
      const { tx, store: os } = this.writing(store);
      await Promise.all([os.delete(key), tx.done]);
    });
  }

  dump(): Promise<ProgressDump> {
    return this.run('export progress', async () => {
      const tx = this.tx(STORE_NAMES, 'readonly');
      const out: Record<string, unknown[]> = {};
      for (const s of STORE_NAMES) {
        const store = tx.objectStore(s);
        if (STORES[s].keyPath === undefined) {
          const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
          out[s] = keys.map((k, i) => [k, values[i]]);
        } else out[s] = await store.getAll();
      }
      await tx.done;
      return out as ProgressDump;
    });
  }

  restore(dump: ProgressDump): Promise<void> {
    return this.run('import progress', async () => {
      const tx = this.tx(STORE_NAMES, 'readwrite');
      const writes: Promise<unknown>[] = [];
      for (const s of STORE_NAMES) {
        const store = tx.objectStore(s);
        writes.push(store.clear());
        for (const row of (dump[s] ?? []) as unknown[]) {
          if (STORES[s].keyPath === undefined) {
            const [k, v] = row as [IDBValidKey, unknown];
            writes.push(store.put(v, k));
          } else writes.push(store.put(row));
        }
      }
      await Promise.all([...writes, tx.done]);
    });
  }

  close(): void {
    this.db.close();
  }
}
