import { DEFAULT_LOCALE, loadCatalogue, loadSections, SECTION_NAMES } from '$lib/i18n';
import { PIECE_SPRITES } from '$lib/board/sprites.server';
import { localeOfPath, routePath } from '$lib/i18n/locales';
import { localizeHtml } from '$lib/i18n/localize-html';
import type { Handle, ServerInit } from '@sveltejs/kit';

/**
 * The English words for code that runs before the root layout's load when prerendering (server
 * loads, content checks that say a task message): every catalogue is a lazily loaded chunk.
 */
export const init: ServerInit = async () => {
  await Promise.all([loadCatalogue(DEFAULT_LOCALE), loadSections(DEFAULT_LOCALE, SECTION_NAMES)]);
};

/**
 * Each page in the language of its address, from the first byte (localize-html.ts), with the
 * pieces' drawings inline (board/sprites.server.ts).
 */
export const handle: Handle = ({ event, resolve }) => {
  const lang = localeOfPath(event.url.pathname);
  const route = event.route.id === null ? null : routePath(event.url.pathname);
  return resolve(event, {
    transformPageChunk: ({ html }) => localizeHtml(html, lang, route).replace('%janggi.sprites%', PIECE_SPRITES),
  });
};
