/**
 * The words of the teaching pages (/teach, /assign, /report, the print view and the home list),
 * kept apart from the app catalogue so that other pages do not download them.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type assignmentsEn from '$lib/i18n/lang/en/assignments';

const ASSIGNMENTS = sectionCatalogues('assignments');

type Key = keyof typeof assignmentsEn;
export type AssignmentMessageKey = Key;

export const ASSIGNMENT_CATALOGUES = ASSIGNMENTS;

/** A teaching-page message in the current language (reactive in components, like `t()`). */
export const at = sectionText(ASSIGNMENT_CATALOGUES);
