/** The personal puzzles' words (mine-words-*.ts): a few, kept apart so the puzzle pages do not carry the review's. */
import { sectionText } from '$lib/i18n';
import { en } from './mine-words-en';
import { ko } from './mine-words-ko';

export const mt = sectionText({ en, ko });
