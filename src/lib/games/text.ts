/**
 * The words of /games, the review and the personal puzzles (words-en.ts, words-ko.ts). Kept apart
 * from the app catalogue so that no other page's first load carries them.
 */
import { sectionText } from '$lib/i18n';
import { en } from './words-en';
import { ko } from './words-ko';

export const gt = sectionText({ en, ko });
