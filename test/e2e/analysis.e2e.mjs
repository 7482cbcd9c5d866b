// /analysis: a position from the address, the engine's evaluation and three lines, moves and side
// lines on the board, back by key, a line's move played, bad FENs said in words; English and Korean, 360 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, until, waitForApp } from './helpers.mjs';

// Han to move, a middle game (a tactics puzzle's position): the chariot on h6 has moves up and down its file.
const FEN = '3akan2/9/1c7/5p3/1C2p2r1/9/P1P1P4/4K2N1/4N4/1B7 b - - 0 1';
const SMALL = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function openAnalysis(query, options = {}) {
  const { device = 'desktop', path = '/analysis', ...context } = options;
  const session = await openPage(browser, device, { ...NO_SW, ...context });
  await session.page.goto(`${path}?${query}`);
  await waitForApp(session.page);
  await session.page.waitForSelector('.analysis[data-ready="true"]');
  return session;
}

const point = (page, name) => page.locator(`[data-square="${name}"]`);

async function tap(page, from, to) {
  await point(page, from).click();
  await point(page, to).click();
}

/** Waits until the engine has shown three lines and an evaluation. */
async function threeLines(page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="lines"] li[data-line]').length === 3, null, {
    timeout: 30_000,
  });
  const cp = await page.getAttribute('[data-testid="eval"]', 'data-cp');
  assert.notEqual(cp, '', 'an evaluation is shown');
}

describe('analysis', () => {
  test('a FEN from the address gets an evaluation and three lines; moves, back, a side line and a line move', async () => {
    const { context, page, errors } = await openAnalysis(`fen=${encodeURIComponent(FEN)}`);
    assert.equal(await point(page, 'h6').getAttribute('data-piece'), 'r');
    await threeLines(page);
    assert.match(await page.textContent('[data-testid="depth"]'), /Depth \d+/);
    // Each line's moves are buttons in the reader's notation (coordinates by default).
    assert.match(await page.locator('[data-line="1"] .pv-move').first().textContent(), /^[a-i]\d+[a-i]\d+$/);

    await tap(page, 'h6', 'h3');
    await until(async () => (await point(page, 'h3').getAttribute('data-piece')) === 'r', { what: 'the chariot on h3' });
    await until(async () => new URL(page.url()).searchParams.get('moves') === 'h6h3', { what: 'the address to follow the move' });
    assert.equal(await page.locator('[data-testid="tree"] .move').count(), 1);

    // Back by the arrow key (the board does not have the focus).
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await until(async () => (await point(page, 'h6').getAttribute('data-piece')) === 'r', { what: 'the chariot back on h6' });
    assert.equal(new URL(page.url()).searchParams.get('ply'), '0');

    // Another move from the same position starts a side line; the main line stays.
    await tap(page, 'h6', 'h5');
    await page.waitForSelector('[data-testid="tree"] .move.side[data-level="1"]');
    assert.equal(await page.locator('[data-testid="tree"] .move').count(), 2);
    assert.equal(await page.getAttribute('[data-testid="tree"] .move.current', 'data-level'), '1');

    // Forward from the root follows the main line, not the side line.
    await page.click('[data-action="start"]');
    await page.click('[data-action="forward"]');
    assert.equal(await point(page, 'h3').getAttribute('data-piece'), 'r');

    // A line's first move is played on the board (from the start, where Han has many moves).
    await page.click('[data-action="start"]');
    await threeLines(page);
    const first = await page.getAttribute('[data-line="1"] .pv-move >> nth=0', 'data-uci');
    await page.click('[data-line="1"] .pv-move >> nth=0');
    const to = first.slice(2).replace(/^([a-i]\d+)([a-i]\d+)$/, '$2');
    await until(async () => (await point(page, to).getAttribute('data-piece')) !== null, { what: 'the line move on the board' });
    await until(async () => new URL(page.url()).searchParams.get('moves')?.endsWith(first), { what: 'the line move in the address' });
    await screenshot(page, 'analysis-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a link with a game line opens at its ply', async () => {
    const { context, page, errors } = await openAnalysis('moves=a4b4,a7b7,b4b5&ply=1');
    assert.equal(await point(page, 'b4').getAttribute('data-piece'), 'P');
    assert.equal(await point(page, 'a7').getAttribute('data-piece'), 'p');
    await page.click('[data-action="end"]');
    assert.equal(await point(page, 'b5').getAttribute('data-piece'), 'P');
    assert.equal(await page.locator('[data-testid="tree"] .move').count(), 3);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a malformed or impossible FEN gets a message and an editable field, and a fixed one is analysed', async () => {
    const { context, page, errors } = await openAnalysis('fen=not-a-fen', { device: 'phone' });
    const message = await page.textContent('[data-testid="fen-error"]');
    assert.match(message, /cannot be analysed/);
    assert.equal(await page.inputValue('#analysis-fen'), 'not-a-fen');
    // A soldier behind its starting rank cannot arise in a game.
    await page.fill('#analysis-fen', '4k4/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1');
    await page.click('[data-action="load-fen"]');
    await until(async () => /e2/.test((await page.textContent('[data-testid="fen-error"]')) ?? ''), { what: 'the soldier named' });
    await page.fill('#analysis-fen', FEN);
    await page.click('[data-action="load-fen"]');
    await page.waitForSelector('[data-testid="fen-error"]', { state: 'detached' });
    await threeLines(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('in Korean at 360 px: Korean words, lines, a bad FEN said in Korean, nothing wider than the screen', async () => {
    const { context, page, errors } = await openAnalysis(`fen=${encodeURIComponent(FEN)}`, {
      path: '/ko/analysis',
      locale: 'ko-KR',
      ...SMALL,
    });
    assert.equal(await page.textContent('h1'), '국면 분석');
    await threeLines(page);
    assert.match(await page.textContent('[data-testid="depth"]'), /깊이 \d+/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `the page is ${wide} px wide`);
    await screenshot(page, 'analysis-ko-360');
    await page.fill('#analysis-fen', '4k4/9/9/9/9/9/9/9/9/4K4 x - - 0 1');
    await page.click('[data-action="load-fen"]');
    await until(async () => /분석할 수 없어요/.test((await page.textContent('[data-testid="fen-error"]')) ?? ''), {
      what: 'the Korean message',
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a game on /play and a puzzle given up open in analysis with their moves', async () => {
    const { context, page, errors } = await openPage(browser, 'desktop', NO_SW);
    await page.goto('/play');
    await waitForApp(page);
    await page.waitForSelector('.play:not([data-phase="loading"])');
    await page.click('[data-action="quick-start"]');
    await tap(page, 'a4', 'b4');
    await until(async () => /moves=a4b4/.test((await page.getAttribute('[data-action="open-in-analysis"]', 'href')) ?? ''), {
      what: 'the link to carry the move',
    });
    await page.click('[data-action="open-in-analysis"]');
    await page.waitForSelector('.analysis[data-ready="true"]');
    assert.equal(await point(page, 'b4').getAttribute('data-piece'), 'P');
    assert.equal(await page.locator('[data-testid="tree"] .move').count(), 1);

    await page.goto('/puzzles/tc-0001');
    await waitForApp(page);
    await page.click('[data-action="solution"]');
    const link = page.locator('[data-action="open-in-analysis"]');
    await link.waitFor();
    const href = new URL(await link.getAttribute('href'), 'http://x');
    assert.equal(href.searchParams.get('moves'), 'b8b1,b2b1,c3c2');
    assert.equal(href.searchParams.get('ply'), '0');
    await link.click();
    await page.waitForSelector('.analysis[data-ready="true"]');
    assert.match(await page.textContent('.analysis .rules'), /Casual/);
    assert.equal(await point(page, 'b8').getAttribute('data-piece'), 'c');
    assert.equal(await page.locator('[data-testid="tree"] .move').count(), 3);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
