/**
 * The pieces' drawings as every page carries them: the hanja (hanja.svg) and the naval ships
 * (ships.svg), inline in one hidden SVG at the top of the body (src/app.html's
 * `%janggi.sprites%`, filled by src/hooks.server.ts). A piece's `<use href="#hanja-cha">` then
 * points into its own page. An external sprite (`/hanja.svg#cha`) is fetched and parsed as a
 * document of its own for each symbol a page uses: a dozen documents while a board draws, 5-7 ms of
 * the main thread each on a desktop, long tasks on a slow phone. Inline, the pieces also paint
 * with the page's first frame, with nothing to fetch.
 *
 * Server only (the hooks import it): the markup is part of the page's HTML, not of its code.
 */
import hanja from './hanja.svg?raw';
import ships from './ships.svg?raw';

/** A sprite file's drawings (symbols, or paths in `<defs>`: never drawn in place), its comments kept. */
export function spriteBody(svg: string): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('not an SVG document');
  return svg.slice(open.index + open[0].length, close).trim();
}

/**
 * The hidden SVG holding both sprites. Not `display: none` (some engines then draw no `<use>` of
 * it); out of the flow, with no size, and hidden from assistive technology.
 */
export const PIECE_SPRITES =
  '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" width="0" height="0" style="position: absolute; width: 0; height: 0; overflow: hidden">' +
  `${spriteBody(hanja)}\n${spriteBody(ships)}</svg>`;
