// Vitest setup: both catalogues loaded up front, so `locale.set('ko')` switches at once in tests.
import { loadCatalogue } from '$lib/i18n';

await loadCatalogue('ko');
