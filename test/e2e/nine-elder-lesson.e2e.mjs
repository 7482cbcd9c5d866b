// /learn/nine-elder: the first Nine Elder lesson, done by taps (a capture, then a drop from the hand;
// a promotion; the pawn-drop rule and a mate by a drop), stars kept, reachable from /learn and /play.
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

const PHONE_360 = { viewport: { width: 360, height: 740 } };
const point = (page, name) => page.locator(`[data-square="${name}"]`);
const feedback = (page) => page.getByTestId('step-feedback');

async function openLesson(session) {
  await session.page.goto('/learn/nine-elder');
  await waitForApp(session.page);
  await session.page.waitForSelector('[data-variant="nine-elder"][data-loaded]');
}
async function toStep(page, id) {
  await page.locator(`[data-step-dot="${id}"]`).click();
  await page.waitForSelector(`[data-step="${id}"]`);
}

describe('nine elder lesson', () => {
  test('in Korean, by taps: capture then drop, promotion, the pawn-drop rule and a mate; stars are kept', async () => {
    const session = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR', ...PHONE_360 });
    const { page, context, errors } = session;
    await openLesson(session);
    await page.getByText('아홉 장로: 기물과 드롭').first().waitFor();
    assert.equal(await page.locator('[data-step] [data-square]').count(), 81);

    // Capture the Gold with the Pawn, then drop it from the hand beside the Jade.
    await toStep(page, 'capture-drop');
    await point(page, 'e4').click();
    await point(page, 'e5').click();
    assert.equal(await point(page, 'e5').locator('[data-piece]').getAttribute('data-piece'), 'P');
    const gold = page.locator('[data-hand-piece="G"]');
    await gold.waitFor();
    assert.match(await feedback(page).innerText(), /손에 들어왔어요/);
    await gold.click();
    assert.equal(await gold.getAttribute('aria-pressed'), 'true');
    await screenshot(page, 'nine/lesson-drop-360-ko');
    await point(page, 'd2').click();
    await page.waitForSelector('[data-step="capture-drop"][data-done]');
    assert.equal(await point(page, 'd2').locator('[data-piece]').getAttribute('data-piece'), 'G');
    assert.equal(await page.locator('[data-hand-piece]').count(), 0);
    assert.match(await feedback(page).innerText(), /내 옥장을 지켜요/);
    assert.equal(await feedback(page).locator('[data-stars]').getAttribute('data-stars'), '3');

    // Promotion is asked; promoting does the task.
    await toStep(page, 'promote');
    await point(page, 'd6').click();
    await point(page, 'd7').click();
    await page.locator('[data-promote="yes"]').click();
    await page.waitForSelector('[data-step="promote"][data-done]');
    assert.equal(await point(page, 'd7').locator('[data-piece]').getAttribute('data-piece'), '+P');

    // A pawn dropped to mate is refused with the reason; the Gold mates.
    await toStep(page, 'mate');
    await page.locator('[data-hand-piece="P"]').click();
    await point(page, 'e8').click();
    assert.match(await feedback(page).innerText(), /보병을 놓아서 외통을 부를 수는 없어요/);
    assert.equal(await point(page, 'e8').locator('[data-piece]').count(), 0);
    await page.locator('[data-hand-piece="G"]').click();
    await point(page, 'e8').click();
    await page.waitForSelector('[data-step="mate"][data-done]');
    await screenshot(page, 'nine/lesson-mate-360-ko');

    // The stars are in the progress store: after a reload the dots show them, and /learn's card counts them.
    await page.waitForSelector('html:not([data-busy])');
    await page.reload();
    await page.waitForSelector('[data-variant="nine-elder"][data-loaded]');
    assert.match((await page.locator('[data-step-dot="capture-drop"]').getAttribute('aria-label')) ?? '', /3/);
    await page.goto('/learn');
    await waitForApp(page);
    const card = page.locator('[data-section="nine-elder"]');
    await card.getByText('아홉 장로').first().waitFor();
    await page.getByTestId('nine-elder-stars').waitFor();
    assert.match(await page.getByTestId('nine-elder-stars').innerText(), /^9\/36$/);
    await screenshot(page, 'nine/learn-card-360-ko');
    await card.locator('[data-action="nine-elder-lesson"]').click();
    await page.waitForURL(/\/learn\/nine-elder$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('by keyboard in English; reachable from /play?variant=nine-elder', async () => {
    const session = await openPage(browser, 'desktop', NO_SW);
    const { page, context, errors } = session;
    await page.goto('/play?variant=nine-elder');
    await waitForApp(page);
    await page.locator('[data-action="ne-lesson"]').click();
    await page.waitForSelector('[data-variant="nine-elder"][data-loaded]');
    // The Jade on e2: Enter selects, arrows move the focus, Enter moves.
    assert.equal(await page.getByRole('gridcell', { name: 'e2, Jade of the first player' }).count(), 1);
    await point(page, 'e2').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await point(page, 'f3').locator('[data-piece]').getAttribute('data-piece'), 'K');
    assert.match(await feedback(page).innerText(), /Keep going: 1 still to reach/);
    await point(page, 'f3').click();
    await point(page, 'g4').click();
    await page.waitForSelector('[data-step="jade"][data-done]');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('at 360 px and 1280 px, in English and Korean: no sideways scroll, a drop, the /learn card', async () => {
    for (const [device, size] of [
      ['phone', PHONE_360],
      ['desktop', { viewport: { width: 1280, height: 800 } }],
    ])
      for (const locale of ['en-US', 'ko-KR']) {
        const session = await openPage(browser, device, { ...NO_SW, locale, ...size });
        const { page, context, errors } = session;
        await openLesson(session);
        const tag = `${size.viewport.width}-${locale.slice(0, 2)}`;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scroll at ${tag} (${overflow})`);
        await screenshot(page, `nine/lesson-first-${tag}`);
        await toStep(page, 'capture-drop');
        await point(page, 'e4').click();
        await point(page, 'e5').click();
        await page.locator('[data-hand-piece="G"]').click();
        await screenshot(page, `nine/lesson-drop-${tag}`);
        await page.goto('/learn');
        await waitForApp(page);
        await page.locator('[data-section="nine-elder"]').scrollIntoViewIfNeeded();
        await screenshot(page, `nine/learn-${tag}`, { fullPage: false });
        assert.deepEqual(errors, []);
        await context.close();
      }
  });
});
