/**
 * The game review on a slow phone: the built /games page in headless Chromium at a phone's size,
 * its CPU slowed by Chrome DevTools' CPU throttling (`Emulation.setCPUThrottlingRate`, default 4x).
 * A fixed 98-ply record (test/fixtures/records/review-bench-98.gib) is imported, then reviewed;
 * the script records when the first ply's class shows, when the whole review shows, and every
 * main-thread task over 50 ms meanwhile (the Long Tasks API: the page's responsiveness).
 *
 * As in scripts/phone-reply.mjs, the run is made twice: with the review in its worker (as the app
 * runs it), and with workers disabled, which makes the app review on the page's thread (surely
 * throttled: the honest time at that rate, an upper bound for the worker; its long tasks are
 * expected, the page then blocks by design of the fallback).
 *
 * The clock starts at the click on "Review" in the list (the review page's own drawing counts) and
 * the long tasks are counted until 1.5 s after the whole review shows.
 *
 *   npx vite build && node scripts/review-phone.mjs [--rate 4] [--runs 1] [--worker-only] [--installed [--same-visit]] [--profile F] [--trace F]
 *     [--build build | --base URL]   (REVIEW_PHONE_TASKS=1 lists each long task: start:duration)
 *
 * With --installed, the page is the installed app's: the service worker installs on a first visit
 * (it precaches every chunk), and the review is measured on the next visit, whose scripts come
 * from the service worker's cache, as on a learner's phone after the first day. Chrome keeps a
 * compiled copy of the scripts a service worker caches, so the functions' first calls need no
 * compiling there. `--installed --same-visit` measures on the first visit itself, once the service
 * worker has installed and taken the page (the review's code then comes from its cache).
 *
 * With --trace, the tasks are also counted by thread time from the trace, as an estimate at 4x:
 * `--rate 1 --trace F` measures the page's own CPU with no throttling (thread time x 4), the
 * figure least moved by a busy machine.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium, phonePage, serveApp } from './phone-page.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    file: { type: 'string', default: 'test/fixtures/records/review-bench-98.gib' },
    build: { type: 'string', default: 'build' },
    /** An address already serving the app (e.g. `npx vite dev`) instead of the build. */
    base: { type: 'string' },
    /** Write a CPU profile of the page's thread during the review (worker run) to this file. */
    profile: { type: 'string' },
    /** Write a Chrome trace of the worker run (style, layout, paint and scripts of each task) to this file. */
    trace: { type: 'string' },
    /** Only the run with the review in its worker (the page-thread run is skipped). */
    'worker-only': { type: 'boolean', default: false },
    /** The installed app: its service worker installed on a first visit, the measure on the next. */
    installed: { type: 'boolean', default: false },
    /** With --installed: the measure on the first visit itself, once the service worker has taken the page. */
    'same-visit': { type: 'boolean', default: false },
  },
});
const rate = Number(values.rate);
const record = await readFile(values.file);

const app = await serveApp(values);
const base = app.base;
const browser = await launchChromium();

async function measure(inThread) {
  const { context, page } = await phonePage(browser, inThread, { serviceWorkers: values.installed });
  // Long tasks and the review's first class and end, from the first script on.
  await page.addInitScript(() => {
    const w = globalThis;
    w.__long = [];
    w.__marks = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Polled rather than observed: an observer's query on every change of a streaming list would
    // itself make the page's long tasks.
    const poll = setInterval(() => {
      const now = performance.now();
      if (!w.__marks.first && document.querySelector('[data-ply="1"][data-class]')) w.__marks.first = now;
      if (!w.__marks.done && document.querySelector('[data-testid="review"]')) w.__marks.done = now;
      if (w.__marks.done) clearInterval(poll);
    }, 100);
  });
  if (values.installed) {
    await page.goto(`${base}/games`);
    // Installed and activated: every chunk is in the service worker's cache.
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!reg.active) throw new Error('no active service worker');
    });
    // The worker takes the page it installed from (clients.claim on activation).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForTimeout(2000);
  }
  if (!(values.installed && values['same-visit'])) await page.goto(`${base}/games`);
  await page.waitForSelector('[data-testid="games-list"], [data-testid="games-empty"]');
  await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'game.gib', mimeType: 'text/plain', buffer: record });
  const row = page.locator('[data-testid="games-list"] > li').first();
  await row.waitFor();
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const profiling = values.profile && !inThread;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const tracing = values.trace && !inThread;
  if (tracing)
    await browser.startTracing(page, { path: values.trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // The clock starts at the click: the review page's first drawing is part of the review.
  await page.evaluate(() => {
    globalThis.__t0 = performance.now();
    globalThis.__long = [];
  });
  await row.locator('[data-action="review"]').click();
  await page.waitForURL((u) => u.hash.startsWith('#review='));
  // Waited for by the page's own mark, polled rarely: a selector wait would query the page every frame.
  await page.waitForFunction(() => globalThis.__marks.done, null, { polling: 500, timeout: 600_000 });
  // The tasks the report's end makes after it shows (the board moving to the first critical moment).
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ t0: globalThis.__t0, marks: globalThis.__marks, long: globalThis.__long }));
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(values.profile, JSON.stringify(profile));
  }
  const threadTasks = tracing ? (await browser.stopTracing(), await traceTasks(values.trace, r.marks.done - r.t0 + 1500)) : undefined;
  const plies = await page.locator('[data-ply][data-class]').count();
  const workers = page.workers().length;
  await context.close();
  const during = r.long.filter((l) => l.start >= r.t0);
  return {
    first: r.marks.first - r.t0,
    done: r.marks.done - r.t0,
    plies,
    workers,
    longTasks: during.length,
    longest: Math.max(0, ...during.map((l) => l.ms)),
    tasks: during.map((l) => `${((l.start - r.t0) / 1000).toFixed(2)}s:${l.ms.toFixed(0)}ms`).join(' '),
    threadTasks,
  };
}

/**
 * The page's main-thread tasks from the tap on, by thread time (the CPU the task took, the time
 * other processes held the CPU left out: steadier than wall time on a shared machine), from the
 * trace: each as ms at `rate` and as an estimate at 4x (ms x 4 / rate; at rate 1 the throttling's
 * own spinning, which grows with the machine's load, is left out too). Only the tasks that start
 * within `windowMs` of the tap (the one the Long Tasks API watches): stopping the trace makes a
 * task of its own that is not the page's.
 */
async function traceTasks(file, windowMs) {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const key = (e) => `${e.pid}:${e.tid}`;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map(key));
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && mains.has(key(e)));
  if (!click) return undefined;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        key(e) === key(click) &&
        e.ts + e.dur >= click.ts &&
        e.ts < click.ts + windowMs * 1000 &&
        e.tdur !== undefined,
    )
    .map((e) => ({ at: (e.ts - click.ts) / 1e6, ms: e.tdur / 1000, at4x: (e.tdur / 1000) * (4 / rate) }));
  const over = tasks.filter((t) => t.at4x > 50);
  return {
    over: over.length,
    longest: Math.max(0, ...tasks.map((t) => t.at4x)),
    list: over.map((t) => `${t.at.toFixed(2)}s:${t.ms.toFixed(1)}ms`).join(' '),
  };
}

const lines = [];
for (const inThread of values['worker-only'] ? [false] : [false, true]) {
  for (let k = 0; k < Number(values.runs); k++) {
    const m = await measure(inThread);
    const line =
      `review in ${inThread ? 'the page thread' : 'its worker'}, CPU ${rate}x slower, ${m.plies} plies: ` +
      `first class ${(m.first / 1000).toFixed(1)} s, whole review ${(m.done / 1000).toFixed(1)} s; ` +
      `main-thread tasks over 50 ms: ${m.longTasks}, longest ${m.longest.toFixed(0)} ms (${m.workers} worker(s) at the end)`;
    if (process.env.REVIEW_PHONE_TASKS) process.stdout.write(`  ${m.tasks}\n`);
    process.stdout.write(`${line}\n`);
    if (m.threadTasks) {
      if (process.env.REVIEW_PHONE_TASKS) process.stdout.write(`  ${m.threadTasks.list}\n`);
      process.stdout.write(
        `  by thread time (trace): tasks over 50 ms at 4x: ${m.threadTasks.over}, longest ${m.threadTasks.longest.toFixed(0)} ms at 4x\n`,
      );
    }
    lines.push(line);
  }
}
await browser.close();
await app.close();
