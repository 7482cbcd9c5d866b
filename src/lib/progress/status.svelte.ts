import type { ProgressErrorCode } from './errors';

/** Where progress is being saved; the layout shows a banner when it is only in memory. */
export const storageStatus = $state<{
  mode: 'indexeddb' | 'memory';
  error: ProgressErrorCode | null;
  dismissed: boolean;
  /** Bumped when the stored progress vanished under the open page (site data cleared): pages re-read. */
  generation: number;
}>({
  mode: 'indexeddb',
  error: null,
  dismissed: false,
  generation: 0,
});
