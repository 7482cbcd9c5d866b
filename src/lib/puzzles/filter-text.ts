/** The parts of a puzzle filter, in the order the list shows them: kinds, lengths, rating bands, themes; and their words. */
import { pt, themeName } from './messages';
import { bandLabel, type PuzzleFilter } from './select';
import type { PuzzleKind, Theme } from './types';

export type FilterPart =
  { kind: 'kind'; value: PuzzleKind } | { kind: 'length'; n: number } | { kind: 'band'; band: number } | { kind: 'theme'; theme: Theme };

export function filterParts(f: PuzzleFilter): FilterPart[] {
  return [
    ...(f.kinds ?? []).map((value) => ({ kind: 'kind', value }) as const),
    ...f.lengths.map((n) => ({ kind: 'length', n }) as const),
    ...f.bands.map((band) => ({ kind: 'band', band }) as const),
    ...f.themes.map((theme) => ({ kind: 'theme', theme }) as const),
  ];
}

/** The filter in words: "Win material, Mate in 2, Rating 1200–1599, Fork". */
export function filterText(f: PuzzleFilter): string {
  return filterParts(f)
    .map((p) =>
      p.kind === 'kind'
        ? pt(p.value === 'mate' ? 'puzzles.kind.mate' : 'puzzles.kind.material')
        : p.kind === 'length'
          ? pt('puzzle.mateIn', { n: p.n })
          : p.kind === 'band'
            ? `${pt('puzzle.rating', { rating: '' }).trim()} ${bandLabel(p.band)}`
            : themeName(p.theme),
    )
    .join(', ');
}
