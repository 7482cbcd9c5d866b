/** The analysis board's words in the reader's language (the analysis namespace of every language folder). */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type analysisEn from '$lib/i18n/lang/en/analysis';

const WORDS = sectionCatalogues('analysis');

export type AnalysisKey = keyof typeof analysisEn;

/** Every language's words, for the catalogue tests. */
export const ANALYSIS_CATALOGUES = WORDS;

/** An analysis board string in the current language (reactive inside components). */
export const analysisText = sectionText(ANALYSIS_CATALOGUES);
