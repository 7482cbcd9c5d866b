/**
 * Numbers as the reader's language writes them: the decimal separator is the language's (`1.5` in
 * English, `1,5` in Spanish), through `Intl.NumberFormat`. No grouping, so a rating or a count of
 * moves reads as before (`1500`) in every language. Pure (no runes): Node-side tools may use it.
 */
import type { Locale } from './locales';

const formats = new Map<string, Intl.NumberFormat>();

function format(lang: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(lang, { useGrouping: false, ...options })));
  return f;
}

/** Whole numbers bare, others with at most `digits` decimals: Han's 1.5 bonus points, `72,5` in Spanish. */
export function decimal(n: number, lang: Locale, digits = 1): string {
  return format(lang, { maximumFractionDigits: digits }).format(n);
}

/** Exactly `digits` decimals (`0.0`, `3,5`); `sign` writes `+` before a positive number, none before zero. */
export function fixed(n: number, lang: Locale, digits = 1, sign = false): string {
  return format(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: sign ? 'exceptZero' : 'auto' }).format(
    n,
  );
}
