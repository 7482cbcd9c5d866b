// @vitest-environment jsdom
// The review page while its worker streams: the page is drawn in steps (its title and progress,
// its frame, the board a few rows at a time) before the search starts (a Stop meanwhile starts
// none), the classes that arrive together are drawn
// together, the worker told once they are drawn, the final report's second look replaces a class, the
// report's parts all arrive, each after a paint, and the board then moves to the first critical
// moment.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import ReviewPage from '$lib/games/ReviewPage.svelte';
import { reviewSteps, type ReviewMessage, type ReviewReport } from '$lib/games/review-protocol';
import { progress } from '$lib/progress';
import type { PlyReview } from '$lib/review/review';

const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
const MOVES = ['a4a5', 'a7a6', 'c4c5', 'c7c6'];

/** A worker the test speaks for: what the page posts, and a way to answer. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((e: MessageEvent<ReviewMessage>) => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(m: unknown) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  send(m: ReviewMessage) {
    this.onmessage?.({ data: m } as MessageEvent<ReviewMessage>);
  }
}

const ply = (n: number, cls: PlyReview['class']): PlyReview => ({
  ply: n,
  move: MOVES[n - 1],
  class: cls,
  eval: 0,
  mate: null,
  best: MOVES[n - 1],
  loss: 0,
});

const classes = () => [...document.querySelectorAll('[data-ply][data-class]')].map((e) => e.getAttribute('data-class'));

/** A kept game of MOVES under `id`, and the fake worker in place of the real one. */
async function keepGame(id: string) {
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.last = undefined;
  const now = Date.now();
  await progress.saveGame(
    { id, createdAt: now, updatedAt: now, rev: 0, rules: 'janggi', rootFen: START, moves: MOVES, source: 'import' },
    0,
  );
}

describe('ReviewPage', () => {
  it('draws the board first, batches the streamed classes, takes the second look and goes to the critical moment', async () => {
    await keepGame('review-test');
    // The page reads the game's id from its address.
    vi.stubGlobal('location', new URL('http://localhost/games/review?id=review-test'));
    render(ReviewPage, { book: [] });

    // The title and the progress first; then the frame; then the board a few points at a time
    // from the top, each with its piece; then the search.
    await waitFor(() => expect(screen.getByTestId('review-running')).toBeTruthy());
    expect(screen.queryByTestId('review-partial')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('review-partial')).toBeTruthy());
    expect(document.querySelectorAll('[data-square]').length).toBe(0);
    // Each count of points drawn, as the page draws them.
    const seen: number[] = [];
    const count = () => {
      const n = document.querySelectorAll('[data-square]').length;
      if (seen.at(-1) !== n) seen.push(n);
    };
    const watch = new MutationObserver(count);
    watch.observe(document.body, { childList: true, subtree: true });
    await waitFor(() => expect(document.querySelectorAll('[data-square]').length).toBe(90), { timeout: 5000 });
    watch.disconnect();
    // Top first, never more than two rows in one step; every point drawn has its piece.
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.every((n, i) => i === 0 || (n > seen[i - 1] && n - seen[i - 1] <= 18))).toBe(true);
    expect([...document.querySelectorAll('[data-square]')].slice(0, 9).map((e) => e.getAttribute('data-square'))).toEqual([
      'a10',
      'b10',
      'c10',
      'd10',
      'e10',
      'f10',
      'g10',
      'h10',
      'i10',
    ]);
    expect(document.querySelectorAll('[data-piece]').length).toBe(32);
    expect(document.querySelector('[data-square="e9"]')?.getAttribute('data-piece')).toBe('k');
    await waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1));
    const worker = FakeWorker.last!;
    expect(classes()).toEqual([]);

    // A batch of three classes, drawn together; the worker hears that it is drawn only after a
    // frame, and only then searches on.
    expect(worker.posted[0]).toMatchObject({ id: 1, kind: 'review' });
    worker.send({ id: 1, kind: 'batch', plies: [ply(1, 'best'), ply(2, 'good'), ply(3, 'best')], done: 3, total: 9 });
    await tick();
    expect(classes()).toEqual(['best', 'good', 'best']);
    expect((document.querySelector('#review-progress') as HTMLProgressElement).value).toBe(3);
    expect(worker.posted).toHaveLength(1);
    await waitFor(() => expect(worker.posted).toEqual([expect.anything(), { id: 1, kind: 'drawn' }]));

    // The report: ply 4 arrives with it, and the second look made ply 2 a mistake.
    const report: ReviewReport = {
      plies: [ply(1, 'best'), { ...ply(2, 'mistake'), loss: 300, best: 'c7c6' }, ply(3, 'best'), ply(4, 'best')],
      first: 'cho',
      accuracy: { cho: 100, han: 60 },
      critical: [2],
      ideas: {},
      opening: { cho: {}, han: {} },
      book: 0,
      puzzles: [],
    };
    worker.send({ id: 1, kind: 'done', report });
    // The classes in the message's task, the report's parts each after a paint, and the whole
    // review once all are drawn.
    await new Promise((r) => setTimeout(r, 0));
    await tick();
    expect(classes()).toEqual(['best', 'mistake', 'best', 'best']);
    expect(screen.queryByTestId('accuracy')).toBeNull();
    expect(screen.queryByTestId('review')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('accuracy').textContent).toContain('60'));
    await waitFor(() => expect(screen.getByTestId('review')).toBeTruthy());
    expect(screen.getByTestId('opening')).toBeTruthy();
    expect(document.querySelector('[data-critical="2"]')).toBeTruthy();
    expect(worker.terminated).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-ply="2"]')?.getAttribute('aria-current')).toBe('true'));
    // The board follows with the position ply 2 was played in (Cho's soldier on a5), then its marks:
    // the mistake in red, the better move in green.
    await waitFor(() => expect(document.querySelector('[data-square="a5"]')?.getAttribute('data-piece')).toBe('P'));
    await waitFor(() => expect([...document.querySelectorAll('line.arrow')].map((l) => l.classList[1]).sort()).toEqual(['green', 'red']));
    await progress.deleteGame('review-test');
  });

  it('starts the search once the board is whole, and a Stop before that starts none', async () => {
    await keepGame('late-search');
    vi.stubGlobal('location', new URL('http://localhost/games/review?id=late-search'));
    // The points drawn when the worker is made.
    let drawnAtStart = -1;
    class Counted extends FakeWorker {
      constructor() {
        super();
        drawnAtStart = document.querySelectorAll('[data-square]').length;
      }
    }
    vi.stubGlobal('Worker', Counted);
    const first = render(ReviewPage, { book: [] });
    await waitFor(() => expect(screen.getByTestId('review-running')).toBeTruthy());
    expect(FakeWorker.last).toBeUndefined();
    // Meanwhile the progress counts the steps the worker will count, none done.
    const bar = document.querySelector('#review-progress') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([0, reviewSteps(MOVES.length)]);
    await waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1), { timeout: 5000 });
    expect(drawnAtStart).toBe(90);
    first.unmount();

    // Stopped while the board is drawn: no search, the page says it was stopped and offers it again.
    FakeWorker.last = undefined;
    const second = render(ReviewPage, { book: [] });
    await waitFor(() => expect(screen.getByTestId('review-running')).toBeTruthy());
    document.querySelector<HTMLButtonElement>('[data-action="cancel-review"]')!.click();
    await waitFor(() => expect(document.querySelector('[data-action="review-again"]')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 1500));
    expect(FakeWorker.last).toBeUndefined();
    document.querySelector<HTMLButtonElement>('[data-action="review-again"]')!.click();
    await waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1));
    second.unmount();
    expect(FakeWorker.last!.terminated).toBe(true);
    await progress.deleteGame('late-search');
  });

  it('opened in place over the list: reviews the game it is given, takes the focus on its title, and its back link goes back', async () => {
    await keepGame('in-place');
    // The address names another game: the one given wins.
    vi.stubGlobal('location', new URL('http://localhost/games/review?id=elsewhere'));
    const onback = vi.fn();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(ReviewPage, { book: [], id: 'in-place', onback });
    // At the top of the page at once (the list may have been scrolled), the focus on its title
    // after the first paint.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await waitFor(() => expect(screen.getByTestId('review-running')).toBeTruthy());
    expect(screen.queryByTestId('review-missing')).toBeNull();
    await waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1), { timeout: 5000 });
    expect((FakeWorker.last!.posted[0] as { request: { moves: string[] } }).request.moves).toEqual(MOVES);
    // The back link's click is the history's Back, not a new page.
    const back = document.querySelector<HTMLAnchorElement>('.back-link a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    back.dispatchEvent(click);
    expect(onback).toHaveBeenCalledOnce();
    expect(click.defaultPrevented).toBe(true);
    await progress.deleteGame('in-place');
  });
});
