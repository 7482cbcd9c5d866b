/**
 * How long a tap on a puzzle's board takes to show, on a slow phone: the built app in headless
 * Chromium with the CPU slowed `--rate` times (CDP Emulation.setCPUThrottlingRate, on the page and on
 * its solver worker), the first move of mate-in-5 puzzles tapped from-point then to-point, once the
 * right move and once a wrong one (a move that does not force mate, a checking one when there is
 * one). Reported per tap: from the tap on the to-point to the frame that shows the moved piece, and
 * to the frame that shows the app's reply.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/tap-latency.ts [buildDir=build] [--rate 4] [--puzzles 3] [--runs 1]
 *
 * With `--pages /exercises/a,/exercises/b` it measures those pages instead (lesson steps,
 * exercises): the first movable piece tapped, then its first destination; "reply" is the next
 * change of the board after the moved piece shows (none within 3 s: n/a).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { moveToUci, parseUci, Position, squareName } from '../../src/lib/engine';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { judgeMove } from '../../src/lib/puzzles/solve';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { serveStatic } from '../../test/e2e/static-server.mjs';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const buildDir = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build');
const RATE = opt('rate', 4);
const PUZZLES = opt('puzzles', 3);
const RUNS = opt('runs', 1);
const PAGES = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : undefined;

/** The mate-in-5 puzzles whose first move, right and wrong, takes the solver longest to judge. */
function pickPuzzles(): Puzzle[] {
  const dir = resolve('lessons/puzzles');
  const all: Puzzle[] = [];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()) {
    all.push(...parsePuzzleCsv(readFileSync(resolve(dir, f), 'utf8'), f).filter((p) => p.mateIn === 5));
  }
  if (!all.length) throw new Error('no mate-in-5 puzzle in lessons/puzzles');
  const cost = (p: Puzzle) => {
    const t = performance.now();
    judgeMove(p.fen, p.moves[0], p.mateIn);
    judgeMove(p.fen, wrongMove(p), p.mateIn);
    return performance.now() - t;
  };
  return all
    .map((p) => ({ p, ms: cost(p) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, PUZZLES)
    .map((x) => x.p);
}

/** A first move that does not force mate: a checking one if there is one. */
function wrongMove(p: Puzzle): string {
  const pos = Position.fromFen(p.fen, 'casual');
  if (!pos.ok) throw new Error(pos.error.code);
  const others = pos.value.legalMoves().filter((m) => m.from !== m.to && moveToUci(m) !== p.moves[0]);
  const checks = others.filter((m) => {
    pos.value.play(m);
    const check = pos.value.isCheck();
    pos.value.undo();
    return check;
  });
  for (const m of [...checks, ...others]) {
    const uci = moveToUci(m);
    if (!judgeMove(p.fen, uci, p.mateIn).forces) return uci;
  }
  throw new Error(`${p.id}: every move forces mate`);
}

/** Slow the page and every worker it starts (the solver runs in one). */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  let id = 1;
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string } }) => {
    const message = JSON.stringify({ id: id++, method: 'Emulation.setCPUThrottlingRate', params: { rate: RATE } });
    void cdp.send('Target.sendMessageToTarget', { sessionId: e.sessionId, message }).catch(() => {});
    workers.push(e.targetInfo.type);
  });
  return cdp;
}
const workers: string[] = [];

interface Timing {
  /** Tap to the piece in the DOM, then to the frame showing it, then to the frame showing the reply. */
  dom?: number;
  piece: number;
  reply: number;
  status: string;
}

async function tap(page: Page, p: Puzzle, uci: string): Promise<Timing> {
  await page.goto(`/puzzles/${p.id}`);
  await page.waitForSelector('html[data-ready]');
  const player = page.getByTestId('puzzle-player');
  await player.waitFor();
  // Let the solver worker start and the page settle, as a reader would before the first move.
  await page.waitForTimeout(1500);
  const m = parseUci(uci)!;
  const from = squareName(m.from);
  const to = squareName(m.to);
  const letter = await page.locator(`[data-square="${from}"]`).getAttribute('data-piece');
  await page.locator(`[data-square="${from}"]`).click();
  await page.evaluate(
    ({ to, letter }) => {
      const w = window as unknown as { __lat: { t0: number; piece: number; reply: number; dom: number } };
      w.__lat = { t0: 0, piece: 0, reply: 0, dom: 0 };
      const target = document.querySelector(`[data-square="${to}"]`)!;
      // When the DOM has the piece (before layout and paint).
      new MutationObserver(() => {
        if (w.__lat.t0 && !w.__lat.dom && target.getAttribute('data-piece') === letter) w.__lat.dom = performance.now() - w.__lat.t0;
      }).observe(target, { attributes: true, attributeFilter: ['data-piece'] });
      target.addEventListener('pointerdown', (e) => (w.__lat.t0 = e.timeStamp), { capture: true, once: true });
      // Checked on every frame: the time is that of the first frame showing it.
      const check = () => {
        const now = performance.now();
        const lat = w.__lat;
        if (lat.t0) {
          const moved = document.querySelector(`[data-square="${to}"]`)?.getAttribute('data-piece') === letter;
          if (moved && !lat.piece) lat.piece = now - lat.t0;
          if (!lat.reply && document.querySelectorAll('[data-testid="puzzle-line"] li').length >= 2) lat.reply = now - lat.t0;
        }
        if (!lat.reply) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { to, letter },
  );
  await page.locator(`[data-square="${to}"]`).click();
  await page.waitForFunction(() => (window as unknown as { __lat: { reply: number } }).__lat.reply > 0, undefined, { timeout: 60_000 });
  const lat = await page.evaluate(() => (window as unknown as { __lat: { piece: number; reply: number; dom: number } }).__lat);
  return { piece: lat.piece, reply: lat.reply, dom: lat.dom, status: (await player.getAttribute('data-status')) ?? '' };
}

/** A page's first movable piece to its first destination: tap-to-piece and tap-to-next-change. */
async function tapPage(page: Page, path: string): Promise<Timing & { move: string }> {
  await page.goto(path);
  await page.waitForSelector('html[data-ready]');
  const from = page.locator('.point.movable').first();
  await from.waitFor();
  await page.waitForTimeout(1500);
  const fromName = (await from.getAttribute('data-square'))!;
  const letter = await from.getAttribute('data-piece');
  await from.click();
  const target = page.locator('.point.target').first();
  const to = (await target.getAttribute('data-square'))!;
  await page.evaluate(
    ({ to, letter }) => {
      const w = window as unknown as { __lat: { t0: number; piece: number; reply: number; snap?: string } };
      w.__lat = { t0: 0, piece: 0, reply: 0 };
      document
        .querySelector(`[data-square="${to}"]`)!
        .addEventListener('pointerdown', (e) => (w.__lat.t0 = e.timeStamp), { capture: true, once: true });
      const board = () => [...document.querySelectorAll('[data-square]')].map((el) => el.getAttribute('data-piece') ?? '.').join('');
      const check = () => {
        const now = performance.now();
        const lat = w.__lat;
        if (lat.t0 && !lat.piece && document.querySelector(`[data-square="${to}"]`)?.getAttribute('data-piece') === letter) {
          lat.piece = now - lat.t0;
          lat.snap = board();
        } else if (lat.piece && board() !== lat.snap) lat.reply = now - lat.t0;
        if (!lat.reply && (!lat.t0 || now - lat.t0 < 3000)) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { to, letter },
  );
  await target.click();
  await page.waitForFunction(() => (window as unknown as { __lat: { piece: number } }).__lat.piece > 0, undefined, { timeout: 60_000 });
  await page.waitForTimeout(3200);
  const lat = await page.evaluate(() => (window as unknown as { __lat: { piece: number; reply: number } }).__lat);
  return { piece: lat.piece, reply: lat.reply, status: '', move: `${fromName}${to}` };
}

const server = await serveStatic(buildDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** A phone-sized page context with no service worker (every run starts cold). */
const phone = () =>
  browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
const rows: { id: string; kind: string; t: Timing }[] = [];
try {
  for (const path of PAGES ?? []) {
    for (let run = 0; run < RUNS; run++) {
      const context = await phone();
      const page = await context.newPage();
      await throttle(page);
      const t = await tapPage(page, path);
      console.log(
        `${path} ${t.move.padEnd(6)} piece ${t.piece.toFixed(0).padStart(5)} ms   next change ${t.reply ? `${t.reply.toFixed(0).padStart(5)} ms` : '  n/a'}`,
      );
      await context.close();
    }
  }
  for (const p of PAGES ? [] : pickPuzzles()) {
    const cases = [
      ['first', p.moves[0]],
      ['wrong', wrongMove(p)],
    ] as const;
    for (let run = 0; run < RUNS; run++) {
      for (const [kind, uci] of cases) {
        const context = await phone();
        const page = await context.newPage();
        await throttle(page);
        const t = await tap(page, p, uci);
        rows.push({ id: p.id, kind: `${kind} ${uci}`, t });
        console.log(
          `${p.id} ${kind.padEnd(5)} ${uci.padEnd(6)} dom ${(t.dom ?? 0).toFixed(0).padStart(5)} ms   piece ${t.piece.toFixed(0).padStart(5)} ms   reply ${t.reply.toFixed(0).padStart(5)} ms   (${t.status})`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const kind of rows.length ? ['first', 'wrong'] : []) {
  const r = rows.filter((x) => x.kind.startsWith(kind));
  console.log(
    `${kind}: median piece ${median(r.map((x) => x.t.piece)).toFixed(0)} ms, reply ${median(r.map((x) => x.t.reply)).toFixed(0)} ms (max ${Math.max(...r.map((x) => x.t.piece)).toFixed(0)} / ${Math.max(...r.map((x) => x.t.reply)).toFixed(0)})`,
  );
}
console.log(
  `CPU ${RATE}x slower (page${workers.length ? ` and ${workers.length} worker target(s): ${[...new Set(workers)].join(', ')}` : ' only'})`,
);
