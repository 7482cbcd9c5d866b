/**
 * The one loader of translated content (lessons, exercises, Nine Elder lessons). Given every source
 * of a collection keyed by path, English files and their siblings `<name>.<locale>.md` for each
 * language of the registry (src/lib/i18n/locales.ts), it loads each language's files with the
 * feature's own loader, pairs every translation with its English file (locale.ts: same steps,
 * goals, positions; only text differs) and returns each item in every language. A language
 * without a translation of an item gets the English one (the same object, so page data holds it
 * once), except in strict builds, where that is an error. Build time only.
 */
import { DEFAULT_LOCALE, type Locale } from '$lib/i18n/locales';
import { ContentError, ContentErrors } from './errors';
import { CONTENT_LOCALES, localeDifferences, splitLocales, type Difference } from './locale';

/** One piece of content in every language. Pages pick `content[locale]`. */
export type Localized<T> = Record<Locale, T>;

export interface TranslatedOptions<T> {
  /**
   * The feature's loader: parses (and checks) files keyed by path, all of one language; throws
   * ContentErrors. `source` is true for the English files (the collection-wide checks run on them).
   */
  load: (files: Record<string, string>, source: boolean) => T[];
  /** A missing translation is an error (CI builds). */
  strict: boolean;
  /** Checks of a translated item on its own (for instance text it must quote from itself). */
  check?: (translation: T) => Difference[];
}

/** Every English item (in the loader's order) in every language; throws ContentErrors listing every problem. */
export function loadTranslated<T extends { file: string }>(sources: Record<string, string>, options: TranslatedOptions<T>): Localized<T>[] {
  const { en, translations } = splitLocales(sources);
  const english = options.load(en, true);
  const errors: ContentError[] = [];
  const out = english.map((item) => ({ [DEFAULT_LOCALE]: item }) as Localized<T>);
  for (const locale of CONTENT_LOCALES) {
    const files = Object.fromEntries(Object.entries(translations[locale] ?? {}).map(([path, source]) => [siblingOf(path, locale), source]));
    let loaded: T[] = [];
    try {
      loaded = options.load(files, false);
    } catch (e) {
      if (!(e instanceof ContentErrors)) throw e;
      errors.push(...e.errors);
    }
    const byFile = new Map(loaded.map((t) => [t.file, t]));
    english.forEach((item, i) => {
      const file = siblingOf(item.file, locale);
      const t = byFile.get(file);
      byFile.delete(file);
      if (!t) {
        if (options.strict && !errors.some((e) => e.file === file))
          errors.push(new ContentError(item.file, 1, `no ${locale} version (${file})`));
        out[i][locale] = item;
        return;
      }
      for (const d of [...localeDifferences(item, t, locale), ...(options.check?.(t) ?? [])])
        errors.push(new ContentError(t.file, d.line, `${d.path.slice(1)}: ${d.detail}`));
      out[i][locale] = t;
    });
    for (const orphan of byFile.keys())
      errors.push(new ContentError(orphan, 1, `a translation without its English file (${orphan.replace(`.${locale}.md`, '.md')})`));
  }
  if (errors.length) throw new ContentErrors(errors);
  return out;
}

/** `lessons/learn/04-horse.md` in `locale`: `lessons/learn/04-horse.<locale>.md`. */
export function siblingOf(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : path.replace(/\.md$/, `.${locale}.md`);
}

/** The same shape in every language, built from each language's item. */
export function mapLocalized<T, U>(item: Localized<T>, f: (value: T, locale: Locale) => U): Localized<U> {
  const out = {} as Localized<U>;
  const seen = new Map<T, U>();
  for (const locale of Object.keys(item) as Locale[]) {
    // A fallback (the English object under another language) stays one object.
    const value = item[locale];
    if (!seen.has(value)) seen.set(value, f(value, locale));
    out[locale] = seen.get(value)!;
  }
  return out;
}
