#!/usr/bin/env node
// First-load JavaScript of prerendered pages: every script a page's HTML loads or preloads, and
// every module those import statically (followed to the end, in case a page's HTML ever misses
// one), each file once, gzip -9 each, summed. Run after a build:
//   node scripts/first-load-size.mjs [buildDir] [page,page,...]
// With pages: one line per page. Without: every prerendered page (every .html under buildDir),
// then the worst pages, the median and how many exceed the budget (80 KB gzip). Exits 1 when a
// page is over the budget.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const root = process.argv[2] ?? 'build';
const gzCache = new Map();

function htmlPages(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlPages(path));
    else if (entry.name.endsWith('.html')) out.push(relative(root, path).replace(/\.html$/, ''));
  }
  return out.sort();
}

const importCache = new Map();
function staticImports(url) {
  let deps = importCache.get(url);
  if (!deps) {
    const code = readFileSync(`${root}${url}`, 'utf8');
    deps = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+\.js)["']/g)].map((m) =>
      posix.join(posix.dirname(url), m[1]),
    );
    importCache.set(url, deps);
  }
  return deps;
}

function measure(page) {
  const html = readFileSync(`${root}/${page}.html`, 'utf8');
  const urls = new Set([...html.matchAll(/(?:href|import\()\s*=?\s*"([^"]+\.js)"/g)].map((m) => m[1]));
  // Static imports of those scripts (`import"./x.js"`, `import{a}from"../chunks/y.js"`,
  // `export*from"./z.js"`); dynamic `import()` calls inside modules load later and are not counted.
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop();
    for (const dep of staticImports(url)) {
      if (!urls.has(dep)) {
        urls.add(dep);
        queue.push(dep);
      }
    }
  }
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    let sizes = gzCache.get(url);
    if (!sizes) {
      const bytes = readFileSync(`${root}${url}`);
      sizes = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
      gzCache.set(url, sizes);
    }
    raw += sizes.raw;
    gz += sizes.gz;
  }
  return { page: `/${page === 'index' ? '' : page}`, scripts: urls.size, raw: raw / 1024, gz: gz / 1024 };
}

const line = (m) => `${m.page}: ${m.scripts} scripts, ${m.raw.toFixed(1)} KB, ${m.gz.toFixed(1)} KB gzip`;

if (process.argv[3]) {
  for (const page of process.argv[3].split(',')) console.log(line(measure(page)));
} else {
  const all = htmlPages(root)
    .map(measure)
    .sort((a, b) => b.gz - a.gz);
  const median = all[Math.floor(all.length / 2)];
  const over = all.filter((m) => m.gz > BUDGET_KB);
  // The worst page of each kind of route (first path segment), so one look shows every section.
  const seen = new Set();
  console.log(`worst page per section:`);
  for (const m of all) {
    const section = m.page.split('/').slice(0, 2).join('/');
    if (seen.has(section)) continue;
    seen.add(section);
    console.log(`  ${line(m)}`);
  }
  console.log(`${all.length} pages; worst ${line(all[0])}`);
  console.log(`median ${median.gz.toFixed(1)} KB gzip; ${over.length} over ${BUDGET_KB} KB`);
  if (over.length) process.exitCode = 1;
}
