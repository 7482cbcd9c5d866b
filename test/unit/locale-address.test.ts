// Each language's pages at their own address (English at the root, Korean under /ko): the registry's
// path functions, the boot script that brings a reader to their language before the first paint, and
// the prerendered HTML's language, alternates and links.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, LOCALE_CACHE_KEY, localeOfPath, localizePath, pickLocale, readerLocale, routePath } from '$lib/i18n/locales';
import { localizeHref, localizeHtml } from '$lib/i18n/localize-html';

describe('addresses per language', () => {
  it.each([
    ['/', 'en', '/'],
    ['/learn/board', 'en', '/learn/board'],
    ['/ko', 'ko', '/'],
    ['/ko/learn/board', 'ko', '/learn/board'],
    ['/korea', 'en', '/korea'],
    ['/kox/learn', 'en', '/kox/learn'],
    ['/zh-Hant', 'zh-Hant', '/'],
    ['/zh-Hans/learn/board', 'zh-Hans', '/learn/board'],
    ['/es/puzzles/m2-0432', 'es', '/puzzles/m2-0432'],
    ['/zh-hant/learn', 'en', '/zh-hant/learn'],
    ['/zh/learn', 'en', '/zh/learn'],
  ])('%s is in %s and shows the route %s', (path, lang, route) => {
    expect(localeOfPath(path)).toBe(lang);
    expect(routePath(path)).toBe(route);
  });

  it.each([
    ['/', 'ko', '/ko'],
    ['/learn', 'ko', '/ko/learn'],
    ['/ko/learn', 'ko', '/ko/learn'],
    ['/ko/learn', 'en', '/learn'],
    ['/ko', 'en', '/'],
    ['/puzzles/m2-0432', 'ko', '/ko/puzzles/m2-0432'],
    ['/learn', 'zh-Hant', '/zh-Hant/learn'],
    ['/zh-Hant/learn', 'zh-Hans', '/zh-Hans/learn'],
    ['/zh-Hans', 'es', '/es'],
    ['/es/learn', 'en', '/learn'],
  ] as const)('%s in %s is %s', (path, lang, want) => {
    expect(localizePath(path, lang)).toBe(want);
  });
});

describe("the reader's language", () => {
  it('is the saved choice first, then the first of the browser languages the app has, else English', () => {
    expect(readerLocale('en', ['ko-KR'])).toBe('en');
    expect(readerLocale('ko', ['en-US'])).toBe('ko');
    expect(readerLocale(null, ['ko-KR', 'en'])).toBe('ko');
    expect(readerLocale(null, ['fr-FR', 'KO'])).toBe('ko');
    expect(readerLocale(null, ['en-GB', 'ko-KR'])).toBe('en');
    expect(readerLocale('xx', ['de'])).toBe('en');
    expect(readerLocale(null, [])).toBe('en');
    expect(pickLocale(null, ['zh-CN'], ['en', 'ko', 'zh'], 'en')).toBe('zh');
  });

  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-hant-cn', 'zh-Hant'],
    ['ZH-tw', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['ZH', 'zh-Hans'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['ES-mx', 'es'],
    ['ko-KR', 'ko'],
    ['en-US', 'en'],
  ])('a browser preferring %s reads %s', (browser, want) => {
    expect(readerLocale(null, [browser])).toBe(want);
    expect(readerLocale(null, ['fr-FR', browser, 'ko'])).toBe(want);
  });

  it("matches a code of the app only by the browser language's whole tag or first part (Chinese aside)", () => {
    expect(readerLocale(null, ['zhx', 'eses', 'e'])).toBe('en');
    expect(readerLocale(null, ['pt-BR', 'esp'])).toBe('en');
    // Chinese without the script the app has: the plain code, when there is one.
    expect(pickLocale(null, ['zh-TW'], ['en', 'zh-Hans'], 'en')).toBe('en');
    expect(pickLocale(null, ['zh-TW'], ['en', 'zh'], 'en')).toBe('zh');
    expect(readerLocale('zh-Hans', ['zh-TW'])).toBe('zh-Hans');
    expect(readerLocale('zh-hans', ['es'])).toBe('es');
  });
});

/** Runs the boot script as a page at `href` would, with this storage and these browser languages. */
function boot(href: string, saved: string | null, languages: string[], storageBlocked = false) {
  const url = new URL(href, 'https://janggi.example');
  const replaced: string[] = [];
  const root = { lang: '', style: { display: '' } };
  const context = {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => replaced.push(to),
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error('SecurityError');
        return key === LOCALE_CACHE_KEY ? saved : null;
      },
    },
    navigator: { languages, language: languages[0] },
    document: { documentElement: root },
  };
  const reader = vm.runInNewContext(bootScript(), context) as string;
  return { reader, replaced, lang: root.lang, hidden: root.style.display === 'none' };
}

describe('the boot script (before the first paint)', () => {
  it('leaves a page in the reader language alone', () => {
    expect(boot('/ko/learn', null, ['ko-KR'])).toEqual({ reader: 'ko', replaced: [], lang: 'ko', hidden: false });
    expect(boot('/learn', null, ['en-US'])).toEqual({ reader: 'en', replaced: [], lang: 'en', hidden: false });
    expect(boot('/ko/learn', 'ko', ['en-US'])).toEqual({ reader: 'ko', replaced: [], lang: 'ko', hidden: false });
  });

  it('replaces a page in another language with the same page in the reader language, hidden until then', () => {
    expect(boot('/learn/board?x=1#step-2', null, ['ko-KR'])).toEqual({
      reader: 'ko',
      replaced: ['/ko/learn/board?x=1#step-2'],
      lang: 'en',
      hidden: true,
    });
    expect(boot('/', null, ['ko'])).toMatchObject({ replaced: ['/ko'] });
    expect(boot('/ko/puzzles/m2-0432', 'en', ['ko-KR'])).toMatchObject({ reader: 'en', replaced: ['/puzzles/m2-0432'] });
    expect(boot('/ko', null, ['en-US'])).toMatchObject({ replaced: ['/'] });
  });

  it('brings Chinese and Spanish browsers to their pages', () => {
    expect(boot('/learn', null, ['zh-TW', 'en'])).toMatchObject({ reader: 'zh-Hant', replaced: ['/zh-Hant/learn'], hidden: true });
    expect(boot('/ko/learn', null, ['zh-CN'])).toMatchObject({ reader: 'zh-Hans', replaced: ['/zh-Hans/learn'] });
    expect(boot('/zh-Hant', null, ['es-ES'])).toMatchObject({ reader: 'es', replaced: ['/es'] });
    expect(boot('/zh-Hant/learn', null, ['zh-HK'])).toEqual({ reader: 'zh-Hant', replaced: [], lang: 'zh-Hant', hidden: false });
  });

  it('decides as the app does when storage is blocked', () => {
    expect(boot('/learn', null, ['ko-KR'], true)).toMatchObject({ reader: 'ko', replaced: ['/ko/learn'] });
  });

  it('agrees with readerLocale', () => {
    for (const saved of [null, 'en', 'ko', 'zh-Hant', 'es', 'xx'])
      for (const languages of [['ko-KR'], ['en-US'], ['en-US', 'ko-KR'], ['fr'], [], ['zh-TW'], ['zh-SG', 'ko'], ['zh-Hant-HK'], ['es-AR']])
        expect(boot('/learn', saved, languages).reader).toBe(readerLocale(saved, languages));
  });
});

describe('prerendered HTML in the language of its address', () => {
  const page = [
    '<html lang="%janggi.lang%"><head><script>%janggi.boot%;</script>%janggi.alternates%',
    '<link href="/_app/immutable/entry/start.js" rel="modulepreload"></head><body>',
    '<a class="brand" href="/">Home</a> <a href="/learn/board">Board</a> <a href="/puzzles?rating=1200#top">Q</a>',
    '<a href="#main">skip</a> <a href="/puzzles/daily.json">file</a> <a href="https://example.org/x">out</a>',
    '<a href="/ko/learn">already</a> <img src="/hanja.svg"></body></html>',
  ].join('');

  it('writes the language, the boot script and an alternate for each language', () => {
    const html = localizeHtml(page, 'ko', '/learn/board');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(bootScript());
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/learn/board" />');
    expect(html).toContain('<link rel="alternate" hreflang="ko" href="/ko/learn/board" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/learn/board" />');
    expect(html).not.toContain('%janggi');
  });

  it("keeps a Korean page's links to pages in Korean, and nothing else", () => {
    const html = localizeHtml(page, 'ko', '/learn/board');
    expect(html).toContain('<a class="brand" href="/ko">');
    expect(html).toContain('<a href="/ko/learn/board">');
    expect(html).toContain('<a href="/ko/puzzles?rating=1200#top">');
    expect(html).toContain('<a href="#main">');
    expect(html).toContain('<a href="/puzzles/daily.json">');
    expect(html).toContain('<a href="https://example.org/x">');
    expect(html).toContain('<a href="/ko/learn">already');
    expect(html).toContain('<link href="/_app/immutable/entry/start.js"');
    expect(html).toContain('<img src="/hanja.svg">');
  });

  it('writes a Chinese or Spanish page in its language, with an alternate for each language', () => {
    const html = localizeHtml(page, 'zh-Hant', '/learn/board');
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('<a href="/zh-Hant/learn/board">');
    for (const [lang, href] of [
      ['zh-Hant', '/zh-Hant/learn/board'],
      ['zh-Hans', '/zh-Hans/learn/board'],
      ['es', '/es/learn/board'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    expect(localizeHtml(page, 'es', '/')).toContain('<a class="brand" href="/es">');
  });

  it("leaves an English page's links as they are", () => {
    const html = localizeHtml(page, 'en', '/learn/board');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<a class="brand" href="/">');
    expect(html).toContain('<a href="/learn/board">');
  });

  it('writes no alternates for a page with no address of its own (the 404 fallback)', () => {
    expect(localizeHtml(page, 'en', null)).not.toContain('hreflang');
  });

  it.each([
    ['/learn', '/ko/learn'],
    ['/', '/ko'],
    ['/?a=1', '/ko?a=1'],
    ['/report#abc', '/ko/report#abc'],
    ['/_app/x.js', '/_app/x.js'],
    ['//cdn.example/x', '//cdn.example/x'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
  ])('localizeHref(%s) is %s in Korean', (href, want) => {
    expect(localizeHref(href, 'ko')).toBe(want);
  });
});
