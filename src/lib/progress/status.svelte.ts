import type { ProgressErrorCode } from './errors';

/** Where progress is being saved; the layout shows a banner when it is only in memory. */
export const storageStatus = $state<{ mode: 'indexeddb' | 'memory'; error: ProgressErrorCode | null; dismissed: boolean }>({
  mode: 'indexeddb',
  error: null,
  dismissed: false,
});
