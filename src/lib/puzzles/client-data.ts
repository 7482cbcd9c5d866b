/**
 * Puzzle data in the browser: the compact index, the daily pool and its cards, fetched once from their
 * prerendered JSON (kept offline by the service worker).
 */
import { resolve } from '$app/paths';
import { dailyPick } from './daily';
import type { DailyCard } from './daily';
import type { Puzzle, PuzzleSummary } from './types';

const cache = new Map<string, Promise<unknown>>();

function getJson<T>(path: string): Promise<T> {
  let p = cache.get(path) as Promise<T> | undefined;
  if (!p) {
    p = fetch(path).then((r) => {
      if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
      return r.json() as Promise<T>;
    });
    p.catch(() => cache.delete(path));
    cache.set(path, p);
  }
  return p;
}

export const fetchIndex = (): Promise<PuzzleSummary[]> => getJson(resolve('/puzzles/index.json'));
export const fetchDailyPool = (): Promise<Puzzle[]> => getJson(resolve('/puzzles/daily.json'));
/** The daily pool as the home card shows it (daily-cards.json: same order, a fraction of the size). */
export const fetchDailyCards = (): Promise<DailyCard[]> => getJson(resolve('/puzzles/daily-cards.json'));

/** The puzzle of local day `day`. */
export async function dailyPuzzle(day: string): Promise<Puzzle | undefined> {
  return dailyPick(day, await fetchDailyPool());
}

/** The card of local day `day`'s puzzle: the same pick as dailyPuzzle, without the full pool. */
export async function dailyCard(day: string): Promise<DailyCard | undefined> {
  return dailyPick(day, await fetchDailyCards());
}
