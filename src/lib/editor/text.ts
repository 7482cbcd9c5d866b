/** The position editor's words (the editor namespace of every language folder): no other page loads them. */
import { sectionText, sectionCatalogues } from '$lib/i18n';

export const editorText = sectionText(sectionCatalogues('editor'));
