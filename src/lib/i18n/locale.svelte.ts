// chunk: framework
import { isLoaded, loadLike } from './catalogues';
import { DEFAULT_LOCALE, isLocale, LOCALE_CACHE_KEY, type Locale } from './locales';

export { LOCALE_CACHE_KEY };

/**
 * The reader's language: the boot script in src/app.html chose it (the saved language, else the
 * browser's: locales.ts, readerLocale) before the first paint, brought the reader to the page's
 * address in it, and set `<html lang>` to it.
 */
function initialLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

let current = $state<Locale>(initialLocale());

/**
 * The UI language. Reading `locale.current` inside a component or effect makes it update when the
 * language changes. Settings (src/lib/settings.svelte.ts) persist it; call `settings.set('language', …)`.
 */
export const locale = {
  get current(): Locale {
    return current;
  },
  set(next: Locale): void {
    if (!isLoaded(next)) {
      // Switch once its words are here (a moment; offline they come from the service worker).
      void loadLike(next).then(() => locale.set(next));
      return;
    }
    current = next;
    if (typeof window === 'undefined') return;
    document.documentElement.lang = next;
    try {
      localStorage.setItem(LOCALE_CACHE_KEY, next);
    } catch {
      // Only a boot hint; the setting itself lives in IndexedDB.
    }
  },
};
