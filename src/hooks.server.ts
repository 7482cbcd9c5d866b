import { loadCatalogue, loadSections, SECTION_NAMES } from '$lib/i18n';
import type { ServerInit } from '@sveltejs/kit';

/**
 * The English words for code that runs before the root layout's load when prerendering (server
 * loads, content checks that say a task message): every catalogue is a lazily loaded chunk.
 */
export const init: ServerInit = async () => {
  await Promise.all([loadCatalogue('en'), loadSections('en', SECTION_NAMES)]);
};
