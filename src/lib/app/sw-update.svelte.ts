import { dev } from '$app/environment';
import { resolve } from '$app/paths';
import type { BeforeNavigate } from '@sveltejs/kit';
import type { Workbox } from 'workbox-window';
import { busy } from './busy.svelte';

/**
 * `waiting`: a new version is installed and waits for the user; `dismissed`: they said "later";
 * `outdated`: a new version took over (accepted in another tab, or in this one while a task held
 * it) while this tab runs the old code: its next navigation loads the new version in full (see
 * fullNavigationIfOutdated); `offlineReady`: the first install has precached the whole app, so it
 * now opens with no network (said once per install, see OfflineReady.svelte).
 */
export const swUpdate = $state({ waiting: false, dismissed: false, outdated: false, offlineReady: false });

let wb: Workbox | undefined;
let registering = false;
/** This tab pressed Update: it reloads as soon as the new worker controls it. */
let accepted = false;

const RELOADED_KEY = 'janggi-trainer:reloaded-for-update';
/** A second reload this soon after the first would be a loop: let the error show instead. */
const RELOAD_GUARD_MS = 30_000;

/**
 * Reload (or load `href`) once; false when this tab already did so in the last RELOAD_GUARD_MS,
 * so a module still missing after a reload cannot make it reload forever.
 */
export function reloadOnce(href?: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY));
    if (last && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // No session storage: reload anyway (a loop needs the module to be missing after the reload too).
  }
  if (href) location.assign(href);
  else location.reload();
  return true;
}

/**
 * The old code of an outdated tab must not fetch modules the new version no longer has: no
 * preloading on hover or tap (the body's data-sveltekit-preload-data is read at each event).
 */
function stopPreloading(): void {
  document.body.dataset.sveltekitPreloadData = 'off';
  document.body.dataset.sveltekitPreloadCode = 'off';
}

/** How long after the page's `load` event the first install may start (see settled). */
const SETTLE_MS = 2_000;

/**
 * After the page has loaded and painted, and the tab is idle: a first install precaches some two
 * thousand files, and that many requests at once hold up the browser's first frames (Lighthouse saw
 * the first paint of a puzzle page move from 0.3 s to 2.3 s), and the page's own fetches after it.
 */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: SETTLE_MS });
      else resolve();
    };
    const later = () => setTimeout(idle, SETTLE_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * A tab that had no worker at load (the first visit, or a hard reload) sees one controller change
 * for the first install's `clients.claim()`: that is not a new version. Every later change is one,
 * in this tab exactly as in any other (counting from the load instead made the first install's tab
 * ignore every update: Update did nothing, and the old code later reloaded it in mid-task).
 */
let controlled: boolean | undefined;

/**
 * The page's worker changed (`nowControlled`: the page has one now). Reloads only a tab whose user
 * pressed Update and that no task holds; every other tab keeps its task and its last message and
 * changes version on its next navigation.
 */
export function onControllerChange(nowControlled: boolean): void {
  controlled ??= false;
  if (!controlled) {
    controlled = nowControlled;
    return;
  }
  swUpdate.waiting = false;
  if (accepted && !busy.active) {
    location.reload();
    return;
  }
  markOutdated();
}

/** This tab runs the old version's code: no more preloading, the next navigation is a full load. */
function markOutdated(): void {
  swUpdate.outdated = true;
  swUpdate.waiting = false;
  stopPreloading();
}

export function dismissOfflineReady(): void {
  swUpdate.offlineReady = false;
}

/** Register src/service-worker.ts (built by Kit) in production builds, once the page has settled. */
export async function registerServiceWorker(): Promise<void> {
  if (dev || wb || registering || !('serviceWorker' in navigator)) return;
  registering = true;
  controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => onControllerChange(Boolean(navigator.serviceWorker.controller)));
  // A lazily loaded module is gone (an old tab after an update): load the page again, once, but
  // never under the learner's hands: during a task the next navigation loads the page in full.
  window.addEventListener('vite:preloadError', (event) => {
    if (busy.active) {
      markOutdated();
      return;
    }
    if (reloadOnce()) event.preventDefault();
  });
  // Off the page's critical path: an update check, or the first install and its precache. Workbox
  // and what listens to it come then, not with the page.
  await settled();
  const { startWorkbox } = await import('./sw-workbox');
  const root = resolve('/');
  wb = startWorkbox(`${root.endsWith('/') ? root : `${root}/`}service-worker.js`, {
    waiting: () => {
      swUpdate.waiting = true;
      swUpdate.dismissed = false;
    },
    offlineReady: () => (swUpdate.offlineReady = true),
    offlineVisible: () => swUpdate.offlineReady && !busy.active,
    dismissOffline: dismissOfflineReady,
    outdated: () => swUpdate.outdated,
  });
}

/** The user accepted the update: activate the waiting worker (this tab reloads on the controller change). */
export function acceptUpdate(): void {
  swUpdate.waiting = false;
  accepted = true;
  wb?.messageSkipWaiting();
}

export function dismissUpdate(): void {
  swUpdate.dismissed = true;
}

/** Whether the update prompt may show now: never over a task in progress. */
export function shouldPromptUpdate(): boolean {
  return swUpdate.waiting && !swUpdate.dismissed && !busy.active;
}

/**
 * For beforeNavigate: an outdated tab goes to its next page by a full load of the new version
 * instead of importing the old version's modules (which the new worker no longer caches).
 */
export function fullNavigationIfOutdated(nav: BeforeNavigate): void {
  if (!swUpdate.outdated || nav.willUnload || !nav.to || nav.to.url.origin !== location.origin) return;
  nav.cancel();
  location.assign(nav.to.url.href);
}
