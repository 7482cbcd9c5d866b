/**
 * UI words of the Exercises section, (the namespace `exercises`: src/lib/i18n/lang/<code>/exercises.ts),
 * loaded by the pages that show it (sections.js).
 */
import { sectionText } from '$lib/i18n';
import { sectionCatalogues, type SectionWords } from '$lib/i18n/catalogues';
import type { Track } from './types';

export type Key = keyof SectionWords['exercises'];

/** Every language's words, once loaded, for the catalogue tests. */
export const EXERCISE_CATALOGUES = sectionCatalogues('exercises');

/** An Exercises UI string in the current language (reactive inside components). */
export const xt = sectionText(EXERCISE_CATALOGUES);

export const trackTitle = (track: Track) => xt(`track.${track}`);
export const trackSummary = (track: Track) => xt(`track.${track}.summary`);
