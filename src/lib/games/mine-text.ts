/** The personal puzzles' words (the personalPuzzles namespace): a few, kept apart so the puzzle pages do not carry the review's. */
import { sectionText, wordsOf } from '$lib/i18n';
import type personalEn from '$lib/i18n/lang/en/personalPuzzles';

export const mt = sectionText(wordsOf<typeof personalEn>(import.meta.glob('$lib/i18n/lang/*/personalPuzzles.ts', { eager: true })));
