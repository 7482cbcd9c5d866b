/**
 * The top level's reply time on a slow phone: the built /play page in headless Chromium at a
 * phone's size, its CPU slowed by Chrome DevTools' CPU throttling (`Emulation.setCPUThrottlingRate`,
 * default 4x), against the computer from the start: the learner (Cho) plays a first move once the
 * page has settled, and the script records the time from the computer starting to think to its
 * reply on the board (the page's own minimum wait included), and the longest gap between
 * animation frames meanwhile (the page's responsiveness). `--positions` first moves are tried.
 *
 * DevTools throttles the page's own thread; whether a web worker is throttled too depends on the
 * Chromium version, so the run is made twice: with the search in its worker (as the app runs it:
 * the page's responsiveness), and with workers disabled, which makes the app search on the page's
 * thread (surely throttled: the honest reply time at that rate, an upper bound for the worker).
 *
 *   npx vite build && node scripts/phone-reply.mjs [--rate 4] [--level 8] [--positions 4] [--build build | --base URL]
 */
import { parseArgs } from 'node:util';
import { launchChromium, phonePage, serveApp } from './phone-page.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '4' },
    level: { type: 'string', default: '8' },
    positions: { type: 'string', default: '6' },
    build: { type: 'string', default: 'build' },
    /** An address already serving the app (e.g. `npx vite dev`) instead of the build. */
    base: { type: 'string' },
  },
});
const rate = Number(values.rate);
const level = Number(values.level);

const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
/** The learner's first moves (Cho, a soldier forward): the computer then answers from a quiet page. */
const FIRST = ['a4a5', 'c4c5', 'g4g5', 'i4i5', 'e4e5', 'c4d4', 'g4f4', 'a4b4'].slice(0, Math.max(1, Number(values.positions)));

const app = await serveApp(values);
const base = app.base;
const browser = await launchChromium();

async function measure(first, inThread) {
  const { context, page } = await phonePage(browser, inThread);
  // Record the thinking indicator's changes and the longest frame gap, from the first script on.
  await page.addInitScript(() => {
    const w = globalThis;
    w.__marks = [];
    w.__maxGap = 0;
    let last = performance.now();
    // A gap counts when the computer was thinking at its start (the frame that ends a blocking
    // search may already see the reply).
    let wasThinking = false;
    const frame = (t) => {
      if (wasThinking) w.__maxGap = Math.max(w.__maxGap, t - last);
      last = t;
      wasThinking = w.__marks.at(-1)?.state === 'thinking';
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="thinking"]');
      const state = el?.getAttribute('data-state');
      if (state && state !== w.__marks.at(-1)?.state) w.__marks.push({ state, t: performance.now() });
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/play?fen=${encodeURIComponent(START)}&vs=computer&side=w&rules=casual&level=${level}`);
  await page.locator('[data-testid="thinking"][data-state="waiting"]').waitFor();
  // Let the page settle (the computer's parts loaded, first paint done), then measure from the move.
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    globalThis.__marks = [{ state: 'waiting', t: performance.now() }];
    globalThis.__maxGap = 0;
  });
  await page.locator(`[data-square="${first.slice(0, 2)}"]`).click();
  await page.locator(`[data-square="${first.slice(2)}"]`).click();
  await page.waitForFunction(() => globalThis.__marks.length >= 3, null, { timeout: 60_000 });
  const { marks, maxGap, hasWorker } = await page.evaluate(() => ({
    marks: globalThis.__marks,
    maxGap: globalThis.__maxGap,
    hasWorker: typeof Worker !== 'undefined',
  }));
  if (hasWorker === inThread) throw new Error('workers were not disabled');
  const workers = page.workers().length;
  await context.close();
  const thinking = marks.find((m) => m.state !== 'waiting');
  const reply = marks.find((m) => m.state === 'waiting' && thinking && m.t > thinking.t);
  return {
    ms: reply && thinking ? reply.t - thinking.t : NaN,
    maxGap,
    states: `${marks.map((m) => m.state).join('>')}, ${workers} worker(s)`,
  };
}

const summary = [];
for (const inThread of [false, true]) {
  const times = [];
  const gaps = [];
  for (const first of FIRST) {
    const r = await measure(first, inThread);
    times.push(r.ms);
    gaps.push(r.maxGap);
    process.stdout.write(
      `${inThread ? 'page thread' : 'worker'} ${rate}x: reply ${r.ms.toFixed(0)} ms, longest frame gap ${r.maxGap.toFixed(0)} ms (${r.states}) after ${first}\n`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  summary.push(
    `search in ${inThread ? 'the page thread' : 'its worker'}, CPU ${rate}x slower, level ${level}, ${times.length} positions: ` +
      `reply median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms; ` +
      `longest frame gap while thinking ${Math.max(...gaps).toFixed(0)} ms`,
  );
}
process.stdout.write(`\n${summary.join('\n')}\n`);
await browser.close();
await app.close();
