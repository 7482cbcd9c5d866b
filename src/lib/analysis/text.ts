/** The analysis board's words in the reader's language (words-en.ts, words-ko.ts). */
import { sectionText } from '$lib/i18n';
import { en } from './words-en';
import { ko } from './words-ko';

export type AnalysisKey = keyof typeof en;

/** Both languages, for the catalogue tests. */
export const ANALYSIS_CATALOGUES = { en, ko };

/** An analysis board string in the current language (reactive inside components). */
export const analysisText = sectionText(ANALYSIS_CATALOGUES);
