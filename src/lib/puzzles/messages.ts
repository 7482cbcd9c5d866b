/**
 * The puzzle screens' words (the namespaces `puzzles` and `puzzleThemes` of each language's folder,
 * src/lib/i18n/lang/<code>/), in the current UI language (`locale` from $lib/i18n).
 */
import { DEFAULT_LOCALE, fill, locale, sectionText, sectionCatalogues, type Locale } from '$lib/i18n';
import type puzzlesEn from '$lib/i18n/lang/en/puzzles';
import type { Theme } from './types';

const PUZZLES = sectionCatalogues('puzzles');
const THEME_NAMES = sectionCatalogues('puzzleThemes');

type Key = keyof typeof puzzlesEn;

const CATALOGUES = PUZZLES;

export type PuzzleMessageKey = Key;

export const pt = sectionText(CATALOGUES);
/** Both languages, for the catalogue tests. */
export const PUZZLE_CATALOGUES = CATALOGUES;

/** A theme's name in the reader's language (the default language's until it is loaded). */
export const themeName: (theme: Theme) => string = sectionText(THEME_NAMES);

/**
 * A local day (`YYYY-MM-DD`) as the UI language writes it: "Nov 22, 2026", "2026년 11월 22일", as
 * toLocaleDateString writes it with year, short month and day, without Intl: building its date
 * data was a long task (about 70 ms on a fast machine) on the daily page's load.
 */
export function dayText(day: string, loc: Locale = locale.current): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`bad day "${day}"`);
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) throw new Error(`bad day "${day}"`);
  const words = PUZZLES[loc] ?? PUZZLES[DEFAULT_LOCALE];
  return fill(words['puzzles.day'], { year, month: words[`puzzles.month.${month}` as Key], date });
}

/** An amount of points: "1 point", "5 points"; "1점", "5점". */
export const pointsText = (n: number): string => (n === 1 ? pt('puzzle.points.one') : pt('puzzle.points.many', { n }));
