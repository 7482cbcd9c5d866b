// /puzzles: solve the daily puzzle with the clock fixed, fail another and see the refutation,
// the list with filters, and (E2E_SCREENSHOTS=1) screenshots of the list and a puzzle on a phone
// and a desktop.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, playPuzzleLine, screenshot, SCREENSHOTS_ON, waitForApp, layoutShift } from './helpers.mjs';
import { findWrongMove, point, squares } from './puzzle-helpers.mjs';

// A day whose daily puzzle is a mate in 2 or 3 (the first test solves it to checkmate). The pool
// is every mate in 2 or 3 and every tactic, so which day picks a mate moves when puzzles are added.
const DAY = '2026-11-22';
const NOON = new Date(`${DAY}T12:00:00`);

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function open(device, path, noon = NOON) {
  const session = await openPage(browser, device, NO_SW);
  await session.page.clock.setFixedTime(noon);
  await session.page.goto(path);
  await waitForApp(session.page);
  return session;
}

async function json(page, path) {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

/** The point that has the keyboard focus, e.g. 'e2'. */
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);

/** Walk the focus with arrow keys to `target`; `flipped` when Han sits at the bottom. */
async function arrowTo(page, target, flipped) {
  for (let i = 0; i < 20; i++) {
    const cur = await focused(page);
    assert.ok(cur, 'a board point has the focus');
    if (cur === target) return;
    const df = target.charCodeAt(0) - cur.charCodeAt(0);
    const dr = Number(target.slice(1)) - Number(cur.slice(1));
    const right = flipped ? df < 0 : df > 0;
    const up = flipped ? dr < 0 : dr > 0;
    await page.keyboard.press(df ? (right ? 'ArrowRight' : 'ArrowLeft') : up ? 'ArrowUp' : 'ArrowDown');
  }
  assert.fail(`could not reach ${target}`);
}

describe('puzzles', () => {
  test('the daily puzzle is chosen by the date and can be solved', async () => {
    const { page, context, errors } = await open('phone', '/puzzles/daily');
    const daily = page.getByTestId('daily');
    await daily.and(page.locator(`[data-day="${DAY}"]`)).waitFor();
    // No streak yet: the line is there with 0, so the board does not move when it becomes 1.
    await page.getByTestId('daily-streak').filter({ hasText: 'Daily streak: 0' }).waitFor();
    const pool = await json(page, '/puzzles/daily.json');
    assert.ok(pool.length > 100, `a large daily pool, got ${pool.length}`);
    const player = page.getByTestId('puzzle-player');
    await player.waitFor();
    // Which puzzle the hash picks is the unit tests' business (test/unit/puzzles.test.ts); here it
    // is enough that it comes from the pool, and is the same across reloads, browsers and devices
    // on one day (the next test).
    const id = await player.getAttribute('data-puzzle');
    const expected = pool.find((p) => p.id === id);
    assert.ok(expected, 'the daily puzzle is one of the pool');
    assert.ok(expected.mateIn === 2 || expected.mateIn === 3);
    await screenshot(page, 'puzzles-daily-phone');

    await playPuzzleLine(page, expected.moves);
    assert.match(await page.getByTestId('puzzle-message').innerText(), /Checkmate/);
    await page.getByTestId('puzzle-result').waitFor();
    await page.getByTestId('daily-streak').filter({ hasText: 'Daily streak: 1' }).waitFor();
    // A first solve raises the rating; the change shows beside the verdict, above the tab bar on a
    // phone, and the puzzles page shows the same rating (below).
    const change = page.getByTestId('rating-change');
    // A new player's rating is provisional, and says so.
    const [, after, delta] =
      /^Provisional rating (\d+) \(([+-]\d+)\): it settles after a few more puzzles\.$/.exec(await change.innerText()) ?? [];
    assert.ok(Number(delta) > 0 && Number(delta) <= 150, `${after} (${delta})`);
    // The rules that decide the puzzle are on the page.
    assert.match(await page.getByTestId('puzzle-rules').innerText(), /bikjang, never mate/);
    const bottom = await change.evaluate((e) => e.getBoundingClientRect().bottom);
    assert.ok(bottom <= page.viewportSize().height - 64, `rating change at ${bottom}px`);
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
    await page
      .getByTestId('puzzle-rating')
      .filter({ hasText: `${after} ±` })
      .waitFor();

    // In Korean the daily puzzle says its date in Korean, whatever the browser language.
    await page.goto('/puzzles/daily');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await page.locator('html[lang="ko"]').waitFor();
    const [year, month, date] = DAY.split('-').map(Number);
    await page
      .getByTestId('daily')
      .filter({ hasText: `${year}년 ${month}월 ${date}일` })
      .waitFor();
    assert.doesNotMatch(await page.getByTestId('daily').innerText(), /November/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the daily puzzle is the same for everyone on a day and changes with the day', async () => {
    /** The daily puzzle's id on `page` when the clock says noon on `day`. */
    const dailyId = async (page, day) => {
      await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
      await page.goto('/puzzles/daily');
      await waitForApp(page);
      await page.locator(`[data-testid="daily"][data-day="${day}"] [data-testid="puzzle-player"]`).waitFor();
      return page.getByTestId('puzzle-player').getAttribute('data-puzzle');
    };
    // Two browsers with their own storage, a phone and a desktop, agree on the day's puzzle.
    const desktop = await openPage(browser, 'desktop', NO_SW);
    const phone = await openPage(browser, 'phone', NO_SW);
    const today = await dailyId(desktop.page, DAY);
    assert.equal(await dailyId(phone.page, DAY), today);
    await phone.context.close();
    // The days after, on the same device.
    const week = [today];
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) week.push(await dailyId(desktop.page, day));
    assert.ok(new Set(week).size >= 3, `the puzzle changes from day to day: ${week.join(' ')}`);
    assert.deepEqual([...desktop.errors, ...phone.errors], []);
    await desktop.context.close();
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
    const fenBefore = await page.locator('[data-piece]').evaluateAll((els) =>
      els
        .map((e) => `${e.getAttribute('data-square')}=${e.getAttribute('data-piece')}`)
        .sort()
        .join(' '),
    );

    // Any legal move other than the unique first move fails a mate in 2.
    const pool = await json(page, '/puzzles/daily.json');
    const row = pool.find((p) => p.id === target.id);
    const [from, to] = squares(row.moves[0]);
    const wrong = await findWrongMove(page, row.moves[0]);
    assert.ok(wrong, 'found a legal move that is not the solution');
    await point(page, wrong[1]).click();
    await page.locator('[data-testid="puzzle-player"][data-status="wrong"]').waitFor();
    // The solver answered from its Web Worker, off the main thread.
    assert.ok(
      page.workers().some((w) => /solver\.worker/.test(w.url())),
      'the solver worker runs',
    );
    const message = await page.getByTestId('puzzle-message').innerText();
    assert.match(message, /Han|Cho|bikjang/);
    // The refutation is on the board: our move and the reply in the move list.
    assert.equal(await page.locator('[data-testid="puzzle-line"] li').count(), 2);
    await screenshot(page, 'puzzles-refuted-desktop');

    await page.click('[data-action="retry"]');
    await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
    const fenAfter = await page.locator('[data-piece]').evaluateAll((els) =>
      els
        .map((e) => `${e.getAttribute('data-square')}=${e.getAttribute('data-piece')}`)
        .sort()
        .join(' '),
    );
    assert.equal(fenAfter, fenBefore);

    // Hints: the piece, then the target, named in words too (the marks are invisible to screen readers).
    await page.click('[data-action="hint"]');
    await page.getByTestId('puzzle-message').filter({ hasText: 'Move the marked piece' }).waitFor();
    assert.match(await page.getByTestId('hint-where').innerText(), new RegExp(`^${from}, (Cho|Han) \\w+$`));
    await page.click('[data-action="hint"]');
    await page.getByTestId('puzzle-message').filter({ hasText: 'marked point' }).waitFor();
    assert.match(await page.getByTestId('hint-where').innerText(), new RegExp(`^${from}, .* → ${to}, `));
    // The failure is recorded: the list marks the puzzle for review.
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.click(`[data-length="${target.mateIn}"]`);
    await page.locator(`[data-puzzle-link="${target.id}"] .status.failed`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a puzzle can be solved with the keyboard alone, every point named and every move announced', async () => {
    const { page, context, errors } = await open('desktop', '/puzzles');
    const pool = await json(page, '/puzzles/daily.json');
    const row = pool.find((p) => p.mateIn === 2 && / b /.test(p.fen)) ?? pool.find((p) => p.mateIn === 2);
    const flipped = / b /.test(row.fen);
    await page.goto(`/puzzles/${row.id}`);
    await waitForApp(page);
    await page.getByTestId('puzzle-player').waitFor();
    // Every point has a spoken name: "e2, Cho general" or "e5, empty".
    const names = await page.locator('[data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.equal(names.length, 90);
    assert.ok(
      names.every((n) => /^[a-i](10|[1-9]), (empty|(Cho|Han) \w+)$/.test(n)),
      names.find((n) => !/^[a-i]/.test(n ?? '')),
    );
    // Tab into the board: one point is in the tab order.
    for (let i = 0; i < 40 && !(await focused(page)); i++) await page.keyboard.press('Tab');
    const announcer = page.getByTestId('board-announcer');
    for (let i = 0; i < row.moves.length; i += 2) {
      const [from, to] = squares(row.moves[i]);
      await arrowTo(page, from, flipped);
      await page.keyboard.press('Enter');
      await announcer.filter({ hasText: `on ${from} selected` }).waitFor();
      await arrowTo(page, to, flipped);
      await page.keyboard.press('Enter');
      if (i + 1 < row.moves.length) {
        // The reply is announced: "Han horse b10 to c8".
        const [rf, rt] = squares(row.moves[i + 1]);
        await announcer.filter({ hasText: new RegExp(`${rf} (to|takes .* on) ${rt}`) }).waitFor();
        await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
      }
    }
    await page.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
    assert.match(await announcer.innerText(), /Check/);
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
    // Each entry reads as a sentence: "Mate in 3, Rating 1520, Puzzle m3-0007".
    const name = await list.locator('a').first().getAttribute('aria-label');
    assert.match(name, /^Mate in 3, Rating \d+, Puzzle (m|bk)3-\d+$/);
    await page.click('[data-theme-filter="chariot-mate"]');
    // Rating bands: each keeps the ratings its label names, and together they keep every puzzle.
    const count = async () => Number((await page.locator('#list-title .count').innerText()).replace(/\D/g, ''));
    const all = await count();
    let sum = 0;
    for (const band of await page.locator('[data-band]').all()) {
      const label = await band.innerText();
      const [lo, hi] = label.startsWith('<')
        ? [0, Number(label.slice(1)) - 1]
        : label.endsWith('+')
          ? [Number(label.slice(0, -1)), Infinity]
          : label.split('–').map(Number);
      await band.click();
      assert.equal(await band.getAttribute('aria-pressed'), 'true');
      const ratings = (await list.locator('.rating').allTextContents()).map(Number);
      assert.ok(
        ratings.every((r) => r >= lo && r <= hi),
        `${label}: ${ratings.slice(0, 5).join()}`,
      );
      sum += await count();
      await band.click();
    }
    assert.equal(sum, all);
    // Filter chips are full-size touch targets.
    for (const box of await page.locator('.filters .chip').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      assert.ok(box.height >= 44 && box.width >= 44, `chip ${box.width}x${box.height}`);
    }
    await list.locator('a').first().click();
    await page.getByTestId('puzzle-player').waitFor();
    assert.match(page.url(), /\/puzzles\/m3-/);
    await page.goto('/puzzles');
    await waitForApp(page);
    // The filter decides what Next puzzle serves: it is shown beside the button and cleared there.
    const note = page.getByTestId('filter-note');
    assert.equal(await note.locator('span').first().innerText(), 'Filter: Mate in 3, Chariot mate');
    await note.locator('[data-action="clear-filter"]').click();
    await note.waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-length="3"]').getAttribute('aria-pressed'), 'false');
    // With no filter, Next puzzle may serve any puzzle of the index (mates, bakbo, tactics).
    await page.click('[data-action="next"]');
    await page.waitForURL((url) => /^\/puzzles\/[a-z]+\d*-\d+$/.test(url.pathname));
    await page.getByTestId('puzzle-player').waitFor();
    const served = page.url().split('/').pop();
    const ids = (await json(page, '/puzzles/index.json')).map((x) => x.id);
    assert.ok(ids.includes(served), `next served ${served}, which the index does not list`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('on a small phone the board, the prompt and the buttons fit on screen while solving, and nothing jumps', async () => {
    const { page, context, errors } = await open('phone', '/puzzles');
    await page.setViewportSize({ width: 360, height: 740 });
    const index = await json(page, '/puzzles/index.json');
    const p = index.find((x) => x.mateIn === 3);
    // A winning-material puzzle shows the pass too, and its meta line is the longest.
    const tactic = index.find((x) => x.mateIn === 0);
    for (const path of [`/puzzles/${p.id}`, `/puzzles/${tactic.id}`, '/puzzles/daily']) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByTestId('puzzle-player').waitFor();
      const box = async (sel) =>
        page
          .locator(sel)
          .first()
          .evaluate((e) => e.getBoundingClientRect().toJSON());
      const tabbarTop = await page
        .locator('nav')
        .evaluateAll((els) =>
          Math.min(...els.filter((e) => getComputedStyle(e).position === 'fixed').map((e) => e.getBoundingClientRect().top), innerHeight),
        );
      const board = await box('.board');
      const solution = await box('[data-action="solution"]');
      assert.ok(board.top >= 0 && board.bottom <= tabbarTop, `${path}: board ${board.top}-${board.bottom}, tab bar at ${tabbarTop}`);
      assert.ok(solution.bottom <= tabbarTop, `${path}: buttons end at ${solution.bottom}, tab bar at ${tabbarTop}`);
      if (path.includes(tactic.id)) {
        const pass = await box('[data-testid="puzzle-player"] [data-action="pass"]');
        assert.ok(pass.bottom <= tabbarTop, `${path}: the pass ends at ${pass.bottom}, tab bar at ${tabbarTop}`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
      // Layout shifts since the page started loading (the daily puzzle arrives after hydration).
      const cls = await layoutShift(page);
      assert.ok(cls < 0.01, `${path}: layout shift ${cls}`);
      if (path.includes(tactic.id)) {
        // A hint adds a line to the prompt and its count to its button: the row still fits.
        await page.click('[data-action="hint"]');
        await page.getByTestId('hint-where').waitFor();
        for (const sel of ['hint', 'solution', 'pass']) {
          const b = await box(`[data-testid="puzzle-player"] [data-action="${sel}"]`);
          assert.ok(b.bottom <= tabbarTop, `${path}: after a hint, ${sel} ends at ${b.bottom}, tab bar at ${tabbarTop}`);
        }
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  // Pictures only (E2E_SCREENSHOTS=1): the list and a puzzle on each device load without an error in
  // the tests above.
  if (SCREENSHOTS_ON)
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
