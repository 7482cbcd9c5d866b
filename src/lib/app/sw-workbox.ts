/**
 * The service worker's registration through Workbox, loaded once the page has settled (see
 * registerServiceWorker): the waiting new version (the update prompt), the first install's end
 * ("ready offline") and a check for a new version whenever the tab comes back into view.
 */
import { Workbox } from 'workbox-window';
import { swUpdate } from './sw-update.svelte';

const OFFLINE_READY_KEY = 'janggi-trainer:offline-ready';

/** Say "ready offline" once per install: not again in another tab, nor after a reload. */
function markOfflineReady(): void {
  try {
    if (localStorage.getItem(OFFLINE_READY_KEY)) return;
    localStorage.setItem(OFFLINE_READY_KEY, String(Date.now()));
  } catch {
    // No local storage: say it in this tab anyway.
  }
  swUpdate.offlineReady = true;
}

/** Register the worker at `url` and listen to it. */
export function startWorkbox(url: string): Workbox {
  const wb = new Workbox(url);
  wb.addEventListener('waiting', () => {
    if (swUpdate.outdated) return;
    swUpdate.waiting = true;
    swUpdate.dismissed = false;
  });
  // The first install is active: its install step precached everything (else it would have failed).
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) markOfflineReady();
  });
  wb.register().catch((e: unknown) => console.warn('[sw] registration failed', e));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !swUpdate.outdated) void wb.update().catch(() => {});
  });
  return wb;
}
