// chunk: progress-store (no side effects)
import { createProgressApi, type ProgressApi, type ProgressApiOptions } from './api';
import type { ProgressError } from './errors';
import { openIdbBackend, type OpenOptions } from './idb-backend';
import { ResilientBackend } from './resilient';

/**
 * A progress API that never fails for lack of storage: it uses IndexedDB, and memory when
 * IndexedDB is missing or full (calling `onFallback` once).
 */
export function createProgress(options: OpenOptions & ProgressApiOptions & { onFallback?: (e: ProgressError) => void } = {}): ProgressApi {
  const backend = new ResilientBackend(() => openIdbBackend(options), options.onFallback ?? (() => {}));
  return createProgressApi(backend, options);
}
