// Offline-first proofs, on the production build with its service worker, in one browser profile
// (one install of the worker: it precaches the whole app, the costly part of this file):
// - the app is installable (manifest, icons, service worker);
// - after one visit, every section opens offline (a lesson, the daily puzzle, /play, /progress), and
//   the daily puzzle solved offline shows on /progress after a reload;
// - two tabs at once both work and write;
// - offline in Korean: the precached Korean section pages, and the app shell (a lesson, a puzzle, an
//   address with no page) in Korean, with the address in Korean.
// That progress survives a new version being deployed is in updates.e2e.mjs; that a corrupt backup
// changes nothing and a real export imports back, in data-safety.e2e.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { englishWords } from '../../scripts/english-words.mjs';
import { after, before, describe, test } from 'node:test';
import {
  dumpProgress,
  launchPersistent,
  playPuzzleLine,
  screenshot,
  storedSetting,
  swControl,
  until,
  waitForApp,
  watchErrors,
} from './helpers.mjs';

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

/** The first mate in 1 of the collection: [id, its move]. */
function mateInOne() {
  const csv = readFileSync(new URL('../../lessons/puzzles/mates.csv', import.meta.url), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  const cols = header.split(',');
  const row = rows.map((line) => Object.fromEntries(line.split(',').map((v, i) => [cols[i], v]))).find((r) => r.mate_in === '1');
  return [row.id, row.moves.split(' ')];
}

describe('offline', () => {
  let context;
  let page;
  let errors;
  before(async () => {
    // A persistent profile: Chromium checks installability only outside incognito.
    context = await launchPersistent('phone');
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchErrors(page);
    await go(page, '/');
    await swControl(page);
  });
  after(async () => {
    await context?.close();
  });

  test('the app is installable (manifest, icons, service worker)', async () => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    assert.equal(manifest.name, 'Janggi trainer');
    assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
    for (const icon of manifest.icons) assert.equal((await page.request.get(icon.src)).status(), 200, icon.src);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    await cdp.detach();
  });

  test(
    'every section opens offline after one visit; the daily puzzle solved offline shows on /progress',
    { timeout: 180_000 },
    async () => {
      await context.setOffline(true);
      try {
        // A reload of home, the sections, then the first lesson (found from the course list), offline.
        await page.reload();
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: 'Learn Janggi, one move at a time' }).waitFor();
        for (const path of ['/puzzles', '/settings', '/learn']) {
          await go(page, path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        }
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
        await go(page, '/progress');
        await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
        assert.ok(Number(await page.getByTestId('rating-chart').getAttribute('data-points')) >= 1, 'a rating point');
        await page.reload();
        await waitForApp(page);
        await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
        assert.equal(await page.getByTestId('card-puzzles').getAttribute('data-solved'), '1');
        const dump = await dumpProgress(page);
        assert.ok(dump.data.puzzleAttempts.some(([, a]) => a.puzzleId === id && a.result === 'solved'));
        await screenshot(page, 'offline-progress-after-daily-phone');
        assert.deepEqual(errors, []);
      } finally {
        await context.setOffline(false);
      }
    },
  );

  test('two tabs at once both work and write', { timeout: 120_000 }, async () => {
    const one = page;
    const two = await context.newPage();
    const errorsTwo = watchErrors(two);
    const [puzzle, [move]] = mateInOne();
    const { data: start } = await dumpProgress(one);

    // Tab one plays a move on /play while tab two, open at the same time, changes the theme and
    // solves a puzzle.
    await go(one, '/play');
    await one.waitForSelector('.play:not([data-phase="loading"])');
    await go(two, '/');
    await one.click('[data-action="quick-start"]');
    await one.waitForSelector('.play[data-phase="playing"]');
    await one.locator('[data-square="a4"]').click();
    await one.locator('[data-square="a5"]').click();
    await two.locator('.theme-toggle').click();
    await go(two, `/puzzles/${puzzle}`);
    await playPuzzleLine(two, [move]);
    await two.getByTestId('rating-change').waitFor();
    // Wait until both writes are stored (read back in the loop below from each tab).
    const games = async (tab) => ((await dumpProgress(tab)).data.games ?? []).map(([, g]) => g);
    await until(async () => (await games(one)).some((g) => g.moves.length === 1) && (await storedSetting(one, 'theme')), {
      what: 'the game move and the theme to be saved',
    });

    // Each tab sees the other's writes.
    for (const tab of [one, two]) {
      const { data } = await dumpProgress(tab);
      const settings = Object.fromEntries(data.settings);
      assert.deepEqual(
        data.games.map(([, g]) => g.moves),
        [['a4a5']],
      );
      assert.ok(settings.theme === 'dark' || settings.theme === 'light');
      assert.equal(data.puzzleAttempts.length, start.puzzleAttempts.length + 1);
      assert.ok(data.puzzleAttempts.some(([, a]) => a.puzzleId === puzzle && a.result === 'solved'));
    }
    await go(one, '/progress');
    await one.locator('[data-testid="progress-page"][data-loaded]').waitFor();
    assert.equal(await one.getByTestId('card-puzzles').getAttribute('data-solved'), String(start.puzzleAttempts.length + 1));
    await go(two, '/play');
    await two.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await two.locator('[data-square="a5"]').getAttribute('data-piece'), 'P');
    assert.deepEqual([...errors, ...errorsTwo], []);
    await two.close();
  });

  test('offline in Korean: section pages, the app shell and the 404 in Korean, at Korean addresses', { timeout: 120_000 }, async () => {
    await go(page, '/settings');
    await page.locator('input[name="language"][value="ko"]').check();
    await page.waitForURL((url) => url.pathname === '/ko/settings');
    const [puzzle] = mateInOne();
    await context.setOffline(true);
    try {
      // An English address (an old bookmark) opens the Korean page; pages that are not precached come
      // from the shell, which renders them in Korean.
      for (const [path, at] of [
        ['/learn', '/ko/learn'],
        ['/ko/puzzles', '/ko/puzzles'],
        ['/learn/horse', '/ko/learn/horse'],
        [`/ko/puzzles/${puzzle}`, `/ko/puzzles/${puzzle}`],
        ['/ko/exercises/soldiers/pair-up', '/ko/exercises/soldiers/pair-up'],
      ]) {
        await go(page, path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(new URL(page.url()).pathname, at);
        assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
        const text = await page.locator('main').innerText();
        assert.deepEqual(englishWords(text), [], `${path}: English words offline`);
      }
      await page.goto('/ko/no-such-page');
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), '페이지를 찾을 수 없어요');
      // A page that does not exist, opened offline: the router's "Not found" and the refused fetch
      // of its data are what such an address logs; nothing else may.
      assert.deepEqual(
        errors.filter((e) => !/Not found: \/ko\/no-such-page|net::ERR_FAILED/.test(e)),
        [],
      );
    } finally {
      await context.setOffline(false);
      await go(page, '/ko/settings');
      await page.locator('input[name="language"][value="en"]').check();
      await page.waitForURL((url) => url.pathname === '/settings');
    }
  });
});
