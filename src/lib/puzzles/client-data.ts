/**
 * Puzzle data in the browser: the compact index, the daily pool and its parts, fetched once from their
 * prerendered JSON (kept offline by the service worker).
 */
import { resolve } from '$app/paths';
import { dailyIndex, dailyPartOf, dailyPick, dailyPickFromPart, type DailyCard, type DailyPart } from './daily';
import type { Puzzle, PuzzleSummary, RunPuzzle } from './types';

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
/** Every puzzle's full row, for the streak and the timed run. */
export const fetchRunPool = (): Promise<RunPuzzle[]> => getJson(resolve('/puzzles/runs.json'));
/** The retired puzzles' ids, each with the kept puzzle it copied. */
export const fetchRetired = (): Promise<Record<string, string>> => getJson(resolve('/puzzles/retired.json'));
export const fetchDailyPool = (): Promise<Puzzle[]> => getJson(resolve('/puzzles/daily.json'));
/** One part of the daily pool (daily.ts, DAILY_PART_SIZE puzzles). */
const fetchDailyPart = (part: number): Promise<DailyPart<Puzzle>> =>
  getJson(resolve('/puzzles/daily-pool/[part].json', { part: String(part) }));

/**
 * The puzzle of local day `day`. With the pool's size (`poolSize`, from the build: the page's data)
 * only the part that holds it is fetched; the whole pool when the size is unknown, or the part
 * is missing or from another build.
 */
export async function dailyPuzzle(day: string, poolSize?: number): Promise<Puzzle | undefined> {
  if (poolSize && poolSize > 0) {
    const part = await fetchDailyPart(dailyPartOf(dailyIndex(day, poolSize))).catch(() => undefined);
    const p = part && dailyPickFromPart(day, poolSize, part);
    if (p) return p;
  }
  return dailyPick(day, await fetchDailyPool());
}

/** The home card's view of local day `day`'s puzzle: the same pick as dailyPuzzle. */
export async function dailyCard(day: string, poolSize?: number): Promise<DailyCard | undefined> {
  const p = await dailyPuzzle(day, poolSize);
  return p && { id: p.id, fen: p.fen, mateIn: p.mateIn, rating: p.rating };
}
