/** The parts of a puzzle filter, in the order the list shows them: lengths, rating bands, themes. */
import type { PuzzleFilter } from './select';
import type { Theme } from './types';

export type FilterPart = { kind: 'length'; n: number } | { kind: 'band'; band: number } | { kind: 'theme'; theme: Theme };

export function filterParts(f: PuzzleFilter): FilterPart[] {
  return [
    ...f.lengths.map((n) => ({ kind: 'length', n }) as const),
    ...f.bands.map((band) => ({ kind: 'band', band }) as const),
    ...f.themes.map((theme) => ({ kind: 'theme', theme }) as const),
  ];
}
