/**
 * The words of the computer opponent (its setup, status and result lines; the play-it-out link has its own, board/OpenIn.svelte),
 * kept apart from the app catalogue so that /play's first load does not carry them: the setup and
 * the game load them when the computer is chosen.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type computerEn from '$lib/i18n/lang/en/computer';

const COMPUTER = sectionCatalogues('computer');

export type ComputerKey = keyof typeof computerEn;
export const ct = sectionText(COMPUTER);
export type ComputerText = typeof ct;
