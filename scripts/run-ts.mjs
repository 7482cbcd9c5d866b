#!/usr/bin/env node
// Runs a TypeScript entry point at full speed: esbuild bundles it once into node_modules/.cache
// (tsx's loader slows tight engine loops several times), then Node imports the bundle.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { nodeBundle } from './node-bundle.mjs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run-ts.mjs <entry.ts> [args]\n');
  process.exit(2);
}
const outdir = resolve('node_modules/.cache/run-ts');
mkdirSync(outdir, { recursive: true });
const outfile = resolve(outdir, basename(entry).replace(/\.ts$/, '') + '.mjs');
await build({
  ...nodeBundle(entry, outfile),
  packages: 'external',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(outfile).href);
