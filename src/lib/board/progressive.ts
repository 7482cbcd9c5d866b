/**
 * Boards made after the app's first page has hydrated (the daily puzzle once its file is in, a
 * board after a client-side navigation) draw their 90 points a few at a time, each batch in a task
 * of its own: a whole board at once is one long task on a slow phone (~0.3 s at 4x CPU slowdown),
 * the page cannot answer input during it and it counts as blocking time. A board that hydrates
 * server-rendered markup must take all of it at once, so boards made before `markHydrated` (the
 * first page; component tests) draw everything immediately.
 */
let hydrated = false;

/** Called by the app shell once the first page has hydrated. */
export function markHydrated(): void {
  hydrated = true;
}

/** Points a new board shows at first: all of them, or none when it fills in batches. */
export function initialPoints(): number {
  return hydrated ? 0 : POINTS;
}

export const POINTS = 90;
/** Points added per task: about 10 ms on a mid-range phone. */
export const BATCH = 15;

/** Grow `set(n)` from 0 to POINTS in batches, one task each; returns a stop function. */
export function fillInBatches(set: (n: number) => void): () => void {
  let n = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    n = Math.min(POINTS, n + BATCH);
    set(n);
    timer = n < POINTS ? setTimeout(step, 0) : undefined;
  };
  timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}
