#!/usr/bin/env node
// What the service worker precaches, and how big it is.
//
//   node scripts/precache-size.mjs [build-dir] [--top N] [--json] [--max BYTES]
//
// Runs the built service worker (build/service-worker.js) in a sandbox with a fake Cache Storage
// whose files come from build/, fires its `install` event, and records every URL it caches: the
// exact precache, whatever rules src/service-worker.ts applies. Each URL is mapped to its file the
// way a static host does (`/learn` → learn.html, `/` → index.html). Prints the total bytes and a
// gzip estimate (each file gzipped at level 9, as a server would send it). Fails when a precached
// URL has no file (cache.addAll is all-or-nothing: one 404 and the service worker never installs);
// lists the files in build/ that are not precached.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const json = args.includes('--json');
if (json) args.splice(args.indexOf('--json'), 1);
const top = Number(flag('--top') ?? 10);
const maxFlag = flag('--max');
const max = maxFlag === undefined ? undefined : Number(maxFlag);
const dir = resolve(args[0] ?? 'build');

const swPath = join(dir, 'service-worker.js');
if (!existsSync(swPath)) {
  console.error(`No ${relative(process.cwd(), swPath)}: run \`npm run build\` first.`);
  process.exit(2);
}

/** Run the worker's install handler against a fake Cache Storage; returns the URLs it cached. */
async function installedUrls() {
  const ORIGIN = 'http://precache.invalid';
  const cached = new Set();
  const missingDuringInstall = new Set();
  const listeners = {};
  const pathOf = (u) => new URL(typeof u === 'string' ? u : u.url, ORIGIN).pathname;
  const cache = {
    async addAll(urls) {
      for (const u of urls) {
        const path = pathOf(u);
        if (!fileFor(path)) missingDuringInstall.add(path);
        cached.add(path);
      }
    },
    async add(u) {
      return cache.addAll([u]);
    },
    async put(u) {
      cached.add(pathOf(u));
    },
    async match(u) {
      const file = fileFor(pathOf(u));
      return file
        ? {
            ok: true,
            text: async () => readFileSync(file, 'utf8'),
            clone() {
              return this;
            },
          }
        : undefined;
    },
    async keys() {
      return [...cached].map((p) => ({ url: ORIGIN + p }));
    },
    async delete() {
      return true;
    },
  };
  const self = {
    location: new URL('/service-worker.js', ORIGIN),
    addEventListener: (type, fn) => (listeners[type] ??= []).push(fn),
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
  };
  const context = vm.createContext({
    self,
    location: self.location,
    addEventListener: self.addEventListener,
    caches: { open: async () => cache, match: cache.match, keys: async () => [], delete: async () => true },
    // The worker fetches each URL and keeps the answer (checking its type): answer from build/ as a
    // static host would, with the content type a file's extension gets.
    fetch: async (request) => {
      const path = pathOf(request);
      const file = fileFor(path);
      if (!file) return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } });
      return new Response(readFileSync(file), { status: 200, headers: { 'content-type': contentType(file) } });
    },
    // Relative URLs resolve against the worker's location, as in a browser.
    Request: class extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
      }
    },
    Response,
    URL,
    console,
    setTimeout,
    TextDecoder,
  });
  vm.runInContext(readFileSync(swPath, 'utf8'), context, { filename: swPath });
  const waits = [];
  for (const fn of listeners.install ?? []) fn({ waitUntil: (p) => waits.push(p) });
  await Promise.all(waits);
  return { urls: [...cached], missing: [...missingDuringInstall] };
}

const TYPES = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
};
const contentType = (file) => TYPES[/\.([a-z0-9]+)$/i.exec(file)?.[1] ?? ''] ?? 'application/octet-stream';

/** The file a static host serves for `url` (adapter-static's layout). */
function fileFor(url) {
  const path = decodeURIComponent(url.split('?')[0]);
  const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`, join(path.slice(1), 'index.html')];
  for (const c of candidates) {
    const full = join(dir, c);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

const kindOf = (url) =>
  url.startsWith('/_app/')
    ? 'app (js, css)'
    : url.endsWith('__data.json') || url.endsWith('.json')
      ? 'page data (json)'
      : /\.[a-z0-9]+$/i.test(url)
        ? 'static files'
        : 'pages (html)';

const { urls, missing } = await installedUrls();
if (urls.length === 0) {
  console.error('The service worker cached nothing at install.');
  process.exit(2);
}
const rows = [];
for (const url of urls) {
  const file = fileFor(url);
  if (!file) continue;
  const body = readFileSync(file);
  rows.push({ url, file: relative(dir, file), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, kind: kindOf(url) });
}

function walk(d, out = []) {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const full = join(d, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(relative(dir, full));
  }
  return out;
}
const precachedFiles = new Set(rows.map((r) => r.file));
const expectedOutside = new Set(['service-worker.js', '_app/version.json', '_app/env.js']);
const notPrecached = walk(dir).filter((f) => !precachedFiles.has(f) && !expectedOutside.has(f));

const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
const total = { urls: urls.length, files: rows.length, bytes: sum(rows, 'bytes'), gzip: sum(rows, 'gzip') };
const byKind = new Map();
for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
const groups = [...byKind]
  .map(([kind, list]) => ({ kind, count: list.length, bytes: sum(list, 'bytes'), gzip: sum(list, 'gzip') }))
  .sort((a, b) => b.bytes - a.bytes);
const largest = [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, top);

if (json) {
  console.log(JSON.stringify({ dir, total, groups, largest, missing, notPrecached }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
  console.log(`Precache of ${relative(process.cwd(), dir) || '.'}: ${total.urls} URLs`);
  for (const g of groups)
    console.log(`  ${g.kind.padEnd(18)} ${String(g.count).padStart(5)}  ${kb(g.bytes).padStart(11)}  gzip ${kb(g.gzip).padStart(10)}`);
  console.log(`  largest:`);
  for (const r of largest) console.log(`    ${kb(r.bytes).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}  ${r.url}`);
  console.log(`Total: ${total.bytes} bytes (${mb(total.bytes)}); gzip estimate ${total.gzip} bytes (${mb(total.gzip)})`);
  // A language's copy of a data file (ko/learn/__data.json) is answered with the default language's
  // precached one (the same bytes: see src/service-worker.ts).
  const shared = notPrecached.filter((f) => !f.endsWith('.html') && f.includes('/') && precachedFiles.has(f.slice(f.indexOf('/') + 1)));
  const others = notPrecached.filter((f) => !shared.includes(f));
  const differ = shared.filter((f) => !readFileSync(join(dir, f)).equals(readFileSync(join(dir, f.slice(f.indexOf('/') + 1)))));
  if (differ.length) {
    console.error(
      `Data files that differ from the default language's (the service worker would answer them wrongly offline): ${differ.slice(0, 5).join(', ')}`,
    );
    process.exitCode = 1;
  }
  if (shared.length)
    console.log(
      `Not precached (${shared.length} data files of other languages' pages, answered with the default language's precached copy)`,
    );
  if (others.length) {
    const pagesOnly = others.every((f) => f.endsWith('.html'));
    console.log(
      `Not precached (${others.length}${pagesOnly ? ' pages of collections: offline they come from the app shell and their cached data' : ''}): ` +
        `${others.slice(0, 5).join(', ')}${others.length > 5 ? ', …' : ''}`,
    );
  }
}
if (missing.length) {
  console.error(`Precached URLs without a file (the service worker would fail to install): ${missing.join(', ')}`);
  process.exit(1);
}
if (max !== undefined && total.bytes > max) {
  console.error(`Precache is ${total.bytes} bytes, over the limit of ${max}.`);
  process.exit(1);
}
