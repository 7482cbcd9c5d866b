// "Open this position": from the editor, the analysis board, a game, its review, a puzzle and a lesson
// step to the other pages, with the position (and the reader's language) in the address; a malformed
// or impossible position in an address gets a message where it is seen, and no game.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  NARROW,
  NO_SW,
  openPage,
  playPuzzleLine,
  playTwoMoves,
  point,
  screenshot,
  tapMove,
  until,
  useBrowser,
  waitForApp,
} from './helpers.mjs';
import { MATE_IN_2 } from './positions.mjs';

// Cho to move, a chariot and a guard against a bare general: legal, and the editor's verdict is quick.
const QUIET = '3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1';

const browser = useBrowser();

const links = (page) => page.locator('.open-in[data-open-in="ready"] a[data-open]');
/** The links offered, as target → address. */
async function offered(page) {
  await page.waitForSelector('.open-in[data-open-in="ready"] a[data-open]');
  const out = {};
  for (const a of await links(page).all()) out[await a.getAttribute('data-open')] = new URL(await a.getAttribute('href'), 'http://x');
  return out;
}

/** The whole of `locator` is in the first screen, above the phone's tab bar (the app's bottom navigation). */
async function assertAboveTabBar(page, locator) {
  const box = await locator.boundingBox();
  const barTop = await page.evaluate(() => document.querySelector('nav.nav')?.getBoundingClientRect().top ?? innerHeight);
  assert.ok(
    box && box.y >= 0 && box.y + box.height <= barTop,
    `the message from ${box?.y} to ${box && box.y + box.height} px, the tab bar at ${barTop} px`,
  );
}

describe('open in', () => {
  test('a position goes from the editor to the analysis board, to a game against the computer, and back, at 360 px', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW });
    await page.goto(`/editor?fen=${encodeURIComponent(QUIET)}&rules=modern`);
    await waitForApp(page);
    let to = await offered(page);
    // The page the reader is on is not offered.
    assert.deepEqual(Object.keys(to), ['analysis', 'play']);
    assert.equal(to.analysis.pathname, '/analysis');
    assert.equal(to.analysis.searchParams.get('fen'), QUIET);
    assert.equal(to.analysis.searchParams.get('rules'), 'modern');
    assert.equal(to.play.searchParams.get('side'), 'w');
    // Each link is a touch target, and the page is no wider than the screen.
    for (const h of await links(page).evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height))) assert.ok(h >= 44, `${h} px`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await screenshot(page, 'open-in/editor-360');

    await page.click('[data-action="open-in-analysis"]');
    await page.waitForSelector('.analysis[data-ready="true"]');
    assert.equal(await page.inputValue('#analysis-fen'), QUIET);
    assert.match(await page.textContent('.analysis .rules'), /Modern/);
    to = await offered(page);
    assert.deepEqual(Object.keys(to), ['editor', 'play']);

    await page.click('[data-action="play-it-out"]');
    await page.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await page.inputValue('#play-fen'), QUIET);
    assert.equal(await point(page, 'a1').getAttribute('data-piece'), 'R');
    to = await offered(page);
    assert.deepEqual(Object.keys(to), ['editor', 'analysis']);
    // The game's moves go with it to the analysis board.
    await tapMove(page, 'a1', 'a2');
    await until(async () => /moves=a1a2/.test((await page.getAttribute('[data-action="open-in-analysis"]', 'href')) ?? ''), {
      what: 'the analysis link to carry the move',
    });

    await page.click('[data-action="open-in-editor"]');
    await page.waitForSelector('[data-verdict]');
    const fen = await page.inputValue('#editor-fen');
    // The chariot's move is on the board (the computer may have answered it already).
    assert.match(fen, /\/R3A4\/4K4 [wb] /);
    assert.equal(await page.inputValue('[data-rules]'), 'modern');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('in Korean the addresses keep the language', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', { ...NO_SW, locale: 'ko-KR' });
    await page.goto(`/ko/analysis?fen=${encodeURIComponent(QUIET)}`);
    await waitForApp(page);
    await page.waitForSelector('.analysis[data-ready="true"]');
    const to = await offered(page);
    assert.equal(to.editor.pathname, '/ko/editor');
    assert.equal(to.play.pathname, '/ko/play');
    assert.equal(await page.textContent('[data-action="open-in-editor"]'), '배치 편집기에서 열기');
    await screenshot(page, 'open-in/analysis-ko');
    await page.click('[data-action="open-in-editor"]');
    await page.waitForSelector('[data-verdict]');
    assert.equal(new URL(page.url()).pathname, '/ko/editor');
    assert.equal(await page.inputValue('#editor-fen'), QUIET);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a malformed or impossible position in an address is said where it is seen, and nothing is played', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW });
    const cases = [
      ['not a position', /10 ranks|rank/i],
      // Han's general outside its palace.
      ['k8/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1', /palace/],
      // Han is in check with Cho to move.
      ['4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1', /check/],
      // A Cho soldier behind its start rank: the engine could play on, but no game gets there.
      ['3k5/9/9/9/9/9/9/P8/4A4/R3K4 w - - 0 1', /soldier/],
    ];
    for (const [fen, reason] of cases) {
      await page.goto(`/play?fen=${encodeURIComponent(fen)}&vs=computer&side=w`);
      await waitForApp(page);
      const alert = page.locator('[data-testid="link-error"]');
      await alert.waitFor();
      assert.match(await alert.textContent(), reason);
      // In sight on a phone without scrolling, all of it above the tab bar.
      await assertAboveTabBar(page, alert);
      assert.notEqual(await page.getAttribute('.play', 'data-phase'), 'playing');

      await page.goto(`/analysis?fen=${encodeURIComponent(fen)}`);
      await waitForApp(page);
      await page.waitForSelector('[data-testid="fen-error"]');
      assert.match(await page.textContent('[data-testid="fen-error"]'), reason);
      assert.equal(await page.locator('.open-in').count(), 0);
    }
    await screenshot(page, 'open-in/analysis-bad-360');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a refused position's reason is read whole on a phone in the longest language", async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW, locale: 'es-ES' });
    await page.goto(`/play?fen=${encodeURIComponent('3k5/9/9/9/9/9/9/P8/4A4/R3K4 w - - 0 1')}&vs=computer&side=w`);
    await waitForApp(page);
    const alert = page.locator('[data-testid="link-error"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /soldado de Cho en a3/i);
    await assertAboveTabBar(page, alert);
    await screenshot(page, 'open-in/play-bad-es-360');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a custom puzzle says whose it is, and once solved opens in the three pages', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', NO_SW);
    await page.goto(`/editor?fen=${encodeURIComponent(MATE_IN_2)}`);
    await waitForApp(page);
    await page.waitForSelector('[data-verdict="mate-in-2"]', { timeout: 30_000 });
    await page.click('[data-action="make-puzzle"]');
    const href = await page.locator('a[data-puzzle-link]').getAttribute('href');

    // Made on this device: the learner's own.
    await page.goto(href);
    await waitForApp(page);
    await page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]');
    assert.equal(await page.textContent('[data-testid="puzzle-origin"]'), 'Your position');
    assert.doesNotMatch(await page.textContent('[data-testid="puzzle-player"] .meta'), /Rating/);
    await context.close();

    // Opened elsewhere (a student's device): shared, solved, then opened elsewhere.
    const other = await openPage(browser(), 'phone', NO_SW);
    await other.page.goto(href);
    await waitForApp(other.page);
    await other.page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]');
    assert.equal(await other.page.textContent('[data-testid="puzzle-origin"]'), 'A position shared with you');
    assert.equal(await other.page.locator('.open-in').count(), 0, 'no answer given away before the end');
    assert.equal(await other.page.locator('a.edit[href^="/editor"]').count(), 1);
    await playPuzzleLine(other.page, ['c3c2', 'd2d3', 'f3d1']);
    const to = await offered(other.page);
    assert.deepEqual(Object.keys(to), ['editor', 'analysis', 'play']);
    // One way to the editor: the page's own link before the end gives way to these.
    assert.equal(await other.page.locator('a[href^="/editor"]').count(), 1);
    assert.equal(to.editor.searchParams.get('fen'), MATE_IN_2);
    assert.equal(to.analysis.searchParams.get('moves'), 'c3c2,d2d3,f3d1');
    assert.equal(to.analysis.searchParams.get('ply'), '0');
    // The learner plays Han, the side to move.
    assert.equal(to.play.searchParams.get('side'), 'b');
    assert.deepEqual([...errors, ...other.errors], []);
    await other.context.close();
  });

  test("a game's review opens the position at the chosen ply; a lesson step opens its own", { timeout: 180_000 }, async () => {
    const { context, page, errors } = await openPage(browser(), 'desktop', NO_SW);
    await playTwoMoves(page);
    await page.goto('/games');
    await waitForApp(page);
    await page
      .locator('[data-testid="games-list"] > li [data-action="continue"], [data-testid="games-list"] > li [data-action="review"]')
      .first()
      .waitFor();
    const id = await page.locator('[data-testid="games-list"] > li').first().getAttribute('data-game');
    await page.goto(`/games/review?id=${encodeURIComponent(id)}`);
    await waitForApp(page);
    await page.waitForSelector('[data-testid="review"]', { timeout: 120_000 });
    // The second ply chosen: the board shows the position it was played in (after a4b4).
    await page.click('[data-testid="review"] [data-ply="2"]');
    await until(async () => (await offered(page)).analysis.searchParams.get('ply') === '1', { what: 'the link to follow the ply' });
    const to = await offered(page);
    assert.equal(to.analysis.searchParams.get('moves'), 'a4b4,a7b7');
    const fen = to.editor.searchParams.get('fen');
    assert.match(fen, / b /);
    assert.equal(to.play.searchParams.get('fen'), fen);
    assert.equal(to.play.searchParams.get('side'), 'b');

    await page.goto('/learn/bikjang');
    await waitForApp(page);
    const step = await offered(page);
    assert.deepEqual(Object.keys(step), ['editor', 'analysis', 'play']);
    assert.ok(step.editor.searchParams.get('fen'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
