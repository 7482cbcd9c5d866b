/**
 * The progress page's words in the app's languages, beside the page (like the other sections),
 * so the shared catalogues stay small. Every language must have exactly the English keys (checked by the type).
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type progressEn from '$lib/i18n/lang/en/progress';

const PROGRESS = sectionCatalogues('progress');

type Key = keyof typeof progressEn;

const CATALOGUES = PROGRESS;

export type ProgressPageKey = Key;

/** A progress page string in the current language (reactive inside components). */
export const gt = sectionText(CATALOGUES);

/** The catalogues, for the test that checks both languages have every key. */
export const PROGRESS_PAGE_CATALOGUES = CATALOGUES;
