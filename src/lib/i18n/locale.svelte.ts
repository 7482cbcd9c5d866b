import { isLoaded, loadLike } from './catalogues';
import { DEFAULT_LOCALE, LOCALE_CACHE_KEY, readerLocale, type Locale } from './locales';

export { LOCALE_CACHE_KEY };

/**
 * The saved language, else the browser's, else English (readerLocale: the same choice the boot
 * script in src/app.html makes before the first paint, so the page's address is already in it).
 */
function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LOCALE_CACHE_KEY);
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  return readerLocale(saved, navigator.languages ?? [navigator.language ?? '']);
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
