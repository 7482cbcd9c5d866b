/**
 * Plural forms through `Intl.PluralRules`: a message whose words change with a count keeps one
 * template per form its languages need, keyed `<key>.one` beside `<key>` (the other forms). Korean
 * has one form; English says "1 move" and "2 moves".
 */
import type { Locale } from './locales';

const RULES = new Map<Locale, Intl.PluralRules>();

/** The plural category of `n` in `lang`: `one` or `other` (the only forms the catalogues use). */
export function pluralForm(lang: Locale, n: number): 'one' | 'other' {
  let rules = RULES.get(lang);
  if (!rules) RULES.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n) === 'one' ? 'one' : 'other';
}
