import { browser, building } from '$app/environment';
import { loadCatalogue, loadSections, locale, sectionsFor, SECTION_NAMES } from '$lib/i18n';
import { declareSections } from '$lib/i18n/catalogues';
import { localeOfPath, routePath } from '$lib/i18n/locales';
import type { LayoutLoad } from './$types';

export const prerender = true;
export const trailingSlash = 'never';

/**
 * The reader's language is loaded before the first render (no English flash). Each language's
 * words are chunks of their own: this awaits exactly the reader's language, the app catalogue and
 * the sections this page shows (sections.js). When prerendering, the reader's language is the
 * address's (`/<code>/…` that language, else the default: locales.ts), and every section. In the browser it is the
 * saved or preferred one (the boot script in src/app.html has already brought the reader to the
 * address in it). Runs again on each client-side navigation (it reads the path), so the next
 * page's sections are there too.
 */
export const load: LayoutLoad = async ({ url }) => {
  const lang = browser ? locale.current : localeOfPath(url.pathname);
  await Promise.all([loadCatalogue(lang), loadSections(lang, browser ? sectionsFor(routePath(url.pathname)) : SECTION_NAMES)]);
  // Prerendering renders one page at a time (Kit's prerender concurrency is 1): the page renders in its address's language.
  // The page names the namespaces it shows: a word from another fails the prerender (catalogues.ts).
  // Not on the dev server, which renders requests side by side.
  if (!browser) {
    locale.set(lang);
    if (building) declareSections(sectionsFor(routePath(url.pathname)), url.pathname);
  }
};
