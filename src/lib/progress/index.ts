import { createProgressApi, type ProgressApi, type ProgressApiOptions } from './api';
import type { ProgressError } from './errors';
import { openIdbBackend, type OpenOptions } from './idb-backend';
import { ResilientBackend } from './resilient';
import { storageStatus } from './status.svelte';

export { createProgressApi, type ProgressApi, type ProgressApiOptions } from './api';
export type { Backend, IndexRange, TxOps } from './backend';
export {
  BACKUP_APP,
  BACKUP_FORMAT,
  BACKUP_ERRORS,
  looksTruncated,
  type BackupError,
  MAX_BACKUP_BYTES,
  parseBackup,
  type BackupErrorCode,
  type ImportSummary,
  type ProgressExport,
} from './backup';
export { ProgressError, isRecoverable, type ProgressErrorCode } from './errors';
export { openIdbBackend, deleteProgressDatabase, IdbBackend, type OpenOptions } from './idb-backend';
export { MemoryBackend } from './memory-backend';
export { ResilientBackend } from './resilient';
export { DB_NAME, DB_VERSION, MIGRATIONS, STORES } from './schema';
export { localDay } from './day';
export { storageStatus } from './status.svelte';
export * from './settings-map';
export type * from './types';

/**
 * A progress API that never fails for lack of storage: it uses IndexedDB, and memory when
 * IndexedDB is missing or full (calling `onFallback` once).
 */

export function createProgress(options: OpenOptions & ProgressApiOptions & { onFallback?: (e: ProgressError) => void } = {}): ProgressApi {
  const backend = new ResilientBackend(() => openIdbBackend(options), options.onFallback ?? (() => {}));
  return createProgressApi(backend, options);
}

/** The app's progress store. Call it from the browser only (onMount, effects, event handlers). */
export const progress: ProgressApi = createProgress({
  onClosed() {
    storageStatus.generation++;
  },
  onFallback(error) {
    console.warn('[progress] using memory:', error.message);
    storageStatus.mode = 'memory';
    storageStatus.error = error.code;
    storageStatus.dismissed = false;
  },
});
