// Offline-first proofs, on the production build with its service worker:
// - after one visit, every section opens offline (a lesson, the daily puzzle, /play, /progress), and
//   the daily puzzle solved offline shows on /progress after a reload;
// - progress survives a new version being deployed (a real second build served on the same origin:
//   the update prompt appears, is accepted, and every record is still there);
// - two tabs at once both work and write;
// - importing a corrupt backup leaves the data as it was; a real export imports back;
// - the app is installable.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  dumpProgress,
  launch,
  launchPersistent,
  openPage,
  playPuzzleLine,
  screenshot,
  storedSetting,
  swControl,
  until,
  waitForApp,
  watchErrors,
} from './helpers.mjs';
import { ROOT, secondBuild } from './second-build.mjs';
import { serveStatic } from './static-server.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function go(page, path) {
  await page.goto(path);
  await waitForApp(page);
}

/**
 * Solve today's daily puzzle by taps: the player names its puzzle (data-puzzle), and the daily
 * pool (/puzzles/daily.json, precached) has its main line.
 */
async function solveDaily(page) {
  await go(page, '/puzzles/daily');
  const player = page.getByTestId('puzzle-player');
  await player.waitFor();
  const id = await player.getAttribute('data-puzzle');
  const pool = await page.evaluate(async () => (await fetch('/puzzles/daily.json')).json());
  await playPuzzleLine(page, pool.find((p) => p.id === id).moves);
  await page.getByTestId('puzzle-result').waitFor();
  // The new rating shows once the attempt and its rating are stored: leave only then.
  await page.getByTestId('rating-change').waitFor();
  return id;
}

/** /progress, loaded, with at least `solved` puzzles solved. */
async function progressShows(page, solved) {
  await go(page, '/progress');
  await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
  const card = page.getByTestId('card-puzzles');
  assert.ok(Number(await card.getAttribute('data-solved')) >= solved, `at least ${solved} solved`);
  assert.ok(Number(await page.getByTestId('rating-chart').getAttribute('data-points')) >= 1, 'a rating point');
}

describe('offline', () => {
  test('pages load offline once the service worker controls the page', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await go(page, '/');
    await swControl(page);
    await context.setOffline(true);
    for (const path of ['/learn', '/puzzles', '/settings', '/']) {
      await go(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.getByRole('heading', { level: 1, name: 'Learn Janggi, one move at a time' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(
    'every section opens offline after one visit; the daily puzzle solved offline shows on /progress',
    { timeout: 180_000 },
    async () => {
      const context = await launchPersistent('phone');
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await go(page, '/');
      await swControl(page);
      await context.setOffline(true);

      // A reload of home, then the first lesson (found from the course list), offline.
      await page.reload();
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Learn Janggi, one move at a time' }).waitFor();
      await go(page, '/learn');
      const first = await page.locator('main a[href^="/learn/"]').first().getAttribute('href');
      assert.ok(first, 'the course list links its first lesson');
      await go(page, first);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-square]').first().waitFor();
      await go(page, '/play');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-square="e2"]').waitFor();
      await go(page, '/progress');
      await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();

      // The daily puzzle, solved offline (the solver runs in a precached web worker).
      const id = await solveDaily(page);
      await progressShows(page, 1);
      await page.reload();
      await waitForApp(page);
      await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      assert.equal(await page.getByTestId('card-puzzles').getAttribute('data-solved'), '1');
      const dump = await dumpProgress(page);
      assert.ok(dump.data.puzzleAttempts.some(([, a]) => a.puzzleId === id && a.result === 'solved'));
      await screenshot(page, 'offline-progress-after-daily-phone');
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test('progress survives a new build being deployed: update prompt, accept, all data still there', { timeout: 600_000 }, async () => {
    const next = await secondBuild('next');
    // Deploy v1 (the build under test) on an origin of our own, so v2 can replace it there.
    const server = await serveStatic(join(ROOT, 'build'));
    const context = await launchPersistent('desktop', { baseURL: server.url });
    try {
      const building = next.build();
      building.catch(() => {});
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await go(page, '/');
      await swControl(page);
      const oldCaches = await page.evaluate(() => caches.keys());

      // Record progress on v1: solve the daily puzzle, choose the dark theme.
      await solveDaily(page);
      await progressShows(page, 1);
      await page.locator('.theme-toggle').click();
      await page.locator('html[data-theme="dark"]').waitFor();
      await until(async () => (await storedSetting(page, 'theme')) === 'dark', { what: 'the dark theme to be saved' });
      const before = await dumpProgress(page);
      assert.ok(before.data.puzzleAttempts.length >= 1);
      assert.ok(before.data.settings.some(([k, v]) => k === 'theme' && v === 'dark'));

      // Deploy v2 on the same origin; the next check finds the new worker waiting.
      await building;
      server.setRoot(next.dir);
      await page.reload();
      await waitForApp(page);
      await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      const toast = page.getByTestId('update-toast');
      await toast.waitFor({ timeout: 60_000 });
      await screenshot(page, 'offline-update-prompt', { fullPage: false });
      await page.evaluate(() => (window.__beforeUpdate = true));
      await toast.getByRole('button', { name: 'Update' }).click();
      // The new worker takes over and the page reloads itself.
      await page.waitForFunction(() => !window.__beforeUpdate, undefined, { timeout: 60_000 });
      await waitForApp(page);
      const newCaches = await page.evaluate(() => caches.keys());
      assert.ok(newCaches.includes(`janggi-trainer-${next.version}`), `new cache in ${newCaches}`);
      for (const old of oldCaches) assert.ok(!newCaches.includes(old), `old cache ${old} removed`);

      // Every record is still there, and the page shows it.
      const after = await dumpProgress(page);
      assert.deepEqual(after, before);
      await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      assert.equal(await page.getByTestId('card-puzzles').getAttribute('data-solved'), '1');
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
      // And v2 works offline too.
      await context.setOffline(true);
      await go(page, '/learn');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
      await next.remove();
    }
  });

  test('two tabs at once both work and write', { timeout: 120_000 }, async () => {
    const context = await launchPersistent('desktop');
    const one = context.pages()[0] ?? (await context.newPage());
    const errors = [...watchErrors(one)];
    await go(one, '/');
    await swControl(one);
    const two = await context.newPage();
    const errorsTwo = watchErrors(two);

    // Tab one plays a move on /play while tab two, open at the same time, changes the theme and
    // solves the daily puzzle.
    await go(one, '/play');
    await one.waitForSelector('.play:not([data-phase="loading"])');
    await go(two, '/');
    await one.click('[data-action="quick-start"]');
    await one.waitForSelector('.play[data-phase="playing"]');
    await one.locator('[data-square="a4"]').click();
    await one.locator('[data-square="a5"]').click();
    await two.locator('.theme-toggle').click();
    await solveDaily(two);
    // Wait until both writes are stored (read back in the loop below from each tab).
    await until(async () => (await storedSetting(one, 'playGame'))?.moves?.length === 1 && (await storedSetting(one, 'theme')), {
      what: 'the game move and the theme to be saved',
    });

    // Each tab sees the other's writes.
    for (const page of [one, two]) {
      const { data } = await dumpProgress(page);
      const settings = Object.fromEntries(data.settings);
      assert.deepEqual(settings.playGame?.moves, ['a4a5']);
      assert.ok(settings.theme === 'dark' || settings.theme === 'light');
      assert.equal(data.puzzleAttempts.length, 1);
    }
    await go(one, '/progress');
    await one.locator('[data-testid="progress-page"][data-loaded]').waitFor();
    assert.equal(await one.getByTestId('card-puzzles').getAttribute('data-solved'), '1');
    await go(two, '/play');
    await two.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await two.locator('[data-square="a5"]').getAttribute('data-piece'), 'P');
    assert.deepEqual([...errors, ...errorsTwo], []);
    await context.close();
  });

  test('importing a corrupt backup changes nothing; a real export imports back', { timeout: 120_000 }, async () => {
    const context = await launchPersistent('phone', { acceptDownloads: true });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = watchErrors(page);
    await go(page, '/');
    await swControl(page);
    await solveDaily(page);
    await progressShows(page, 1);
    const before = await dumpProgress(page);

    // Export: a real download.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
    assert.match(download.suggestedFilename(), /^janggi-trainer-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(exported.app, 'janggi-trainer');
    assert.equal(exported.data.puzzleAttempts.length, 1);

    // Corrupt, foreign and hostile files: a clear message each, and the data as it was.
    const input = page.getByTestId('backup-import');
    const message = page.getByTestId('backup-message');
    const cases = [
      ['broken.json', '{"app":"janggi-trainer","format":1,"schemaV', /incomplete/],
      ['garbage.json', '\u0089PNG\r\n', /damaged/],
      ['package.json', '{"name":"some-package","version":"1.0.0"}', /not a Janggi trainer backup/],
      [
        'hostile.json',
        JSON.stringify({
          ...exported,
          data: { ...exported.data, lessonSteps: [{ lessonId: 'x', stepId: 'y', stars: 3, bestScore: 1, attempts: 1, updatedAt: 1 }] },
        }).replace('"lessonSteps":[{', '"lessonSteps":[{"__proto__":{"polluted":true},'),
        /does not accept/,
      ],
      ['newer.json', JSON.stringify({ ...exported, schemaVersion: 999 }), /newer version/],
    ];
    for (const [name, text, expected] of cases) {
      await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
      await message.and(page.locator('[data-ok="false"]')).filter({ hasText: expected }).waitFor();
      assert.match(await message.innerText(), /Nothing was changed/);
      assert.deepEqual(await dumpProgress(page), before, name);
    }
    assert.equal(await page.evaluate(() => ({}).polluted), undefined);
    await screenshot(page, 'progress-import-error-phone', { fullPage: false });

    // The real export imports back: nothing new, nothing lost.
    await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await message.and(page.locator('[data-ok="true"]')).filter({ hasText: 'Backup loaded: 0 added' }).waitFor();
    assert.deepEqual((await dumpProgress(page)).data, before.data);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the app is installable (manifest, icons, service worker)', async () => {
    const context = await launchPersistent('desktop');
    const page = context.pages()[0] ?? (await context.newPage());
    await go(page, '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    assert.equal(manifest.name, 'Janggi trainer');
    assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
    for (const icon of manifest.icons) assert.equal((await page.request.get(icon.src)).status(), 200, icon.src);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    await context.close();
  });
});
