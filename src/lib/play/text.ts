/**
 * The words of the Play page (setup, game, moves, result), in the app's languages. Kept apart from
 * the app catalogue (src/lib/i18n) so that no other page's first load carries them; the computer
 * opponent's words are in computer-text.ts.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type playEn from '$lib/i18n/lang/en/play';

const PLAY = sectionCatalogues('play');

export type PlayKey = keyof typeof playEn;

/** Both languages, for the catalogue tests; English as written, so lookups check their parameters. */
export const PLAY_CATALOGUES = PLAY;

/** A Play page string in the current language (reactive inside components). */
export const playText = sectionText(PLAY_CATALOGUES);
