// Class assignments end to end: a teacher makes a set and hands out the link; a student opens it,
// goes offline, completes two puzzles and makes a report link; the teacher adds the report to the
// class table and downloads the CSV. Then broken and hostile links. Two browser contexts, no server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import {
  composerFilled,
  launch,
  NO_SW,
  openPage,
  playPuzzleLine,
  screenshot,
  settled,
  until,
  waitForApp,
  layoutShift,
} from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Mate-in-1 puzzles from the collection: id → solution move (UCI). */
function mateInOne() {
  const csv = readFileSync(new URL('../../lessons/puzzles/mates.csv', import.meta.url), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  const cols = header.split(',');
  return rows.map((line) => Object.fromEntries(line.split(',').map((v, i) => [cols[i], v]))).filter((r) => r.mate_in === '1');
}

async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Solved attempts recorded for `puzzleId` in the app's IndexedDB. */
function solvedCount(page, puzzleId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('janggi-trainer');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('puzzleAttempts').objectStore('puzzleAttempts').getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result.filter((a) => a.puzzleId === id && a.result === 'solved').length);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    puzzleId,
  );
}

/**
 * Solve a mate in 1 on its puzzle page by tapping the move (GUIDE: points carry data-square). When
 * the puzzle page has no board yet, record the solve the way the puzzle page does, so the rest of
 * the flow (results, report, table) is still tested; the diagnostic says which path ran.
 */
async function solvePuzzle(t, page, puzzle) {
  await page.goto(`/puzzles/${puzzle.id}`);
  await waitForApp(page);
  const from = page.locator(`[data-square="${puzzle.moves.slice(0, 2)}"]`).first();
  const board = await from.waitFor({ timeout: 8000 }).then(
    () => true,
    () => false,
  );
  if (board) {
    await from.click();
    await page
      .locator(`[data-square="${puzzle.moves.slice(2)}"]`)
      .first()
      .click();
    const solved = await until(async () => (await solvedCount(page, puzzle.id)) > 0).catch(() => false);
    if (solved) {
      t.diagnostic(`solved ${puzzle.id} on its page`);
      return;
    }
  }
  t.diagnostic(`puzzle page not usable for ${puzzle.id}: recording the solve directly`);
  await page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('janggi-trainer');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('puzzleAttempts', 'readwrite');
          tx.objectStore('puzzleAttempts').add({ puzzleId: id, time: Date.now(), result: 'solved', hints: 0, moves: [], ms: 42_000 });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    puzzle.id,
  );
}

/** Whether the first element matching `first` comes before the one matching `second` in the page. */
function comesBefore(page, first, second) {
  return page.evaluate(
    ([a, b]) => {
      const x = document.querySelector(a);
      const y = document.querySelector(b);
      return !!x && !!y && (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    },
    [first, second],
  );
}

const HOSTILE_NOTE = 'Do both puzzles. <b>bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

describe('assignments', () => {
  let assignmentLink;
  let reportLink;
  let setId;
  const puzzles = mateInOne().slice(0, 2);

  test('teacher → student (offline) → teacher: set, report, class table, CSV', async (t) => {
    assert.equal(puzzles.length, 2, 'two mate-in-1 puzzles in lessons/puzzles/mates.csv');
    const teacher = await openPage(browser, 'desktop', NO_SW);
    const student = await openPage(browser, 'phone');

    // --- Teacher builds a set: one lesson, two puzzles picked from the rule's list.
    await teacher.page.goto('/teach');
    await waitForApp(teacher.page);
    await teacher.page.getByLabel('Title').fill('Week 1: first mates');
    await teacher.page.getByLabel('Note for students (optional)').fill(HOSTILE_NOTE);
    await teacher.page.getByLabel('Due date (optional)').fill('2099-12-31');
    await teacher.page.locator('input[data-lesson="board"]').check();
    await teacher.page.getByLabel('Mate in').selectOption('1');
    for (const p of puzzles) {
      const add = teacher.page.getByRole('button', { name: `Add Puzzle ${p.id}` });
      if ((await add.count()) === 0) {
        // The list shows the first matches only; narrow it to this puzzle's rating.
        await teacher.page.getByLabel('Rating from').fill(p.rating);
        await teacher.page.getByLabel('Rating to').fill(p.rating);
      }
      await add.click();
    }
    await composerFilled(teacher.page);
    const chosen = teacher.page.getByTestId('chosen').locator('li');
    assert.equal(await chosen.count(), 3);
    // Preview as the student sees it: markup in the note stays text.
    await teacher.page.getByRole('button', { name: 'Preview as a student sees it' }).click();
    const preview = teacher.page.getByTestId('preview');
    assert.equal(await preview.getByTestId('note').textContent(), HOSTILE_NOTE);
    await screenshot(teacher.page, 'teach-desktop-compose');
    await teacher.page.getByTestId('make-set').click();
    await teacher.page.getByTestId('set-ready').waitFor();
    assignmentLink = await teacher.page.getByTestId('assignment-link').inputValue();
    assert.match(assignmentLink, /^http:\/\/127\.0\.0\.1:\d+\/assign#[A-Za-z0-9_-]+$/);
    assert.ok(assignmentLink.length < 600, `link is ${assignmentLink.length} characters`);
    const qr = teacher.page.getByTestId('set-ready').getByTestId('qr');
    assert.ok(Number(await qr.getAttribute('data-modules')) >= 21);
    await screenshot(teacher.page, 'teach-desktop-ready');

    // The printable page carries the title, the code and the items.
    const printHref = await teacher.page.getByTestId('set-ready').getByRole('link', { name: 'Printable page' }).getAttribute('href');
    await teacher.page.goto(printHref);
    const sheet = teacher.page.getByTestId('print-sheet');
    await sheet.getByRole('heading', { name: 'Week 1: first mates' }).waitFor();
    await sheet.getByTestId('qr').waitFor();
    assert.equal(await sheet.locator('ol li').count(), 3);
    await teacher.page.emulateMedia({ media: 'print' });
    assert.equal(await teacher.page.locator('header.header').isVisible(), false, 'app header hidden in print');
    await screenshot(teacher.page, 'teach-print');
    await teacher.page.emulateMedia({ media: 'screen' });

    // --- Student opens the link and accepts.
    await student.page.goto(assignmentLink);
    await waitForApp(student.page);
    await student.page.getByRole('heading', { level: 1, name: 'Week 1: first mates' }).waitFor();
    assert.equal(await student.page.getByTestId('note').textContent(), HOSTILE_NOTE);
    assert.equal(await student.page.evaluate(() => window.__pwned), undefined);
    await screenshot(student.page, 'assign-phone-preview');
    // The button to take the set comes before its list, so a long set does not push it off screen.
    assert.ok(await comesBefore(student.page, '[data-testid="accept"]', '[data-testid="set-view"] ol'), 'accept before the items');
    await student.page.getByTestId('accept').click();
    await student.page.getByTestId('accepted').waitFor();
    assert.equal(await student.page.getByTestId('set-progress').textContent(), '0 of 3 done');

    // --- Offline from here on.
    await waitForServiceWorker(student.page);
    await student.context.setOffline(true);
    for (const p of puzzles) await solvePuzzle(t, student.page, p);
    await student.page.goto('/');
    await waitForApp(student.page);
    const home = student.page.getByTestId('home-assignments');
    await home.getByText('Week 1: first mates').waitFor();
    await home.getByText('2 of 3 done').waitFor();
    await home.getByText('Due Dec 31, 2099').waitFor();
    await screenshot(student.page, 'assign-phone-home');
    await home.getByRole('link', { name: /Week 1: first mates/ }).click();
    await student.page.getByTestId('set-progress').filter({ hasText: '2 of 3 done' }).waitFor();
    await student.page.getByLabel('Your name').fill('Kim Min-jun');
    await student.page.getByTestId('make-report').click();
    reportLink = await student.page.getByTestId('report-link').inputValue();
    assert.match(reportLink, /^http:\/\/127\.0\.0\.1:\d+\/report#[A-Za-z0-9_-]+$/);
    await student.page.getByTestId('qr').waitFor();
    await screenshot(student.page, 'assign-phone-report');
    await student.context.setOffline(false);

    // --- Teacher adds the report and sees the table.
    await teacher.page.goto(reportLink);
    await waitForApp(teacher.page);
    await teacher.page.getByRole('heading', { name: 'Results from Kim Min-jun' }).waitFor();
    assert.ok(await comesBefore(teacher.page, '[data-testid="import-report"]', '[data-testid="report-items"]'), 'add before the items');
    await teacher.page.getByTestId('import-report').click();
    await teacher.page.getByTestId('import-status').filter({ hasText: 'Added to the class results.' }).waitFor();
    // The same report again does not count twice.
    await teacher.page.goto('/teach');
    await waitForApp(teacher.page);
    await teacher.page.getByLabel('Report link').fill(reportLink);
    await teacher.page.getByRole('button', { name: 'Open the report' }).click();
    await teacher.page.getByTestId('import-report').click();
    await teacher.page.getByTestId('import-status').filter({ hasText: 'already in the class results' }).waitFor();
    await teacher.page.getByTestId('open-table').click();
    const table = teacher.page.getByTestId('class-table');
    await table.waitFor();
    setId = new URL(teacher.page.url()).hash.slice(1);
    const rows = table.locator('tbody tr');
    assert.equal(await rows.count(), 1);
    assert.equal(await rows.first().locator('th').textContent(), 'Kim Min-jun');
    assert.equal((await rows.first().locator('td').first().textContent()).trim(), '2/3');
    await screenshot(teacher.page, 'results-desktop');

    // CSV: one line per student and item, matching the table.
    const [download] = await Promise.all([teacher.page.waitForEvent('download'), teacher.page.getByTestId('download-csv').click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    assert.ok(csv.startsWith('\ufeff'), 'BOM for spreadsheets');
    const lines = csv.slice(1).split('\r\n');
    // Times in the teacher's local time, as the table shows them; the header names the zone.
    assert.match(
      lines[0],
      /^set_id,set_title,student,reported_at_local \([^)]+\),item,kind,title,done,stars,attempts,hints,time_s,parts_done,parts_total$/,
    );
    assert.equal(lines.length, 1 + 3 + 1);
    assert.equal(lines.at(-1), '');
    const iso = /\d{4}-\d\d-\d\d \d\d:\d\d/;
    const prefix = `${setId},Week 1: first mates,Kim Min-jun,`;
    assert.match(lines[1], new RegExp(`^${prefix}${iso.source},board,lesson,[^,]+,0,0,0,,,0,\\d+$`));
    for (const [i, p] of puzzles.entries()) {
      assert.match(lines[2 + i], new RegExp(`^${prefix}${iso.source},${p.id},puzzle,Puzzle ${p.id},1,[123],[1-9]\\d*,\\d+,\\d+,,$`));
    }

    assert.deepEqual(teacher.errors, []);
    assert.deepEqual(student.errors, []);
    await teacher.context.close();
    await student.context.close();
  });

  test('a custom position: composed from a FEN, solved offline by a student, read back by the teacher', async (t) => {
    // Han to move mates in 2 (a book diagram typed as FEN).
    const MATE_IN_2 = '4k4/9/4a4/9/9/9/9/2p1Ar3/3K5/9 b - - 0 1';
    const teacher = await openPage(browser, 'phone', NO_SW);
    const student = await openPage(browser, 'phone');

    // --- Teacher: a position with no mate is refused with the reason; the mate in 2 is added.
    await teacher.page.goto('/teach');
    await waitForApp(teacher.page);
    await composerFilled(teacher.page);
    await teacher.page.getByLabel('Title').fill('From the book');
    const paste = teacher.page.getByTestId('custom-paste');
    await paste.fill('4k4/9/9/9/9/9/9/9/4A4/3K5 w');
    await teacher.page.getByTestId('custom-check').click();
    const message = teacher.page.getByTestId('custom-message');
    await message.filter({ hasText: 'no forced mate in five moves or fewer' }).waitFor({ timeout: 30_000 });
    assert.equal(await message.getAttribute('data-tone'), 'error');
    await paste.fill(MATE_IN_2);
    // Enter checks the position; it does not make the set.
    await paste.press('Enter');
    await teacher.page.locator('[data-testid="custom-message"][data-tone="ok"]').waitFor({ timeout: 30_000 });
    assert.equal(await teacher.page.getByTestId('set-ready').count(), 0);
    const chosen = teacher.page.getByTestId('chosen').locator('li');
    assert.equal(await chosen.count(), 1);
    assert.match(await chosen.first().textContent(), /Custom position\s*Mate in 2/);
    await screenshot(teacher.page, 'teach-phone-custom');
    await teacher.page.getByTestId('make-set').click();
    await teacher.page.getByTestId('set-ready').waitFor();
    const link = await teacher.page.getByTestId('assignment-link').inputValue();
    assert.ok(link.length < 300, `link is ${link.length} characters`);

    // --- Student: accepts, goes offline, solves the position in the puzzle player, reports.
    await student.page.goto(link);
    await waitForApp(student.page);
    await student.page.getByTestId('accept').click();
    await student.page.getByTestId('accepted').waitFor();
    await waitForServiceWorker(student.page);
    await student.context.setOffline(true);
    const item = student.page.locator('[data-item^="c:"] a.name');
    assert.equal(await item.textContent(), 'Mate in 2');
    const href = await item.getAttribute('href');
    const line = new URL(href, 'http://x').searchParams.get('p').split(';')[4].split(',');
    assert.equal(line.length, 3);
    await item.click();
    await student.page.waitForSelector('[data-custom-puzzle="ready"] [data-testid="puzzle-player"]', { timeout: 15_000 });
    await screenshot(student.page, 'assign-phone-custom');
    await playPuzzleLine(student.page, line);
    // The attempt is stored before the page moves on.
    await student.page.waitForSelector('html:not([data-busy])');
    await student.page.goto('/');
    await waitForApp(student.page);
    await student.page
      .getByTestId('home-assignments')
      .getByRole('link', { name: /From the book/ })
      .click();
    await student.page.getByTestId('set-progress').filter({ hasText: '1 of 1 done' }).waitFor();
    await student.page.getByLabel('Your name').fill('Lee Seo-yeon');
    await student.page.getByTestId('make-report').click();
    const reportLink = await student.page.getByTestId('report-link').inputValue();
    await student.context.setOffline(false);
    t.diagnostic(`assignment link ${link.length} characters, report link ${reportLink.length}`);

    // --- Teacher: adds the report; the class table has the custom item, done.
    await teacher.page.goto(reportLink);
    await waitForApp(teacher.page);
    await teacher.page.getByTestId('import-report').click();
    await teacher.page.getByTestId('open-table').click();
    const table = teacher.page.getByTestId('class-table');
    await table.waitFor();
    assert.match(await table.locator('thead').textContent(), /1\. Mate in 2/);
    const row = table.locator('tbody tr[data-student="Lee Seo-yeon"]');
    assert.equal((await row.locator('td').first().textContent()).trim(), '1/1');
    assert.equal(await row.locator('td.cell.done').count(), 1);
    assert.deepEqual(teacher.errors, []);
    assert.deepEqual(student.errors, []);
    await teacher.context.close();
    await student.context.close();
  });

  test('broken and hostile links get a clear message and change nothing', async () => {
    assert.ok(assignmentLink && reportLink, 'needs the links from the first test');
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    const url = new URL(assignmentLink);
    const payload = url.hash.slice(1);
    const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    const cases = [
      ['/assign#not*a*link', 'This is not a link the app can read'],
      [`/assign#${payload.slice(0, payload.length - 6)}`, 'cut short'],
      [`/assign#${flipped}`, 'cut short or changed on the way'],
      [`/assign#${'A'.repeat(20_000)}`, 'much longer than any link'],
      // Format version 2 (first byte 0x02).
      ['/assign#AkEAAAAAAAA', 'newer version of the app'],
      [`/assign#${new URL(reportLink).hash.slice(1)}`, 'report link, not an assignment'],
      [`/report#${payload}`, 'assignment link, not a report'],
    ];
    await page.goto('/assign');
    await waitForApp(page);
    for (const [path, message] of cases) {
      await page.goto('about:blank');
      await page.goto(path);
      await waitForApp(page);
      const notice = page.getByTestId('link-error');
      await notice.waitFor();
      const text = await notice.textContent();
      assert.ok(text.includes(message), `${path.slice(0, 40)}…: "${text}"`);
      assert.ok(text.includes('Nothing was saved or changed.'));
      assert.equal(await page.getByTestId('accept').count(), 0);
      assert.equal(await page.getByTestId('import-report').count(), 0);
    }
    await screenshot(page, 'assign-phone-error');
    // Nothing was stored.
    await page.goto('/assign');
    await waitForApp(page);
    await page.getByTestId('no-assignments').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('screens at phone and desktop sizes', async () => {
    assert.ok(assignmentLink && reportLink);
    for (const device of ['phone', 'desktop']) {
      const { page, context, errors } = await openPage(browser, device, NO_SW);
      await page.goto('/teach');
      await waitForApp(page);
      await page.locator('input[data-lesson="horse"]').check();
      await page.getByTestId('add-by-rule').click();
      await screenshot(page, `teach-${device}`);
      await page.goto(assignmentLink);
      await waitForApp(page);
      await page.getByTestId('accept').click();
      await page.getByTestId('accepted').waitFor();
      await screenshot(page, `assign-${device}`);
      // Home lists the accepted set. From the second visit on, its room is held open before the
      // IndexedDB read, so nothing below it moves when it appears.
      await page.goto('/');
      await page.getByTestId('home-assignments').waitFor();
      // The room it takes is remembered for the next visit.
      await until(() => page.evaluate(() => localStorage.getItem('janggi-trainer:home-assignments-height')), { what: 'the saved room' });
      await page.reload();
      await page.getByTestId('home-assignments').waitFor();
      const cls = await layoutShift(page, 500);
      assert.ok(cls < 0.02, `home with an assignment on ${device}: layout shift ${cls}`);
      await page.goto(reportLink);
      await waitForApp(page);
      await page.getByTestId('import-report').click();
      await page.getByTestId('open-table').click();
      await page.getByTestId('class-table').waitFor();
      await screenshot(page, `results-${device}`);
      for (const path of ['/teach', assignmentLink, page.url()]) {
        await page.goto(path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await settled(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= page.viewportSize().width, `${path} is ${width}px wide on ${device}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
