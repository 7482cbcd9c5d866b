import { browser } from '$app/environment';
import { loadCatalogue, loadSections, locale, sectionsFor, SECTION_NAMES } from '$lib/i18n';
import { renderingApp } from '$lib/board/progressive';
import type { LayoutLoad } from './$types';

export const prerender = true;
export const trailingSlash = 'never';

/**
 * The reader's language is loaded before the first render (no English flash). Each language's
 * words are chunks of their own: this awaits exactly the reader's language (English when
 * prerendering), the app catalogue and the sections this page shows (sections.js). Runs again on
 * each client-side navigation (it reads the path), so the next page's sections are there too.
 */
export const load: LayoutLoad = async ({ url }) => {
  // Boards start as markup, on the server and when the page hydrates (board/progressive.ts).
  renderingApp();
  const lang = browser ? locale.current : 'en';
  await Promise.all([loadCatalogue(lang), loadSections(lang, browser ? sectionsFor(url.pathname) : SECTION_NAMES)]);
};
