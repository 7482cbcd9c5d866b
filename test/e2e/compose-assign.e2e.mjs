// A teacher on a phone sets up a mate in 2 from a book diagram in the editor, by taps, makes it a
// puzzle and sends it straight into a new set; three students, each on a phone of their own, open
// the set, solve it (the first one offline) and report; the teacher reads the reports back. 390 px
// for the teacher, 360 px for the students.
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

const STUDENTS = ['Kim Min-jun', 'Lee Seo-yeon', 'Park Ji-ho'];

/**
 * A student on a 360 px phone of their own: accepts the set, solves the position, makes a report
 * (its link). `offline`: the app installs for offline use first and the student solves with no
 * network (each install fetches the whole app, so the other students stay online).
 */
async function solve(b, link, name, offline) {
  const student = await openPage(b, 'phone', offline ? NARROW : { ...NO_SW, ...NARROW });
  const { page } = student;
  await page.goto(link);
  await waitForApp(page);
  await page.getByTestId('accept').click();
  await page.getByTestId('accepted').waitFor();
  if (offline) {
    await waitForServiceWorker(page);
    await student.context.setOffline(true);
  }
  await page.locator('[data-item^="c:"] a.name').click();
  await page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]', { timeout: 15_000 });
  // Not a rated puzzle: whose position it is, not "Rating 1500".
  assert.equal(await page.textContent('[data-testid="puzzle-origin"]'), 'A position shared with you');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await screenshot(page, 'compose/student-puzzle-360');
  await playPuzzleLine(page, ['c3c2', 'd2d3', 'f3d1']);
  await page.waitForSelector('html:not([data-busy])');
  await screenshot(page, 'compose/student-solved-360');
  await page.goto('/');
  await waitForApp(page);
  await page
    .getByTestId('home-assignments')
    .getByRole('link', { name: /From the book/ })
    .click();
  await page.getByTestId('set-progress').filter({ hasText: '1 of 1 done' }).waitFor();
  await page.getByLabel('Your name').fill(name);
  await page.getByTestId('make-report').click();
  const report = await page.getByTestId('report-link').inputValue();
  assert.deepEqual(student.errors, [], name);
  await student.context.close();
  return report;
}

describe('compose and assign', () => {
  test('editor → set → three students (one offline) → reports, on phones', { timeout: 240_000 }, async (t) => {
    const teacher = await openPage(browser(), 'phone', NO_SW);
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

    // --- Three students, each on a phone of their own: accepts, solves (the first offline), reports.
    const reports = [];
    for (const [i, name] of STUDENTS.entries()) reports.push(await solve(browser(), link, name, i === 0));

    // --- Teacher: each report read back; the class table says the position is done three times.
    for (const reportLink of reports) {
      await page.goto(reportLink);
      await waitForApp(page);
      await page.getByTestId('import-report').click();
      await page.getByTestId('import-status').filter({ hasText: 'Added to the class results.' }).waitFor();
    }
    await page.getByTestId('open-table').click();
    const table = page.getByTestId('class-table');
    await table.waitFor();
    for (const name of STUDENTS) {
      const row = table.locator(`tbody tr[data-student="${name}"]`);
      assert.equal((await row.locator('td').first().textContent()).trim(), '1/1', name);
      assert.equal(await row.locator('td.cell.done').count(), 1, name);
    }
    await screenshot(page, 'compose/teacher-table-390');
    assert.deepEqual(teacher.errors, []);
    await teacher.context.close();
  });
});
