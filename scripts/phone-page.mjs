/**
 * What the slow-phone measurements share (scripts/phone-reply.mjs, scripts/review-phone.mjs): the
 * app served from a build (or an address already serving it), headless Chromium, and a phone-sized
 * page, without service workers unless asked, with workers removed when the app should run on the
 * page's thread.
 */
import { chromium } from 'playwright-core';
import { serveStatic } from '../test/e2e/static-server.mjs';

/** The app's address: `base` when given, else `build` served here (close the server at the end). */
export async function serveApp({ base, build }) {
  const server = base ? undefined : await serveStatic(build);
  return { base: base ?? server.url, close: async () => server?.close() };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    headless: true,
  });
}

/**
 * A 390 x 844 phone page in English; `inThread` deletes `Worker`, so the app works on the page's
 * thread; `serviceWorkers` lets the app's service worker install (an installed app).
 */
export async function phonePage(browser, inThread, { serviceWorkers = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
    locale: 'en-US',
  });
  if (inThread) await context.addInitScript(() => delete globalThis.Worker);
  return { context, page: await context.newPage() };
}
