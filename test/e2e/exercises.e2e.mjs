// /exercises: the three tracks, one exercise of each track solved by taps, a punished mistake with a
// retry, a choice task, progress shown on the list, and screenshots at phone and desktop sizes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, waitForApp } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const point = (page, name) => page.locator(`[data-testid="exercise-board"] [data-square="${name}"]`);
const status = (page) => page.locator('article.exercise').getAttribute('data-status');
const feedback = (page) => page.getByTestId('exercise-feedback').innerText();

async function open(device, path) {
  const session = await openPage(browser, device, NO_SW);
  await session.page.goto(path);
  await waitForApp(session.page);
  return session;
}

async function tap(page, from, to) {
  await point(page, from).click();
  await point(page, to).click();
}

/** Waits until the exercise is no longer showing the opponent's reply. */
async function settled(page, expected) {
  await page.waitForSelector(`article.exercise[data-status="${expected}"]`, { timeout: 10_000 });
}

describe('exercises', () => {
  test('the list shows the three tracks with at least 12 exercises each', async () => {
    const { page, context, errors } = await open('desktop', '/exercises');
    await page.waitForSelector('.exercises[data-loaded]');
    for (const track of ['soldiers', 'elephants', 'tactics']) {
      const items = page.locator(`[data-track="${track}"] li[data-exercise]`);
      assert.ok((await items.count()) >= 12, track);
    }
    await screenshot(page, 'exercises-list-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('soldiers: make a pair by taps, see the explanation, and the list marks it solved', async () => {
    const { page, context, errors } = await open('phone', '/exercises/soldiers/pair-up');
    assert.equal(await status(page), 'playing');
    await screenshot(page, 'exercise-soldiers-phone');
    await tap(page, 'c4', 'd4');
    await settled(page, 'solved');
    // Han defends with the search instead of passing: its reply is named first and shown on the board.
    const said = await feedback(page);
    assert.match(said, /Han's guard goes to d9.*A pair!/s);
    assert.doesNotMatch(said, /passes/);
    assert.equal(await page.locator('[data-testid="exercise-board"] [data-square="d4"]').getAttribute('data-piece'), 'P');
    assert.equal(await point(page, 'd9').getAttribute('data-piece'), 'a');
    assert.equal(await point(page, 'd10').getAttribute('data-piece'), null);
    await page.getByTestId('exercise-explanation').waitFor();
    assert.equal(await page.getByTestId('exercise-explanation').locator('[data-square]').count(), 90);
    await screenshot(page, 'exercise-soldiers-solved-phone');
    await page.click('[data-action="next"]');
    await page.waitForURL(/\/exercises\/soldiers\/cover-from-behind$/);
    await page.goto('/exercises');
    await waitForApp(page);
    await page.waitForSelector('[data-track="soldiers"] li[data-exercise="pair-up"][data-state="solved"]');
    assert.match(await page.locator('[data-track="soldiers"] [data-testid="track-count"]').innerText(), /^1 of \d+ solved$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('elephants: a careless route is punished on the board, then solved after a retry', async () => {
    const { page, context, errors } = await open('desktop', '/exercises/elephants/safe-route');
    // Via e4 the horse takes the elephant.
    await tap(page, 'c1', 'e4');
    await settled(page, 'failed');
    assert.equal(await page.locator('[data-testid="exercise-board"] [data-square="e4"]').getAttribute('data-piece'), 'n');
    assert.match(await feedback(page), /Your elephant was captured: you are 3 points down\./);
    await screenshot(page, 'exercise-elephants-failed-desktop');
    await page.click('[data-action="retry"]');
    assert.equal(await status(page), 'playing');
    await tap(page, 'c1', 'a4');
    await settled(page, 'playing');
    await tap(page, 'a4', 'c7');
    await settled(page, 'solved');
    assert.match(await feedback(page), /safe one/);
    await page.getByTestId('exercise-explanation').waitFor();
    await screenshot(page, 'exercise-elephants-solved-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('elephants: the whole plan against a searching defence, on a phone', async () => {
    const { page, context, errors } = await open('phone', '/exercises/elephants/whole-plan');
    await tap(page, 'a4', 'b4');
    await settled(page, 'playing');
    await tap(page, 'b1', 'd4');
    await settled(page, 'solved');
    assert.equal(await page.locator('[data-testid="exercise-board"] [data-square="d4"]').getAttribute('data-piece'), 'B');
    assert.match(await page.locator('.rules').innerText(), /Tournament rules/);
    await screenshot(page, 'exercise-elephants-phone');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('tactics: the horse fork wins the cannon against the defence', async () => {
    const { page, context, errors } = await open('desktop', '/exercises/tactics/horse-fork');
    await tap(page, 'f4', 'e6');
    await settled(page, 'playing');
    await tap(page, 'e6', 'g5');
    await settled(page, 'solved');
    assert.match(await feedback(page), /fork/i);
    await screenshot(page, 'exercise-tactics-solved-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('in Korean the opponent is named in Korean, and a phone links down to the explanation', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR' });
    await page.goto('/exercises/elephants/safe-route');
    await waitForApp(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    await tap(page, 'c1', 'e4');
    await settled(page, 'failed');
    const text = await feedback(page);
    // The reply is said as a reader says a move: the piece, the point and what it takes.
    assert.match(text, /한의 마가 e4의 상을 잡아요\./);
    assert.doesNotMatch(text, /\b(Han|Cho)\b/);
    assert.equal(await page.locator('[data-action="retry"]').innerText(), '다시');
    await page.click('[data-action="retry"]');
    await tap(page, 'c1', 'a4');
    await settled(page, 'playing');
    await tap(page, 'a4', 'c7');
    await settled(page, 'solved');
    // The explanation starts below the sticky controls; the success message points to it.
    const link = page.getByTestId('exercise-feedback').locator('a[href="#why"]');
    const box = await link.boundingBox();
    assert.ok(box && box.height >= 44, `the link is ${box?.height}px tall`);
    await link.click();
    await page.waitForFunction(() => {
      const h = document.getElementById('why')?.getBoundingClientRect();
      const header = document.querySelector('header.header')?.getBoundingClientRect();
      return h && header && h.top >= header.bottom && h.bottom <= window.innerHeight;
    });
    await screenshot(page, 'exercise-explanation-ko-phone', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a choice task: a wrong pick says why, a retry, then the right pick', async () => {
    const { page, context, errors } = await open('phone', '/exercises/elephants/choose-setup');
    await page.locator('[data-option="1"] [data-action="choose"]').click();
    await settled(page, 'failed');
    assert.match(await feedback(page), /blocked by the cannon on b3/);
    await page.click('[data-action="retry"]');
    await page.locator('[data-option="4"] [data-action="choose"]').click();
    await settled(page, 'solved');
    await screenshot(page, 'exercise-choice-phone');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
