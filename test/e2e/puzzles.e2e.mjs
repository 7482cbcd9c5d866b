// /puzzles: solve the daily puzzle with the clock fixed, fail another and see the refutation,
// the list with filters, and screenshots of the list and a puzzle on a phone and a desktop.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, openPage, screenshot, waitForApp } from './helpers.mjs';

const DAY = '2026-11-22';
const NOON = new Date(`${DAY}T12:00:00`);

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The same FNV-1a hash and pick as src/lib/puzzles/daily.ts: the daily choice is fixed by the date. */
function hashDay(day) {
  let h = 0x811c9dc5;
  for (let i = 0; i < day.length; i++) {
    h ^= day.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

const point = (page, name) => page.locator(`[data-square="${name}"]`);
const squares = (uci) => /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(uci).slice(1);

async function open(device, path) {
  const session = await openPage(browser, device);
  await session.page.clock.setFixedTime(NOON);
  await session.page.goto(path);
  await waitForApp(session.page);
  return session;
}

async function json(page, path) {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

/** Play the solver's moves of `line` by taps, waiting for each reply. */
async function playLine(page, line) {
  const player = page.getByTestId('puzzle-player');
  for (let i = 0; i < line.length; i += 2) {
    const [from, to] = squares(line[i]);
    await point(page, from).click();
    await point(page, to).click();
    if (i + 1 < line.length) {
      // The reply is on the board when the list shows it and it is our turn again.
      await page.locator('[data-testid="puzzle-line"] li').nth(i + 1).waitFor();
      await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
    }
  }
  await player.and(page.locator('[data-status="solved"]')).waitFor();
}

describe('puzzles', () => {
  test('the daily puzzle is chosen by the date and can be solved', async () => {
    const { page, context, errors } = await open('phone', '/puzzles/daily');
    const daily = page.getByTestId('daily');
    await daily.and(page.locator(`[data-day="${DAY}"]`)).waitFor();
    const pool = await json(page, '/puzzles/daily.json');
    assert.ok(pool.length > 100, `a large daily pool, got ${pool.length}`);
    const expected = [...pool].sort((a, b) => (a.id < b.id ? -1 : 1))[hashDay(DAY) % pool.length];
    const player = page.getByTestId('puzzle-player');
    await player.waitFor();
    assert.equal(await player.getAttribute('data-puzzle'), expected.id);
    assert.ok(expected.mateIn === 2 || expected.mateIn === 3);
    await screenshot(page, 'puzzles-daily-phone');

    await playLine(page, expected.moves);
    assert.match(await page.getByTestId('puzzle-message').innerText(), /Checkmate/);
    await page.getByTestId('puzzle-result').waitFor();
    await page.getByTestId('daily-streak').filter({ hasText: 'Daily streak: 1' }).waitFor();
    await screenshot(page, 'puzzles-daily-solved-phone');

    // The same day gives the same puzzle after a reload; the home page shows it solved today.
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('puzzle-player').waitFor();
    assert.equal(await page.getByTestId('puzzle-player').getAttribute('data-puzzle'), expected.id);
    await page.goto('/');
    await waitForApp(page);
    await page.getByTestId('puzzle-card').filter({ hasText: 'Solved today' }).waitFor();
    // The rating moved from the start.
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.getByTestId('puzzle-rating').filter({ hasText: '±' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a move that does not mate is refuted on the board, explained, and can be retried', async () => {
    const { page, context, errors } = await open('desktop', '/puzzles');
    const index = await json(page, '/puzzles/index.json');
    // The easiest mate in 2: first on the list filtered to mate in 2.
    const target = index.filter((p) => p.mateIn === 2).sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1))[0];
    await page.goto(`/puzzles/${target.id}`);
    await waitForApp(page);
    const player = page.getByTestId('puzzle-player');
    await player.waitFor();
    const fenBefore = await page.locator('[data-piece]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-square')}=${e.getAttribute('data-piece')}`).sort().join(' '));

    // Any legal move other than the unique first move fails a mate in 2.
    const pool = await json(page, '/puzzles/daily.json');
    const row = pool.find((p) => p.id === target.id);
    const [from, to] = squares(row.moves[0]);
    let wrong;
    for (const sq of [from, ...(await page.locator('.point.movable').evaluateAll((els) => els.map((e) => e.getAttribute('data-square'))))]) {
      await point(page, sq).click();
      const targets = await page.locator('.point.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
      const other = targets.find((t) => !(sq === from && t === to));
      if (other) {
        wrong = [sq, other];
        break;
      }
      await point(page, sq).click();
    }
    assert.ok(wrong, 'found a legal move that is not the solution');
    await point(page, wrong[1]).click();
    await page.locator('[data-testid="puzzle-player"][data-status="wrong"]').waitFor();
    // The solver answered from its Web Worker, off the main thread.
    assert.ok(page.workers().some((w) => /solver\.worker/.test(w.url())), 'the solver worker runs');
    const message = await page.getByTestId('puzzle-message').innerText();
    assert.match(message, /Han|Cho|bikjang/);
    // The refutation is on the board: our move and the reply in the move list.
    assert.equal(await page.locator('[data-testid="puzzle-line"] li').count(), 2);
    await screenshot(page, 'puzzles-refuted-desktop');

    await page.click('[data-action="retry"]');
    await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
    const fenAfter = await page.locator('[data-piece]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-square')}=${e.getAttribute('data-piece')}`).sort().join(' '));
    assert.equal(fenAfter, fenBefore);

    // Hints: the piece, then the target.
    await page.click('[data-action="hint"]');
    await page.getByTestId('puzzle-message').filter({ hasText: 'Move the marked piece' }).waitFor();
    await page.click('[data-action="hint"]');
    await page.getByTestId('puzzle-message').filter({ hasText: 'marked point' }).waitFor();
    // The failure is recorded: the list marks the puzzle for review.
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.click(`[data-length="${target.mateIn}"]`);
    await page.locator(`[data-puzzle-link="${target.id}"] .status.failed`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the list filters by mate length and theme, and next puzzle opens one', async () => {
    const { page, context, errors } = await open('desktop', '/puzzles');
    const list = page.getByTestId('puzzle-list');
    await list.locator('a').first().waitFor();
    await page.click('[data-length="3"]');
    const texts = await list.locator('.mate').allTextContents();
    assert.ok(texts.length > 0 && texts.every((t) => t === 'Mate in 3'), texts.slice(0, 3).join());
    await page.click('[data-theme-filter="chariot-mate"]');
    await list.locator('a').first().click();
    await page.getByTestId('puzzle-player').waitFor();
    assert.match(page.url(), /\/puzzles\/m3-/);
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.click('[data-action="next"]');
    await page.waitForURL(/\/puzzles\/(m|bk)\d-\d+$/);
    await page.getByTestId('puzzle-player').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const device of ['phone', 'desktop']) {
    test(`screenshots on ${device}`, async () => {
      const { page, context, errors } = await open(device, '/puzzles');
      await page.getByTestId('puzzle-list').locator('a').first().waitFor();
      await screenshot(page, `puzzles-list-${device}`);
      const index = await json(page, '/puzzles/index.json');
      const p = index.find((x) => x.mateIn === 3) ?? index[0];
      await page.goto(`/puzzles/${p.id}`);
      await waitForApp(page);
      await page.getByTestId('puzzle-player').waitFor();
      await screenshot(page, `puzzles-puzzle-${device}`, { fullPage: false });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
