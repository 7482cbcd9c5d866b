/**
 * The app's boards start as markup and become live elements a few points at a time, each batch in
 * a task of its own. The server renders a board's 90 points as markup (markup.ts), the page
 * hydrates by taking that markup over as it is (no element-by-element hydration: on a slow phone
 * that was most of the page's one long hydration task), and then the points turn into live
 * elements in batches; a board made later (the daily puzzle once its file is in, a client-side
 * navigation) does the same. The markup points are the same elements (names, focus, data-square,
 * data-piece), and the board handles their events on its points layer, so they work meanwhile.
 *
 * Boards rendered outside the app (component tests) are live at once: `renderingApp` is called by
 * the root layout's load, on the server and in the browser, before any page renders.
 */
let app = false;

/** The root layout is rendering: boards from now on start as markup (`false`: live at once again, for tests). */
export function renderingApp(inApp = true): void {
  app = inApp;
}

/** Points a new board shows as live elements at first: all of them, or none when it starts as markup. */
export function initialPoints(): number {
  return app ? 0 : POINTS;
}

export const POINTS = 90;
/** Points made live per task: a few milliseconds on a mid-range phone. */
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
