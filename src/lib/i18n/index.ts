// chunk: framework
import { fill } from './catalogue';
import type { ParamNames, TemplateArgs } from './fill';
import type en from './lang/en/app';
import type { MessageKey } from './lang/en/app';
import { CATALOGUES } from './catalogues';
import { locale } from './locale.svelte';
import { DEFAULT_LOCALE, type Locale } from './locales';

export { fill, sectionText, type MessageParams } from './catalogue';
export type { ParamNames, TemplateArgs } from './fill';
export { particle, particleFor, ending, type ParticlePair } from './particles';
export { locale, LOCALE_CACHE_KEY } from './locale.svelte';
export { LANGUAGES, LOCALES, DEFAULT_LOCALE, LANGUAGE_NAMES, TERMS_LANG, isLocale, type DefaultLocale, type Locale } from './locales';
export type { MessageKey } from './lang/en/app';
export type { Messages, Words } from './catalogues';

export { CATALOGUES, loadCatalogue, loadSections, sectionCatalogues, wordsOf } from './catalogues';
export { sectionsFor, SECTION_NAMES, type SectionName } from './sections.js';

export type ParamsOf<K extends MessageKey> = ParamNames<(typeof en)[K]>;
/** Keys of messages without parameters: safe to pass around as data (nav labels, option names). */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey];
/** `[]` for a message without parameters, `[params]` for one with. */
export type ParamArgs<K extends MessageKey> = TemplateArgs<(typeof en)[K]>;

/**
 * A message in a given language: the key itself until a catalogue is loaded (the root layout
 * awaits the reader's language before the first render; see catalogues.ts).
 */
export function translate<K extends MessageKey>(lang: Locale, key: K, ...[params]: ParamArgs<K>): string {
  const template = CATALOGUES[lang]?.[key] ?? CATALOGUES[DEFAULT_LOCALE]?.[key] ?? key;
  return fill(template, params as Record<string, string | number> | undefined);
}

/** A message in the current language; reactive in templates, `$derived` and effects. */
export function t<K extends MessageKey>(key: K, ...params: ParamArgs<K>): string {
  return translate(locale.current, key, ...params);
}
