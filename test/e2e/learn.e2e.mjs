// Learn the rules: the course list, finishing lessons by tapping points, stars and unlocking.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, settled, waitForApp } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const board = (page) => page.locator('[data-testid="step-board"]');
const point = (page, name) => board(page).locator(`[data-square="${name}"]`);
const feedback = (page) => page.locator('[data-testid="step-feedback"]');

/** Tap each point in turn (a move is two taps: the piece, then its target). */
async function taps(page, ...names) {
  for (const name of names) {
    await point(page, name).tap();
    // Opponent replies come after a short pause; never tap while the board is waiting for one.
    await page.locator('section.step[data-replying]').waitFor({ state: 'detached' });
  }
}

/** Wait until the current task is solved and shows `stars`. */
async function solved(page, stepId, stars) {
  await page.locator(`section.step[data-step="${stepId}"][data-done]`).waitFor();
  await feedback(page).locator(`[data-stars="${stars}"]`).waitFor();
}

async function next(page) {
  await page.locator('button[data-action="next"]').click();
}

/** Open a page on a phone and wait for hydration and the progress store. */
async function openLesson(page, id) {
  await page.goto(`/learn/${id}`);
  await waitForApp(page);
  await page.locator(`article[data-lesson="${id}"][data-loaded]`).waitFor();
}

describe('learn', () => {
  test('the course list shows every lesson, the first one open', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await page.goto('/learn');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Learn the rules' }).waitFor();
    await page.locator('section.learn[data-loaded]').waitFor();
    const cards = page.locator('li.card');
    assert.ok((await cards.count()) >= 26);
    assert.equal(await page.locator('[data-lesson="board"]').getAttribute('data-state'), 'open');
    assert.equal(await page.locator('[data-lesson="horse"]').getAttribute('data-state'), 'locked');
    // A locked lesson stays reachable, with what it builds on.
    assert.equal(await page.locator('[data-lesson="horse"] a').getAttribute('href'), '/learn/horse');
    assert.match(await page.locator('[data-lesson="horse"] .lock').innerText(), /Builds on “The guards”/);
    await screenshot(page, 'learn-list-phone');
    await page.locator('[data-lesson="board"] a').click();
    await page.waitForURL('**/learn/board');
    await page.getByRole('heading', { level: 1, name: 'The board and the palace' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('finish the horse lesson by tapping points, with stars and an unlock', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await openLesson(page, 'horse');
    // Not unlocked yet (its prerequisite is not done), but it can be tried.
    await page.locator('.banner').waitFor();

    // 1. Every point the horse reaches.
    await taps(page, 'b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5');
    await solved(page, 'open-field', 3);
    await screenshot(page, 'learn-horse-step-done', { fullPage: false });
    await next(page);

    // 2. Two marked points.
    await taps(page, 'b1', 'c3');
    await feedback(page).getByText('1 more to go.').waitFor();
    await taps(page, 'c3', 'e4');
    await solved(page, 'gallop', 3);
    await next(page);

    // 3. Blocked legs: only four points.
    await taps(page, 'd3', 'f3', 'g4', 'g6');
    await solved(page, 'hobbled', 3);
    await next(page);

    // 4. A move onto a blocked leg's target is explained, then the detour.
    await taps(page, 'h4', 'g6');
    await feedback(page).getByText("The horse's leg is blocked at h5.").waitFor();
    await screenshot(page, 'learn-horse-blocked-leg', { fullPage: false });
    await taps(page, 'h4', 'f5');
    await feedback(page).getByText('Not there yet: 1 still to reach.').waitFor();
    await taps(page, 'f5', 'g7');
    await solved(page, 'detour', 3);
    await next(page);

    // 5. Two captures.
    await taps(page, 'c3', 'd5');
    await feedback(page).getByText('1 more to capture.').waitFor();
    await taps(page, 'd5', 'f6');
    await solved(page, 'double-capture', 3);
    await page.locator('button[data-action="next"]', { hasText: 'Finish' }).click();

    const done = page.locator('[data-testid="lesson-complete"]');
    await done.waitFor();
    assert.match(await done.locator('[data-testid="lesson-stars"]').innerText(), /15 of 15 stars/);
    assert.match(await done.locator('[data-testid="unlocked"]').innerText(), /Unlocked: The elephant and its longer path/);
    await screenshot(page, 'learn-horse-complete', { fullPage: false });

    // The list shows the stars and the unlocked lesson, also after a reload.
    await done.locator('a', { hasText: 'Back to the lessons' }).click();
    await page.waitForURL('**/learn');
    for (let i = 0; i < 2; i++) {
      await page.locator('section.learn[data-loaded]').waitFor();
      assert.equal(await page.locator('[data-lesson="horse"]').getAttribute('data-state'), 'complete');
      assert.equal(await page.locator('[data-lesson="horse"] [data-testid="lesson-stars"]').innerText(), '15/15');
      assert.equal(await page.locator('[data-lesson="horse"] [data-stars="3"]').count(), 1);
      assert.equal(await page.locator('[data-lesson="elephant"]').getAttribute('data-state'), 'open');
      if (i === 0) {
        await page.reload();
        await waitForApp(page);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('finish the checkmate lesson; a wrong try costs a star', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await openLesson(page, 'checkmate');

    await taps(page, 'a1', 'a10');
    await solved(page, 'back-rank', 3);
    await next(page);

    await taps(page, 'c6', 'e5');
    await solved(page, 'cannon-screen', 3);
    await next(page);

    await taps(page, 'd7', 'c9');
    await solved(page, 'horse-corner', 3);
    await next(page);

    // Mate in two: a quiet move is refused and counted, then check, Han's answer, mate.
    await taps(page, 'a7', 'a8');
    await feedback(page).getByText('That lets the general escape. Look for a stronger move.').waitFor();
    assert.equal(await point(page, 'a7').getAttribute('data-piece'), 'R', 'the wrong move was taken back');
    await taps(page, 'a7', 'e7');
    await point(page, 'f9').and(page.locator('[data-piece="k"]')).waitFor();
    await screenshot(page, 'learn-checkmate-defence', { fullPage: false });
    await taps(page, 'd3', 'f3');
    await solved(page, 'two-chariots', 2);
    await screenshot(page, 'learn-checkmate-mate', { fullPage: false });
    await page.locator('button[data-action="next"]', { hasText: 'Finish' }).click();

    const done = page.locator('[data-testid="lesson-complete"]');
    await done.waitFor();
    assert.match(await done.locator('[data-testid="lesson-stars"]').innerText(), /11 of 12 stars/);
    assert.match(await done.locator('[data-testid="unlocked"]').innerText(), /Unlocked: Passing your turn/);
    await done.locator('a[data-action="next-lesson"]').click();
    await page.waitForURL('**/learn/passing');
    await page.getByRole('heading', { level: 1, name: 'Passing your turn' }).waitFor();

    await page.goto('/learn');
    await waitForApp(page);
    await page.locator('section.learn[data-loaded]').waitFor();
    assert.equal(await page.locator('[data-lesson="checkmate"]').getAttribute('data-state'), 'complete');
    assert.equal(await page.locator('[data-lesson="passing"]').getAttribute('data-state'), 'open');
    assert.match(await page.locator('[data-testid="course-stars"]').innerText(), /^11 of \d+ stars$/);
    await screenshot(page, 'learn-list-progress');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a task can be done by keyboard alone, and Next keeps the focus in the lesson', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop', NO_SW);
    await openLesson(page, 'horse');
    const active = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          square: el?.getAttribute('data-square') ?? null,
          inBoard: !!el?.closest('[data-testid="step-board"]'),
          inLesson: !!el?.closest('article.lesson'),
          text: el?.textContent?.trim() ?? '',
        };
      });
    // Tab from the top of the page into the task's board (past the links and the intro diagram).
    let tabs = 0;
    while (!(await active()).inBoard) {
      await page.keyboard.press('Tab');
      assert.ok(++tabs < 60, 'the task board is reachable with Tab');
    }
    /** Walk the focus with the arrow keys to `target`, then press Enter on it. */
    async function enterOn(target) {
      for (let n = 0; n < 20; n++) {
        const { square } = await active();
        if (square === target) return page.keyboard.press('Enter');
        const [f, r] = [square.charCodeAt(0), Number(square.slice(1))];
        const [tf, tr] = [target.charCodeAt(0), Number(target.slice(1))];
        await page.keyboard.press(tf > f ? 'ArrowRight' : tf < f ? 'ArrowLeft' : tr > r ? 'ArrowUp' : 'ArrowDown');
      }
      assert.fail(`arrow keys never reached ${target}`);
    }
    // Task 1: every point the horse on d4 reaches.
    for (const sq of ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5']) await enterOn(sq);
    await solved(page, 'open-field', 3);
    // On to Next with Tab (hint is disabled once solved), then Enter.
    for (let n = 0; (await active()).text !== 'Next'; n++) {
      assert.ok(n < 6, 'Next follows the board in the tab order');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.locator('section.step[data-step="gallop"]').waitFor();
    assert.ok((await active()).inLesson, 'after Next the focus stays in the lesson, not back at the page top');
    // Task 2 by keyboard too: select the horse, then its target, twice.
    while (!(await active()).inBoard) await page.keyboard.press('Tab');
    for (const sq of ['b1', 'c3']) await enterOn(sq);
    await feedback(page).getByText('1 more to go.').waitFor();
    for (const sq of ['c3', 'e4']) await enterOn(sq);
    await solved(page, 'gallop', 3);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('in Korean the task controls and progress words are Korean (lesson prose stays English)', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR' });
    await openLesson(page, 'horse');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    assert.match(await page.locator('.banner').innerText(), /바탕으로/);
    await taps(page, 'b3', 'b5');
    await feedback(page).getByText('맞아요! 6곳 더 찾아보세요.').waitFor();
    assert.deepEqual(await page.locator('.controls button').allInnerTexts(), ['힌트', '다시', '다음']);
    await page.locator('button[data-step-dot="gallop"]').click();
    await page.locator('section.step[data-step="gallop"]').waitFor();
    // A tap on Han's general: whose piece it is, in Korean.
    await taps(page, 'e9');
    await feedback(page).getByText('한의 기물이에요. 지금은 초를 두고 있어요.').waitFor();
    await taps(page, 'b1', 'c3');
    await feedback(page).getByText('1곳 더 가야 해요.').waitFor();
    await screenshot(page, 'learn-horse-ko-phone', { fullPage: false });
    // Why a point cannot be reached, in Korean too.
    await page.locator('button[data-step-dot="hobbled"]').click();
    await page.locator('section.step[data-step="hobbled"]').waitFor();
    await taps(page, 'd7');
    await feedback(page).getByText('마의 멱이 e6에서 막혔어요.').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Chinese and Spanish browsers get the lesson in their language, and a step works', async () => {
    for (const [locale, lang] of [
      ['zh-TW', 'zh-Hant'],
      ['zh-CN', 'zh-Hans'],
      ['es-ES', 'es'],
    ]) {
      const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale });
      await openLesson(page, 'horse');
      assert.equal(new URL(page.url()).pathname, `/${lang}/learn/horse`, locale);
      assert.equal(await page.locator('html').getAttribute('lang'), lang, locale);
      await page.locator('button[data-step-dot="gallop"]').click();
      await page.locator('section.step[data-step="gallop"]').waitFor();
      await taps(page, 'b1', 'c3');
      assert.notEqual((await feedback(page).innerText()).trim(), '', `${locale}: feedback after a move`);
      await taps(page, 'c3', 'e4');
      await solved(page, 'gallop', 3);
      assert.equal(await page.locator('html').getAttribute('lang'), lang, locale);
      assert.deepEqual(errors, [], locale);
      await context.close();
    }
  });

  test('a lesson page fits a phone: board, feedback and controls on one screen', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await openLesson(page, 'cannon');
    await page.locator('.step-of').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settled(page);
    const viewport = page.viewportSize();
    const boardBox = await board(page).boundingBox();
    const controls = await page.locator('.controls').boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    assert.ok(boardBox && controls && nav && viewport);
    assert.ok(boardBox.width >= 340, `board is ${boardBox.width}px wide`);
    assert.ok(controls.y + controls.height <= nav.y + 1, 'controls sit above the tab bar');
    for (const action of ['hint', 'retry', 'next']) {
      const b = await page.locator(`button[data-action="${action}"]`).boundingBox();
      assert.ok(b && b.height >= 44 && b.width >= 44, `${action} button is ${b?.width}x${b?.height}`);
    }
    // A cannon cannot jump over a cannon: the reason shows on the board.
    await page.locator('button[data-step-dot="no-cannon-screen"]').click();
    await page.locator('section.step[data-step="no-cannon-screen"]').waitFor();
    await taps(page, 'e3', 'b3');
    await feedback(page).getByText('A cannon cannot jump over another cannon.').waitFor();
    await page.locator('.step-of').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'learn-cannon-phone', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
