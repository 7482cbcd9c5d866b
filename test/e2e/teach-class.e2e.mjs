// Teachers, as a class of several uses it: small boards, rule help, past due dates, the preview in
// view, two students with one name (marked rows, merge), many report links at once, the class list,
// editing and duplicating a set, QR scanning where the browser can read codes. Screenshots
// (E2E_SCREENSHOTS=1) of the changed pages at 390x844 and 1280x800, in English and Korean, under
// screenshots/teach-class/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { composerFilled, launch, NO_SW, openPage, screenshot, SCREENSHOTS_ON, waitForApp } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function go(page, path) {
  await page.goto(path);
  await waitForApp(page);
}

/** A student opens the set, takes it and makes a report link under `name`. */
async function studentReport(link, name) {
  const s = await openPage(browser, 'phone', NO_SW);
  await go(s.page, link);
  await s.page.getByTestId('accept').click();
  await s.page.getByTestId('accepted').waitFor();
  await s.page.getByLabel('Your name').fill(name);
  await s.page.getByTestId('make-report').click();
  const report = await s.page.getByTestId('report-link').inputValue();
  assert.deepEqual(s.errors, []);
  await s.context.close();
  return report;
}

const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

describe('teaching a class', () => {
  let setLink;
  let teacher;

  before(async () => {
    // Reduced motion: the preview is brought into view at once, not by a smooth scroll that could
    // still be moving the page when the next button is clicked (a click then lands elsewhere).
    teacher = await openPage(browser, 'desktop', { ...NO_SW, reducedMotion: 'reduce' });
  });
  after(async () => {
    await teacher?.context.close();
  });

  test('composing: small boards, a rule that matches nothing says why, past due warned, preview in view', async () => {
    const { page } = teacher;
    await go(page, '/teach');
    await page.getByLabel('Mate in').selectOption('2');
    await page.getByLabel('Rating from').fill('5000');
    const help = page.getByTestId('rule-help');
    await help.waitFor();
    assert.match(await help.innerText(), /rated \d+–\d+/);
    await page.getByLabel('Rating from').fill('');
    await help.waitFor({ state: 'detached' });
    await page.getByLabel('How many').fill('3');
    await page.getByTestId('add-by-rule').click();
    await composerFilled(page);
    const chosen = page.getByTestId('chosen');
    assert.equal(await chosen.locator('li').count(), 3);
    assert.equal(await chosen.getByTestId('mini-board').count(), 3, 'a small board per puzzle');
    assert.match(
      (await chosen.getByTestId('mini-board').first().getAttribute('aria-label')) ?? '',
      /^Starting position of Puzzle (m2|bk2)-\d+$/,
    );
    await page.getByLabel('Title').fill('Week 2: mates in two');
    await page.getByLabel('Due date (optional)').fill(yesterday());
    await page.getByTestId('due-past').waitFor();
    await page.getByLabel('Due date (optional)').fill('2099-12-31');
    await page.getByTestId('due-past').waitFor({ state: 'detached' });
    await page.click('[data-action="preview"]');
    const preview = page.getByTestId('preview');
    await preview.waitFor();
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="preview"]')?.getBoundingClientRect();
      return !!r && r.top >= -1 && r.top < innerHeight / 2;
    });
    assert.equal(await preview.getByTestId('mini-board').count(), 3);
    await page.getByTestId('make-set').click();
    await page.getByTestId('set-ready').waitFor();
    setLink = await page.getByTestId('assignment-link').inputValue();
    assert.deepEqual(teacher.errors, []);
  });

  test('two students with one name on two devices, many links at once, the class list, merging', async () => {
    const { page } = teacher;
    const kim = await studentReport(setLink, 'Kim Min-jun');
    const lee = await studentReport(setLink, 'kim min-jun');
    const park = await studentReport(setLink, 'Park Ji-ho');
    await go(page, '/teach');
    await page.getByLabel('Report link').fill(`${kim}\n${lee}\n\n${park}\n${kim}`);
    await page.getByRole('button', { name: 'Add all to class results' }).click();
    const outcomes = page.getByTestId('bulk-outcomes');
    await outcomes.waitFor();
    const lines = await outcomes.locator('li').allInnerTexts();
    assert.deepEqual(
      lines.map((l) => l.replace(/:.*/, '')),
      ['Kim Min-jun', 'kim min-jun', 'Park Ji-ho', 'Kim Min-jun'],
    );
    assert.match(lines[1], /added as a new row/);
    assert.match(lines[3], /already in the class results/);
    await screenshot(page, 'teach-class/teach-bulk-desktop');
    await screenshot(outcomes, 'teach-class/bulk-outcomes-desktop');

    await page.getByTestId('results-link').first().click();
    const table = page.getByTestId('class-table');
    await table.waitFor();
    assert.equal(await table.locator('tbody tr').count(), 3);
    assert.equal(await table.locator('tbody tr[data-same-name]').count(), 2, 'the two rows with one name are marked');
    // Item columns are named, not numbered.
    assert.match(await table.locator('thead th').nth(4).innerText(), /^1\. Puzzle (m2|bk2)-\d+/);
    // The class list: everyone who reported, and who has not.
    await page.getByLabel('Names to add, one per line').fill('Choi Seo-yeon\nPark Ji-ho');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByTestId('not-reported').filter({ hasText: 'Choi Seo-yeon' }).waitFor();
    assert.deepEqual(await page.getByTestId('not-reported').locator('li span').allInnerTexts(), ['Choi Seo-yeon']);
    await screenshot(page, 'teach-class/results-desktop');
    // The teacher says the two are one student: one row left.
    page.once('dialog', (d) => d.accept());
    await page.getByTestId('same-names').locator('[data-action="merge"]').click();
    await table.locator('tbody tr').nth(2).waitFor({ state: 'detached' });
    assert.equal(await table.locator('tbody tr[data-same-name]').count(), 0);
    assert.deepEqual(teacher.errors, []);
  });

  test('a set can be edited (its results stay) and duplicated', async () => {
    const { page } = teacher;
    await go(page, '/teach');
    const sets = page.getByTestId('my-sets').locator('> li');
    assert.equal(await sets.count(), 1);
    await page.click('[data-action="edit-set"]');
    await page.locator('[data-testid="composer-mode"][data-mode="edit"]').waitFor();
    await composerFilled(page);
    assert.equal(await page.getByLabel('Title').inputValue(), 'Week 2: mates in two');
    assert.equal(await page.getByTestId('chosen').locator('li').count(), 3);
    await page.getByLabel('Title').fill('Week 2: mates in two (revised)');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByTestId('set-ready').waitFor();
    await sets.filter({ hasText: 'Week 2: mates in two (revised)' }).waitFor();
    assert.equal(await sets.count(), 1, 'edited in place');
    assert.match(await sets.first().getByTestId('results-link').innerText(), /Results \(2\)/, 'the two rows merged, and Park');
    await page.click('[data-action="copy-set"]');
    await page.locator('[data-testid="composer-mode"][data-mode="copy"]').waitFor();
    await composerFilled(page);
    assert.equal(await page.getByLabel('Title').inputValue(), 'Week 2: mates in two (revised) (copy)');
    await page.getByTestId('make-set').click();
    await page.getByTestId('set-ready').waitFor();
    await sets.nth(1).waitFor();
    assert.equal(await sets.count(), 2);
    // The handout shows the puzzles' boards.
    const printHref = await page.getByTestId('set-ready').getByRole('link', { name: 'Printable page' }).getAttribute('href');
    await go(page, printHref);
    await page.getByTestId('print-sheet').waitFor();
    assert.equal(await page.getByTestId('print-sheet').getByTestId('mini-board').count(), 3);
    await screenshot(page, 'teach-class/print-desktop');
    assert.deepEqual(teacher.errors, []);
  });

  test('report QR codes are scanned with the camera where the browser reads codes, and the button is hidden elsewhere', async () => {
    const kim = await studentReport(setLink, 'Yoon Ha-eun');
    // This Chromium offers no BarcodeDetector on Linux: no scan button.
    const plain = await openPage(browser, 'phone', NO_SW);
    await go(plain.page, '/teach');
    await plain.page.getByLabel('Report link').waitFor();
    const offered = await plain.page.evaluate(() => 'BarcodeDetector' in window);
    assert.equal(await plain.page.locator('[data-action="scan"]').count(), offered ? 1 : 0);
    await plain.context.close();
    // A browser that reads codes: the camera shows a student's code, which is added.
    const cam = await openPage(browser, 'phone', NO_SW);
    await cam.context.addInitScript((link) => {
      window.BarcodeDetector = class {
        static async getSupportedFormats() {
          return ['qr_code'];
        }
        async detect() {
          return [{ rawValue: link }];
        }
      };
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        canvas.getContext('2d').fillRect(0, 0, 64, 64);
        return canvas.captureStream(5);
      };
    }, kim);
    await go(cam.page, '/teach');
    await cam.page.click('[data-action="scan"]');
    await cam.page.getByTestId('bulk-outcomes').filter({ hasText: 'Yoon Ha-eun: added' }).waitFor();
    // Read again and again while it stays in view, it is added once.
    assert.equal(await cam.page.getByTestId('bulk-outcomes').locator('li').count(), 1);
    await cam.page.click('[data-action="scan-stop"]');
    assert.deepEqual(cam.errors, []);
    await cam.context.close();
  });

  // The composer and the class table in Korean on a phone (English and the desktop are in the
  // tests above); with E2E_SCREENSHOTS=1, pictures of both pages at 390x844 and 1280x800 in both
  // languages.
  test('in Korean on a phone the composer says why a rule matches nothing, and the class table shows', async () => {
    const backup = await teacher.page.evaluate(async () => {
      const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
      const db = await req(indexedDB.open('janggi-trainer'));
      const data = {};
      for (const name of ['assignments', 'reports']) data[name] = await req(db.transaction(name).objectStore(name).getAll());
      db.close();
      return data;
    });
    const setId = new URL(setLink).hash
      ? backup.assignments.find((a) => a.title.endsWith('(revised)'))?.id.slice('teach:'.length)
      : undefined;
    for (const [lang, locale] of SCREENSHOTS_ON
      ? [
          ['en', 'en-US'],
          ['ko', 'ko-KR'],
        ]
      : [['ko', 'ko-KR']]) {
      for (const device of SCREENSHOTS_ON ? ['phone', 'desktop'] : ['phone']) {
        const s = await openPage(browser, device, { ...NO_SW, locale });
        await go(s.page, '/');
        await s.page.evaluate(async (data) => {
          const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
          const db = await req(indexedDB.open('janggi-trainer'));
          const tx = db.transaction(['assignments', 'reports'], 'readwrite');
          for (const a of data.assignments) tx.objectStore('assignments').put(a);
          for (const r of data.reports) tx.objectStore('reports').put(r);
          await new Promise((res) => (tx.oncomplete = res));
          db.close();
        }, backup);
        await go(s.page, '/teach');
        await s.page.getByTestId('my-sets').waitFor();
        await s.page.click('[data-action="edit-set"]');
        await s.page.locator('[data-testid="composer-mode"]').waitFor();
        await composerFilled(s.page);
        await s.page.getByLabel(lang === 'en' ? 'Rating from' : '최소 레이팅').fill('5000');
        await s.page.getByTestId('rule-help').waitFor();
        await screenshot(s.page, `teach-class/teach-${lang}-${device}`);
        await screenshot(s.page.locator('.rule'), `teach-class/rule-${lang}-${device}`);
        await screenshot(s.page.getByTestId('chosen'), `teach-class/chosen-${lang}-${device}`);
        await go(s.page, `/teach/results#${setId}`);
        await s.page.getByTestId('class-table').waitFor();
        await screenshot(s.page, `teach-class/results-${lang}-${device}`);
        assert.deepEqual(s.errors, []);
        await s.context.close();
      }
    }
  });
});
