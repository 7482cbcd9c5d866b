/** The personal puzzles' words (the personalPuzzles namespace): a few, kept apart so the puzzle pages do not carry the review's. */
import { sectionText, sectionCatalogues } from '$lib/i18n';

export const mt = sectionText(sectionCatalogues('personalPuzzles'));
