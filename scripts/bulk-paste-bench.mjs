// How long a teacher waits after pasting 1.6 MB of text (200,000 tokens) into "Add a student's
// report" and pressing "Add all", and how long the page stays frozen meanwhile (the longest gap
// between two timer ticks of the page). On the production build: `npm run build`, then
// `node scripts/bulk-paste-bench.mjs` (Chromium at /usr/bin/chromium, or CHROMIUM_PATH).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from '../test/e2e/static-server.mjs';

const ROOT = join(fileURLToPath(import.meta.url), '../..');
const server = await serveStatic(join(ROOT, 'build'), 0, { fallback: 'index.html' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })).newPage();
  await page.goto(`${server.url}/teach`);
  await page.waitForSelector('html[data-ready]');
  await page.waitForSelector('#report-paste');
  const tokens = [];
  for (let i = 0; i < Number(process.env.TOKENS ?? 200_000); i++) tokens.push(`#a${(i % 100_000).toString(36).padStart(5, 'x')}`);
  const text = tokens.join('\n');
  console.log(`pasted: ${new TextEncoder().encode(text).length} bytes, ${tokens.length} tokens`);
  // As a paste does: the whole text at once, one input event.
  const p0 = Date.now();
  await page.evaluate((value) => {
    const area = document.querySelector('#report-paste');
    area.value = value;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  console.log(`the paste itself (until the next frame): ${Date.now() - p0} ms`);
  // A heartbeat in the page: the longest gap between ticks is how long the page was frozen.
  await page.evaluate(() => {
    const w = window;
    w.__gaps = { last: performance.now(), max: 0 };
    w.__tick = setInterval(() => {
      const now = performance.now();
      w.__gaps.max = Math.max(w.__gaps.max, now - w.__gaps.last);
      w.__gaps.last = now;
    }, 10);
  });
  const t0 = Date.now();
  // Clicked from inside the page, so that a page frozen by the work does not time the click out.
  await page.evaluate(() => setTimeout(() => document.querySelector('#report-paste').form.querySelector('button[type=submit]').click(), 0));
  await page.waitForSelector('[data-testid="bulk-outcomes"]', { timeout: 300_000 });
  const total = Date.now() - t0;
  const frozen = await page.evaluate(() => Math.round(window.__gaps.max));
  console.log(`until the outcome shows: ${total} ms; longest freeze of the page: ${frozen} ms`);
  await page.screenshot({ path: process.env.SHOT ?? '/tmp/bulk-paste.png' });
} finally {
  await browser.close();
  await server.close();
}
