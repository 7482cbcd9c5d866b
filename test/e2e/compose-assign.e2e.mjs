// A teacher on a phone sets up a mate in 2 from a book diagram in the editor, by taps, makes it a
// puzzle and sends it straight into a new set; a student opens the set, solves it offline and
// reports; the teacher reads the report back. 390 px for the teacher, 360 px for the student.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { composerFilled, NARROW, NO_SW, openPage, playPuzzleLine, screenshot, useBrowser, waitForApp } from './helpers.mjs';
import { MATE_IN_2, MATE_IN_2_PIECES } from './positions.mjs';

const browser = useBrowser();

async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

describe('compose and assign', () => {
  test('editor → set → offline student → report, on phones', { timeout: 240_000 }, async (t) => {
    const teacher = await openPage(browser(), 'phone', NO_SW);
    const student = await openPage(browser(), 'phone', NARROW);
    const { page } = teacher;

    // --- Teacher: an empty board, the six pieces of the diagram, Han to move.
    const started = Date.now();
    await page.goto('/editor');
    await waitForApp(page);
    await page.waitForSelector('[data-verdict]');
    await page.click('[data-action="clear"]');
    for (const [tool, square] of MATE_IN_2_PIECES) {
      await page.click(`[data-piece-tool="${tool}"]`);
      await page.locator(`[data-square="${square}"]`).click();
    }
    await page.click('[data-turn="han"]');
    assert.equal(await page.inputValue('#editor-fen'), MATE_IN_2);
    await page.waitForSelector('[data-verdict="mate-in-2"]', { timeout: 30_000 });
    await screenshot(page, 'compose/editor-mate-in-2-390');
    await page.click('[data-action="make-puzzle"]');
    await page.locator('a[data-puzzle-link]').waitFor();

    // Straight into a new set: the composer has the position, checked again.
    await page.click('[data-action="assign-puzzle"]');
    await waitForApp(page);
    await composerFilled(page);
    const chosen = page.getByTestId('chosen').locator('li');
    await chosen.first().waitFor({ timeout: 30_000 });
    assert.equal(await chosen.count(), 1);
    assert.match(await chosen.first().textContent(), /Mate in 2/);
    await page.getByLabel('Title').fill('From the book');
    await screenshot(page, 'compose/teach-custom-390');
    await page.getByTestId('make-set').click();
    await page.getByTestId('set-ready').waitFor();
    const link = await page.getByTestId('assignment-link').inputValue();
    t.diagnostic(`the teacher's part took ${Math.round((Date.now() - started) / 1000)} s of the test's taps and checks`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));

    // --- Student: accepts, goes offline, solves, reports.
    await student.page.goto(link);
    await waitForApp(student.page);
    await student.page.getByTestId('accept').click();
    await student.page.getByTestId('accepted').waitFor();
    await waitForServiceWorker(student.page);
    await student.context.setOffline(true);
    const item = student.page.locator('[data-item^="c:"] a.name');
    await item.click();
    await student.page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]', { timeout: 15_000 });
    // Not a rated puzzle: whose position it is, not "Rating 1500".
    assert.equal(await student.page.textContent('[data-testid="puzzle-origin"]'), 'A position shared with you');
    assert.ok(await student.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await screenshot(student.page, 'compose/student-puzzle-360');
    await playPuzzleLine(student.page, ['c3c2', 'd2d3', 'f3d1']);
    await student.page.waitForSelector('html:not([data-busy])');
    await screenshot(student.page, 'compose/student-solved-360');
    await student.page.goto('/');
    await waitForApp(student.page);
    await student.page
      .getByTestId('home-assignments')
      .getByRole('link', { name: /From the book/ })
      .click();
    await student.page.getByTestId('set-progress').filter({ hasText: '1 of 1 done' }).waitFor();
    await student.page.getByLabel('Your name').fill('Kim Min-jun');
    await student.page.getByTestId('make-report').click();
    const reportLink = await student.page.getByTestId('report-link').inputValue();
    await student.context.setOffline(false);

    // --- Teacher: the report says the position is done.
    await page.goto(reportLink);
    await waitForApp(page);
    await page.getByTestId('import-report').click();
    await page.getByTestId('open-table').click();
    const table = page.getByTestId('class-table');
    await table.waitFor();
    const row = table.locator('tbody tr[data-student="Kim Min-jun"]');
    assert.equal((await row.locator('td').first().textContent()).trim(), '1/1');
    assert.equal(await row.locator('td.cell.done').count(), 1);
    await screenshot(page, 'compose/teacher-table-390');
    assert.deepEqual(teacher.errors, []);
    assert.deepEqual(student.errors, []);
    await teacher.context.close();
    await student.context.close();
  });
});
