#!/usr/bin/env node
/**
 * Counts the English words a reader of another language sees: opens pages of the built app (build/)
 * in Chromium with the browser language ko-KR (or --locale), reads the `main` element's text once the
 * page is in the reader's language (the boot script has moved it to its address), and
 * prints the English words per page and in all (scripts/english-words.mjs says what is not counted:
 * points, moves, notation, acronyms, single letters).
 *
 *   node scripts/count-english.mjs            every lesson and exercise page
 *   node scripts/count-english.mjs --all      every prerendered page
 *   node scripts/count-english.mjs learn/horse exercises/soldiers/pair-up   these pages
 *   --words                                   also list each page's English words
 *   --play                                    also play each lesson and exercise page a little (hint,
 *                                             a wrong tap, a legal move, the intended answer, each
 *                                             choice) and count the feedback it says (play-tasks.mjs)
 *   --build=<dir>                             another build directory (default build/)
 *   --locale=<browser language>               another reader: zh-TW, zh-CN, es-ES (default ko-KR); Spanish pages
 *                                             count the common English words that are not Spanish and the
 *                                             app's English words its Spanish never writes (app-vocabulary.mjs);
 *                                             Traditional Chinese pages count Simplified-only characters too
 *
 * Needs a build (`npx vite build`) and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * Exits 0; the count is the output (an assertion can be made from the "total" line).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from '../test/e2e/static-server.mjs';
import { englishWordsIn } from './english-words.mjs';
import { englishNotInSpanish } from './app-vocabulary.mjs';
import { simplifiedOnly } from './i18n/zh-hans.mjs';
import { playExercise, playLesson, taskAnswers } from './play-tasks.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const buildArg = process.argv.find((a) => a.startsWith('--build='));
const build = buildArg ? buildArg.slice('--build='.length) : join(root, 'build');
const localeArg = process.argv.find((a) => a.startsWith('--locale='));
const browserLocale = localeArg ? localeArg.slice('--locale='.length) : 'ko-KR';
/** Spanish pages are read with a Spanish-aware list (english-words.mjs); other languages count every Latin word. */
const pageLang = browserLocale.toLowerCase().startsWith('es') ? 'es' : browserLocale;
/** Traditional Chinese readers: Simplified-only characters are counted too. */
const traditional = /^zh-(tw|hk|mo|hant)/i.test(browserLocale);

function htmlPages(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...htmlPages(full));
    else if (entry.endsWith('.html'))
      out.push(
        relative(build, full)
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, ''),
      );
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const showWords = args.includes('--words');
  const play = args.includes('--play');
  const named = args.filter((a) => !a.startsWith('--'));
  if (!existsSync(join(build, 'index.html'))) {
    console.error('No build/: run `npx vite build` first.');
    process.exit(2);
  }
  // Pages at their default-language address (a reader's browser moves to its own): not under a
  // language's folder (one with its own learn and settings pages).
  const languageFolders = new Set(
    readdirSync(build).filter((e) => existsSync(join(build, e, 'learn.html')) && existsSync(join(build, e, 'settings.html'))),
  );
  const all = htmlPages(build)
    .filter((p) => !p.startsWith('app-shell') && !languageFolders.has(p.split('/')[0]) && !languageFolders.has(p))
    .sort();
  const pages = named.length
    ? named.map((p) => p.replace(/^\/+/, ''))
    : args.includes('--all')
      ? all
      : all.filter((p) => /^(learn|exercises)\/./.test(p));

  const answers = play ? taskAnswers(root) : new Map();
  const server = await serveStatic(build);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ locale: browserLocale, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  let total = 0;
  let totalSimplified = 0;
  const rows = [];
  const spanishMore = pageLang === 'es' ? englishNotInSpanish(root) : new Set();
  try {
    for (const path of pages) {
      const page = await context.newPage();
      await page.goto(`${server.url}/${path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.lang !== 'en', null, { timeout: 5000 }).catch(() => {});
      const text = await page
        .locator('main')
        .first()
        .innerText({ timeout: 5000 })
        .catch(() => '');
      const feedback = [];
      if (play) {
        await page.waitForSelector('html[data-ready]', { timeout: 15_000 }).catch(() => {});
        const lesson = /^learn\/([^/]+)$/.exec(path);
        const exercise = /^exercises\/([^/]+\/[^/]+)$/.exec(path);
        if (lesson) feedback.push(...(await playLesson(page, lesson[1], answers)));
        if (exercise) feedback.push(...(await playExercise(page, exercise[1], answers)));
      }
      await page.close();
      const all = [text, ...feedback].join('\n');
      const words = englishWordsIn(all, pageLang, spanishMore);
      const simplified = traditional ? simplifiedOnly(all) : [];
      total += words.length;
      totalSimplified += simplified.length;
      rows.push({ path: `/${path}`, count: words.length, words, simplified, said: feedback.length });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const width = Math.max(...rows.map((r) => r.path.length), 5);
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${String(r.count).padStart(5)}${traditional ? `  ${r.simplified.join('')}` : ''}${play ? `  (${r.said} feedback lines)` : ''}`,
    );
    if (showWords && r.words.length) console.log(`  ${r.words.join(' ')}`);
  }
  console.log(
    `${'total'.padEnd(width)}  ${String(total).padStart(5)}  English words on ${rows.length} pages (${rows.filter((r) => r.count > 0).length} with any)`,
  );
  if (traditional) console.log(`${'simplified'.padEnd(width)}  ${String(totalSimplified).padStart(5)}  Simplified-only characters`);
}

await main();
