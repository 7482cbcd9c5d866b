/**
 * Which puzzle comes next: a due review first, then an unseen puzzle near the user's rating
 * within the chosen filters. Deterministic for a given `salt` (tests), random otherwise.
 */
import { puzzleKind, type PuzzleKind, type Theme, type PuzzleSummary } from './types';

export interface PuzzleFilter {
  /** Keep puzzles with every one of these themes. */
  themes: Theme[];
  /** Keep these mate lengths (empty: all). */
  lengths: number[];
  /** Keep these kinds, mates or winning material (empty or absent: both). */
  kinds?: PuzzleKind[];
  /** Keep puzzles rated within one of these bands, indices into RATING_BANDS (empty: all). */
  bands: number[];
}

/** The list's rating bands, lowest and highest rating (inclusive). */
export const RATING_BANDS: readonly (readonly [number, number])[] = [
  [0, 1199],
  [1200, 1599],
  [1600, 1999],
  [2000, Infinity],
];

/** "< 1200", "1200–1599", "2000+". */
export function bandLabel(i: number): string {
  const [lo, hi] = RATING_BANDS[i];
  if (lo === 0) return `< ${hi + 1}`;
  return hi === Infinity ? `${lo}+` : `${lo}–${hi}`;
}

export const NO_FILTER: PuzzleFilter = { themes: [], lengths: [], bands: [], kinds: [] };

export function matches(p: PuzzleSummary, f: PuzzleFilter): boolean {
  if (f.kinds?.length && !f.kinds.includes(puzzleKind(p))) return false;
  if (f.lengths.length && !f.lengths.includes(p.mateIn)) return false;
  if (f.bands.length && !f.bands.some((i) => p.rating >= RATING_BANDS[i][0] && p.rating <= RATING_BANDS[i][1])) return false;
  return f.themes.every((t) => p.themes.includes(t));
}

export interface PickInput {
  index: readonly PuzzleSummary[];
  filter: PuzzleFilter;
  rating: number;
  /** Puzzle ids already attempted. */
  seen: ReadonlySet<string>;
  /** Ids of reviews due now, soonest first. */
  due: readonly string[];
  /** Not this one (the puzzle just played). */
  exclude?: string;
  /**
   * Puzzles played lately, most recent first: a due review among them waits (a failed puzzle comes
   * back later, not next). The newest REVIEW_GAP are held back.
   */
  recent?: readonly string[];
  random?: () => number;
}

/** How far from the rating a pick may be before widening the window. */
const WINDOWS = [100, 200, 350, 600, Infinity];

/** How many other puzzles come between a failure and its review. */
export const REVIEW_GAP = 3;

export function pickNext({
  index,
  filter,
  rating,
  seen,
  due,
  exclude,
  recent = [],
  random = Math.random,
}: PickInput): PuzzleSummary | undefined {
  const pool = index.filter((p) => p.id !== exclude && matches(p, filter));
  const byId = new Map(pool.map((p) => [p.id, p]));
  const held = new Set(recent.slice(0, REVIEW_GAP));
  for (const id of due) {
    if (held.has(id)) continue;
    const p = byId.get(id);
    if (p) return p;
  }
  const fresh = pool.filter((p) => !seen.has(p.id));
  const notHeld = pool.filter((p) => !held.has(p.id));
  const from = fresh.length ? fresh : notHeld.length ? notHeld : pool;
  for (const w of WINDOWS) {
    const near = from.filter((p) => Math.abs(p.rating - rating) <= w);
    if (near.length) return near[Math.floor(random() * near.length)];
  }
  return undefined;
}

/** Where each due review is played: its place, or `unknown` when this version has no such puzzle. */
export interface DuePlaces {
  /** In the collection: the picker serves them. */
  index: string[];
  /** From the learner's games: /puzzles/mine. */
  personal: string[];
  /** Retired from the collection (a near-copy of a kept puzzle): its own page stays. */
  retired: string[];
  /** Named by a card this version cannot serve (from a newer version's backup, say): left waiting, not counted. */
  unknown: string[];
}

/** Sorts due review ids (soonest first) by where they are played, keeping their order. */
export function duePlaces(
  due: readonly string[],
  known: { inIndex: (id: string) => boolean; personal: (id: string) => boolean; retired?: Readonly<Record<string, string>> },
): DuePlaces {
  const out: DuePlaces = { index: [], personal: [], retired: [], unknown: [] };
  for (const id of due) {
    if (known.inIndex(id)) out.index.push(id);
    else if (known.personal(id)) out.personal.push(id);
    else if (known.retired && Object.hasOwn(known.retired, id)) out.retired.push(id);
    else out.unknown.push(id);
  }
  return out;
}
