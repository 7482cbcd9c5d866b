/**
 * A number with a fixed count of decimals as the reader's language writes it (`+1.3` in English,
 * `+1,3` in Spanish), through `Intl.NumberFormat`: the analysis board's and the game review's scores,
 * class averages. Whole points and Han's half point elsewhere are said with `toLocaleString`
 * (task messages, /play), which writes `1,5` in Spanish too. No grouping: `1500`, as before.
 */
import type { Locale } from './locales';

/** The formats made so far: making one is slow (a review's report and a list of scores call this often). */
const FORMATS = new Map<string, Intl.NumberFormat>();

/** Exactly `digits` decimals (`0.0`, `3,5`); `sign` writes `+` before a positive number, none before zero. */
export function fixed(n: number, lang: Locale, digits = 1, sign = false): string {
  const key = `${lang} ${digits} ${sign}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      useGrouping: false,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: sign ? 'exceptZero' : 'auto',
    });
    FORMATS.set(key, format);
  }
  return format.format(n);
}
