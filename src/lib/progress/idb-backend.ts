// chunk: progress-store (no side effects)
import { wrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { Backend, IndexRange, TxOps } from './backend';
import { ProgressError, isStorageError, toProgressError } from './errors';
import { DB_NAME, DB_VERSION, STORES, migrate } from './schema';
import type { Key, ProgressDB, ProgressDump, StoreName, Value } from './types';

const STORE_NAMES = Object.keys(STORES) as StoreName[];

export interface OpenOptions {
  /** Defaults to the global `indexedDB`; tests pass a fresh fake-indexeddb factory. */
  factory?: IDBFactory;
  name?: string;
  /** Defaults to DB_VERSION; tests open older layouts. */
  version?: number;
  /**
   * Another tab opened a newer version (or deleted the database): this connection has closed
   * itself so that tab is not blocked. The backend reconnects on its next operation.
   */
  onVersionChange?: () => void;
  /** The browser closed the connection (site data cleared, disk trouble). */
  onClosed?: () => void;
  /**
   * Our open waits for another tab that keeps an older version open. Called once; the open fails
   * with ProgressError('blocked') if that tab has not let go after `blockedTimeoutMs`.
   */
  onBlocked?: () => void;
  /** Default 3000 ms. */
  blockedTimeoutMs?: number;
}

type AnyDB = IDBPDatabase;

/** Open (and migrate) the database once. Resolves with a raw idb connection. */
function openConnection(options: OpenOptions): Promise<AnyDB> {
  const factory = options.factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  if (!factory) return Promise.reject(new ProgressError('unavailable', 'This browser does not offer IndexedDB storage.'));
  const version = options.version ?? DB_VERSION;
  let request: IDBOpenDBRequest;
  try {
    request = factory.open(options.name ?? DB_NAME, version);
  } catch (e) {
    return Promise.reject(toProgressError(e, 'open the progress database'));
  }
  return new Promise<AnyDB>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: ProgressError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    request.addEventListener('upgradeneeded', (event) => {
      const db = wrap(request.result) as unknown as IDBPDatabase<ProgressDB>;
      const tx = wrap(request.transaction!) as unknown as Parameters<typeof migrate>[3];
      // An aborted upgrade is reported through the request's error event, not here.
      tx.done.catch(() => {});
      try {
        migrate(db, event.oldVersion, event.newVersion ?? version, tx);
      } catch (e) {
        request.transaction?.abort();
        fail(new ProgressError('unknown', `Upgrading the progress database failed: ${String(e)}`, { cause: e }));
      }
    });
    request.addEventListener('blocked', () => {
      if (timer !== undefined || settled) return;
      options.onBlocked?.();
      timer = setTimeout(
        () => fail(new ProgressError('blocked', 'Another tab of the app is using an older version of the progress database.')),
        options.blockedTimeoutMs ?? 3000,
      );
    });
    request.addEventListener('success', () => {
      const raw = request.result;
      if (settled) {
        // We gave up waiting (blocked); do not hold a connection nobody uses.
        raw.close();
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve(wrap(raw) as AnyDB);
    });
    request.addEventListener('error', (event) => {
      event.preventDefault();
      fail(toProgressError(request.error, 'open the progress database'));
    });
  });
}

/** Open (and migrate) the progress database. Throws ProgressError. */
export async function openIdbBackend(options: OpenOptions = {}): Promise<IdbBackend> {
  const backend = new IdbBackend(options);
  await backend.connect();
  return backend;
}

/** Delete the whole database (tests, "reset progress"). */
export function deleteProgressDatabase(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(toProgressError(req.error, 'delete the progress database'));
  });
}

/** Every record of the stores this version knows (and the database has), in one transaction. */
async function readAll(db: AnyDB): Promise<ProgressDump> {
  const names = STORE_NAMES.filter((s) => db.objectStoreNames.contains(s));
  const out: Record<string, unknown[]> = Object.fromEntries(STORE_NAMES.map((s) => [s, []]));
  if (names.length === 0) return out as ProgressDump;
  const tx = db.transaction(names, 'readonly');
  tx.done.catch(() => {});
  for (const s of names) {
    const store = tx.objectStore(s);
    if (STORES[s].keyPath === undefined) {
      const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
      out[s] = keys.map((k, i) => [k, values[i]]);
    } else out[s] = await store.getAll();
  }
  await tx.done;
  return out as ProgressDump;
}

type RwTx = IDBPTransaction<unknown, string[], 'readwrite'>;

function txOps(tx: RwTx): TxOps {
  const os = (store: StoreName) => tx.objectStore(store);
  return {
    get: (store, key) => os(store).get(key),
    getAll: (store) => os(store).getAll(),
    getAllKeys: async (store) => (await os(store).getAllKeys()) as Key<typeof store>[],
    getAllByIndex: (store, index, value) =>
      (os(store) as unknown as { index(n: string): { getAll(v: IDBValidKey): Promise<never[]> } }).index(index).getAll(value),
    put: async (store, value, key) => {
      await os(store).put(value, key);
    },
    add: async (store, value) => (await os(store).add(value)) as number,
    delete: (store, key) => os(store).delete(key),
  };
}

/**
 * The progress store in IndexedDB. One connection, opened on `connect()` and again, lazily, after
 * it was closed: when another tab upgrades the database (versionchange) this connection closes at
 * once so the other tab is not blocked, and the next operation reconnects. If the database is now
 * newer than this code, that reconnect fails with ProgressError('version') (the app should reload).
 */
export class IdbBackend implements Backend {
  readonly kind = 'indexeddb';
  private db: AnyDB | undefined;
  private connecting: Promise<AnyDB> | undefined;
  private closedByUs = false;

  constructor(private readonly options: OpenOptions = {}) {}

  /** The open connection, reconnecting if needed. */
  connect(): Promise<AnyDB> {
    if (this.db) return Promise.resolve(this.db);
    if (this.closedByUs) return Promise.reject(new ProgressError('unavailable', 'The progress database was closed.'));
    this.connecting ??= openConnection(this.options).then(
      (db) => {
        this.connecting = undefined;
        this.adopt(db);
        return db;
      },
      (e) => {
        this.connecting = undefined;
        throw e;
      },
    );
    return this.connecting;
  }

  private adopt(db: AnyDB): void {
    this.db = db;
    db.addEventListener('versionchange', () => {
      db.close();
      if (this.db === db) this.db = undefined;
      this.options.onVersionChange?.();
    });
    // The browser closed it (storage cleared, disk trouble): reconnect on the next operation.
    db.addEventListener('close', () => {
      if (this.db === db) this.db = undefined;
      this.options.onClosed?.();
    });
  }

  /** Run `body` with a connection; storage errors become ProgressError, others pass unchanged. */
  private async run<T>(action: string, body: (db: AnyDB) => Promise<T>): Promise<T> {
    try {
      return await body(await this.connect());
    } catch (e) {
      throw isStorageError(e) ? toProgressError(e, action) : e;
    }
  }

  /** A read-write transaction whose `done` never causes an unhandled rejection. */
  private writeTx(db: AnyDB, stores: readonly StoreName[]): RwTx {
    const tx = db.transaction([...stores], 'readwrite') as unknown as RwTx;
    tx.done.catch(() => {});
    return tx;
  }

  get<S extends StoreName>(store: S, key: Key<S>): Promise<Value<S> | undefined> {
    return this.run(`read ${store}`, (db) => db.get(store, key));
  }

  getAll<S extends StoreName>(store: S): Promise<Value<S>[]> {
    return this.run(`read ${store}`, (db) => db.getAll(store));
  }

  getAllByIndex<S extends StoreName>(store: S, index: string, value: IDBValidKey): Promise<Value<S>[]> {
    return this.run(`read ${store}`, (db) => db.getAllFromIndex(store, index, value));
  }

  getRange<S extends StoreName>(store: S, index: string, range: IndexRange): Promise<Value<S>[]> {
    return this.run(`read ${store}`, async (db) => {
      const { lower, upper, direction = 'next', limit } = range;
      const query =
        lower !== undefined && upper !== undefined
          ? IDBKeyRange.bound(lower, upper)
          : lower !== undefined
            ? IDBKeyRange.lowerBound(lower)
            : upper !== undefined
              ? IDBKeyRange.upperBound(upper)
              : null;
      if (direction === 'next') return db.getAllFromIndex(store, index, query, limit);
      const tx = db.transaction(store, 'readonly');
      const out: Value<S>[] = [];
      let cursor = await tx.store.index(index).openCursor(query, 'prev');
      while (cursor && (limit === undefined || out.length < limit)) {
        out.push(cursor.value);
        cursor = await cursor.continue();
      }
      await tx.done;
      return out;
    });
  }

  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>): Promise<void> {
    return this.run(`save ${store}`, async (db) => {
      const tx = this.writeTx(db, [store]);
      await Promise.all([tx.objectStore(store).put(value, key), tx.done]);
    });
  }

  add<S extends StoreName>(store: S, value: Value<S>): Promise<number> {
    return this.run(`save ${store}`, async (db) => {
      const tx = this.writeTx(db, [store]);
      const [key] = await Promise.all([tx.objectStore(store).add(value), tx.done]);
      return key as number;
    });
  }

  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>): Promise<Value<S>> {
    return this.transact([store], async (tx) => {
      const next = fn(await tx.get(store, key));
      await tx.put(store, next, STORES[store].keyPath === undefined ? key : undefined);
      return next;
    });
  }

  delete<S extends StoreName>(store: S, key: Key<S>): Promise<void> {
    return this.run(`delete from ${store}`, async (db) => {
      const tx = this.writeTx(db, [store]);
      await Promise.all([tx.objectStore(store).delete(key), tx.done]);
    });
  }

  transact<T>(stores: readonly StoreName[], body: (tx: TxOps) => Promise<T>): Promise<T> {
    return this.run(`save ${stores.join(', ')}`, async (db) => {
      const tx = this.writeTx(db, stores);
      let result: T;
      try {
        result = await body(txOps(tx));
      } catch (e) {
        try {
          tx.abort();
        } catch {
          // Already finished or aborted by the failed request.
        }
        throw e;
      }
      await tx.done;
      return result;
    });
  }

  async dump(): Promise<ProgressDump> {
    try {
      return await this.run('export progress', readAll);
    } catch (e) {
      // A newer app upgraded the database under us: read it as it is (no upgrade), so the
      // memory fallback starts with the progress instead of empty.
      if (e instanceof ProgressError && e.code === 'version') return this.snapshotNewer().catch(() => Promise.reject(e));
      throw e;
    }
  }

  private async snapshotNewer(): Promise<ProgressDump> {
    const factory = this.options.factory ?? indexedDB;
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(this.options.name ?? DB_NAME);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onupgradeneeded = () => req.transaction?.abort();
    });
    const db = wrap(raw) as AnyDB;
    try {
      return await readAll(db);
    } finally {
      db.close();
    }
  }

  restore(dump: ProgressDump): Promise<void> {
    return this.run('import progress', async (db) => {
      // A database opened at an older version (tests do) lacks the later stores.
      const names = STORE_NAMES.filter((s) => db.objectStoreNames.contains(s));
      const tx = this.writeTx(db, names);
      const writes: Promise<unknown>[] = [];
      for (const s of names) {
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
    this.closedByUs = true;
    this.db?.close();
    this.db = undefined;
  }
}
