// esbuild options for running the project's TypeScript in Node at full speed, shared by
// scripts/run-ts.mjs (content and engine scripts) and test/slow/native.ts (the slow suites).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One bundle of `entry` for Node 20 at `outfile`, with `$lib` resolved without `svelte-kit sync`
 * (a fresh clone has no .svelte-kit/tsconfig.json, which the project's tsconfig extends, yet).
 * @param {string} entry
 * @param {string} outfile
 * @param {'esm' | 'cjs'} format
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundle(entry, outfile, format) {
  return {
    entryPoints: [resolve(entry)],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    outfile,
    alias: { $lib: resolve('src/lib') },
    ...(existsSync('.svelte-kit/tsconfig.json') ? {} : { tsconfigRaw: {} }),
    logLevel: 'warning',
  };
}
