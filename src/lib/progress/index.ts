import type { ProgressApi } from './api';
import { lazyProgress } from './lazy';
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

export { createProgress } from './open';
export { lazyProgress } from './lazy';
export { keepPending, writesSettled } from './pending';

/**
 * The app's progress store. Call it from the browser only (onMount, effects, event handlers). Its
 * code (IndexedDB and the store's schema) comes on the first call, after the page has painted,
 * so it is not part of any page's first load.
 */
export const progress: ProgressApi = lazyProgress(() =>
  import('./open').then(({ createProgress }) =>
    createProgress({
      onClosed() {
        storageStatus.generation++;
      },
      onFallback(error) {
        console.warn('[progress] using memory:', error.message);
        storageStatus.mode = 'memory';
        storageStatus.error = error.code;
        storageStatus.dismissed = false;
      },
    }),
  ),
);
