/**
 * Slots the home page reads, for other parts of the app to fill in.
 *
 * - `todaysPuzzle` — PUZZLES: replace the body with a pick from the puzzle collections (same
 *   puzzle all day, e.g. by hashing `day`). The card shows "solved today" from the progress store.
 * - The card's board preview is the `puzzlePreview` snippet of src/routes/+page.svelte.
 * - "Continue where you left off" reads `progress.getLastActivity()`: lessons, exercises, puzzles
 *   and games call `progress.setLastActivity({ kind, id, title, href, time })` when opened.
 */

export interface TodaysPuzzle {
  id: string;
  /** Where "Solve it" goes, e.g. `/puzzles/<id>`. */
  href: string;
  fen: string;
  mateIn?: number;
  rating?: number;
}

/**
 * Today's puzzle for local day `day` (`YYYY-MM-DD`), or undefined when there are no puzzles yet.
 * `poolSize` (the daily pool's size, from the build) lets it fetch only the part that holds it.
 */
export async function todaysPuzzle(day: string, poolSize?: number): Promise<TodaysPuzzle | undefined> {
  // The daily pick lives with the puzzles (same hash of the date as /puzzles/daily).
  const { dailyCard } = await import('$lib/puzzles/client-data');
  const p = await dailyCard(day, poolSize).catch(() => undefined);
  if (!p) return undefined;
  const { resolve } = await import('$app/paths');
  return { id: p.id, href: resolve('/puzzles/daily'), fen: p.fen, mateIn: p.mateIn, rating: p.rating };
}
