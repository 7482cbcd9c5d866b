// A real second build of the app, for the end-to-end tests of "a new version is deployed" (offline,
// updates): `vite build` into a temporary directory with its own Kit directory and version
// (svelte.config.js reads JANGGI_BUILD_DIR, JANGGI_KIT_DIR and JANGGI_VERSION), so the build/ being
// served is not touched.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Run `vite build` into `dir` with its own Kit directory and version; quiet unless it fails. */
function buildInto(dir, kitDir, version) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, JANGGI_BUILD_DIR: dir, JANGGI_KIT_DIR: kitDir, JANGGI_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kit warns that tsconfig.json does not extend this second Kit directory: shown only on failure.
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${log.slice(-4000)}`))));
  });
}

/**
 * A second build named `name` (used in the temporary paths and the version). Returns `{ dir,
 * version, build(), remove() }`: `build()` runs it (once; it returns the same promise again),
 * `remove()` deletes the build and its Kit directory.
 */
export async function secondBuild(name) {
  const work = await mkdtemp(join(tmpdir(), `janggi-${name}-`));
  const dir = join(work, 'build');
  const kitDir = join('node_modules/.cache', `e2e-${name}-kit-${process.pid}`);
  const version = `e2e-${name}-${Date.now()}`;
  let building;
  return {
    dir,
    version,
    build: () => (building ??= buildInto(dir, kitDir, version)),
    async remove() {
      await rm(work, { recursive: true, force: true });
      await rm(join(ROOT, kitDir), { recursive: true, force: true });
    },
  };
}
