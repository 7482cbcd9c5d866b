/**
 * The words of /games, the review and the personal puzzles (the games namespace of every language
 * folder). Kept apart from the app catalogue so that no other page's first load carries them.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';

export const gt = sectionText(sectionCatalogues('games'));
