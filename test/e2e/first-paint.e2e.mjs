// The reader's language from the first paint, the way a reader sees it: a phone with its CPU slowed
// four times, every page type opened from its address, and the text the page shows sampled on every
// frame from the first response on (an init script reads the visible text in each animation frame,
// which runs right before the frame is painted, and in every document: also one that is replaced
// before it paints). A Korean reader never sees an English word and an English reader never sees
// Korean the final page does not show; the layout does not shift; the address ends in the reader's
// language. With JavaScript off an address's own language shows.
//
// FIRST_PAINT_REPORT=1 prints, per reader and page, when the first text and the first text in the
// reader's language were painted (ms after the navigation started).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { englishWords, englishWordsIn } from '../../scripts/english-words.mjs';
import { BASE_URL, launch, NO_SW, openPage, waitForApp } from './helpers.mjs';
import PAGES from '../page-types.cjs';

const CPU_SLOWDOWN = 4;
const REPORT = process.env.FIRST_PAINT_REPORT === '1';
const HANGUL = /[\uac00-\ud7a3]/;
const hangulWords = (text) => (text.match(/[^\s]*[\uac00-\ud7a3][^\s]*/g) ?? []).map((w) => w.replace(/[.,:;!?()[\]"'“”‘’…·]/g, ''));

/** The address of `path` in `lang` (English at the root, every other language under its code: /ko, /zh-Hant). */
const addressIn = (lang, path) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

/**
 * Runs in every document before its own scripts: on each animation frame (just before it is
 * painted), the text a reader can see (nothing while the root is hidden) and the title, sent out
 * when they change, with the time since the first navigation of the test began (epoch ms).
 */
function sampler() {
  const send = globalThis.__firstPaintSample;
  let last = '';
  const visible = () => {
    const root = document.documentElement;
    if (!root || !document.body) return '';
    const style = getComputedStyle(root);
    if (style.display === 'none' || style.visibility === 'hidden' || getComputedStyle(document.body).display === 'none') return '';
    // Words marked as another language (the language button's name of the other language) are not the page's.
    let text = document.body.innerText;
    for (const el of document.body.querySelectorAll('[lang]')) if (el.lang !== root.lang) text = text.replace(el.innerText, '');
    return text;
  };
  const frame = () => {
    let text = '';
    try {
      text = `${document.title}\n${visible()}`;
    } catch {
      // Between documents.
    }
    if (text !== last) {
      last = text;
      void send?.({ at: performance.timeOrigin + performance.now(), path: location.pathname, lang: document.documentElement.lang, text });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Layout shifts of this document (the final one is read at the end).
  globalThis.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) globalThis.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A phone reader: browser languages `locale`, optionally a language saved in settings. */
async function reader(locale, saved) {
  const session = await openPage(browser, 'phone', { ...NO_SW, locale, reducedMotion: 'reduce' });
  const { page, context } = session;
  const samples = [];
  await context.exposeBinding('__firstPaintSample', (_source, sample) => samples.push(sample));
  await context.addInitScript(sampler);
  if (saved) {
    // Saved the way a reader saves it: the language choice on the settings page.
    await page.goto('/settings');
    await waitForApp(page);
    await page.locator(`input[name="language"][value="${saved}"]`).check();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, saved);
    await page.waitForTimeout(300);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { ...session, samples };
}

/** Open `path` and sample it until the app has hydrated and settled. */
async function visit(session, path) {
  const { page, samples } = session;
  // From a blank page, as a page opened afresh: the previous visit's page (the analysis board, the
  // editor's search) may still paint frames of its own address until the next one commits.
  await page.goto('about:blank');
  samples.length = 0;
  const start = Date.now();
  await page.goto(path);
  await waitForApp(page);
  // Let late work (lazy sections, fonts, the home page's cards) paint: until the fonts are in and
  // the page has not changed for 400 ms (a lazy section loads from this machine within that), at
  // most 3 s.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet;
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 400);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        void document.fonts.ready.then(() => {
          quiet = setTimeout(done, 400);
        });
        setTimeout(done, 3000);
      }),
  );
  const shift = await page.evaluate(() => globalThis.__shift);
  const final = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return { start, samples: [...samples], shift, final, url: new URL(page.url()) };
}

const timeline = [];

/** Latin words every language shows as they are: a designer's name, file formats and text encodings. */
const NAMES_AND_FORMATS = new Set(['Daphne', 'Snowmoon', 'gib', 'pgn', 'UTF-8', 'EUC-KR']);
/** English words in `text`, names and formats aside. */
const englishIn = (text) => englishWords(text).filter((w) => !NAMES_AND_FORMATS.has(w));

function checkPage(lang, path, { start, samples, shift, final, url }, label) {
  assert.ok(samples.length > 0, `${label} ${path}: frames were sampled`);
  const painted = samples.filter((s) => s.text.trim().length > 0 && s.text.trim() !== document_title_only(s.text));
  const firstText = painted[0];
  // The first frame in the reader's language: some of its words and none of the other language's.
  const allowedKorean = new Set(hangulWords(final));
  const firstOwn = painted.find((s) =>
    lang === 'ko'
      ? HANGUL.test(s.text) && englishIn(s.text).length === 0
      : englishWords(s.text).length > 0 && hangulWords(s.text).every((w) => allowedKorean.has(w)),
  );
  timeline.push({
    label,
    path,
    firstText: firstText ? Math.round(firstText.at - start) : undefined,
    firstOwn: firstOwn ? Math.round(firstOwn.at - start) : undefined,
    shift: Number(shift.toFixed(4)),
  });
  if (lang === 'ko') {
    for (const s of samples) {
      const english = englishIn(s.text);
      assert.deepEqual(
        english,
        [],
        `${label} ${path}: English shown at ${Math.round(s.at - start)} ms (${s.path}): ${english.slice(0, 12).join(' ')}`,
      );
    }
  } else {
    // English pages may show Korean on purpose (the language picker's 한국어, Korean terms): none that the
    // page does not show in the end.
    for (const s of samples) {
      const korean = hangulWords(s.text).filter((w) => !allowedKorean.has(w));
      assert.deepEqual(
        korean,
        [],
        `${label} ${path}: Korean shown at ${Math.round(s.at - start)} ms (${s.path}): ${korean.slice(0, 12).join(' ')}`,
      );
    }
  }
  assert.ok(shift < 0.01, `${label} ${path}: layout shift ${shift.toFixed(4)}`);
  assert.equal(url.pathname, addressIn(lang, path), `${label} ${path}: the address is in the reader's language`);
}

/** The title alone (before the body has text) is not yet a painted page. */
function document_title_only(text) {
  return text.split('\n')[0].trim();
}

const READERS = [
  { label: 'ko-KR browser', locale: 'ko-KR', lang: 'ko' },
  { label: 'ko-KR browser, English saved', locale: 'ko-KR', saved: 'en', lang: 'en' },
  { label: 'en-US browser', locale: 'en-US', lang: 'en' },
  { label: 'en-US browser, Korean saved', locale: 'en-US', saved: 'ko', lang: 'ko' },
];

/** PAGE_TYPES (test/page-types.cjs) set: only those pages are visited, and the tests of no page type are left out. */
const SUBSET = Boolean(process.env.PAGE_TYPES);
const only = (paths) => paths.filter((path) => !SUBSET || PAGES.includes(path));

/**
 * The boot script sends a reader to their language's address the same way on every page, and reads
 * a saved choice the same way: one page of each way a page gets its words (static, lazy sections,
 * chosen in the browser, task feedback after paint, the teacher's) is opened from another
 * language's address and by the readers with a saved choice, while every page type is opened from
 * the Korean reader's own address (what its words are and when they load is the page's own).
 * English, every page's words before any language loads, is opened one page of each way.
 */
const EACH_WAY = only(['/', '/learn/bikjang', '/exercises/elephants/both-wings', '/puzzles/m1-0002', '/puzzles/daily', '/play', '/teach']);

for (const r of READERS) {
  describe(`${r.label}: ${r.saved || r.lang === 'en' ? 'each kind of page' : 'every page'} in ${r.lang === 'ko' ? 'Korean' : 'English'} from the first frame`, () => {
    let session;
    before(async () => {
      session = await reader(r.locale, r.saved);
    });
    after(async () => {
      await session?.context.close();
    });
    for (const path of r.saved || r.lang === 'en' ? EACH_WAY : PAGES) {
      // Opened from the address in the other language too: a shared link, an old bookmark.
      const other = r.lang === 'ko' ? path : addressIn('ko', path);
      const froms = r.saved || !EACH_WAY.includes(path) ? [addressIn(r.lang, path)] : [addressIn(r.lang, path), other];
      for (const from of [...new Set(froms)]) {
        test(from, async () => {
          checkPage(r.lang, path, await visit(session, from), `${r.label}, from ${from}`);
          assert.deepEqual(session.errors, [], `${from}: page errors`);
        });
      }
    }
  });
}

if (!SUBSET)
  describe('the language follows the reader', () => {
    test('a switch changes the page at once, without a reload, and the address follows; links and reloads keep it', async () => {
      const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, locale: 'ko-KR' });
      try {
        await page.goto('/learn');
        await waitForApp(page);
        assert.equal(new URL(page.url()).pathname, '/ko/learn');
        await page.evaluate(() => (globalThis.__samePage = true));
        // The header's picker lists every language in its own name.
        await page.getByRole('combobox', { name: '언어' }).selectOption({ label: 'English' });
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        assert.equal(new URL(page.url()).pathname, '/learn');
        assert.equal(await page.evaluate(() => globalThis.__samePage), true, 'no reload');
        assert.ok(englishWords(await page.locator('main').innerText()).length > 3);
        // A link of the page (drawn in Korean) leads to the English page.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Puzzles' }).click();
        await page.waitForURL((url) => url.pathname === '/puzzles');
        await page.reload();
        await waitForApp(page);
        assert.equal(new URL(page.url()).pathname, '/puzzles');
        assert.equal(await page.locator('html').getAttribute('lang'), 'en');
        // And back to Korean: the address follows again; links and back/forward stay in Korean.
        await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
        await page.waitForFunction(() => location.pathname === '/ko/puzzles' && document.documentElement.lang === 'ko');
        await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '배우기' }).click();
        await page.waitForURL((url) => url.pathname === '/ko/learn');
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/ko/puzzles');
        assert.deepEqual(englishWords(await page.locator('main').innerText()), []);
        // Chinese and Spanish the same way, named in themselves; a reload keeps the choice.
        await page.evaluate(() => (globalThis.__samePage = true));
        for (const [name, lang] of [
          ['繁體中文', 'zh-Hant'],
          ['简体中文', 'zh-Hans'],
          ['Español', 'es'],
        ]) {
          await page.locator('.lang-toggle').selectOption({ label: name });
          await page.waitForFunction((l) => location.pathname === `/${l}/puzzles` && document.documentElement.lang === l, lang);
        }
        assert.equal(await page.evaluate(() => globalThis.__samePage), true, 'no reload');
        await page.reload();
        await waitForApp(page);
        assert.equal(new URL(page.url()).pathname, '/es/puzzles');
        assert.equal(await page.locator('html').getAttribute('lang'), 'es');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });

/** Pages a Chinese or Spanish reader also opens from the Korean address: one of each kind the boot script treats alike. */
const FROM_KOREAN = only(['/', '/learn/bikjang', '/puzzles/m1-0002', '/settings']);
/**
 * Chinese and Spanish readers open one page of each way a page gets its words: every language's
 * words load the same way (the Korean reader above opens every page type), and every page type's
 * final text in Traditional Chinese and Spanish is read by reader-languages.e2e.mjs, which keeps
 * the end-to-end lane inside CI's time.
 */
const EACH_WAY_AND_FROM_KOREAN = [...new Set([...EACH_WAY, ...FROM_KOREAN])];
const NEW_READERS = [
  { label: 'zh-TW browser', locale: 'zh-TW', lang: 'zh-Hant', pages: EACH_WAY_AND_FROM_KOREAN },
  { label: 'zh-CN browser', locale: 'zh-CN', lang: 'zh-Hans', pages: EACH_WAY_AND_FROM_KOREAN },
  { label: 'es-ES browser', locale: 'es-ES', lang: 'es', pages: EACH_WAY_AND_FROM_KOREAN },
];

for (const r of NEW_READERS) {
  describe(`${r.label}: every frame painted is the ${r.lang} page`, () => {
    let session;
    before(async () => {
      session = await reader(r.locale);
    });
    after(async () => {
      await session?.context.close();
    });
    for (const path of r.pages) {
      const froms = FROM_KOREAN.includes(path) ? [path, addressIn('ko', path)] : [path];
      test(`${path} (from the ${froms.length > 1 ? 'English and the Korean address' : 'English address'})`, async () => {
        for (const from of froms) {
          const { start, samples, shift, url } = await visit(session, from);
          const painted = samples.filter((s) => s.text.trim().length > 0 && s.text.trim() !== document_title_only(s.text));
          assert.ok(painted.length > 0, `${from}: frames were painted`);
          for (const s of painted) {
            const at = Math.round(s.at - start);
            assert.equal(s.path, addressIn(r.lang, path), `${from}: a frame of another address at ${at} ms`);
            assert.equal(s.lang, r.lang, `${from}: a frame in another language at ${at} ms`);
            // No English in any frame: Latin words in Chinese, common English words in Spanish (names and file formats aside).
            const english = englishWordsIn(s.text, r.lang).filter((w) => !NAMES_AND_FORMATS.has(w));
            assert.deepEqual(english, [], `${from}: English shown at ${at} ms: ${english.slice(0, 12).join(' ')}`);
          }
          assert.ok(shift < 0.01, `${from}: layout shift ${shift.toFixed(4)}`);
          assert.equal(url.pathname, addressIn(r.lang, path), `${from}: the address is in the reader's language`);
          assert.deepEqual(session.errors, [], `${from}: page errors`);
        }
      });
    }
  });
}

if (!SUBSET)
  describe('JavaScript off: the address says the language', () => {
    let session;
    before(async () => {
      session = await openPage(browser, 'phone', { ...NO_SW, locale: 'en-US', javaScriptEnabled: false });
    });
    after(async () => {
      await session?.context.close();
    });
    for (const path of ['/', '/learn', '/learn/board', '/puzzles/m2-0432', '/exercises/soldiers/pair-up', '/settings']) {
      test(`${addressIn('ko', path)} is Korean, its links stay Korean`, async () => {
        const { page } = session;
        await page.goto(addressIn('ko', path));
        assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
        // Words marked as another language (the language button's "English") are not the page's.
        let text = await page.locator('body').innerText();
        for (const other of await page.locator('body [lang]:not([lang="ko"])').allInnerTexts()) text = text.replace(other, '');
        assert.match(text, HANGUL);
        assert.deepEqual(englishWords(text), [], `${path}: English words`);
        const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        assert.ok(hrefs.length > 0);
        for (const href of hrefs) assert.match(href, /^\/ko(\/|$|[?#])/, `${path}: a link to ${href} leaves Korean`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((ls) => ls.map((l) => [l.hreflang, l.getAttribute('href')]));
        assert.deepEqual(Object.fromEntries(alternates.filter(([l]) => l === 'en' || l === 'ko')), {
          en: path,
          ko: addressIn('ko', path),
        });
      });
      test(`${path} is English`, async () => {
        const { page } = session;
        await page.goto(path);
        assert.equal(await page.locator('html').getAttribute('lang'), 'en');
        const text = await page.locator('main').innerText();
        assert.ok(englishWords(text).length > 3, `${path}: English text`);
      });
    }
  });

after(() => {
  if (!REPORT) return;
  console.log(
    `first-paint report (${BASE_URL}, CPU ${CPU_SLOWDOWN}x slower): ms to the first text, to the first text in the reader's language`,
  );
  for (const row of timeline)
    console.log(
      `  ${row.label.padEnd(48)} ${row.path.padEnd(30)} ${String(row.firstText).padStart(6)} ${String(row.firstOwn).padStart(6)}  CLS ${row.shift}`,
    );
});
