// Winning-material puzzles in the browser: the Kind filter on /puzzles, a wrong move refuted and
// explained, then the puzzle solved by taps; screenshots on a phone (390×844) in English and Korean.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, openPage, screenshot, waitForApp } from './helpers.mjs';
import { findWrongMove, point, squares } from './puzzle-helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const json = (page, path) => page.evaluate(async (p) => (await fetch(p)).json(), path);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The easiest winning-material puzzle and its main line (the daily pool carries the lines). */
async function easiest(page) {
  const index = await json(page, '/puzzles/index.json');
  const pool = await json(page, '/puzzles/daily.json');
  const tactics = index.filter((p) => p.mateIn === 0).sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
  assert.ok(tactics.length > 0, 'the index has winning-material puzzles');
  const row = pool.find((p) => p.id === tactics[0].id);
  assert.ok(row, 'the daily pool carries the winning-material puzzles');
  return row;
}

for (const locale of ['en-US', 'ko-KR']) {
  const ko = locale === 'ko-KR';
  describe(`winning-material puzzles (${locale})`, () => {
    test('the Kind filter lists them, a wrong move is explained and retried, the line solves', async () => {
      const { page, context, errors } = await openPage(browser, 'phone', { ...PHONE, locale });
      await page.goto('/puzzles');
      await waitForApp(page);
      await page.click('[data-kind="material"]');
      const first = page.locator('[data-puzzle-link]').first();
      await first.waitFor();
      const ids = await page.locator('[data-puzzle-link]').evaluateAll((els) => els.map((e) => e.getAttribute('data-puzzle-link')));
      assert.ok(ids.length > 0 && ids.every((id) => id.startsWith('tc-')), `only winning-material puzzles listed: ${ids.slice(0, 5)}`);
      assert.match(await first.innerText(), ko ? /기물 얻기/ : /Win material/);
      await screenshot(page, `tactics/list-phone-${ko ? 'ko' : 'en'}`);

      const row = await easiest(page);
      await page.goto(`/puzzles/${row.id}`);
      await waitForApp(page);
      await page.getByTestId('puzzle-player').waitFor();
      assert.match(await page.locator('#puzzle-heading').innerText(), ko ? /기물 얻기/ : /win material/);
      assert.match(await page.getByTestId('puzzle-rules').innerText(), ko ? /차 13/ : /chariot 13/);

      // A wrong first move: any legal move but the solution (the judge accepts exactly one).
      const wrong = await findWrongMove(page, row.moves[0]);
      assert.ok(wrong, 'found a legal move that is not the solution');
      await point(page, wrong[1]).click();
      await page.locator('[data-testid="puzzle-player"][data-status="wrong"]').waitFor();
      const message = await page.getByTestId('puzzle-message').innerText();
      assert.match(message, ko ? /얻는 수가 있어요/ : /one move wins/);
      await screenshot(page, `tactics/wrong-phone-${ko ? 'ko' : 'en'}`, { fullPage: false });
      await page.click('[data-action="retry"]');
      await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();

      // The main line by taps: solver move, the stored defence, the winning capture.
      for (let i = 0; i < row.moves.length; i += 2) {
        const [a, b] = squares(row.moves[i]);
        await point(page, a).click();
        await point(page, b).click();
        if (i + 1 < row.moves.length) {
          await page
            .locator('[data-testid="puzzle-line"] li')
            .nth(i + 1)
            .waitFor();
          await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
        }
      }
      await page.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
      assert.match(await page.getByTestId('puzzle-message').innerText(), ko ? /기물을 얻었어요/ : /Material won/);
      await screenshot(page, `tactics/solved-phone-${ko ? 'ko' : 'en'}`, { fullPage: false });
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
