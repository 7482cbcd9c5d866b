// /progress with a realistic history (loaded through the backup import): every number, the rating
// chart and the themes show; no sideways scrolling from 360px phones to desktops; without storage
// (private mode, a full disk) a banner says so and the app keeps working; screenshots
// (E2E_SCREENSHOTS=1) in light and dark, English and Korean.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, SCREENSHOTS_ON, waitForApp } from './helpers.mjs';
import { history } from './progress-fixture.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function openProgress(device, options = {}) {
  const session = await openPage(browser, device, { ...NO_SW, ...options });
  await session.page.goto('/progress');
  await waitForApp(session.page);
  await session.page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
  return session;
}

async function load(page) {
  const file = await history(page);
  const { expect, ...backup } = file;
  await page
    .getByTestId('backup-import')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await page
    .getByTestId('backup-message')
    .filter({ hasText: /Backup loaded|백업을 불러왔어요/ })
    .waitFor();
  await page.locator(`[data-testid="rating-chart"][data-points="${expect.puzzles}"]`).waitFor();
  return expect;
}

async function noSidewaysScroll(page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `page is ${scroll}px wide in a ${width}px window`);
}

describe('progress page', () => {
  // Each device in one scheme; with E2E_SCREENSHOTS=1 the page is pictured in the other as well.
  for (const [device, scheme, other] of [
    ['phone', 'dark', 'light'],
    ['desktop', 'light', 'dark'],
  ]) {
    test(`shows the history on a ${device}, ${scheme}`, async () => {
      const { page, context, errors } = await openProgress(device, { colorScheme: scheme });
      const expect = await load(page);
      assert.match(await page.getByTestId('card-lessons').innerText(), new RegExp(`5 of ${expect.lessons}`));
      assert.match(await page.getByTestId('card-exercises').innerText(), /4 of \d+/);
      assert.match(await page.getByTestId('card-streak').innerText(), /6 days/);
      assert.ok(Number(await page.getByTestId('card-puzzles').getAttribute('data-solved')) > 0);
      assert.match(await page.getByTestId('rating-now').innerText(), /^Now \d+ ± \d+$/);
      await page.getByTestId('themes-strong').waitFor();
      await page.getByTestId('themes-weak').waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `progress-${device}-${scheme}`);
      if (SCREENSHOTS_ON) {
        await page.emulateMedia({ colorScheme: other });
        await page.reload();
        await waitForApp(page);
        await page.locator(`[data-testid="rating-chart"][data-points="${expect.puzzles}"]`).waitFor();
        await screenshot(page, `progress-${device}-${other}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('Korean on a 360px phone, dark', async () => {
    const { page, context, errors } = await openProgress('phone', {
      colorScheme: 'dark',
      locale: 'ko-KR',
      viewport: { width: 360, height: 780 },
    });
    await page.getByRole('heading', { level: 1, name: '나의 진도' }).waitFor();
    await load(page);
    await page.getByTestId('themes-strong').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'progress-phone360-ko-dark');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('private mode (no IndexedDB) and a full disk: a clear message, and the page keeps working in memory', async () => {
    for (const [name, script, expected] of [
      ['private', () => Object.defineProperty(window, 'indexedDB', { value: undefined }), /not letting the app save progress/],
      [
        'quota',
        () => {
          const full = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
          IDBObjectStore.prototype.put = full;
          IDBObjectStore.prototype.add = full;
        },
        /Storage is full/,
      ],
    ]) {
      const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
      await page.addInitScript(script);
      await page.goto('/progress');
      await waitForApp(page);
      await page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      // A write (the import) goes to memory when storage refuses it.
      const expect = await load(page);
      const banner = page.getByTestId('storage-banner');
      await banner.waitFor();
      assert.match(await banner.innerText(), expected, name);
      await page.getByText('Progress cannot be saved in this browser right now').waitFor();
      assert.ok(Number(await page.getByTestId('card-puzzles').getAttribute('data-solved')) > 0, name);
      assert.equal(await page.getByTestId('rating-chart').getAttribute('data-points'), String(expect.puzzles));
      if (name === 'private') {
        await screenshot(page, 'progress-private-mode-phone', { fullPage: false });
        // The app keeps working: a setting still applies, and the banner can be dismissed.
        await page.locator('.theme-toggle').click();
        await page.locator('html[data-theme="dark"]').waitFor();
        await banner.getByRole('button', { name: 'Dismiss' }).click();
        await banner.waitFor({ state: 'detached' });
      }
      assert.deepEqual(errors, [], name);
      await context.close();
    }
  });
});
