/**
 * Everything /play needs for a game against the computer, as one module loaded on demand (one
 * request and one preload list instead of three): the setup part, the in-game bar (which brings the
 * search's worker) and the reader of play-it-out links.
 */
export { default as ComputerSetup } from './ComputerSetup.svelte';
export { default as ComputerBar } from './ComputerBar.svelte';
import { parsePlayLink } from './link';

/** The play-it-out link in the address, read once: the address is then cleaned so that a reload continues the game. */
export function readPlayLink(): ReturnType<typeof parsePlayLink> {
  const link = parsePlayLink(new URLSearchParams(location.search));
  if (link) window.history.replaceState(window.history.state, '', location.pathname);
  return link;
}
