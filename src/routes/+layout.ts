import { browser } from '$app/environment';
import { loadCatalogue, locale } from '$lib/i18n';

export const prerender = true;
export const trailingSlash = 'never';

/** In the browser, the reader's language is loaded before the first render (no English flash). */
export async function load(): Promise<void> {
  if (browser) await loadCatalogue(locale.current);
}
