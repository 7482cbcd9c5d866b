// The service worker precaches the app: after one visit, every page opens offline.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, launchPersistent, openPage, waitForApp } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('pages load offline once the service worker controls the page', async () => {
  const { page, context, errors } = await openPage(browser, 'phone');
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await context.setOffline(true);
  for (const path of ['/learn', '/puzzles', '/settings', '/']) {
    await page.goto(path);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.getByRole('heading', { level: 1, name: 'Learn Janggi, one move at a time' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the app is installable (manifest, icons, service worker)', async () => {
  const context = await launchPersistent('desktop');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  assert.equal(manifest.name, 'Janggi trainer');
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
  for (const icon of manifest.icons) assert.equal((await page.request.get(icon.src)).status(), 200, icon.src);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  await context.close();
});
