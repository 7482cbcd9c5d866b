// /play: the board and a two-player game (taps, keyboard, mate, pass, bikjang, reload, FEN).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dumpProgress, launch, NO_SW, openPage, screenshot, settled, until, waitForApp } from './helpers.mjs';

/** E2E_SCREENSHOTS=1: the screenshot helper writes pictures (docs/development.md). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
const MATE_IN_1 = '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1'; // b1b10#
// A Cho horse stands between the generals; moving it away makes bikjang.
const BIKJANG = '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function openPlay(device = 'desktop', contextOptions) {
  const session = await openPage(browser, device, { ...NO_SW, ...contextOptions });
  await session.page.goto('/play');
  await waitForApp(session.page);
  await session.page.waitForSelector('.play:not([data-phase="loading"])');
  return session;
}

const point = (page, name) => page.locator(`[data-square="${name}"]`);
const pieceAt = (page, name) => point(page, name).getAttribute('data-piece');

async function quickStart(page) {
  await page.click('[data-action="quick-start"]');
  await page.waitForSelector('.play[data-phase="playing"]');
}

async function tap(page, from, to) {
  await point(page, from).click();
  await point(page, to).click();
}

async function loadFen(page, fen) {
  await page.fill('#play-fen', fen);
  // The field loads the engine's judgement of a typed position when it is focused: Load then answers at once.
  await page.waitForLoadState('networkidle');
  await page.click('[data-action="load-fen"]');
}

/** The games kept in IndexedDB, as stored. */
async function storedGames(page) {
  const { data } = await dumpProgress(page);
  return (data.games ?? []).map(([, g]) => g);
}

/** The open confirmation dialog of that name. */
const dialog = (page, name) => page.locator(`dialog[data-dialog="${name}"][open]`);

async function moveTexts(page) {
  return page.locator('[data-testid="move-list"] .ply[data-ply]').allTextContents();
}

describe('play', () => {
  test('shows 90 points and 32 pieces, before and after starting', async () => {
    const { page, context, errors } = await openPlay();
    assert.equal(await page.locator('[data-square]').count(), 90);
    assert.equal(await page.locator('[data-piece]').count(), 32);
    await quickStart(page);
    assert.equal(await page.locator('[data-square]').count(), 90);
    assert.equal(await page.locator('[data-piece]').count(), 32);
    assert.equal(await page.getByRole('button', { name: 'e2, Cho general' }).count(), 1);
    assert.equal(await page.getByTestId('turn').innerText(), 'Cho to move');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a short game by taps, with undo and a reload in the middle', async () => {
    const { page, context, errors } = await openPlay('phone');
    await quickStart(page);
    await tap(page, 'b1', 'c3');
    assert.equal(await pieceAt(page, 'c3'), 'N');
    assert.equal(await pieceAt(page, 'b1'), null);
    assert.equal(await page.getByTestId('turn').innerText(), 'Han to move');
    // An illegal target does nothing.
    await tap(page, 'h10', 'h5');
    assert.equal(await pieceAt(page, 'h10'), 'n');
    await tap(page, 'h10', 'g8');
    await tap(page, 'a4', 'b4');
    assert.deepEqual(await moveTexts(page), ['b1c3', 'h10g8', 'a4b4']);
    await page.getByTestId('board-announcer').filter({ hasText: 'Cho soldier a4 to b4' }).waitFor();

    // The game survives a reload (once it is stored).
    await until(async () => (await storedGames(page)).some((g) => g.moves.length === 3), { what: 'the game to be saved' });
    await page.reload();
    await waitForApp(page);
    await page.waitForSelector('.play[data-phase="playing"]');
    assert.deepEqual(await moveTexts(page), ['b1c3', 'h10g8', 'a4b4']);
    assert.equal(await pieceAt(page, 'b4'), 'P');

    await page.click('[data-action="undo"]');
    assert.equal(await pieceAt(page, 'a4'), 'P');
    assert.deepEqual(await moveTexts(page), ['b1c3', 'h10g8']);

    // Notations.
    await page.click('[data-notation="korean"]');
    assert.deepEqual(await moveTexts(page), ['02마83', '18마37']);
    await page.click('[data-notation="site"]');
    assert.deepEqual(await moveTexts(page), ['H02-83', 'H18-37']);
    await page.click('[data-notation="uci"]');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('drags a piece with the mouse', async () => {
    const { page, context } = await openPlay();
    await quickStart(page);
    const from = await point(page, 'b1').boundingBox();
    const to = await point(page, 'c3').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width, from.y, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await page.mouse.up();
    assert.equal(await pieceAt(page, 'c3'), 'N');
    assert.deepEqual(await moveTexts(page), ['b1c3']);
    await context.close();
  });

  test('drags a piece by touch without scrolling the page', async () => {
    const { page, context } = await openPlay('phone');
    await quickStart(page);
    const from = await point(page, 'h1').boundingBox();
    const to = await point(page, 'g3').boundingBox();
    const cdp = await context.newCDPSession(page);
    const at = (box) => [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    for (let i = 1; i <= 6; i++) {
      const f = i / 6;
      const x = from.x + from.width / 2 + (to.x - from.x) * f;
      const y = from.y + from.height / 2 + (to.y - from.y) * f;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => document.querySelector('[data-square="g3"]')?.getAttribute('data-piece') === 'N');
    assert.equal(await pieceAt(page, 'h1'), null);
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore);
    assert.deepEqual(await moveTexts(page), ['h1g3']);
    await context.close();
  });

  test('a game by keyboard', async () => {
    const { page, context, errors } = await openPlay();
    // Starting from the keyboard puts the focus on the board (the start button goes away).
    await page.focus('[data-action="quick-start"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.play[data-phase="playing"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-square') === 'e2');
    // Cho: b1 -> c3
    for (const key of ['ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter'])
      await page.keyboard.press(key);
    assert.equal(await pieceAt(page, 'c3'), 'N');
    // Han: b10 -> c8 (focus stays on c3)
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'Space'])
      await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')), 'true');
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    assert.equal(await pieceAt(page, 'c8'), 'n');
    assert.deepEqual(await moveTexts(page), ['b1c3', 'b10c8']);
    // New game: the focus goes to the setup's first button, and back to the board from there.
    await page.focus('[data-action="new"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'quick-start');
    await page.focus('[data-action="back"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-square'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('in Korean a bad FEN is explained in Korean', async () => {
    const { page, context, errors } = await openPlay('phone', { locale: 'ko-KR' });
    await page.locator('html[lang="ko"]').waitFor();
    await loadFen(page, '4k4/R8/9 w - - 0 1');
    const text = await page.getByTestId('fen-message').innerText();
    assert.match(text, /줄이 10개/);
    assert.doesNotMatch(text, /[A-Za-z]{4,}/);
    // A soldier behind its start rank: no game reaches it, said with the side, the piece and the point.
    await loadFen(page, '9/5k3/9/9/9/9/3P5/2PRA4/9/4K4 w - - 0 1');
    await page.getByTestId('fen-message').filter({ hasText: '초의 졸이 c3에 있어요' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('recognises checkmate after loading a FEN', async () => {
    const { page, context, errors } = await openPlay();
    await quickStart(page);
    // A bad FEN keeps the game and says why.
    await tap(page, 'b1', 'c3');
    await loadFen(page, '4k4/R8/9 w - - 0 1');
    await page.getByTestId('fen-message').filter({ hasText: 'A Janggi FEN has 10 ranks' }).waitFor();
    assert.equal(await pieceAt(page, 'c3'), 'N');
    assert.deepEqual(await moveTexts(page), ['b1c3']);

    await loadFen(page, MATE_IN_1);
    assert.equal(await page.locator('[data-piece]').count(), 4);
    assert.deepEqual(await moveTexts(page), []);
    await tap(page, 'b1', 'b10');
    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-reason'), 'checkmate');
    assert.equal(await result.getAttribute('data-winner'), 'cho');
    assert.match(await result.innerText(), /Cho wins/);
    assert.match(await result.innerText(), /Checkmate/);
    // No more moves, no pass.
    assert.equal(await page.locator('[data-action="pass"]').count(), 0);
    assert.equal(await page.locator('[data-square][aria-pressed]').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('passes, and copies the position', async () => {
    const { page, context } = await openPlay();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await quickStart(page);
    await page.click('[data-action="pass"]');
    await page.click('[data-action="copy-fen"]');
    await page.getByTestId('fen-message').filter({ hasText: 'FEN copied.' }).waitFor();
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1',
    );
    assert.equal(await page.getByTestId('turn').innerText(), 'Han to move');
    // A pass reads as one in every notation, never as the engine's e2e2.
    for (const n of ['uci', 'korean', 'site']) {
      await page.click(`[data-notation="${n}"]`);
      assert.deepEqual(await moveTexts(page), ['pass']);
    }
    await page.click('[data-notation="uci"]');
    await context.close();
  });

  test('bikjang under janggi rules: passing ends the game by counting', async () => {
    const { page, context, errors } = await openPlay();
    await quickStart(page);
    await loadFen(page, BIKJANG);
    await tap(page, 'e5', 'c4');
    const notice = page.getByTestId('bikjang-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Han must break it or pass/);
    await page.click('[data-action="pass"]');
    // The pass ends the game: asked first.
    await dialog(page, 'pass').waitFor();
    assert.match(await dialog(page, 'pass').innerText(), /decided on points: Cho 5, Han 3\.5/);
    await dialog(page, 'pass').locator('[data-answer="confirm"]').click();
    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-reason'), 'bikjang');
    assert.equal(await result.getAttribute('data-winner'), 'cho');
    const text = await result.innerText();
    assert.match(text, /Cho 5, Han 3\.5/);
    assert.match(text, /1\.5 deom/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('choose rules and setups', async () => {
    const { page, context } = await openPlay();
    await page.getByRole('radio', { name: /Traditional/ }).check();
    // Han (first) picks outer elephants, Cho picks left inside / right outside.
    await page.locator('input[name="setup-han"][value="RBNA1ANBR"]').check();
    await page.locator('input[name="setup-cho"][value="RNBA1ANBR"]').check();
    await page.click('[data-action="start"]');
    await page.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await pieceAt(page, 'b10'), 'b');
    assert.equal(await pieceAt(page, 'c10'), 'n');
    assert.equal(await pieceAt(page, 'b1'), 'N');
    assert.equal(await pieceAt(page, 'h1'), 'B');
    assert.match(await page.locator('.status').innerText(), /Traditional/);
    await context.close();
  });

  test('a play-it-out link opens a new game; the first is still there and resumable', async () => {
    const { page, context, errors } = await openPlay('phone');
    await quickStart(page);
    await tap(page, 'b1', 'c3');
    await until(async () => (await storedGames(page)).some((g) => g.moves.join() === 'b1c3'), { what: 'the first game to be saved' });

    await page.goto(`/play?fen=${encodeURIComponent(MATE_IN_1)}`);
    await waitForApp(page);
    await page.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await pieceAt(page, 'b1'), 'R');
    assert.equal(await pieceAt(page, 'c3'), null);
    // The first game waits in the list, and in the store.
    const kept = page.getByTestId('unfinished').locator('li');
    await kept.first().waitFor();
    assert.equal(await kept.count(), 1);
    assert.match(await kept.innerText(), /1 move/);
    const games = await storedGames(page);
    assert.ok(games.some((g) => g.moves.join() === 'b1c3' && !g.result));

    await kept.locator('[data-action="resume"]').click();
    await page.waitForFunction(() => document.querySelector('[data-square="c3"]')?.getAttribute('data-piece') === 'N');
    assert.deepEqual(await moveTexts(page), ['b1c3']);
    assert.equal(await page.getByTestId('turn').innerText(), 'Han to move');
    // The link's game had no move: nothing to come back to, so it is not listed.
    await until(async () => (await storedGames(page)).length === 1, { what: 'the empty link game to go' });
    assert.equal(await page.getByTestId('unfinished').count(), 0);

    // Delete asks first; Keep it keeps it.
    await loadFen(page, MATE_IN_1);
    await kept.first().waitFor();
    await kept.locator('[data-action="delete"]').click();
    await dialog(page, 'delete').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'delete')
      .waitFor({ state: 'detached' })
      .catch(() => {});
    assert.equal(await dialog(page, 'delete').count(), 0);
    assert.equal(await kept.count(), 1);
    await kept.locator('[data-action="delete"]').click();
    await dialog(page, 'delete').locator('[data-answer="confirm"]').click();
    await page.getByTestId('unfinished').waitFor({ state: 'detached' });
    assert.ok(!(await storedGames(page)).some((g) => g.moves.join() === 'b1c3'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('two tabs on one game: both sets of moves are kept, and the later tab says so', async () => {
    const { page, context, errors } = await openPlay();
    await quickStart(page);
    await tap(page, 'b1', 'c3');
    await until(async () => (await storedGames(page)).length === 1, { what: 'the game to be saved' });
    const other = await context.newPage();
    await other.goto('/play');
    await waitForApp(other);
    await other.waitForSelector('.play[data-phase="playing"]');
    assert.equal(await pieceAt(other, 'c3'), 'N');
    await tap(page, 'h10', 'g8');
    await until(async () => (await storedGames(page))[0]?.moves.length === 2, { what: 'the first tab to save' });
    await tap(other, 'b10', 'c8');
    await other
      .getByTestId('save-notice')
      .filter({ hasText: /another tab/ })
      .waitFor();
    const games = (await storedGames(page)).map((g) => g.moves.join(' ')).sort();
    assert.deepEqual(games, ['b1c3 b10c8', 'b1c3 h10g8']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a pass that ends the game asks first, with the score; Escape cancels', async () => {
    const { page, context, errors } = await openPlay('phone');
    await quickStart(page);
    // Cho's pass ends nothing: no question.
    await page.click('[data-action="pass"]');
    assert.equal(await dialog(page, 'pass').count(), 0);
    assert.equal(await page.getByTestId('turn').innerText(), 'Han to move');
    // Han's pass would end it.
    await page.click('[data-action="pass"]');
    const ask = dialog(page, 'pass');
    await ask.waitFor();
    const text = await ask.innerText();
    assert.match(text, /Cho has just passed/);
    assert.match(text, /Under Tournament rules it is decided on points: Cho 72, Han 73\.5 \(with 1\.5 deom\), so Han wins/);
    // The focus is inside, on the safe answer; Escape cancels and gives the focus back.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-answer')), 'cancel');
    await page.keyboard.press('Escape');
    assert.equal(await dialog(page, 'pass').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'pass');
    assert.equal(await page.getByTestId('result').count(), 0);
    assert.deepEqual(await moveTexts(page), ['pass']);
    // Asked again and confirmed: the game ends, as the dialog said.
    await page.click('[data-action="pass"]');
    await ask.locator('[data-answer="confirm"]').click();
    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-reason'), 'double-pass');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'result');
    assert.equal(await result.getAttribute('data-winner'), 'han');
    await until(async () => (await storedGames(page))[0]?.result?.reason === 'double-pass', { what: 'the result to be kept' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('resign asks first and is kept as the result (Korean: 기권, 한수쉼 in the moves)', async () => {
    const { page, context, errors } = await openPlay('phone', { locale: 'ko-KR' });
    await page.locator('html[lang="ko"]').waitFor();
    await quickStart(page);
    await page.click('[data-action="pass"]');
    assert.deepEqual(await moveTexts(page), ['한수쉼']);
    await tap(page, 'b10', 'c8');
    const resign = page.locator('[data-action="resign"]');
    assert.equal(await resign.innerText(), '기권');
    await resign.click();
    const ask = dialog(page, 'resign');
    await ask.waitFor();
    assert.match(await ask.innerText(), /초 쪽이 기권하고 한 쪽이 이겨요/);
    await ask.locator('[data-answer="cancel"]').click();
    assert.equal(await page.getByTestId('result').count(), 0);
    await resign.click();
    await ask.locator('[data-answer="confirm"]').click();
    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-reason'), 'resign');
    assert.equal(await result.getAttribute('data-winner'), 'han');
    assert.match(await result.innerText(), /초 쪽이 기권했어요/);
    await until(async () => (await storedGames(page))[0]?.result?.reason === 'resign', { what: 'the resignation to be kept' });
    const [kept] = await storedGames(page);
    assert.deepEqual(kept.result, { reason: 'resign', winner: 'han' });
    assert.deepEqual(kept.setups, { cho: 'RNBA1ABNR', han: 'rnba1abnr' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  // Light and dark lay out alike: without E2E_SCREENSHOTS=1 (pictures of all four) each size is
  // checked once, the phone in dark and the desktop in light.
  for (const device of ['phone', 'desktop']) {
    for (const colorScheme of ['light', 'dark']) {
      if (!SCREENSHOTS && colorScheme !== (device === 'phone' ? 'dark' : 'light')) continue;
      test(`a game on ${device} (${colorScheme}): a selection, no sideways scroll`, async () => {
        const { page, context, errors } = await openPlay(device, { colorScheme });
        await screenshot(page, `play-setup-${device}-${colorScheme}`);
        await quickStart(page);
        await tap(page, 'b1', 'c3');
        await tap(page, 'h10', 'g8');
        await tap(page, 'c4', 'c5');
        await point(page, 'b10').click(); // a selection with its moves
        assert.equal(await point(page, 'b10').getAttribute('aria-pressed'), 'true');
        await settled(page);
        await screenshot(page, `play-game-${device}-${colorScheme}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= (device === 'phone' ? 390 : 1280), `page is ${width}px wide`);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
});
