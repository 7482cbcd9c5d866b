/**
 * Content in other languages: `04-horse.ko.md` beside `04-horse.md` is the same lesson (or
 * exercise) with other words. Every position, goal, budget, id, opponent, arrow, mark, order,
 * prerequisite and choice flag must equal the English file's; only text may differ, and text that
 * has words in English must have Korean in it. The build checks this (content.server.ts files)
 * with the translated file's line.
 *
 * A missing translation: the page falls back to English while the translations are being written,
 * except when JANGGI_STRICT_LOCALES=1 or CI is set (CI builds), where it fails the build.
 */
import type { Locale } from '$lib/i18n/locales';

/** The languages content is translated into (English is the source). */
export const CONTENT_LOCALES = ['ko'] as const satisfies readonly Locale[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Keys whose string values are words for the reader (anything else must match exactly). */
const TEXT_KEYS = new Set(['title', 'summary', 'task', 'success', 'wrong', 'hints', 'text', 'reply', 'caption']);
/** Keys that say where something is in its own file, or hold prose (all text). */
const SKIPPED_KEYS = new Set(['file', 'line', 'lines', 'nodes']);
const HANGUL = /[\uac00-\ud7a3]/;

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

/** Every difference between the English parse and a translation's, other than text. */
export function localeDifferences(en: unknown, other: unknown): Difference[] {
  const out: Difference[] = [];
  const walk = (a: unknown, b: unknown, path: string, key: string, line: number, parent?: object) => {
    if (b && typeof b === 'object' && 'line' in b && typeof (b as { line: unknown }).line === 'number') line = (b as { line: number }).line;
    // An exercise's wrong try for a choice quotes its option's reply: text. For a move it is the
    // runner's own message: not text (it must stay as in English).
    const textual = TEXT_KEYS.has(key) || (key === 'message' && parent !== undefined && 'option' in parent);
    if (textual && (typeof a === 'string' || typeof b === 'string')) {
      if (typeof a !== typeof b) out.push({ line, path, detail: `text is ${typeof b} here, ${typeof a} in English` });
      else if (needsWords(a as string) && !HANGUL.test(b as string)) out.push({ line, path, detail: `"${String(b)}" has no Korean in it` });
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

/** Splits content sources keyed by path into the English files and each language's translations (keyed by the English path). */
export function splitLocales(files: Record<string, string>): {
  en: Record<string, string>;
  translations: Record<ContentLocale, Record<string, string>>;
} {
  const en: Record<string, string> = {};
  const translations = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, {}])) as Record<ContentLocale, Record<string, string>>;
  for (const [path, source] of Object.entries(files)) {
    const m = /^(.*)\.([a-z]{2})\.md$/.exec(path);
    if (!m) en[path] = source;
    else if ((CONTENT_LOCALES as readonly string[]).includes(m[2])) translations[m[2] as ContentLocale][`${m[1]}.md`] = source;
    else en[path] = source; // an unknown language suffix: let the parser complain about it as content
  }
  return { en, translations };
}

/** A missing translation fails the build only in strict (CI) builds. */
export function strictLocales(): boolean {
  const env = typeof process === 'undefined' ? {} : process.env;
  return env.JANGGI_STRICT_LOCALES === '1' || (!!env.CI && env.CI !== 'false');
}

/** A title and summary in every language there is (English always). */
export type LocalizedText = { title: string; summary: string };

/** An item's title and summary in `lang` (English where it has no translation). */
export function inLocale<T extends LocalizedText & { ko?: LocalizedText }>(item: T, lang: Locale): T {
  const text = lang === 'ko' ? item.ko : undefined;
  return text ? { ...item, title: text.title, summary: text.summary } : item;
}
