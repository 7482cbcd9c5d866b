/** The position editor's words, in the app's languages (its own catalogue: no other page loads it). */
import { sectionText } from '$lib/i18n';
import { en } from './words-en';
import { ko } from './words-ko';

export const editorText = sectionText({ en, ko });
