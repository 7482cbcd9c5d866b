// /play?variant=nine-elder: the 9x9 board, a capture, a drop from the hand, the promotion question.
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

async function openNine(device = 'desktop', contextOptions) {
  const session = await openPage(browser, device, { ...NO_SW, ...contextOptions });
  await session.page.goto('/play?variant=nine-elder');
  await waitForApp(session.page);
  await session.page.waitForSelector('[data-variant="nine-elder"]');
  return session;
}
const point = (page, name) => page.locator(`[data-square="${name}"]`);
const pieceAt = (page, name) =>
  point(page, name)
    .locator('[data-piece]')
    .getAttribute('data-piece', { timeout: 2000 })
    .catch(() => null);

describe('nine elder', () => {
  test('81 points, 32 pieces; a capture fills the hand, a tapped hand piece drops; promotion is asked', async () => {
    const { page, context, errors } = await openNine('phone');
    assert.equal(await page.locator('[data-square]').count(), 81);
    assert.equal(await page.locator('[data-piece]').count(), 32);
    assert.equal(await page.getByRole('gridcell', { name: 'h2, Jade of the first player' }).count(), 1);
    // The Cannon hops its own pawn and takes c6.
    await point(page, 'c2').click();
    await point(page, 'c6').click();
    assert.equal(await pieceAt(page, 'c6'), 'N');
    assert.equal(await page.locator('[data-hand-piece="P"]').count(), 1);
    await point(page, 'e7').click();
    await point(page, 'e6').click();
    assert.equal(await pieceAt(page, 'e6'), 'p');
    // Drop the captured pawn on d5 (not on the c-file: c3 holds a pawn).
    await page.locator('[data-hand-piece="P"]').click();
    assert.equal(await point(page, 'c5').locator('.dot').count(), 0);
    await point(page, 'd5').click();
    assert.equal(await pieceAt(page, 'd5'), 'P');
    assert.equal(await page.locator('[data-hand-piece="P"]').count(), 0);
    await screenshot(page, 'nine/phone-after-drop-en');
    // An empty point does nothing; the second player's silver steps forward.
    await point(page, 'a7').click();
    // By keyboard: arrows move the focus between points, Enter selects and moves.
    await point(page, 'b7').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'b6');
    await page.keyboard.press('Enter');
    assert.equal(await pieceAt(page, 'b6'), 's');
    // The Van hops the dropped pawn and takes the Cassia on d8, in the camp: promotion is asked, not forced.
    await point(page, 'd2').click();
    await point(page, 'd8').click();
    // Promote, keep, or cancel; the Van already stands on d8 while the question is open.
    assert.equal(await page.locator('[data-promote]').count(), 3);
    assert.equal(await pieceAt(page, 'd8'), 'V');
    assert.equal(await pieceAt(page, 'd2'), null);
    await page.locator('[data-promote="yes"]').click();
    assert.equal(await pieceAt(page, 'd8'), '+V');
    assert.equal(await page.locator('[data-hand-piece="C"]').count(), 1);
    // Undo takes the promotion back: the Van on d2, the Cassia on d8, nothing in hand from it.
    await page.locator('[data-action="ne-undo"]').click();
    assert.equal(await pieceAt(page, 'd2'), 'V');
    assert.equal(await pieceAt(page, 'd8'), 'c');
    assert.equal(await page.locator('[data-hand-piece="C"]').count(), 0);
    // Edge labels: files a..i under the board.
    assert.equal((await page.locator('.files').innerText()).replace(/\s+/g, ''), 'abcdefghi');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('looks right at 360 px and 1280 px, in English and Korean', async () => {
    for (const [device, viewport] of [
      ['phone', { width: 360, height: 780 }],
      ['desktop', { width: 1280, height: 800 }],
    ])
      for (const locale of ['en-US', 'ko-KR']) {
        const { page, context, errors } = await openNine(device, { locale, viewport });
        if (locale === 'ko-KR') await page.getByText('아홉 장로').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scroll at ${viewport.width} px (${overflow})`);
        await screenshot(page, `nine/${viewport.width}-${locale.slice(0, 2)}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
  });
});
