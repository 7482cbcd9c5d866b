// @vitest-environment jsdom
// In the app a board starts as markup (server-rendered, taken over as it is when the page hydrates)
// and its points become live elements a batch per task; outside the app (these tests' other boards)
// it is live at once. The markup points are the same elements as the live ones.
import { cleanup, render } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Board from '../../src/lib/board/Board.svelte';
import { BATCH, POINTS, fillInBatches, initialPoints, renderingApp } from '../../src/lib/board/progressive';
import { START_FEN } from '../../src/lib/engine';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const points = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-square]')];
/** How many points are live elements (the rest are markup), as the points layer says. */
const live = (container: HTMLElement) => Number(container.querySelector('.points')?.getAttribute('data-live'));
/** A point as a comparable record: its attributes (scope class left out) and what it holds. */
function shape(el: HTMLElement) {
  const attrs = Object.fromEntries(
    [...el.attributes].map((a) => [a.name, a.name === 'class' ? a.value.replace(/\s*svelte-\w+/g, '').trim() : a.value]),
  );
  return { tag: el.tagName, attrs, inner: el.innerHTML.replace(/<!---->|<!--\[-->|<!--\]-->/g, '') };
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

  it('outside the app every point is live at once; in the app the same points start as markup, work, and turn live in batches', async () => {
    const dests = new Map([[squareOf('a4'), [squareOf('a5'), squareOf('b4')]]]);
    expect(initialPoints()).toBe(POINTS);
    const direct = render(Board, { props: { fen: START_FEN, dests } });
    expect(live(direct.container)).toBe(POINTS);
    const liveShapes = points(direct.container).map(shape);
    cleanup();

    renderingApp();
    expect(initialPoints()).toBe(0);
    vi.useFakeTimers();
    const selected: number[] = [];
    const { container } = render(Board, { props: { fen: START_FEN, dests, onselect: (sq: number) => selected.push(sq) } });
    // All 90 points there at once, as markup: the same elements the live board has.
    expect(points(container)).toHaveLength(POINTS);
    expect(live(container)).toBe(0);
    expect(points(container).map(shape)).toEqual(liveShapes);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(container.querySelector('[data-square="e2"]')?.getAttribute('aria-label')).toMatch(/^e2, /);
    // A markup point answers: tapped, it selects its piece (drawn again, pressed); focused, it keeps
    // focus while it is drawn again and as it turns live.
    container.querySelector<HTMLElement>('[data-square="e2"]')!.focus();
    container.querySelector<HTMLElement>('[data-square="a4"]')!.click();
    flushSync();
    expect(selected).toEqual([squareOf('a4')]);
    expect(container.querySelector('[data-square="a4"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('[data-square="a5"]')?.getAttribute('aria-describedby')).toMatch(/-dest$/);
    container.querySelector<HTMLElement>('[data-square="e2"]')!.focus();

    vi.advanceTimersToNextTimer();
    flushSync();
    expect(live(container)).toBe(BATCH);
    expect(points(container)).toHaveLength(POINTS);
    vi.runAllTimers();
    flushSync();
    await tick();
    expect(live(container)).toBe(POINTS);
    expect(points(container)).toHaveLength(POINTS);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect((document.activeElement as HTMLElement | null)?.dataset.square).toBe('e2');
    // Live now: the selection still shows, and changes in place.
    expect(container.querySelector('[data-square="a4"]')?.getAttribute('aria-pressed')).toBe('true');
    container.querySelector<HTMLElement>('[data-square="a4"]')!.click();
    flushSync();
    expect(container.querySelector('[data-square="a4"]')?.getAttribute('aria-pressed')).toBe('false');
  });
});

function squareOf(name: string): number {
  return (Number(name.slice(1)) - 1) * 9 + name.charCodeAt(0) - 97;
}
