// @vitest-environment jsdom
// In the app a board starts as markup (server-rendered, taken over as it is when the page hydrates)
// and its points become live elements a batch per task; outside the app (these tests' other boards)
// it is live at once. The markup points are the same elements as the live ones.
import { cleanup, render } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import Board from '../../src/lib/board/Board.svelte';
import { BATCH, POINTS, fillInBatches, initialPoints, renderingApp } from '../../src/lib/board/progressive';
import { START_FEN } from '../../src/lib/engine';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// Files share modules here (no isolation): the boards of the files after this one are live at once.
afterAll(() => renderingApp(false));

const points = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-square]')];
/** Points drawn as markup, not live yet. */
const markup = (container: HTMLElement) => container.querySelectorAll('[data-markup]').length;
/** How many points are live elements (the rest are markup), as the points layer says. */
const live = (container: HTMLElement) => Number(container.querySelector('.points')?.getAttribute('data-live'));
/** An element as a comparable record: tag, attributes (in any order; scope class and the
 * markup marker left out) and child elements, all the way down. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes]
      .filter((a) => a.name !== 'data-markup')
      .map((a) => [a.name, a.name === 'class' ? a.value.replace(/\s*svelte-\w+/g, '').trim() : a.value])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { tag: el.tagName, attrs, text: el.children.length ? undefined : el.textContent, children: [...el.children].map(shape) };
}

describe('progressive boards', () => {
  it('fillInBatches grows to every point, one batch per task, and stops when asked', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    fillInBatches((n) => seen.push(n));
    expect(seen).toEqual([]); // nothing in the task that asked
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual([BATCH]);
    vi.runAllTimers();
    expect(seen.at(-1)).toBe(POINTS);
    expect(seen).toHaveLength(Math.ceil(POINTS / BATCH));
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1])).toBe(true);

    const stopped: number[] = [];
    const stop = fillInBatches((n) => stopped.push(n));
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(stopped).toEqual([BATCH]);
  });

  it('outside the app every point is live at once; in the app the same points start as markup and turn live in batches, focus kept', () => {
    const dests = new Map([[squareOf('a4'), [squareOf('a5'), squareOf('b4')]]]);
    expect(initialPoints()).toBe(POINTS);
    const direct = render(Board, { props: { fen: START_FEN, dests } });
    expect(live(direct.container)).toBe(POINTS);
    expect(markup(direct.container)).toBe(0);
    const liveShapes = points(direct.container).map(shape);
    cleanup();

    renderingApp();
    expect(initialPoints()).toBe(0);
    vi.useFakeTimers();
    const { container } = render(Board, { props: { fen: START_FEN, dests } });
    // Made in the browser (no server markup to take over): the grid now, the points a task later,
    // so the task that mounts the board is not made longer by them.
    expect(container.querySelector('.lines line')).not.toBeNull();
    expect(points(container)).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    flushSync();
    // All 90 points there at once, as markup: the same elements the live board has.
    expect(points(container)).toHaveLength(POINTS);
    expect(live(container)).toBe(0);
    expect(markup(container)).toBe(POINTS);
    expect(points(container).map(shape)).toEqual(liveShapes);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(container.querySelector('[data-square="e2"]')?.getAttribute('aria-label')).toMatch(/^e2, /);
    container.querySelector<HTMLElement>('[data-square="e2"]')!.focus();
    // The first batch comes in a task of its own (the board's other timers, set as it mounted, may
    // run first).
    for (let i = 0; i < 5 && live(container) === 0; i++) vi.advanceTimersToNextTimer();
    expect(live(container)).toBe(BATCH);
    expect(markup(container)).toBe(POINTS - BATCH);
    expect(points(container)).toHaveLength(POINTS);
    vi.runAllTimers();
    expect(live(container)).toBe(POINTS);
    expect(markup(container)).toBe(0);
    expect(points(container).map(shape)).toEqual(liveShapes);
    expect((document.activeElement as HTMLElement | null)?.dataset.square).toBe('e2');
  });

  it('a markup point answers at once: tapped (focus, then click), it selects its piece and every point turns live', async () => {
    renderingApp();
    const dests = new Map([[squareOf('a4'), [squareOf('a5'), squareOf('b4')]]]);
    const selected: number[] = [];
    vi.useFakeTimers();
    const { container } = render(Board, { props: { fen: START_FEN, dests, onselect: (sq: number) => selected.push(sq) } });
    vi.advanceTimersToNextTimer();
    flushSync();
    expect(markup(container)).toBe(POINTS);
    // As a tap does: focus first (the point stays as it is, or its click would be lost), then click.
    const a4 = container.querySelector<HTMLElement>('[data-square="a4"]')!;
    a4.focus();
    flushSync();
    expect(a4.isConnected).toBe(true);
    a4.click();
    flushSync();
    await tick();
    expect(selected).toEqual([squareOf('a4')]);
    expect(live(container)).toBe(POINTS);
    expect(markup(container)).toBe(0);
    expect(points(container)).toHaveLength(POINTS);
    expect(container.querySelector('[data-square="a4"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('[data-square="a5"]')?.getAttribute('aria-describedby')).toMatch(/-dest$/);
    container.querySelector<HTMLElement>('[data-square="a4"]')!.click();
    flushSync();
    expect(container.querySelector('[data-square="a4"]')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('a board whose position changes before its markup is drawn turns live at once and draws no markup', () => {
    renderingApp();
    vi.useFakeTimers();
    const { container, rerender } = render(Board, { props: { fen: START_FEN } });
    expect(points(container)).toHaveLength(0);
    // Cho's a4 soldier to a5.
    rerender({ fen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/P8/2P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1' });
    flushSync();
    expect(live(container)).toBe(POINTS);
    vi.runAllTimers();
    expect(markup(container)).toBe(0);
    expect(points(container)).toHaveLength(POINTS);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(container.querySelector('[data-square="a5"]')?.getAttribute('data-piece')).toBe('P');
  });
});

function squareOf(name: string): number {
  return (Number(name.slice(1)) - 1) * 9 + name.charCodeAt(0) - 97;
}
