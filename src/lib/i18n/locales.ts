export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language's name in itself, available before its catalogue is loaded (the language toggle). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ko: '한국어' };
