#!/usr/bin/env node
// First-load JavaScript of prerendered pages, per UI language: every script a page's HTML loads or
// preloads, every module those import statically (followed to the end, in case a page's HTML ever
// misses one), and the language's catalogue chunks that the root layout awaits before the first
// render (src/routes/+layout.ts → loadCatalogue, loadSections), each file once, gzip -9 each, summed. A Korean
// reader (navigator.language ko-KR, or the saved language setting) loads the Korean chunks; an
// English reader the English ones (none when English is built into the pages). Run after a build:
//   node scripts/first-load-size.mjs [buildDir] [page,page,...]
// With pages: one line per page and language. Without: every prerendered page (every .html under
// buildDir), per language: the worst page of each section, the worst page, the median and how many
// exceed the budget (80 KB gzip). Exits 1 when a page is over the budget in either language.
// Each language has its own pages (src/lib/i18n/locales.ts: English at the root, Korean under ko/):
// a page is measured in its address's language; the pages with no language of their own (the app
// shell and the 404 page, which any reader may get) in every language. The languages are those
// with an app catalogue chunk in the manifest.
//
// The language chunks are found in Vite's manifest (.svelte-kit/output/client/.vite/manifest.json,
// or under $JANGGI_KIT_DIR): the app catalogue src/lib/i18n/lang/<lang>/app.ts and the namespaces
// the page's path needs (src/lib/i18n/sections.js, shared with the layout), lang/<lang>/<name>.ts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sectionsFor } from '../src/lib/i18n/sections.js';

const BUDGET_KB = 80;
const DEFAULT_LANGUAGE = 'en';
const root = process.argv[2] ?? 'build';
const kitDir = process.env.JANGGI_KIT_DIR ?? '.svelte-kit';
const manifestPath = join(kitDir, 'output/client/.vite/manifest.json');
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

/** `urls` and every module they import statically, to the end. */
function closure(urls) {
  const all = new Set(urls);
  const queue = [...all];
  while (queue.length) {
    const url = queue.pop();
    for (const dep of staticImports(url)) {
      if (!all.has(dep)) {
        all.add(dep);
        queue.push(dep);
      }
    }
  }
  return all;
}

/**
 * Where a language's namespace is (the folder convention of src/lib/i18n/catalogues.ts): the app
 * catalogue is `app`; a page's other namespaces come from sectionsFor (src/lib/i18n/sections.js),
 * the function the root layout uses.
 */
const wordsSource = (lang, namespace) => `src/lib/i18n/lang/${lang}/${namespace}.ts`;

function readManifest() {
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} not found: run \`npx vite build\` first (or set JANGGI_KIT_DIR to Kit's directory).`);
    process.exit(2);
  }
  const bySource = new Map();
  for (const chunk of Object.values(JSON.parse(readFileSync(manifestPath, 'utf8')))) {
    if (chunk.src && chunk.isDynamicEntry) bySource.set(chunk.src, `/${chunk.file}`);
    // A chunk of several words modules (a language's app catalogue and its speaker) has no `src`:
    // vite.config.ts names it lang-<code>-<namespace>.
    const words = /^lang-(.+)-([^-]+)$/.exec(chunk.name ?? '');
    if (words && chunk.isDynamicEntry && !chunk.src) bySource.set(wordsSource(words[1], words[2]), `/${chunk.file}`);
  }
  return bySource;
}
const chunkOf = readManifest();
const LANGUAGES = [...chunkOf.keys()]
  .map((src) => /^src\/lib\/i18n\/lang\/([^/]+)\/app\.ts$/.exec(src)?.[1])
  .filter(Boolean)
  .sort();
/** Pages that every reader may get, whatever the address (the service worker's shell, the host's 404 page). */
const ANY_LANGUAGE = new Set(['app-shell', '404']);
/** A page's language: its first folder when that is a language, else the default. */
const languageOf = (page) => {
  const first = page.split('/')[0];
  return first !== DEFAULT_LANGUAGE && LANGUAGES.includes(first) ? first : DEFAULT_LANGUAGE;
};
const measuredIn = (page, lang) => (ANY_LANGUAGE.has(page) ? true : languageOf(page) === lang);

/** The app catalogue chunk of each language (none when a language is built into the pages). */
const APP_CHUNKS = Object.fromEntries(LANGUAGES.map((lang) => [lang, chunkOf.get(wordsSource(lang, 'app'))]));
if (LANGUAGES.length < 2) {
  console.error(`fewer than two app catalogue chunks (${wordsSource('<code>', 'app')}) in ${manifestPath}`);
  process.exit(2);
}

/** The chunks the root layout awaits for `lang` on `path`: the app catalogue and the page's sections. */
function languageChunks(path, lang) {
  const urls = APP_CHUNKS[lang] ? [APP_CHUNKS[lang]] : [];
  for (const name of sectionsFor(path)) {
    const source = wordsSource(lang, name);
    const url = chunkOf.get(source);
    if (!url) {
      console.error(`no chunk for ${source} (section ${name}) in ${manifestPath}`);
      process.exit(2);
    }
    urls.push(url);
  }
  return urls;
}

function gzSize(url) {
  let sizes = gzCache.get(url);
  if (!sizes) {
    const bytes = readFileSync(`${root}${url}`);
    sizes = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
    gzCache.set(url, sizes);
  }
  return sizes;
}

const pageScripts = new Map();
function measure(page, lang) {
  let base = pageScripts.get(page);
  if (!base) {
    const html = readFileSync(`${root}/${page}.html`, 'utf8');
    // Static imports of these scripts (`import"./x.js"`, `import{a}from"../chunks/y.js"`,
    // `export*from"./z.js"`) count; other dynamic `import()` calls inside modules load later.
    base = [...html.matchAll(/(?:href|import\()\s*=?\s*"([^"]+\.js)"/g)].map((m) => m[1]);
    pageScripts.set(page, base);
  }
  const path = `/${page === 'index' ? '' : page}`;
  // The route the page shows: its address without the language (`/ko/learn` shows `/learn`).
  const own = languageOf(page);
  const route = own === DEFAULT_LANGUAGE ? path : path.slice(own.length + 1) || '/';
  const urls = closure([...base, ...languageChunks(route, lang)]);
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const sizes = gzSize(url);
    raw += sizes.raw;
    gz += sizes.gz;
  }
  return { page: path, lang, scripts: urls.size, raw: raw / 1024, gz: gz / 1024 };
}

const line = (m) => `${m.page} [${m.lang}]: ${m.scripts} scripts, ${m.raw.toFixed(1)} KB, ${m.gz.toFixed(1)} KB gzip`;

if (process.argv[3]) {
  for (const page of process.argv[3].split(','))
    for (const lang of LANGUAGES.filter((l) => measuredIn(page, l))) {
      const m = measure(page, lang);
      console.log(line(m));
      if (m.gz > BUDGET_KB) process.exitCode = 1;
    }
} else {
  const pages = htmlPages(root);
  const summary = [];
  for (const lang of LANGUAGES) {
    const all = pages
      .filter((page) => measuredIn(page, lang))
      .map((page) => measure(page, lang))
      .sort((a, b) => b.gz - a.gz);
    const median = all[Math.floor(all.length / 2)];
    const over = all.filter((m) => m.gz > BUDGET_KB);
    // The worst page of each kind of route (first path segment), so one look shows every section.
    const seen = new Set();
    console.log(`${lang}: worst page per section:`);
    for (const m of all) {
      const section = m.page
        .split('/')
        .slice(0, lang === DEFAULT_LANGUAGE ? 2 : 3)
        .join('/');
      if (seen.has(section)) continue;
      seen.add(section);
      console.log(`  ${line(m)}`);
    }
    summary.push(
      `${lang}: ${all.length} pages; worst ${line(all[0])}; median ${median.gz.toFixed(1)} KB gzip; ${over.length} over ${BUDGET_KB} KB`,
    );
    if (over.length) process.exitCode = 1;
  }
  console.log(summary.join('\n'));
}
