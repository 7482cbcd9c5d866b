// /editor: composing a position by taps at 360 px, its legality reasons, the engine's verdict, FEN in and out, both languages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NARROW, NO_SW, openPage, playPuzzleLine, screenshot, useBrowser, waitForApp } from './helpers.mjs';
import { MATE_IN_2, MATE_IN_2_PIECES } from './positions.mjs';

const browser = useBrowser();

async function openEditor(path = '/editor', contextOptions = {}) {
  const session = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW, ...contextOptions });
  await session.page.goto(path);
  await waitForApp(session.page);
  await session.page.waitForSelector('[data-verdict]');
  return session;
}

const point = (page, name) => page.locator(`[data-square="${name}"]`);
const verdict = (page) => page.locator('[data-verdict]').getAttribute('data-verdict');

async function waitVerdict(page, value, timeout = 30_000) {
  await page.waitForSelector(`[data-verdict="${value}"]`, { timeout });
}

describe('editor', () => {
  test('a mate in 2 composed by taps at 360 px gets its verdict', async () => {
    const { context, page, errors } = await openEditor();
    // The start position is legal and quiet.
    await waitVerdict(page, 'no-mate');
    await page.click('[data-action="clear"]');
    await waitVerdict(page, 'illegal');
    for (const [tool, square] of MATE_IN_2_PIECES) {
      await page.click(`[data-piece-tool="${tool}"]`);
      await point(page, square).click();
    }
    await page.click('[data-turn="han"]');
    assert.equal(await page.inputValue('#editor-fen'), MATE_IN_2);
    await waitVerdict(page, 'mate-in-2');
    assert.match(await page.locator('[data-verdict] [data-mate-moves]').textContent(), /\S/);
    // The address carries the position.
    assert.equal(new URL(page.url()).searchParams.get('fen'), MATE_IN_2);
    // Every tray button and tool is at least 44 px tall; nothing is wider than the screen.
    for (const box of await page
      .locator('[data-piece-tool], [data-tool], [data-action]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      assert.ok(box >= 44, `target ${box} px tall`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await screenshot(page, 'editor/mate-in-2-360');

    // Make it a puzzle; its link opens it in a fresh browser context (no shared storage), where it is solved.
    await page.click('[data-action="make-puzzle"]');
    const href = await page.locator('a[data-puzzle-link]').getAttribute('href');
    assert.match(href, /^\/puzzles\/custom\?p=1/);
    const line = new URL(href, 'http://x').searchParams.get('p').split(';')[4].split(',');
    assert.equal(line.length, 3);
    assert.deepEqual(errors, []);
    await context.close();

    const other = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW });
    await other.page.goto(href);
    await waitForApp(other.page);
    await other.page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]');
    await playPuzzleLine(other.page, line);
    assert.deepEqual(other.errors, []);
    await other.context.close();
  });

  test('a damaged puzzle link says so and shows no puzzle', async () => {
    const { context, page } = await openEditor('/editor');
    await page.goto(`/puzzles/custom?p=${encodeURIComponent('1;4k4/9;b;janggi;c3c2')}`);
    await page.waitForSelector('[data-custom-puzzle="error"] [data-link-error]');
    assert.equal(await page.locator('[data-testid="puzzle-player"]').count(), 0);
    await page.goto(`/puzzles/custom?p=${encodeURIComponent('1;4k4/9/4a4/9/9/9/9/2p1Ar3/3K5/9;b;janggi;f3f4,e3e2,f4f1')}`);
    await page.waitForSelector('[data-custom-puzzle="error"] [data-link-error]');
    assert.match(await page.locator('[data-link-error]').textContent(), /no longer/);
    await context.close();
  });

  test('moves a piece by taps, erases one, and says why a position is impossible', async () => {
    const { context, page } = await openEditor(`/editor?fen=${encodeURIComponent(MATE_IN_2)}`);
    await waitVerdict(page, 'mate-in-2');
    // Move tool: tap the Cho general, then a point outside the palace.
    await point(page, 'd2').click();
    await point(page, 'd5').click();
    assert.equal(await point(page, 'd5').getAttribute('data-piece'), 'K');
    assert.equal(await point(page, 'd2').getAttribute('data-piece'), null);
    await waitVerdict(page, 'illegal');
    const reasons = await page.locator('[data-illegal] li').allTextContents();
    assert.ok(
      reasons.some((r) => r.includes('d5') && /palace/.test(r)),
      reasons.join(' | '),
    );
    assert.equal(await page.locator('[data-illegal] li[data-code="outside-palace"]').count(), 1);
    // Eraser: the general is gone; the reason changes.
    await page.click('[data-tool="erase"]');
    await point(page, 'd5').click();
    await page.waitForSelector('[data-illegal] li[data-code="no-general"]');
    assert.equal(await verdict(page), 'illegal');
    await context.close();
  });

  test('a malformed FEN gets a message and changes nothing', async () => {
    const { context, page } = await openEditor(`/editor?fen=${encodeURIComponent(MATE_IN_2)}`);
    await page.fill('#editor-fen', '4k4/9/zz');
    await page.click('[data-action="load-fen"]');
    await page.waitForSelector('[data-fen-error]');
    assert.match(await page.locator('[data-fen-error]').textContent(), /10 ranks/);
    assert.equal(await point(page, 'f3').getAttribute('data-piece'), 'r');
    await context.close();
  });

  test('in Korean: the reasons and the verdict', async () => {
    const { context, page } = await openEditor(`/ko/editor?fen=${encodeURIComponent('9/9/9/9/9/9/9/9/9/4K4 w - - 0 1')}`, {
      locale: 'ko-KR',
    });
    await waitVerdict(page, 'illegal');
    assert.match(await page.locator('[data-illegal] li').first().textContent(), /장이 판에 없어요/);
    assert.equal(await page.locator('h1').textContent(), '국면 배치하기');
    await screenshot(page, 'editor/illegal-ko-360');
    await page.goto(`/ko/editor?fen=${encodeURIComponent(MATE_IN_2)}`);
    await waitVerdict(page, 'mate-in-2');
    assert.match(await page.locator('[data-verdict] .result').textContent(), /2수/);
    await context.close();
  });
});
