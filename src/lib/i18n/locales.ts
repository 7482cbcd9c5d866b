// chunk: framework
/**
 * The language registry: the one list the app, its addresses, the picker and the boot script
 * (src/hooks.server.ts puts it in every page) take the UI languages from. A language is one line
 * here (its code and its name in itself) plus its folder of words, `lang/<code>/` (see
 * docs/languages.md). The default language's pages are at the root (`/learn`); every other
 * language's under its code (`/ko/learn`), each prerendered, so a page is in its language from the
 * first byte, with JavaScript off too.
 */
export const LANGUAGES = {
  en: 'English',
  ko: '한국어',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  es: 'Español',
} as const;
export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[] as readonly [Locale, ...Locale[]];
/** The language of the root addresses, and the one whose words define every namespace's keys. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/**
 * The default language as a type: a table that must always have its words says so with it
 * (`{ readonly [K in DefaultLocale]: T }`), and reads them as `table[DEFAULT_LOCALE]`.
 */
export type DefaultLocale = typeof DEFAULT_LOCALE;
/** A table with words in the default language always, in the others once loaded or written. */
export type WithDefault<T, Other = T | undefined> = { readonly [K in DefaultLocale]: T } & { readonly [L in Locale]: Other };

/** Each language's name in itself, available before its words are loaded (the language picker). */
export const LANGUAGE_NAMES: Record<Locale, string> = LANGUAGES;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/*
 * The three functions below also run, as copies of their source, in the boot script before the first
 * paint (bootScript): each uses only its parameters and the language list it is given.
 */

/**
 * The reader's language: the saved choice, else the first of the browser's languages the app has, else the default.
 * A browser language matches a code of the app (case aside) whole, else by its script or region for Chinese
 * (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant-*` are Traditional, `zh-Hant`; any other `zh` is Simplified, `zh-Hans`),
 * else by its first part (`es-MX` → `es`, `ko-KR` → `ko`).
 */
export function pickLocale(saved: unknown, languages: readonly string[], locales: readonly string[], fallback: string): string {
  if (typeof saved === 'string' && locales.indexOf(saved) >= 0) return saved;
  const lower: string[] = [];
  for (let j = 0; j < locales.length; j++) lower.push(String(locales[j]).toLowerCase());
  for (let i = 0; i < languages.length; i++) {
    const tag = String(languages[i]).toLowerCase().replace(/_/g, '-');
    const parts = tag.split('-');
    const tries = [tag];
    if (parts[0] === 'zh') {
      tries.push(/-(hant|tw|hk|mo)(-|$)/.test(tag) && !/-hans(-|$)/.test(tag) ? 'zh-hant' : 'zh-hans');
    }
    tries.push(parts[0]);
    for (let k = 0; k < tries.length; k++) {
      const at = lower.indexOf(tries[k]);
      if (at >= 0) return locales[at];
    }
  }
  return fallback;
}

/** The language of an address: its first segment when that names a language other than the default. */
export function pathLocale(pathname: string, locales: readonly string[], fallback: string): string {
  const first = pathname.split('/')[1];
  return first !== fallback && locales.indexOf(first) >= 0 ? first : fallback;
}

/** The same address in `lang`: `/learn` → `/ko/learn`, `/ko/learn` → `/learn`, `/ko` → `/`. */
export function pathIn(pathname: string, lang: string, locales: readonly string[], fallback: string): string {
  const first = pathname.split('/')[1];
  const rest = first !== fallback && locales.indexOf(first) >= 0 ? pathname.slice(first.length + 1) || '/' : pathname;
  if (lang === fallback) return rest;
  return rest === '/' ? `/${lang}` : `/${lang}${rest}`;
}

/** The reader's language (see pickLocale) with this app's languages. */
export const readerLocale = (saved: unknown, languages: readonly string[]): Locale =>
  pickLocale(saved, languages, LOCALES, DEFAULT_LOCALE) as Locale;

/** The language of an address (see pathLocale). */
export const localeOfPath = (pathname: string): Locale => pathLocale(pathname, LOCALES, DEFAULT_LOCALE) as Locale;

/** An address in `lang` (see pathIn). */
export const localizePath = (pathname: string, lang: Locale): string => pathIn(pathname, lang, LOCALES, DEFAULT_LOCALE);

/** An address without its language: the route it shows (src/hooks.ts). */
export const routePath = (pathname: string): string => localizePath(pathname, DEFAULT_LOCALE);

/** localStorage key of the saved language, read before the app starts (the boot script) and kept by locale.svelte.ts. */
export const LOCALE_CACHE_KEY = 'janggi-trainer:language';

/**
 * The boot script's language part (src/app.html, put in by src/hooks.server.ts), run before the body is
 * parsed: `<html lang>` is the address's language, and when the reader's language (saved, else the
 * browser's) is another, the same page in the reader's language replaces this one before anything is
 * painted (the root stays hidden until the new page comes). Returns the reader's language.
 */
export function bootScript(): string {
  const args = `${JSON.stringify(LOCALES)},${JSON.stringify(DEFAULT_LOCALE)}`;
  return `(function(pick,of,to,locales,fallback){
  var saved=null;try{saved=localStorage.getItem(${JSON.stringify(LOCALE_CACHE_KEY)})}catch(e){}
  var path=location.pathname,page=of(path,locales,fallback),reader=pick(saved,navigator.languages||[navigator.language||''],locales,fallback),root=document.documentElement;
  root.lang=page;
  if(reader!==page)try{root.style.display='none';location.replace(to(path,reader,locales,fallback)+location.search+location.hash)}catch(e){root.style.display=''}
  return reader;
})(${pickLocale},${pathLocale},${pathIn},${args})`;
}

/**
 * Letters a translation's text must contain (when its English has words), by language: the
 * language's name for the build's messages, and its letters. Content checks only (not in any page).
 */
export const WRITING: Partial<Record<Locale, { name: string; letters: RegExp }>> = {
  ko: { name: 'Korean', letters: /[\uac00-\ud7a3]/ },
};

/**
 * The language of Janggi's own terms that every language shows as Korean players write them (a
 * setup's name such as 원앙마): text in it is marked with this `lang`, so screen readers say it right.
 */
export const TERMS_LANG = 'ko';
