/**
 * Content in other languages: `<name>.<locale>.md` beside `<name>.md` (for every language of the
 * registry, src/lib/i18n/locales.ts) is the same lesson (or exercise) with other words. Every
 * position, goal, budget, id, opponent, arrow, mark, order, prerequisite and choice flag must equal
 * the English file's; only text may differ, and text that has words in English must be written in
 * the language's own letters where WRITING knows them. The build checks this (translated.ts) with
 * the translated file's line.
 *
 * A missing translation: the page falls back to English while the translations are being written,
 * except when JANGGI_STRICT_LOCALES=1 or CI is set (CI builds), where it fails the build.
 */
import { DEFAULT_LOCALE, LOCALES, WRITING, type Locale } from '$lib/i18n/locales';

/** The languages content is translated into (the default language's files are the source). */
export const CONTENT_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Keys whose string values are words for the reader (anything else must match exactly). */
const TEXT_KEYS = new Set(['title', 'summary', 'task', 'success', 'wrong', 'hints', 'text', 'reply', 'caption']);
/** Keys that say where something is in its own file, or hold prose (all text). */
const SKIPPED_KEYS = new Set(['file', 'line', 'lines', 'nodes']);

/** English text that is only points, moves, numbers and short codes (`64`, `H02-83`) may stay as it is. */
export function needsWords(english: string): boolean {
  return /[A-Za-z]{2,}/.test(english.replace(/\b[a-i](10|[1-9])([a-i](10|[1-9]))?\b/g, ' ').replace(/\b[A-Z]\d+[-x]\d+\b/g, ' '));
}

export interface Difference {
  line: number;
  /** Where in the parsed object, e.g. `.blocks[2].step.budget`. */
  path: string;
  detail: string;
}

/** Every difference between the English parse and a translation's (into `locale`), other than text. */
export function localeDifferences(en: unknown, other: unknown, locale: Locale): Difference[] {
  const out: Difference[] = [];
  const writing = WRITING[locale];
  const walk = (a: unknown, b: unknown, path: string, key: string, line: number, parent?: object) => {
    if (b && typeof b === 'object' && 'line' in b && typeof (b as { line: unknown }).line === 'number') line = (b as { line: number }).line;
    // An exercise's wrong try for a choice quotes its option's reply: text. For a move it is the
    // runner's own message: not text (it must stay as in English).
    const textual = TEXT_KEYS.has(key) || (key === 'message' && parent !== undefined && 'option' in parent);
    if (textual && (typeof a === 'string' || typeof b === 'string')) {
      if (typeof a !== typeof b) out.push({ line, path, detail: `text is ${typeof b} here, ${typeof a} in English` });
      else if (writing && needsWords(a as string) && !writing.letters.test(b as string))
        out.push({ line, path, detail: `"${String(b)}" has no ${writing.name} in it` });
      return;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b))
        return void out.push({ line, path, detail: 'a list here, not in English (or the other way)' });
      if (a.length !== b.length) out.push({ line, path, detail: `${b.length} entries here, ${a.length} in English` });
      for (let i = 0; i < Math.min(a.length, b.length); i++) walk(a[i], b[i], `${path}[${i}]`, key, line);
      return;
    }
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (SKIPPED_KEYS.has(k)) continue;
        const va = (a as Record<string, unknown>)[k];
        const vb = (b as Record<string, unknown>)[k];
        if (va === undefined && vb === undefined) continue;
        if (va === undefined || vb === undefined) {
          out.push({
            line,
            path: `${path}.${k}`,
            detail: va === undefined ? 'not in the English file' : 'missing (the English file has it)',
          });
          continue;
        }
        walk(va, vb, `${path}.${k}`, k, line, b as object);
      }
      return;
    }
    if (a !== b) out.push({ line, path, detail: `${JSON.stringify(b)} here, ${JSON.stringify(a)} in English` });
  };
  walk(en, other, '', '', 1);
  return out;
}

/** A translation's file name ends in its language before `.md` (`04-horse.<code>.md`): its language code, else null. */
export function translationLocale(path: string): string | null {
  return /\.([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.md$/.exec(path)?.[1] ?? null;
}

/** Splits content sources keyed by path into the English files and each language's translations (keyed by the English path). */
export function splitLocales(files: Record<string, string>): {
  en: Record<string, string>;
  translations: Partial<Record<Locale, Record<string, string>>>;
} {
  const en: Record<string, string> = {};
  const translations: Partial<Record<Locale, Record<string, string>>> = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, {}]));
  for (const [path, source] of Object.entries(files)) {
    const code = translationLocale(path);
    if (code === null) en[path] = source;
    else if (translations[code as Locale]) translations[code as Locale]![`${path.slice(0, -code.length - 4)}.md`] = source;
    else en[path] = source; // an unknown language suffix: let the parser complain about it as content
  }
  return { en, translations };
}

/** A missing translation fails the build only in strict (CI) builds. */
export function strictLocales(): boolean {
  const env = typeof process === 'undefined' ? {} : process.env;
  return env.JANGGI_STRICT_LOCALES === '1' || (!!env.CI && env.CI !== 'false');
}
