// Winning-material puzzles in the browser: the Kind filter on /puzzles, a wrong move refuted and
// explained, then the puzzle solved by taps, and a count puzzle (tournament rules) solved by its
// bikjang, on a phone (390×844) that starts in Korean (the
// browser's language) and switches to English and back with the header's toggle; screenshots
// (E2E_SCREENSHOTS=1) in both.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, playPuzzleLine, screenshot, waitForApp } from './helpers.mjs';
import { findWrongMove, point } from './puzzle-helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const json = (page, path) => page.evaluate(async (p) => (await fetch(p)).json(), path);

/** The easiest winning-material puzzle (not a defence or a count) and its main line (the daily pool carries the lines). */
async function easiest(page) {
  const index = await json(page, '/puzzles/index.json');
  const pool = await json(page, '/puzzles/daily.json');
  const tactics = index
    .filter((p) => p.mateIn === 0 && p.themes.includes('winning-material'))
    .sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
  assert.ok(tactics.length > 0, 'the index has winning-material puzzles');
  const row = pool.find((p) => p.id === tactics[0].id);
  assert.ok(row, 'the daily pool carries the winning-material puzzles');
  return row;
}

/** Switch the language with the header's picker and wait for the page to speak it. */
async function speak(page, lang) {
  await page.locator('.lang-toggle').selectOption(lang);
  await page.locator(`html[lang="${lang}"]`).waitFor();
}

describe('winning-material puzzles', () => {
  test('the Kind filter lists them, a wrong move is explained and retried, the line solves; in English and Korean', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR' });
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.click('[data-kind="material"]');
    const first = page.locator('[data-puzzle-link]').first();
    await first.waitFor();
    const ids = await page.locator('[data-puzzle-link]').evaluateAll((els) => els.map((e) => e.getAttribute('data-puzzle-link')));
    assert.ok(ids.length > 0 && ids.every((id) => id.startsWith('tc-')), `only winning-material puzzles listed: ${ids.slice(0, 5)}`);
    assert.match(await first.innerText(), /기물 얻기/);
    await screenshot(page, 'tactics/list-phone-ko');
    await speak(page, 'en');
    assert.match(await first.innerText(), /Win material/);
    await screenshot(page, 'tactics/list-phone-en');

    const row = await easiest(page);
    await page.goto(`/puzzles/${row.id}`);
    await waitForApp(page);
    await page.getByTestId('puzzle-player').waitFor();
    assert.match(await page.locator('#puzzle-heading').innerText(), /win material/);
    assert.match(await page.getByTestId('puzzle-rules').innerText(), /chariot 13/);

    // A wrong first move: any legal move but the solution (the judge accepts exactly one).
    const wrong = await findWrongMove(page, row.moves[0]);
    assert.ok(wrong, 'found a legal move that is not the solution');
    await point(page, wrong[1]).click();
    await page.locator('[data-testid="puzzle-player"][data-status="wrong"]').waitFor();
    assert.match(await page.getByTestId('puzzle-message').innerText(), /one move wins/);
    await screenshot(page, 'tactics/wrong-phone-en', { fullPage: false });
    // The same page in Korean: heading, rules and the explanation.
    await speak(page, 'ko');
    await page
      .getByTestId('puzzle-message')
      .filter({ hasText: /얻는 수가 있어요/ })
      .waitFor();
    assert.match(await page.locator('#puzzle-heading').innerText(), /기물 얻기/);
    assert.match(await page.getByTestId('puzzle-rules').innerText(), /차 13/);
    await screenshot(page, 'tactics/wrong-phone-ko', { fullPage: false });
    await page.click('[data-action="retry"]');
    await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();

    // The main line by taps: solver move, the stored defence, the winning capture.
    await playPuzzleLine(page, row.moves);
    assert.match(await page.getByTestId('puzzle-message').innerText(), /기물을 얻었어요/);
    await screenshot(page, 'tactics/solved-phone-ko', { fullPage: false });
    await speak(page, 'en');
    await page
      .getByTestId('puzzle-message')
      .filter({ hasText: /Material won/ })
      .waitFor();
    await screenshot(page, 'tactics/solved-phone-en', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a count puzzle says it is played under tournament rules, and the bikjang wins it on the count; in Korean and English', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR' });
    await page.goto('/puzzles');
    await waitForApp(page);
    const index = await json(page, '/puzzles/index.json');
    const pool = await json(page, '/puzzles/daily.json');
    const id = index.find((p) => p.themes.includes('count'))?.id;
    assert.ok(id, 'the collection has a count puzzle');
    const row = pool.find((p) => p.id === id);
    await page.goto(`/puzzles/${id}`);
    await waitForApp(page);
    await page.getByTestId('puzzle-player').waitFor();
    assert.match(await page.locator('#puzzle-heading').innerText(), /점수로 이기는 수/);
    assert.match(await page.getByTestId('puzzle-rules').innerText(), /^대회 규칙: .*빅장/);
    await screenshot(page, 'tactics/count-phone-ko', { fullPage: false });
    await playPuzzleLine(page, row.moves);
    assert.match(await page.getByTestId('puzzle-message').innerText(), /점수로 이겼어요/);
    await screenshot(page, 'tactics/count-solved-phone-ko', { fullPage: false });
    await speak(page, 'en');
    await page
      .getByTestId('puzzle-message')
      .filter({ hasText: /the game is counted/ })
      .waitFor();
    assert.match(await page.getByTestId('puzzle-rules').innerText(), /^Tournament rules: /);
    await screenshot(page, 'tactics/count-solved-phone-en', { fullPage: false });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
