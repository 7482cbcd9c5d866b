import { en, type Messages } from './en';
import type { Locale } from './locales';
import type { KO_SECTIONS } from './ko-sections';

/**
 * The loaded catalogues. English is always here (the prerendered pages are English); Korean is
 * fetched the first time it is needed, so English readers do not download it on first load.
 */
export const CATALOGUES: Partial<Record<Locale, Messages>> & { en: Messages } = { en };

/**
 * The Korean halves of the section catalogues used on many pages (task feedback, Exercises,
 * Learn; see ko-sections.ts): filled with the Korean app catalogue, English until then.
 */
export const SECTIONS_KO: Partial<typeof KO_SECTIONS> = {};

/** Makes `lang`'s catalogue available (a no-op once loaded). */
export async function loadCatalogue(lang: Locale): Promise<Messages> {
  const loaded = CATALOGUES[lang];
  if (loaded) return loaded;
  const [{ ko }, sections] = await Promise.all([import('./ko'), import('./ko-sections')]);
  Object.assign(SECTIONS_KO, sections.KO_SECTIONS);
  CATALOGUES.ko = ko;
  return ko;
}
