#!/usr/bin/env node
// End-to-end runner: build if the sources are newer than build/, serve it with `vite preview` on a
// free port, run every test/e2e/*.e2e.mjs with node's test runner (E2E_BASE_URL set), stop the
// server, exit with the runner's code.
//   node test/e2e/run.mjs            all files
//   node test/e2e/run.mjs shell      only files whose name contains "shell"
//   node test/e2e/run.mjs data-safety.e2e.mjs  only that file
//   E2E_BUILD=1 node test/e2e/run.mjs   force a rebuild
//   E2E_CONCURRENCY=1 node test/e2e/run.mjs   one file at a time (default 2)
// Files run two at a time, each in its own process with its own browser (so its own IndexedDB,
// service workers and ports): most of a file's time is waiting (opponent replies, page loads), not
// CPU. The longest files start first. Files that deploy a new version derive it from build/
// (second-build.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const e2eDir = join(root, 'test/e2e');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const BUILD_INPUTS = ['src', 'static', 'lessons', 'svelte.config.js', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  const marker = join(root, 'build/index.html');
  if (process.env.E2E_BUILD === '1' || !existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((p) => newestMtime(join(root, p)) > built);
}

function run(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * One run at a time per checkout: a second run's build would replace the files the first one is
 * serving. Waits for a live holder; takes over from a dead one.
 */
const lockDir = join(root, 'node_modules/.cache/e2e-run.lock');
async function acquireLock() {
  for (;;) {
    try {
      mkdirSync(lockDir, { recursive: false });
      writeFileSync(join(lockDir, 'pid'), `${process.pid}\n${root}`);
      return;
    } catch (error) {
      if (error.code === 'ENOENT') {
        mkdirSync(join(lockDir, '..'), { recursive: true });
        continue;
      }
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      // "pid\ncheckout": a node_modules copied from another checkout carries that one's lock, whose
      // holder does not hold this checkout's.
      const [pid, checkout = root] = readFileSync(join(lockDir, 'pid'), 'utf8').split('\n');
      holder = checkout === root ? Number(pid) : 0;
    } catch {
      // Being written or removed right now.
    }
    let alive = false;
    try {
      alive = Number.isInteger(holder) && holder > 0 && process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (!alive && Number.isInteger(holder)) rmSync(lockDir, { recursive: true, force: true });
    else {
      console.log(`[e2e] waiting for another run (pid ${holder}) to finish…`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}
const releaseLock = () => rmSync(lockDir, { recursive: true, force: true });

// The longest files start first, so the short ones fill the other slots around them (order from
// the CI log of 27 November 2026, seconds per file: first-paint 322 with its readers one after
// another, updates 118, korean 81, small-screen 71, computer 52, play 50, teach 46, offline 43,
// puzzles 39, exercises 32, learn 31; the rest under 30). A long file left to the end runs alone
// with a slot idle: first-paint, unranked, started at about 270 s of 600.
const LONGEST_FIRST = [
  'first-paint',
  'updates',
  'korean',
  'small-screen',
  'computer',
  'play',
  'teach',
  'offline',
  'puzzles',
  'exercises',
  'learn',
];
const rank = (f) => {
  const i = LONGEST_FIRST.findIndex((x) => f === `${x}.e2e.mjs`);
  return i === -1 ? LONGEST_FIRST.length : i;
};
const filters = process.argv.slice(2);
const files = readdirSync(e2eDir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => (x.endsWith('.e2e.mjs') ? f === x : f.includes(x))))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((f) => join(e2eDir, f));
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);
if (files.length === 0) {
  console.log('No end-to-end test files matched.');
  process.exit(0);
}

await acquireLock();
process.on('exit', releaseLock);

if (needsBuild()) {
  console.log('[e2e] building…');
  const code = await run([vite, 'build']);
  if (code !== 0) process.exit(code);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

let code = 1;
try {
  await waitForServer(baseUrl, server);
  console.log(`[e2e] serving build/ at ${baseUrl}; ${files.length} file(s), ${concurrency} at a time`);
  const env = { ...process.env, E2E_BASE_URL: baseUrl };
  code = await run(['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], { env });
} catch (error) {
  console.error(`[e2e] ${error.message}`);
} finally {
  stopServer();
}
process.exit(code);
