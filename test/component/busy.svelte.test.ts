// @vitest-environment jsdom
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { busy, holdBusy, useBusy } from '$lib/app/busy.svelte';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

/** Runs `useBusy` in its own effect root, as a component's script would. */
function mount(when: () => boolean): () => void {
  const stop = $effect.root(() => useBusy(when));
  cleanups.push(stop);
  return stop;
}

describe('useBusy', () => {
  it('holds while the condition is true and releases when it turns false', () => {
    let working = $state(false);
    let runs = 0;
    mount(() => {
      runs++;
      return working;
    });
    flushSync();
    expect(busy.active).toBe(false);
    working = true;
    flushSync();
    expect(busy.active).toBe(true);
    working = false;
    flushSync();
    expect(busy.active).toBe(false);
    // Three runs: mount, on, off. Holding must not make the effect depend on the hold counter
    // (that re-ran it forever: release, hold, release, ...).
    expect(runs).toBe(3);
  });

  it('is not re-run by other holds coming and going', () => {
    let runs = 0;
    mount(() => {
      runs++;
      return true;
    });
    flushSync();
    expect(runs).toBe(1);
    const other = busy.hold();
    flushSync();
    other();
    flushSync();
    expect(runs).toBe(1);
    expect(busy.active).toBe(true);
  });

  it('two users at once: the app stays busy until both are done', () => {
    let a = $state(true);
    let b = $state(true);
    mount(() => a);
    mount(() => b);
    flushSync();
    expect(busy.active).toBe(true);
    a = false;
    flushSync();
    expect(busy.active).toBe(true);
    b = false;
    flushSync();
    expect(busy.active).toBe(false);
  });

  it('releases on unmount', () => {
    const stop = mount(() => true);
    flushSync();
    expect(busy.active).toBe(true);
    stop();
    expect(busy.active).toBe(false);
  });

  it('holdBusy names what holds the app; a release removes only its own hold', () => {
    const puzzle = holdBusy('puzzle');
    const play = holdBusy('play');
    expect(busy.reasons).toEqual(['puzzle', 'play']);
    puzzle();
    expect(busy.reasons).toEqual(['play']);
    play();
    expect(busy.reasons).toEqual([]);
    expect(busy.active).toBe(false);
  });

  it('a release called twice only counts once', () => {
    const r1 = holdBusy('lesson');
    const r2 = holdBusy('lesson');
    r1();
    r1();
    expect(busy.active).toBe(true);
    r2();
    expect(busy.active).toBe(false);
  });
});
