/**
 * Code under test at full speed for the slow suites. Under Vitest every module goes through its
 * transform, and the engine's tight loops (move generation, perft, the mate solver, the exercise
 * validator's search) run several times slower there than as plain JavaScript. So these suites
 * bundle what they exercise with esbuild, with scripts/run-ts.mjs's options (scripts/node-bundle.mjs), and
 * load the bundle with Node's own require: the same source, run as Node runs it. Each worker
 * process builds its own copy, once per entry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, resolve } from 'node:path';

const loaded = new Map<string, unknown>();

function bundle<T>(entry: string): T {
  const cached = loaded.get(entry);
  if (cached) return cached as T;
  const outdir = resolve('node_modules/.cache/slow-native');
  mkdirSync(outdir, { recursive: true });
  const outfile = resolve(outdir, `${basename(entry, '.ts')}-${process.pid}.cjs`);
  // esbuild's plugins (node-bundle.mjs has one for import.meta.glob) need its asynchronous API: a
  // child Node process builds, and this waits for it.
  const script = `const { build } = await import('esbuild'); const { nodeBundle } = await import('./scripts/node-bundle.mjs'); await build(nodeBundle(${JSON.stringify(entry)}, ${JSON.stringify(outfile)}, 'cjs'));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  const mod = createRequire(import.meta.url)(outfile) as T;
  loaded.set(entry, mod);
  return mod;
}

/** The engine and the seeded random positions (test/support/random.ts), one Position class for both. */
export const nativeEngine = () => bundle<typeof import('./native-entry')>('test/slow/native-entry.ts');

/** The exercise loader and validator. */
export const nativeExercises = () => bundle<typeof import('./native-exercises')>('test/slow/native-exercises.ts');
