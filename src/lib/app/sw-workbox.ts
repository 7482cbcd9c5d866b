/**
 * The service worker's registration through Workbox, loaded once the page has settled (see
 * registerServiceWorker): the waiting new version (the update prompt), the first install's end
 * ("ready offline") and a check for a new version whenever the tab comes back into view.
 */
import { mount } from 'svelte';
import { Workbox } from 'workbox-window';

/**
 * What the page does about it. Callbacks rather than an import of sw-update: a module loaded later
 * that imports the shell's code would make the bundler split the shell into one more file, which
 * every page would load.
 */
export interface WorkboxHooks {
  /** A new version is installed and waits. */
  waiting: () => void;
  /** The first install is done (said once per install). */
  offlineReady: () => void;
  /** Whether the "ready offline" line may show now (not dismissed, no task in progress). */
  offlineVisible: () => boolean;
  dismissOffline: () => void;
  /** This tab runs an old version (no update checks then). */
  outdated: () => boolean;
}

const OFFLINE_READY_KEY = 'janggi-trainer:offline-ready';

/** Say "ready offline" once per install: not again in another tab, nor after a reload. */
function firstInstallDone(hooks: WorkboxHooks): void {
  try {
    if (localStorage.getItem(OFFLINE_READY_KEY)) return;
    localStorage.setItem(OFFLINE_READY_KEY, String(Date.now()));
  } catch {
    // No local storage: say it in this tab anyway.
  }
  hooks.offlineReady();
  void showOfflineReady(hooks);
}

/**
 * The line goes into the shell's live region (`#offline-status`, always in the page, so that screen
 * readers announce it), mounted from here: no page carries its code.
 */
async function showOfflineReady(hooks: WorkboxHooks): Promise<void> {
  const target = document.getElementById('offline-status');
  if (!target) return;
  const { default: OfflineReady } = await import('./OfflineReady.svelte');
  mount(OfflineReady, { target, props: { visible: hooks.offlineVisible, ondismiss: hooks.dismissOffline } });
}

/** Register the worker at `url` and listen to it. */
export function startWorkbox(url: string, hooks: WorkboxHooks): Workbox {
  const wb = new Workbox(url);
  wb.addEventListener('waiting', () => {
    if (!hooks.outdated()) hooks.waiting();
  });
  // The first install is active: its install step precached everything (else it would have failed).
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) firstInstallDone(hooks);
  });
  wb.register().catch((e: unknown) => console.warn('[sw] registration failed', e));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !hooks.outdated()) void wb.update().catch(() => {});
  });
  return wb;
}
