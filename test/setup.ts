// Vitest setup: every catalogue loaded up front in both languages (the app loads the reader's
// language in the root layout), so components render words and `locale.set('ko')` switches at once.
import { loadCatalogue, loadSections, LOCALES, SECTION_NAMES } from '$lib/i18n';

await Promise.all(LOCALES.flatMap((lang) => [loadCatalogue(lang), loadSections(lang, SECTION_NAMES)]));
