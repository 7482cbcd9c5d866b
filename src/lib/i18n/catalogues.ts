import { en, type Messages } from './en';
import type { Locale } from './locales';

/**
 * The loaded catalogues. English is always here (the prerendered pages are English); Korean is
 * fetched the first time it is needed, so English readers do not download it on first load.
 */
export const CATALOGUES: Partial<Record<Locale, Messages>> & { en: Messages } = { en };

/** Makes `lang`'s catalogue available (a no-op once loaded). */
export async function loadCatalogue(lang: Locale): Promise<Messages> {
  const loaded = CATALOGUES[lang];
  if (loaded) return loaded;
  const { ko } = await import('./ko');
  CATALOGUES.ko = ko;
  return ko;
}
