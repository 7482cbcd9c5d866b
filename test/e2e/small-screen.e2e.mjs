// Lessons, exercises and puzzles at 360 px: the board under the task controls after Next, the pieces'
// characters, the coordinate setting in task texts, the puzzles' labels and Next, the controls' padding.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch, NO_SW, openPage, playPuzzleLine, screenshot, settled, uciSquares, until, waitForApp } from './helpers.mjs';

const SMALL = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let browser;
/** Every lesson task's first intended moves, by `lesson/step` (the content export). */
let answers;
before(async () => {
  browser = await launch();
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const out = execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/content.ts', 'tasks'], { cwd: root, encoding: 'utf8' });
  answers = new Map(
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .map((t) => [t.id, t.answer]),
  );
});
after(async () => {
  await browser?.close();
});

async function small(lang = 'en') {
  const page = await openPage(browser, 'phone', { ...NO_SW, ...SMALL, locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
  return page;
}

const board = (page) => page.locator('[data-testid="step-board"]');
/** A tap on a point even where something covers it (the test measures covering separately). */
async function tapPoint(page, name) {
  await board(page).locator(`[data-square="${name}"]`).dispatchEvent('click');
  await page.locator('section.step[data-replying]').waitFor({ state: 'detached' });
}
const FILES = 'abcdefghi';
const ALL_POINTS = [...Array(10).keys()].flatMap((r) => [...FILES].map((f) => `${f}${r + 1}`));

/** Try to finish the open task: a choice, tapping points, or a one-move task. True when done. */
async function finish(page, lessonId) {
  const step = page.locator('section.step');
  const id = await step.getAttribute('data-step');
  const kind = await step.getAttribute('data-kind');
  const done = () => page.locator('section.step[data-done]').count();
  if (kind === 'choose') {
    await page.locator('.options [data-correct]').first().click();
  } else if (kind === 'dests' || kind === 'points') {
    for (const p of ALL_POINTS) {
      await tapPoint(page, p);
      if (await done()) break;
    }
  } else {
    const first = answers.get(`${lessonId}/${id}`)?.[0];
    if (!first) return false;
    const [from, to] = uciSquares(first);
    await tapPoint(page, from);
    await tapPoint(page, to);
  }
  return (await done()) > 0;
}

/** Where the board's edge points are covered: the element drawn on top at each point's centre. */
function coveredPoints(page) {
  return page.evaluate(() => {
    const b = document.querySelector('[data-testid="step-board"]');
    const out = [];
    for (const name of ['a1', 'e1', 'i1', 'a2', 'i2', 'a10', 'e10', 'i10']) {
      const r = b.querySelector(`[data-square="${name}"]`).getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const top = document.elementFromPoint(x, y);
      if (y < 0 || y > innerHeight || !top || !b.contains(top)) out.push(`${name} (${Math.round(y)} px)`);
    }
    const bar = document.querySelector('section.step .controls').getBoundingClientRect();
    const rect = b.getBoundingClientRect();
    return { covered: out, under: Math.max(0, Math.round(rect.bottom - bar.top)) };
  });
}

describe('tasks on a small screen', () => {
  for (const lesson of ['guards', 'cannon', 'capturing', 'check', 'setups']) {
    test(`${lesson}: after Next the whole board shows above the task controls (360x740)`, async () => {
      const { page, context, errors } = await small();
      await page.goto(`/learn/${lesson}`);
      await waitForApp(page);
      await page.locator(`article[data-lesson="${lesson}"][data-loaded]`).waitFor();
      const dots = await page.locator('[data-step-dot]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step-dot')));
      let checked = 0;
      for (let i = 0; i < dots.length - 1; i++) {
        await page.locator(`[data-step-dot="${dots[i]}"]`).click();
        await page.locator(`section.step[data-step="${dots[i]}"]`).waitFor();
        await settled(page);
        if (!(await finish(page, lesson))) continue;
        // The success message and the move's animation settle first: a click while they move the
        // controls can land beside Next.
        await settled(page);
        await page.locator('[data-action="next"]').click();
        await page.locator(`section.step[data-step="${dots[i + 1]}"]`).waitFor();
        await settled(page);
        const { covered, under } = await coveredPoints(page);
        await screenshot(page, `small-screen-next-${lesson}-${dots[i + 1]}`, { fullPage: false });
        assert.deepEqual(covered, [], `${lesson}/${dots[i + 1]}: points hidden after Next (board ${under} px under the controls)`);
        assert.equal(under, 0, `${lesson}/${dots[i + 1]}: the board ends ${under} px under the controls`);
        checked++;
      }
      assert.ok(checked > 0, `${lesson}: at least one Next was checked`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('every board page offers the pieces legend, drawn from the sprite', async () => {
    const { page, context, errors } = await small();
    for (const path of ['/learn/board', '/exercises/elephants/both-wings', '/puzzles/daily', '/play']) {
      await page.goto(path);
      await waitForApp(page);
      const legend = page.getByTestId('piece-legend');
      await legend.locator('summary').click();
      await until(async () => (await legend.locator('li').count()) === 7, { what: `${path}: the legend's rows` });
      assert.equal(await legend.locator('li[data-role="general"] use').count(), 2, `${path}: 楚 and 漢 drawn`);
      await screenshot(legend, `small-screen-legend-${path.replaceAll('/', '-')}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('task texts and feedback follow the Korean rows and columns setting', async () => {
    const { page, context, errors } = await small();
    await page.goto('/settings');
    await waitForApp(page);
    await page.check('input[name="coordinates"][value="korean"]');
    await page.goto('/learn/guards');
    await waitForApp(page);
    await page.locator('[data-step-dot="guard-walk"]').click();
    const task = page.locator('section.step[data-step="guard-walk"] .task');
    // d1 is row 0, column 4; f3 is row 8, column 6.
    assert.equal(await task.innerText(), 'Bring the guard on 04 to the top corner 86.');
    await page.locator('[data-action="hint"]').click();
    assert.doesNotMatch(await page.getByTestId('step-feedback').innerText(), /\b[a-i](10|[1-9])\b/);
    await screenshot(page, 'small-screen-korean-coords', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a legal move that misses a check goal says what the goal is', async () => {
    const { page, context, errors } = await small();
    await page.goto('/learn/check');
    await waitForApp(page);
    await page.locator('article[data-lesson="check"][data-loaded]').waitFor();
    await page.locator('section.step[data-step="give-check"]').waitFor();
    await tapPoint(page, 'a5');
    await tapPoint(page, 'b5');
    await until(async () => /the goal is to give check with the chariot/.test(await page.getByTestId('step-feedback').innerText()), {
      what: 'the goal said',
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the task controls keep room around their labels', async () => {
    const { page, context } = await small();
    await page.goto('/learn/board');
    await waitForApp(page);
    const pad = await page
      .locator('[data-action="next"]')
      .evaluate((el) => ({ left: parseFloat(getComputedStyle(el).paddingLeft), right: parseFloat(getComputedStyle(el).paddingRight) }));
    assert.ok(pad.left >= 8 && pad.right >= 8, `padding ${pad.left}/${pad.right} px`);
    await context.close();
  });
  test('puzzles: a solved daily says so and offers the next; Continue is readable; a missed puzzle is labelled Review', async () => {
    const { page, context, errors } = await small();
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00'));
    await page.goto('/puzzles/daily');
    await waitForApp(page);
    const player = page.getByTestId('puzzle-player');
    await player.waitFor();
    const id = await player.getAttribute('data-puzzle');
    const pool = await page.evaluate(async () => (await fetch('/puzzles/daily.json')).json());
    await playPuzzleLine(page, pool.find((p) => p.id === id).moves);
    await page.waitForSelector('html:not([data-busy])');
    // Home: the day's puzzle is solved, so its button goes on to the next one, and Continue names
    // puzzles in words, not by an id.
    await page.goto('/');
    await waitForApp(page);
    const card = page.getByTestId('puzzle-card');
    await card.filter({ hasText: 'Solved today' }).waitFor();
    assert.equal(await card.locator('a.button').innerText(), 'Solved: next puzzle');
    assert.equal(await card.locator('a.button').getAttribute('href'), '/puzzles/next');
    const cont = page.getByTestId('continue-card');
    await cont.getByTestId('continue-puzzles').waitFor();
    assert.doesNotMatch(await cont.innerText(), /[a-z]+\d*-\d{3,}/);
    await screenshot(page, 'small-screen-home-daily-solved', { fullPage: true });
    // The puzzles page says the same.
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.getByTestId('daily-solved').waitFor();
    assert.equal(await page.locator('[data-action="daily-next"]').getAttribute('href'), '/puzzles/next');
    await screenshot(page, 'small-screen-puzzles-daily-solved', { fullPage: false });

    // Show solution: the puzzle is missed, Next moves on, and opened again it says it is a review.
    await page.goto('/puzzles/next');
    await page.waitForURL(/\/puzzles\/[a-z]+\d*-\d+$/);
    const missed = await player.getAttribute('data-puzzle');
    assert.equal(await page.getByTestId('review-label').count(), 0);
    await page.locator('[data-action="solution"]').click();
    await page.locator('[data-testid="puzzle-player"][data-status="shown"]').waitFor();
    await page.waitForSelector('html:not([data-busy])');
    await page.locator('[data-action="next"]').click();
    await page.waitForURL((u) => /\/puzzles\/[a-z]+\d*-\d+$/.test(u.pathname) && !u.pathname.endsWith(missed));
    await page.goto(`/puzzles/${missed}`);
    await waitForApp(page);
    await page.getByTestId('review-label').filter({ hasText: 'Review' }).waitFor();
    await screenshot(page, 'small-screen-puzzle-review', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
