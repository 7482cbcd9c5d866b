#!/usr/bin/env node
// Writes the Simplified Chinese files from the Traditional ones (zh-hans.mjs): the words
// (src/lib/i18n/lang/zh-Hans/*.ts) and the content (lessons/**/X.zh-Hans.md), only those that
// changed, and removes derived files whose source is gone. Run by `npm install`/`npm ci`
// (postinstall), before `npm run check` and `npm run test:unit`, and by the Vite plugin in
// vite.config.ts (build start, and on a change in dev). `--quiet`: no line per file.
import { fileURLToPath } from 'node:url';
import { deriveAll } from './derive.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { written, removed } = deriveAll(root);
if (!process.argv.includes('--quiet')) {
  for (const p of written) console.log(`derived ${p}`);
  for (const p of removed) console.log(`removed ${p}`);
}
