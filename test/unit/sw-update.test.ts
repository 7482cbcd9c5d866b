// @vitest-environment jsdom
// The service worker's updates as a tab sees them, with a fake Workbox and a fake
// navigator.serviceWorker: the tab where the app was first installed handles an update like any
// other, no reload happens while a task holds the tab, and "ready offline" is said once per install.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** A stand-in for workbox-window's Workbox: events are fired by the test. */
class FakeWorkbox {
  static last: FakeWorkbox | undefined;
  listeners = new Map<string, Listener[]>();
  skipWaitingCalls = 0;
  constructor(readonly url: string) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  register() {
    return Promise.resolve(undefined);
  }
  update() {
    return Promise.resolve();
  }
  messageSkipWaiting() {
    this.skipWaitingCalls++;
  }
}

/** navigator.serviceWorker with a controller the test changes, firing `controllerchange`. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const container = Object.assign(target, { controller: controlled ? {} : null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    claim() {
      container.controller = {};
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
}

const addToWindow = window.addEventListener;
const addToDocument = document.addEventListener;
let reload: ReturnType<typeof vi.fn>;
let added: (() => void)[] = [];
const realLocation = window.location;

async function load(controlled: boolean) {
  vi.resetModules();
  vi.doMock('$app/environment', () => ({ dev: false, browser: true, building: false, version: 'test' }));
  vi.doMock('$app/paths', () => ({ resolve: (p: string) => p, base: '' }));
  vi.doMock('workbox-window', () => ({ Workbox: FakeWorkbox }));
  const container = fakeContainer(controlled);
  // The listeners this module instance adds to the shared window and document, removed after the test.
  for (const target of [window, document]) {
    const add = (target === window ? addToWindow : addToDocument).bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, opts?: unknown) => {
      added.push(() => target.removeEventListener(type, fn));
      add(type, fn, opts as AddEventListenerOptions);
    });
  }
  const sw = await import('$lib/app/sw-update.svelte');
  const { holdBusy } = await import('$lib/app/busy.svelte');
  const done = sw.registerServiceWorker();
  await vi.advanceTimersByTimeAsync(5_000);
  await done;
  const wb = FakeWorkbox.last!;
  return { sw, holdBusy, wb, container };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  reload = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, reload, assign: vi.fn(), origin: realLocation.origin },
  });
  FakeWorkbox.last = undefined;
});

afterEach(() => {
  for (const remove of added) remove();
  added = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.doUnmock('$app/environment');
  vi.doUnmock('$app/paths');
  vi.doUnmock('workbox-window');
  vi.resetModules();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  Reflect.deleteProperty(navigator, 'serviceWorker');
  delete document.body.dataset.sveltekitPreloadData;
  delete document.body.dataset.sveltekitPreloadCode;
});

describe('service worker updates', () => {
  it('the tab of the first install reloads when its user presses Update', async () => {
    const { sw, wb, container } = await load(false);
    // The first install takes control of the page (clients.claim): not a new version.
    container.claim();
    expect(reload).not.toHaveBeenCalled();
    expect(sw.swUpdate.outdated).toBe(false);
    // Later a new version waits; the user presses Update.
    wb.fire('waiting');
    expect(sw.shouldPromptUpdate()).toBe(true);
    sw.acceptUpdate();
    expect(wb.skipWaitingCalls).toBe(1);
    container.claim();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the tab of the first install, updated from another tab, changes version on its next navigation', async () => {
    const { sw, wb, container } = await load(false);
    container.claim();
    wb.fire('waiting');
    // Another tab accepted: this one is not reloaded, stops preloading the old modules.
    container.claim();
    expect(reload).not.toHaveBeenCalled();
    expect(sw.swUpdate.outdated).toBe(true);
    expect(sw.swUpdate.waiting).toBe(false);
    expect(document.body.dataset.sveltekitPreloadData).toBe('off');
  });

  it('never reloads while a task holds the tab, even after Update was pressed', async () => {
    const { sw, holdBusy, wb, container } = await load(true);
    wb.fire('waiting');
    sw.acceptUpdate();
    const release = holdBusy('puzzle');
    container.claim();
    expect(reload).not.toHaveBeenCalled();
    expect(sw.swUpdate.outdated).toBe(true);
    // A module of the old version is gone (a hover preloads it): no reload in mid-task either.
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    release();
    // Between tasks the same error reloads the page, once.
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says "ready offline" once per install, when the first install is active', async () => {
    let { sw, wb } = await load(false);
    expect(sw.swUpdate.offlineReady).toBe(false);
    wb.fire('installed', { isUpdate: false });
    expect(sw.swUpdate.offlineReady).toBe(false);
    wb.fire('activated', { isUpdate: false, isExternal: false });
    expect(sw.swUpdate.offlineReady).toBe(true);
    sw.dismissOfflineReady();
    // An update's activation is not the first install.
    wb.fire('activated', { isUpdate: true, isExternal: false });
    expect(sw.swUpdate.offlineReady).toBe(false);
    // Another tab (or a reload) of the same install does not say it again.
    ({ sw, wb } = await load(false));
    wb.fire('activated', { isUpdate: false, isExternal: false });
    expect(sw.swUpdate.offlineReady).toBe(false);
  });
});
