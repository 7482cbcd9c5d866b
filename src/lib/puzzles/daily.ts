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

/** The puzzle of local day `day` (`YYYY-MM-DD`) from a pool (see dailyPool). */
export function dailyPick<T>(day: string, pool: readonly T[]): T | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day "${day}"`);
  if (pool.length === 0) return undefined;
  return pool[hashDay(day) % pool.length];
}

/** What the home page's card shows of a daily puzzle. */
export type DailyCard = Pick<Puzzle, 'id' | 'fen' | 'mateIn' | 'rating'>;

/** The daily pool cut down to cards, in the pool's order, so `dailyPick` picks the same puzzle from either. */
export const dailyCards = (all: readonly Puzzle[]): DailyCard[] =>
  dailyPool(all).map(({ id, fen, mateIn, rating }) => ({ id, fen, mateIn, rating }));
