// Shared helpers for end-to-end tests (run through test/e2e/run.mjs).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

/** Set by run.mjs; defaults to `npm run preview`'s port for running one file by hand. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
export const DEVICES = { phone: PHONE, desktop: DESKTOP };
/** The narrowest phone the app is made for (add to a phone context's options). */
export const NARROW = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** Debian's Chromium, headless. */
export function launch(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options });
}

/** The point `name` of the page's board. */
export const point = (page, name) => page.locator(`[data-square="${name}"]`);

/** A move by two taps: the piece, then where it goes. */
export async function tapMove(page, from, to) {
  await point(page, from).click();
  await point(page, to).click();
}

/** A two-player game started on /play, with its first two moves (a4b4, a7b7): a kept game to list or review. */
export async function playTwoMoves(page) {
  await page.goto('/play');
  await waitForApp(page);
  await page.click('[data-action="quick-start"]');
  await page.waitForSelector('.play[data-phase="playing"]');
  await tapMove(page, 'a4', 'b4');
  await tapMove(page, 'a7', 'b7');
}

/** One browser for a file's tests, launched before them and closed after: `browser()` is it. */
export function useBrowser(options = {}) {
  let browser;
  before(async () => {
    browser = await launch(options);
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/**
 * A persistent (non-incognito) context in a new temporary profile, for checks Chromium skips in
 * incognito, such as installability. Close it when done; the profile is removed then.
 */
export async function launchPersistent(device = 'desktop', contextOptions = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'janggi-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...DEVICES[device],
    baseURL: BASE_URL,
    locale: 'en-US',
    ...contextOptions,
  });
  context.on('close', () => rm(dir, { recursive: true, force: true }).catch(() => {}));
  return context;
}

/**
 * Context options for a test that does not need the service worker. A fresh context otherwise
 * installs it at once, and the install precaches the whole app (about 2,000 requests: some 15
 * CPU-seconds of the browser's and the server's). Offline and update tests leave it on.
 */
export const NO_SW = { serviceWorkers: 'block' };

/**
 * A fresh context (own storage) and page on `device` ('phone' | 'desktop'), with `baseURL` set so
 * `page.goto('/learn')` works. `errors` collects uncaught page errors and console errors.
 */
export async function openPage(browser, device = 'desktop', contextOptions = {}) {
  const context = await browser.newContext({ ...DEVICES[device], baseURL: BASE_URL, locale: 'en-US', ...contextOptions });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Collect a page's uncaught errors and console errors (an array that fills as they happen). */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** Wait until a service worker controls the page (GUIDE: before going offline or deploying anew). */
export async function swControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/**
 * Whether to write screenshots: `E2E_SCREENSHOTS=1` (to look at the pages); unset in CI, where
 * encoding full-page PNGs would cost CPU and assert nothing.
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS === '1';

/**
 * Save a PNG of a page (full page unless told) or of one element (a locator) to
 * screenshots/<name>.png (gitignored) when E2E_SCREENSHOTS=1; returns the path, or undefined when
 * screenshots are off.
 */
export async function screenshot(target, name, options = {}) {
  if (!SCREENSHOTS_ON) return undefined;
  const path = `${SCREENSHOTS}${name}.png`;
  await mkdir(dirname(path), { recursive: true });
  await target.screenshot({ path, ...('goto' in target ? { fullPage: true } : {}), ...options });
  return path;
}

/** Wait until the app has hydrated (the layout sets data-ready on <html>). */
export async function waitForApp(page) {
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
}

/**
 * The teacher's composer draws its form in steps, a frame apart (the chosen list comes last): wait
 * until every step is drawn before counting what the form shows.
 */
export async function composerFilled(page) {
  await page.waitForSelector('form.composer[aria-busy="false"]', { timeout: 15_000 });
}

/**
 * Cumulative layout shift since the page started loading (shifts right after input excluded),
 * read after `settleMs` more milliseconds.
 */
export function layoutShift(page, settleMs = 300) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), ms);
      }),
    settleMs,
  );
}

/**
 * Poll `check` (async, returns a truthy value when the state is reached) until it holds; returns
 * its value. For state that has no element to wait on (IndexedDB, localStorage, scrolling).
 */
export async function until(check, { timeout = 10_000, what = 'the expected state' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every record of the progress database, read with the raw IndexedDB API (no app code). */
export function dumpProgress(page) {
  return page.evaluate(async () => {
    const req = (r) => new Promise((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    const db = await req(indexedDB.open('janggi-trainer'));
    const data = {};
    for (const name of [...db.objectStoreNames].sort()) {
      const store = db.transaction(name).objectStore(name);
      const [keys, values] = await Promise.all([req(store.getAllKeys()), req(store.getAll())]);
      data[name] = keys.map((k, i) => [k, values[i]]);
    }
    db.close();
    return JSON.parse(JSON.stringify({ version: db.version, data }));
  });
}

/** A setting as stored in IndexedDB (undefined when not saved yet). */
export async function storedSetting(page, key) {
  const { data } = await dumpProgress(page);
  return Object.fromEntries(data.settings ?? [])[key];
}

/**
 * Wait until the page has not scrolled for a quarter of a second and 20 frames, with no animation or
 * transition running (a smooth scroll may pause a frame, and on a loaded machine a frame may take
 * longer than the quarter second). Polled from here with `evaluate`: `waitForFunction` takes a
 * returned promise for a truthy value, whatever it resolves to.
 */
export async function settled(page, { timeout = 15_000 } = {}) {
  await until(
    () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const y = window.scrollY;
            const start = performance.now();
            let frames = 0;
            const tick = () => {
              if (window.scrollY !== y) return resolve(false);
              if (++frames >= 20 && performance.now() - start >= 250)
                return resolve(document.getAnimations().every((a) => a.playState !== 'running'));
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      ),
    { timeout, what: 'the page to stop scrolling' },
  );
}

/** The two points of a move in UCI: 'b10c8' → ['b10', 'c8']. */
export const uciSquares = (uci) => /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(uci).slice(1);

/**
 * Play the solver's moves of a puzzle's main `line` (UCI) by taps on the open puzzle player,
 * waiting for each reply (in the move list, and the player solving again); resolves when solved.
 */
export async function playPuzzleLine(page, line) {
  for (let i = 0; i < line.length; i += 2) {
    const [from, to] = uciSquares(line[i]);
    await page.locator(`[data-square="${from}"]`).click();
    await page.locator(`[data-square="${to}"]`).click();
    if (i + 1 < line.length) {
      await page
        .locator('[data-testid="puzzle-line"] li')
        .nth(i + 1)
        .waitFor();
      await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
    }
  }
  await page.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
}
