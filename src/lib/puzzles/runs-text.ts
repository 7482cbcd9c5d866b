/** The puzzle runs' words (the puzzleRuns namespace), kept apart so the other puzzle pages do not carry them. */
import { sectionText, sectionCatalogues } from '$lib/i18n';

export const rt = sectionText(sectionCatalogues('puzzleRuns'));

/** Minutes and seconds, `2:05`, of a time left in ms (rounded up: 0:00 only when it is up). */
export function clockText(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
