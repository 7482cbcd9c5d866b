// App updates that respect work in progress and keep every record, on the production build and a
// second version of it (second-build.mjs: a new version, service worker and module names) served on
// the same origin by a host that answers unknown paths with its index page (status 200). One user
// with two tabs (one install of each version's worker: each precaches the whole app):
// - the update prompt waits while a puzzle is in progress, then shows in the page's flow, covering
//   no control (Hint and Show solution reachable at 390x844 and 360x740); accepted in tab A, A
//   reloads into the new version, the old caches are gone, every record and setting is still there,
//   and the new version works offline;
// - tab B, in the middle of a puzzle, is not reloaded, nor right after it is solved (its message
//   stays); B's next navigation loads the new version in full, once, with no console error;
// - the service worker never keeps the host's HTML under a module's name.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  dumpProgress,
  launch,
  openPage,
  screenshot,
  storedSetting,
  swControl,
  uciSquares,
  until,
  waitForApp,
  watchErrors,
} from './helpers.mjs';
import { ROOT, secondBuild } from './second-build.mjs';
import { serveStatic } from './static-server.mjs';

const V1 = join(ROOT, 'build');

let v2;
let server;
let browser;

before(async () => {
  v2 = await secondBuild('updates');
  server = await serveStatic(V1, 0, { fallback: 'index.html' });
  browser = await launch();
  await v2.build();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await v2?.remove();
});

/** Mate-in-2 puzzles of the collection (their main lines: move, reply, mate). */
async function mateInTwo() {
  const csv = await readFile(join(ROOT, 'lessons/puzzles/bakbo.csv'), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cols) => cols[3] === '2')
    .map((cols) => ({ id: cols[0], moves: cols[2].split(' ') }));
}

const squares = uciSquares;

async function go(page, path) {
  await page.goto(path);
  await waitForApp(page);
}

async function tapMove(page, uci) {
  const [from, to] = squares(uci);
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

/** Open a puzzle and play its first move; returns once the reply is on the board. */
async function startPuzzle(page, puzzle) {
  await go(page, `/puzzles/${puzzle.id}`);
  await page.getByTestId('puzzle-player').waitFor();
  await tapMove(page, puzzle.moves[0]);
  await page.locator('[data-testid="puzzle-line"] li').nth(1).waitFor();
  await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
  await page.locator('html[data-busy~="puzzle"]').waitFor();
}

/** Deploy v2 and make the page's registration find it; resolves when the new worker waits. */
async function deployAndFind(page) {
  server.setRoot(v2.dir);
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update();
    const deadline = Date.now() + 300_000;
    while (!reg.waiting && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!reg.waiting) throw new Error('no new worker waiting');
  });
}

/** Every cached response under a .js name, with its type and first bytes. */
function cachedScripts(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        if (!new URL(req.url).pathname.endsWith('.js')) continue;
        const res = await cache.match(req);
        out.push({ url: req.url, type: res.headers.get('content-type') ?? '', head: (await res.text()).trimStart().slice(0, 15) });
      }
    }
    return out;
  });
}

/** Controls the update prompt covers: every visible button, link and board point it lies over. */
function coveredByPrompt(page) {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-testid="update-toast"]');
    const t = toast.getBoundingClientRect();
    const hit = [];
    for (const el of document.querySelectorAll('button, a[href], [data-square], input, select')) {
      if (toast.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const left = Math.max(r.left, t.left);
      const right = Math.min(r.right, t.right);
      const top = Math.max(r.top, t.top);
      const bottom = Math.min(r.bottom, t.bottom);
      if (left >= right || top >= bottom) continue;
      // Overlapping, and the prompt is the one on top there (a sticky header above it is fine).
      const over = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (over && toast.contains(over)) hit.push(el.outerHTML.slice(0, 80));
    }
    return hit;
  });
}

/** Scrolled to the middle of the screen, the control itself gets a tap at its centre (nothing lies over it). */
async function reachable(page, selector) {
  return page.locator(selector).evaluate((node) => {
    node.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return node === top || node.contains(top);
  });
}

/** A navigation inside the app, as a tapped link makes it (no new document: the router renders the page). */
async function clientGo(page, path) {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    document.body.append(a);
    a.click();
    a.remove();
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await waitForApp(page);
}

/** Whether `selector` lies under the bottom navigation (or below the screen) when scrolled to the top. */
function underTabBar(page, selector) {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const r = document.querySelector(sel).getBoundingClientRect();
    // The bottom navigation: a nav in the lower half of the screen (phones).
    const bars = [...document.querySelectorAll('nav')]
      .map((n) => n.getBoundingClientRect())
      .filter((b) => b.height && b.top > innerHeight / 2);
    const limit = Math.min(innerHeight, ...bars.map((b) => b.top));
    return r.bottom > limit + 0.5;
  }, selector);
}

describe('updates', () => {
  test(
    'the tab of the first install: says once that it works offline; no reload in mid-puzzle; Update reloads it',
    { timeout: 600_000 },
    async () => {
      server.setRoot(V1);
      const [one] = await mateInTwo();
      const { context, page, errors } = await openPage(browser, 'phone', { baseURL: server.url });
      try {
        await context.addInitScript(() => {
          if (window.top !== window) return;
          sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
        });
        await go(page, '/');
        await swControl(page);
        // Ready offline: said once, in a live region, when the first install has precached everything.
        const ready = page.getByTestId('offline-ready');
        await ready.waitFor({ timeout: 180_000 });
        assert.match(await page.getByRole('status').filter({ has: ready }).innerText(), /Ready to use offline/);
        await screenshot(page, 'updates/offline-ready-390-en', { fullPage: false });
        // A board layout under the line leaves it its room (a board sized to the screen gives it up);
        // the rest of the page is not told, so the line coming or going restyles the board layouts alone.
        const room = (ofPage = false) =>
          page.evaluate((ofPage) => {
            const under = document.querySelector('#offline-status ~ *');
            const probe = ofPage ? under : under.appendChild(Object.assign(document.createElement('div'), { className: 'board-layout' }));
            const value = getComputedStyle(probe).getPropertyValue('--notice-h').trim();
            if (!ofPage) probe.remove();
            return value;
          }, ofPage);
        assert.equal(await room(), '5.5rem', 'a board layout under the line is told its height');
        assert.equal(await room(true), '', 'the page itself is not');
        await page.locator('.lang-toggle').selectOption('ko');
        await page.locator('html[lang="ko"]').waitFor();
        await ready.filter({ hasText: '인터넷 연결 없이도' }).waitFor();
        await screenshot(page, 'updates/offline-ready-390-ko', { fullPage: false });
        await page.locator('.lang-toggle').selectOption('en');
        await page.locator('html[lang="en"]').waitFor();

        // Only navigations inside the app from here: this stays the install's first document.
        await page.evaluate(() => (window.__firstTab = true));
        await clientGo(page, `/puzzles/${one.id}`);
        assert.equal(await ready.count(), 0, 'the notice is gone once read');
        assert.equal(await room(), '', 'no room kept once the line is gone');
        await page.getByTestId('puzzle-player').waitFor();
        await tapMove(page, one.moves[0]);
        await page.locator('[data-testid="puzzle-line"] li').nth(1).waitFor();
        await page.locator('html[data-busy~="puzzle"]').waitFor();
        await deployAndFind(page);
        await page.waitForTimeout(1500);
        assert.equal(await page.getByTestId('update-toast').count(), 0, 'no prompt during the puzzle');
        // Pointing at links preloads nothing that could reload the page under the learner's hands.
        for (const link of await page.locator('nav a[href]').all()) await link.hover().catch(() => {});
        await page.waitForTimeout(1000);
        assert.equal(await page.evaluate(() => window.__firstTab === true), true, 'not reloaded in mid-puzzle');
        await tapMove(page, one.moves[2]);
        await page.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
        await page.getByTestId('update-toast').waitFor({ timeout: 10_000 });
        // The prompt pushes nothing under the tab bar: Next puzzle in view at 360x740.
        await page.setViewportSize({ width: 360, height: 740 });
        assert.equal(await underTabBar(page, '[data-action="next"]'), false, 'Next puzzle above the tab bar at 360x740');
        await screenshot(page, 'updates/prompt-solved-360-en', { fullPage: false });
        await page.locator('.lang-toggle').selectOption('ko');
        await page.locator('html[lang="ko"]').waitFor();
        assert.equal(await underTabBar(page, '[data-action="next"]'), false, 'Next puzzle above the tab bar at 360x740, Korean');
        await screenshot(page, 'updates/prompt-solved-360-ko', { fullPage: false });
        await page.locator('.lang-toggle').selectOption('en');
        await page.locator('html[lang="en"]').waitFor();

        // Update, in the install's first tab: it reloads into the new version.
        await page.getByTestId('update-toast').getByRole('button', { name: 'Update' }).click();
        await page.waitForFunction(() => !window.__firstTab, undefined, { timeout: 60_000 });
        await waitForApp(page);
        assert.ok((await page.evaluate(() => caches.keys())).includes(`janggi-trainer-${v2.version}`));
        assert.equal(await page.evaluate(() => sessionStorage.getItem('loads')), '2');
        assert.equal(await ready.count(), 0, 'ready offline is said once per install');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
        server.setRoot(V1);
      }
    },
  );

  test(
    'a new version, with a puzzle in progress in each of two tabs: the prompt waits, covers no control; accepted in tab A, every record is still there, tab B carries on and updates on its next navigation',
    { timeout: 600_000 },
    async () => {
      server.setRoot(V1);
      const [one, two, three] = await mateInTwo();
      const { context, page: a, errors: errorsA } = await openPage(browser, 'phone', { baseURL: server.url });
      try {
        // Loads of each tab's documents (a reload or full navigation adds one).
        await context.addInitScript(() => {
          if (window.top !== window) return;
          sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
        });
        await go(a, '/');
        await swControl(a);
        const oldCaches = await a.evaluate(() => caches.keys());
        // A setting of v1's: the dark theme.
        await a.locator('.theme-toggle').click();
        await a.locator('html[data-theme="dark"]').waitFor();
        await until(async () => (await storedSetting(a, 'theme')) === 'dark', { what: 'the dark theme to be saved' });

        // Tab B: a puzzle in progress when the new version arrives.
        const b = await context.newPage();
        const errorsB = watchErrors(b);
        await startPuzzle(b, three);
        assert.equal(await b.evaluate(() => sessionStorage.getItem('loads')), '1');
        await b.evaluate(() => (window.__tabB = true));

        // Tab A: a puzzle in progress too when the new version arrives: no prompt.
        await startPuzzle(a, one);
        await deployAndFind(a);
        // The one fixed wait left: proving that nothing shows needs a time. Workbox announces the
        // waiting worker 200 ms after it is installed (WAITING_TIMEOUT_DURATION in workbox-window) and
        // the page shows no state of its own for "waiting but held back"; 1.5 s covers it.
        await a.waitForTimeout(1500);
        assert.equal(await a.getByTestId('update-toast').count(), 0, 'no prompt during the puzzle');

        // Solved (the attempt and the new rating stored): the task is over, the prompt may show, and
        // covers nothing.
        await tapMove(a, one.moves[2]);
        await a.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
        await a.getByTestId('rating-change').waitFor();
        await a.getByTestId('update-toast').waitFor({ timeout: 10_000 });
        assert.deepEqual(await coveredByPrompt(a), []);

        // A puzzle not yet started, at phone sizes: Hint and Show solution still reachable.
        await go(a, `/puzzles/${two.id}`);
        await a.getByTestId('update-toast').waitFor({ timeout: 10_000 });
        for (const size of [
          { width: 390, height: 844 },
          { width: 360, height: 740 },
        ]) {
          await a.setViewportSize(size);
          await a.evaluate(() => window.scrollTo(0, 0));
          assert.deepEqual(await coveredByPrompt(a), [], `${size.width}x${size.height}`);
          for (const action of ['hint', 'solution']) {
            assert.ok(await reachable(a, `[data-action="${action}"]`), `${action} at ${size.width}x${size.height}`);
          }
        }
        await a.setViewportSize({ width: 390, height: 844 });
        await a.evaluate(() => window.scrollTo(0, 0));
        await screenshot(a, 'updates/prompt-puzzle-390-en', { fullPage: false });
        await a.setViewportSize({ width: 1280, height: 800 });
        assert.deepEqual(await coveredByPrompt(a), [], '1280x800');
        await screenshot(a, 'updates/prompt-puzzle-1280-en', { fullPage: false });
        await a.locator('.lang-toggle').selectOption('ko');
        await a.locator('html[lang="ko"]').waitFor();
        await a.getByTestId('update-toast').getByRole('button', { name: '업데이트' }).waitFor();
        assert.deepEqual(await coveredByPrompt(a), [], '1280x800 ko');
        await screenshot(a, 'updates/prompt-puzzle-1280-ko', { fullPage: false });
        await a.setViewportSize({ width: 390, height: 844 });
        assert.deepEqual(await coveredByPrompt(a), [], '390x844 ko');
        await screenshot(a, 'updates/prompt-puzzle-390-ko', { fullPage: false });
        await a.setViewportSize({ width: 360, height: 740 });
        assert.ok(await reachable(a, '[data-action="solution"]'), 'Show solution at 360x740 in Korean');
        await a.locator('.lang-toggle').selectOption('en');
        await a.locator('html[lang="en"]').waitFor();
        await until(async () => (await storedSetting(a, 'language')) === 'en', { what: 'English to be saved' });
        // The update accepted on /progress, a page that writes nothing when it loads (a puzzle page
        // notes itself as the last activity, with the time).
        await a.setViewportSize({ width: 390, height: 844 });
        await go(a, '/progress');
        await a.locator('[data-testid="progress-page"][data-loaded]').waitFor();
        await a.getByTestId('update-toast').waitFor();
        const before = await dumpProgress(a);
        assert.ok(before.data.puzzleAttempts.some(([, x]) => x.puzzleId === one.id && x.result === 'solved'));

        // Accepted in A: A reloads into the new version, whose worker keeps only its own caches.
        await a.evaluate(() => (window.__beforeUpdate = true));
        await a.getByTestId('update-toast').getByRole('button', { name: 'Update' }).click();
        await a.waitForFunction(() => !window.__beforeUpdate, undefined, { timeout: 60_000 });
        await waitForApp(a);
        const newCaches = await a.evaluate(() => caches.keys());
        assert.ok(newCaches.includes(`janggi-trainer-${v2.version}`), `new cache in ${newCaches}`);
        for (const old of oldCaches) assert.ok(!newCaches.includes(old), `old cache ${old} removed`);
        // Every record is still there, and the pages show it.
        assert.deepEqual(await dumpProgress(a), before);
        assert.equal(await a.locator('html').getAttribute('data-theme'), 'dark');
        await a.locator('[data-testid="progress-page"][data-loaded]').waitFor();
        assert.equal(await a.getByTestId('card-puzzles').getAttribute('data-solved'), '1');

        // B: the same document, the puzzle where it was; then solved, and its message stays.
        // B has seen the new worker take over once it turns preloading off (sw-update's answer to
        // another tab's update): it decided then, and did not reload.
        await b.waitForFunction(() => !window.__tabB || document.body.dataset.sveltekitPreloadData === 'off', undefined, {
          timeout: 60_000,
        });
        assert.equal(
          await b.evaluate(() => window.__tabB === true && navigator.serviceWorker.controller !== null),
          true,
          'tab B not reloaded',
        );
        assert.equal(await b.locator('[data-testid="puzzle-line"] li').count(), 2);
        await tapMove(b, three.moves[2]);
        await b.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
        // The solve's last step: the attempt and the new rating stored and shown.
        await b.getByTestId('rating-change').waitFor();
        assert.equal(await b.evaluate(() => window.__tabB), true, 'tab B not reloaded after the solve');
        assert.equal(await b.getAttribute('[data-testid="puzzle-player"]', 'data-status'), 'solved');
        assert.ok((await b.getByTestId('puzzle-result').innerText()).length > 0);

        // B's next navigation: one full load of the new version, no module failing on the way.
        await b.locator('header a[href="/learn"], nav a[href="/learn"]').first().click();
        await b.waitForFunction(() => !window.__tabB && location.pathname === '/learn', undefined, { timeout: 30_000 });
        await waitForApp(b);
        await b.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(await b.evaluate(() => sessionStorage.getItem('loads')), '2', 'one load for the navigation');
        assert.deepEqual(errorsB, []);

        // A module the new version does not have: the host answers with its HTML page, which the
        // worker passes on but does not keep.
        const missing = await a.evaluate(async () => {
          const res = await fetch('/_app/immutable/chunks/not-in-this-version.B0gUs.js');
          return { status: res.status, type: res.headers.get('content-type') };
        });
        assert.match(missing.type, /text\/html/, 'the host answers with its page');
        const scripts = await cachedScripts(a);
        assert.ok(scripts.length > 10, `${scripts.length} cached scripts`);
        const html = scripts.filter((x) => !/javascript/.test(x.type) || x.head.startsWith('<'));
        assert.deepEqual(html, [], 'no HTML under a .js name');

        // And the new version works offline.
        await context.setOffline(true);
        await go(a, '/learn');
        await a.getByRole('heading', { level: 1 }).first().waitFor();
        assert.deepEqual(errorsA, []);
      } finally {
        await context.close();
      }
    },
  );
});
