// A real second build of the app, for the end-to-end tests of "a new version is deployed" (offline,
// updates): `vite build` into a temporary directory with its own Kit directory and version
// (svelte.config.js reads JANGGI_BUILD_DIR, JANGGI_KIT_DIR and JANGGI_VERSION), so the build/ being
// served is not touched.
//
// test/e2e/run.mjs builds one such version for the whole run, beside the first tests, and names it in
// E2E_SECOND_BUILD (JSON: dir, version, ready): secondBuild() then waits for that build instead of
// running its own, so offline and updates share one build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Run `vite build` into `dir` with its own Kit directory and version; quiet unless it fails. */
function buildInto(dir, kitDir, version, onChild = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, JANGGI_BUILD_DIR: dir, JANGGI_KIT_DIR: kitDir, JANGGI_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onChild(child);
    // Kit warns that tsconfig.json does not extend this second Kit directory: shown only on failure.
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${log.slice(-4000)}`))));
  });
}

/** Resolves once the shared build's `ready` file says it is done; rejects if it says it failed. */
async function sharedReady(ready) {
  for (;;) {
    if (existsSync(ready)) {
      const status = await readFile(ready, 'utf8');
      if (status === 'ok') return;
      throw new Error(`the shared second build failed: ${status}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A second build named `name` (used in the temporary paths and the version). Returns `{ dir,
 * version, build(), remove(), stop() }`: `build()` runs it (once; it returns the same promise
 * again), `remove()` deletes the build and its Kit directory, `stop()` ends a build under way.
 * Under test/e2e/run.mjs (E2E_SECOND_BUILD set), the run's shared build: `build()` waits for it and
 * `remove()` leaves it to the runner.
 */
export async function secondBuild(name, { shared = process.env.E2E_SECOND_BUILD } = {}) {
  if (shared) {
    const { dir, version, ready } = JSON.parse(shared);
    let waiting;
    return { dir, version, build: () => (waiting ??= sharedReady(ready)), remove: async () => {}, stop: () => {} };
  }
  const work = await mkdtemp(join(tmpdir(), `janggi-${name}-`));
  const dir = join(work, 'build');
  const kitDir = join('node_modules/.cache', `e2e-${name}-kit-${process.pid}`);
  const version = `e2e-${name}-${Date.now()}`;
  let building;
  let child;
  return {
    dir,
    version,
    work,
    build: () => (building ??= buildInto(dir, kitDir, version, (c) => (child = c))),
    stop: () => {
      if (child && child.exitCode === null) child.kill('SIGTERM');
    },
    async remove() {
      await rm(work, { recursive: true, force: true });
      await rm(join(ROOT, kitDir), { recursive: true, force: true });
    },
  };
}
