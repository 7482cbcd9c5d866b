/**
 * The words of the home page, in the app's languages. Kept apart from the app catalogue
 * (src/lib/i18n) so that no other page's first load carries them.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type homeEn from '$lib/i18n/lang/en/home';

const HOME = sectionCatalogues('home');

export type HomeKey = keyof typeof homeEn;

/** Both languages, for the catalogue tests; English as written, so lookups check their parameters. */
export const HOME_CATALOGUES = HOME;

/** A home page string in the current language (reactive inside components). */
export const homeText = sectionText(HOME_CATALOGUES);
