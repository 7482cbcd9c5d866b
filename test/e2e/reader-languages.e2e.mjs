// A browser that prefers Traditional Chinese (zh-TW) or Spanish (es-ES) sees every page in that
// language: one page of every type (test/page-types.cjs, the pages the first-paint test and
// Lighthouse visit), read once the page is in the reader's language, has no English word in its
// visible text (the body's innerText: header, navigation, page, and the title) and, in Chinese,
// no Simplified-only character (scripts/i18n/zh-hans.mjs).
//
// Not English, though written in Latin letters (scripts/english-words.mjs): points and moves (e2,
// b1c3), routes of points, the site notation (R01-71), acronyms in capitals (FEN, UCI, QR), single
// letters (files a..i, piece letters), puzzle ids (m1-0002) and key names (Enter, Space, Esc, Tab,
// Shift), names every language writes as they are (Fairy-Stockfish, Daphne Snowmoon, the .gib and
// .pgn file formats, UTF-8), and the languages' names in the language picker and the settings (each
// in itself, marked with its lang). On Spanish pages only English that is not Spanish counts: the
// common English words that are not Spanish (english-words.mjs) and the app's English words its
// Spanish never writes (scripts/app-vocabulary.mjs), so Spanish words spelled like English ones
// (general, no, total) and the names both write (Janggi, Cho, Han) are not counted.
//
// LANGUAGE_REPORT=1 prints each page's count and its words.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import PAGES from '../page-types.cjs';
import { englishWordsIn } from '../../scripts/english-words.mjs';
import { englishNotInSpanish } from '../../scripts/app-vocabulary.mjs';
import { simplifiedOnly } from '../../scripts/i18n/zh-hans.mjs';
import { launch, NO_SW, openPage, waitForApp } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SPANISH_MORE = englishNotInSpanish(root);
const REPORT = process.env.LANGUAGE_REPORT === '1';

const READERS = [
  { locale: 'zh-TW', lang: 'zh-Hant' },
  { locale: 'es-ES', lang: 'es' },
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What `path` shows a reader of `lang`: its English words and (Chinese) Simplified-only characters. */
async function read(page, path, lang) {
  await page.goto(path);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 15_000 });
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => {
    // The language picker and the settings name each language in itself, marked with its lang: not
    // counted (only those names: other text marked as another language still is).
    const names = new Set([...document.querySelectorAll('option[lang]')].map((o) => o.textContent.trim()));
    for (const el of document.body.querySelectorAll('[lang]'))
      if (el.lang !== document.documentElement.lang && names.has(el.textContent.trim())) el.remove();
    return `${document.title}\n${document.body.innerText}`;
  });
  const english = englishWordsIn(text, lang, SPANISH_MORE);
  return { english, simplified: lang === 'zh-Hant' ? simplifiedOnly(text) : [] };
}

describe('readers of Traditional Chinese and Spanish see only their language', { concurrency: READERS.length }, () => {
  for (const { locale, lang } of READERS) {
    test(`${locale}: no English words${lang === 'zh-Hant' ? ' and no Simplified-only characters' : ''} on ${PAGES.length} page types`, async () => {
      const { context, page, errors } = await openPage(browser, 'desktop', { ...NO_SW, locale });
      const found = [];
      let total = 0;
      try {
        for (const path of PAGES) {
          const { english, simplified } = await read(page, path, lang);
          total += english.length;
          if (REPORT)
            console.log(`${locale} ${path.padEnd(32)} ${String(english.length).padStart(4)}  ${english.join(' ')} ${simplified.join('')}`);
          if (english.length || simplified.length) found.push(`${path}: ${[...english, ...simplified].join(' ')}`);
        }
      } finally {
        await context.close();
      }
      if (REPORT) console.log(`${locale} total ${total} English words on ${PAGES.length} pages`);
      assert.deepEqual(found, [], `${locale}: English words or Simplified-only characters`);
      assert.deepEqual(errors, [], `${locale}: page errors`);
    });
  }
});
