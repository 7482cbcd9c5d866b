/**
 * Words of the teacher's pages only (composing, editing, adding many reports, scanning, the class
 * list, same-name rows), apart from text.ts so that the home page and the student's pages do not
 * download them.
 */
import { loadSections, locale, sectionText, sectionCatalogues } from '$lib/i18n';

const TEACH = sectionCatalogues('teach');

export const TEACH_CATALOGUES = TEACH;

/** A teacher-page message in the current language (reactive in components, like `t()`). */
export const tt = sectionText(TEACH_CATALOGUES);

/** The words of checking a pasted position: loaded when a check starts (no page shows them first). */
export const tc = sectionText(sectionCatalogues('teachCheck'));
export const loadCheckWords = (): Promise<unknown> => loadSections(locale.current, ['teachCheck']);
