import { isLoaded, loadLike } from './catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** localStorage key read before the app starts (see src/app.html) so the first paint has the right `lang`. */
export const LOCALE_CACHE_KEY = 'janggi-trainer:language';

/** The saved language, else the browser's (Korean if it prefers Korean), else English. */
function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  try {
    const saved = localStorage.getItem(LOCALE_CACHE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  return navigator.languages?.some((l) => l.toLowerCase().startsWith('ko')) ? 'ko' : DEFAULT_LOCALE;
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
