// chunk: progress-store (no side effects)
import type { Backend, IndexRange, TxOps } from './backend';
import { isRecoverable, toProgressError, type ProgressError } from './errors';
import type { IndexName, Key, ProgressDump, StoreName, Value } from './types';

/**
 * A backend that starts on IndexedDB and moves to memory, keeping what it can, when IndexedDB
 * cannot be opened, refuses a write (quota), is held by an old tab (blocked) or was upgraded by a
 * newer version of the app in another tab (version). `onFallback` tells the UI to show its banner.
 */
export class ResilientBackend implements Backend {
  private opened: Promise<Backend> | undefined;
  private active: Backend | undefined;

  /** Nothing is opened until the first operation, so importing this on the server is harmless. */
  constructor(
    private readonly open: () => Promise<Backend>,
    private readonly onFallback: (error: ProgressError) => void,
  ) {}

  private get current(): Promise<Backend> {
    this.opened ??= this.open().then(
      (b) => (this.active = b),
      (e) => this.toMemory(undefined, toProgressError(e, 'open the progress database')),
    );
    return this.opened;
  }

  private set current(next: Promise<Backend>) {
    this.opened = next;
  }

  get kind(): Backend['kind'] {
    return this.active?.kind ?? 'indexeddb';
  }

  /** Resolves once the database is open (or the fallback is in place). */
  ready(): Promise<Backend> {
    return this.current;
  }

  private async toMemory(from: Backend | undefined, error: ProgressError): Promise<Backend> {
    // Loaded only when needed: most visits never fall back.
    const { MemoryBackend } = await import('./memory-backend');
    const memory = new MemoryBackend();
    if (from) {
      try {
        await memory.restore(await from.dump());
      } catch {
        // Reading failed too: start empty rather than not at all.
      }
      from.close();
    }
    this.active = memory;
    this.onFallback(error);
    return memory;
  }

  private async call<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    const pending = this.current;
    const backend = await pending;
    try {
      return await op(backend);
    } catch (e) {
      if (backend.kind === 'memory' || !isRecoverable(e)) throw e;
      if (this.current === pending) this.current = this.toMemory(backend, e);
      return op(await this.current);
    }
  }

  get<S extends StoreName>(store: S, key: Key<S>) {
    return this.call((b) => b.get(store, key));
  }
  getAll<S extends StoreName>(store: S) {
    return this.call((b) => b.getAll(store));
  }
  getAllByIndex<S extends StoreName>(store: S, index: IndexName<S>, value: IDBValidKey) {
    return this.call((b) => b.getAllByIndex(store, index, value));
  }
  getRange<S extends StoreName>(store: S, index: IndexName<S>, range: IndexRange) {
    return this.call((b) => b.getRange(store, index, range));
  }
  put<S extends StoreName>(store: S, value: Value<S>, key?: Key<S>) {
    return this.call((b) => b.put(store, value, key));
  }
  add<S extends StoreName>(store: S, value: Value<S>) {
    return this.call((b) => b.add(store, value));
  }
  update<S extends StoreName>(store: S, key: Key<S>, fn: (old: Value<S> | undefined) => Value<S>) {
    return this.call((b) => b.update(store, key, fn));
  }
  delete<S extends StoreName>(store: S, key: Key<S>) {
    return this.call((b) => b.delete(store, key));
  }
  /** On a fallback the body runs again, from the start, on the memory copy. */
  transact<T>(stores: readonly StoreName[], body: (tx: TxOps) => Promise<T>) {
    return this.call((b) => b.transact(stores, body));
  }
  dump() {
    return this.call((b) => b.dump());
  }
  restore(dump: ProgressDump) {
    return this.call((b) => b.restore(dump));
  }
  close(): void {
    void this.opened?.then((b) => b.close());
  }
}
