/**
 * The "open this position" links' module and words (OpenInLinks.svelte, the openIn namespace), loaded
 * once: after the first paint by OpenIn.svelte, or earlier by a page that wants them in hand (the
 * puzzle player fetches them when a puzzle starts, so an update deployed meanwhile cannot take them away).
 */
import { loadSections, locale } from '$lib/i18n';

export const loadOpenIn = () =>
  Promise.all([import('./OpenInLinks.svelte'), loadSections(locale.current, ['openIn'])]).then(([m]) => m.default);
