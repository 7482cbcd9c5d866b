/** The personal puzzles' words (the personalPuzzles namespace): a few, kept apart so the puzzle pages do not carry the review's. */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type personalEn from '$lib/i18n/lang/en/personalPuzzles';

export const mt = sectionText(sectionCatalogues('personalPuzzles'));
