// @vitest-environment jsdom
// A board made after the first page hydrated (the daily puzzle, a board after client navigation) fills
// in a batch of points per task; one made before (hydrating server markup) draws all 90 at once.
import { cleanup, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Board from '../../src/lib/board/Board.svelte';
import { BATCH, POINTS, fillInBatches, initialPoints, markHydrated } from '../../src/lib/board/progressive';
import { START_FEN } from '../../src/lib/engine';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const count = (container: HTMLElement) => container.querySelectorAll('[data-square]').length;

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

  it('draws every point at once before the app has hydrated, in batches after', async () => {
    expect(initialPoints()).toBe(POINTS);
    const before = render(Board, { props: { fen: START_FEN } });
    expect(count(before.container)).toBe(POINTS);
    cleanup();

    markHydrated();
    expect(initialPoints()).toBe(0);
    vi.useFakeTimers();
    const { container } = render(Board, { props: { fen: START_FEN } });
    expect(count(container)).toBe(0);
    vi.advanceTimersToNextTimer();
    flushSync();
    expect(count(container)).toBe(BATCH);
    vi.runAllTimers();
    flushSync();
    expect(count(container)).toBe(POINTS);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(container.querySelector('[data-square="e2"]')?.getAttribute('data-piece')).toBe('K');
  });
});
