/**
 * The daily puzzle: the same for everyone on a local date, chosen by a fixed hash of `YYYY-MM-DD`
 * over the mate-in-2 and mate-in-3 puzzles and the winning-material ones (in id order). Works offline for any day.
 */
import type { Puzzle, PuzzleSummary } from './types';

/** FNV-1a, 32 bits, over the date's characters. */
export function hashDay(day: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < day.length; i++) {
    h ^= day.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche so neighbouring days land far apart.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Mates in 2 and 3, and winning-material puzzles (mate_in 0). */
export const isDailyCandidate = (p: Pick<Puzzle, 'mateIn'>): boolean => p.mateIn === 2 || p.mateIn === 3 || p.mateIn === 0;

/** The daily candidates of a collection, in a stable order. */
export function dailyPool<T extends Pick<PuzzleSummary, 'id' | 'mateIn'>>(all: readonly T[]): T[] {
  return all.filter(isDailyCandidate).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Where local day `day` (`YYYY-MM-DD`) falls in a pool of `size` puzzles. */
export function dailyIndex(day: string, size: number): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day "${day}"`);
  return hashDay(day) % size;
}

/** The puzzle of local day `day` (`YYYY-MM-DD`) from a pool (see dailyPool). */
export function dailyPick<T>(day: string, pool: readonly T[]): T | undefined {
  const i = dailyIndex(day, Math.max(pool.length, 1));
  return pool[i];
}

/**
 * The pool in parts of DAILY_PART_SIZE puzzles, each prerendered on its own
 * (`/puzzles/daily-pool/<part>.json`): the daily page and the home card fetch the one part that
 * holds the day's puzzle (a few KB) instead of the whole pool. Each part says the pool's size, so
 * a page built with another pool notices and falls back to the full pool.
 */
export const DAILY_PART_SIZE = 16;

export interface DailyPart<T> {
  /** The pool's size. */
  size: number;
  /** Index in the pool of `puzzles[0]`. */
  start: number;
  puzzles: T[];
}

/** The part that holds pool index `index`. */
export const dailyPartOf = (index: number): number => Math.floor(index / DAILY_PART_SIZE);

/** The pool (see dailyPool) cut into its parts, in order. */
export function dailyParts<T>(pool: readonly T[]): DailyPart<T>[] {
  const parts: DailyPart<T>[] = [];
  for (let start = 0; start < pool.length; start += DAILY_PART_SIZE)
    parts.push({ size: pool.length, start, puzzles: pool.slice(start, start + DAILY_PART_SIZE) });
  return parts;
}

/**
 * The puzzle of local day `day` from the part that holds it: the same as dailyPick over the whole
 * pool of `size`; undefined when `part` is not that part or comes from a pool of another size.
 */
export function dailyPickFromPart<T>(day: string, size: number, part: DailyPart<T>): T | undefined {
  if (size <= 0 || part.size !== size) return undefined;
  const i = dailyIndex(day, size) - part.start;
  return i >= 0 && i < part.puzzles.length ? part.puzzles[i] : undefined;
}

/** What the home page's card shows of a daily puzzle. */
export type DailyCard = Pick<Puzzle, 'id' | 'fen' | 'mateIn' | 'rating'>;
