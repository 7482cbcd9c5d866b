/**
 * UI words of the Learn section (the namespace `learn`: src/lib/i18n/lang/<code>/learn.ts), loaded
 * by the pages that show it (sections.js). Task feedback is in the task core's namespace.
 */
import { sectionText } from '$lib/i18n';
import { sectionCatalogues, type SectionWords } from '$lib/i18n/catalogues';

export type Key = keyof SectionWords['learn'];

/** Every language's words, once loaded, for the catalogue tests. */
export const LEARN_CATALOGUES = sectionCatalogues('learn');

/** A Learn UI string in the current language (reactive inside components). */
export const lt = sectionText(LEARN_CATALOGUES);
