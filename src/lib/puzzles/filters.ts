/** The list's filters, remembered on this device (a view preference, not progress). */
import { isTheme, type PuzzleKind } from './types';
import { NO_FILTER, RATING_BANDS, type PuzzleFilter } from './select';

const KEY = 'janggi-trainer:puzzle-filter';

export function loadFilter(): PuzzleFilter {
  if (typeof localStorage === 'undefined') return NO_FILTER;
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PuzzleFilter> | null;
    if (!raw) return NO_FILTER;
    return {
      themes: Array.isArray(raw.themes)
        ? raw.themes.filter((t): t is PuzzleFilter['themes'][number] => typeof t === 'string' && isTheme(t))
        : [],
      lengths: Array.isArray(raw.lengths) ? raw.lengths.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 5) : [],
      kinds: Array.isArray(raw.kinds) ? raw.kinds.filter((k): k is PuzzleKind => k === 'mate' || k === 'material') : [],
      bands: Array.isArray(raw.bands) ? raw.bands.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < RATING_BANDS.length) : [],
    };
  } catch {
    return NO_FILTER;
  }
}

export function saveFilter(f: PuzzleFilter): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(f));
  } catch {
    // Storage blocked: the filter lasts for this page only.
  }
}
