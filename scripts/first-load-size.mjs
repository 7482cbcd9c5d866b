#!/usr/bin/env node
// First-load JavaScript of prerendered pages: every script a page's HTML loads or preloads,
// gzip -9 each, summed. Run after a build:
//   node scripts/first-load-size.mjs [buildDir] [page,page,...]     (default: build play,index)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'build';
const pages = (process.argv[3] ?? 'play,index').split(',');
for (const page of pages) {
  const html = readFileSync(`${root}/${page}.html`, 'utf8');
  const urls = new Set([...html.matchAll(/(?:href|import\()\s*=?\s*"([^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const bytes = readFileSync(`${root}${url}`);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`/${page === 'index' ? '' : page}: ${urls.size} scripts, ${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
}
