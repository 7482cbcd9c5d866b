import { dev } from '$app/environment';
import { resolve } from '$app/paths';
import type { Workbox } from 'workbox-window';
import { busy } from './busy.svelte';

/** `waiting`: a new version is installed and waits for the user; `dismissed`: they said "later". */
export const swUpdate = $state({ waiting: false, dismissed: false, reloadPending: false });

let wb: Workbox | undefined;
let registering = false;

/** Register src/service-worker.ts (built by Kit) in production builds. */
export async function registerServiceWorker(): Promise<void> {
  if (dev || wb || registering || !('serviceWorker' in navigator)) return;
  registering = true;
  // Loaded after the first paint: registration is not on the page's critical path.
  const { Workbox } = await import('workbox-window');
  const root = resolve('/');
  wb = new Workbox(`${root.endsWith('/') ? root : `${root}/`}service-worker.js`);
  wb.addEventListener('waiting', () => {
    swUpdate.waiting = true;
    swUpdate.dismissed = false;
  });
  // The new worker took over (this tab accepted, or another did): reload, but not mid-puzzle.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) swUpdate.reloadPending = true;
  });
  wb.register().catch((e: unknown) => console.warn('[sw] registration failed', e));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update().catch(() => {});
  });
}

/** The user accepted the update: activate the waiting worker (the page reloads on `controlling`). */
export function acceptUpdate(): void {
  swUpdate.waiting = false;
  wb?.messageSkipWaiting();
}

export function dismissUpdate(): void {
  swUpdate.dismissed = true;
}

/** Whether the update prompt may show now. */
export function shouldPromptUpdate(): boolean {
  return swUpdate.waiting && !swUpdate.dismissed && !busy.active;
}

/** Call from an effect: reloads once a taken-over page is no longer busy. */
export function reloadWhenIdle(): void {
  if (swUpdate.reloadPending && !busy.active) location.reload();
}
