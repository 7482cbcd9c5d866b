// @vitest-environment jsdom
// The review's list of plies while the review streams: the rows come in groups, and a ply that
// arrives touches only its own group's part of the page (the earlier groups keep their rows), so
// a batch costs the page the same work at the game's 5th ply as at its 95th.
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import PlyList, { GROUP } from '$lib/games/PlyList.svelte';
import type { PlyReview } from '$lib/review/review';

const ply = (n: number, cls: PlyReview['class'] = 'good'): PlyReview => ({
  ply: n,
  move: 'a4a5',
  class: cls,
  eval: 0,
  mate: null,
  best: 'a4a5',
  loss: 0,
});

const groupOf = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[data-group]')?.getAttribute('data-group');

describe('PlyList', () => {
  it('draws one button a ply in groups, and a new ply changes only its own group', async () => {
    const first = Array.from({ length: 2 * GROUP + 3 }, (_, i) => ply(i + 1));
    const texts = Array.from({ length: 100 }, (_, i) => `m${i + 1}`);
    const { rerender } = render(PlyList, { plies: first, texts, selected: 0, onselect: () => {} });

    const rows = [...document.querySelectorAll('[data-ply][data-class]')];
    expect(rows.map((r) => Number(r.getAttribute('data-ply')))).toEqual(first.map((p) => p.ply));
    const groups = [...document.querySelectorAll('[data-group]')];
    expect(groups.map((g) => g.querySelectorAll('[data-ply]').length)).toEqual([GROUP, GROUP, 3]);
    expect(document.querySelector('[data-ply="5"] .mv')?.textContent).toBe('m5');

    // The next batch: two new plies and a changed class in the last group, the earlier plies the same objects.
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((m) => changes.push(...m));
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const next = [...first.slice(0, -1), ply(first.length, 'mistake'), ply(first.length + 1), ply(first.length + 2)];
    await rerender({ plies: next, texts, selected: 0, onselect: () => {} });
    await tick();
    changes.push(...watch.takeRecords());
    watch.disconnect();

    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((c) => groupOf(c.target)))).toEqual(new Set(['2']));
    // The rows of the earlier groups are the very same elements.
    const after = [...document.querySelectorAll('[data-ply][data-class]')];
    expect(after).toHaveLength(next.length);
    expect(after.slice(0, 2 * GROUP)).toEqual(rows.slice(0, 2 * GROUP));
    expect(document.querySelector(`[data-ply="${first.length}"]`)?.getAttribute('data-class')).toBe('mistake');

    // A ply that opens a new group adds that group and leaves the others alone.
    const more = Array.from({ length: 3 * GROUP + 1 }, (_, i) => next[i] ?? ply(i + 1));
    const before = [...document.querySelectorAll('[data-group]')];
    await rerender({ plies: more, texts, selected: 0, onselect: () => {} });
    await tick();
    const nowGroups = [...document.querySelectorAll('[data-group]')];
    expect(nowGroups).toHaveLength(4);
    expect(nowGroups.slice(0, 3)).toEqual(before);
    expect(nowGroups[3].querySelectorAll('[data-ply]')).toHaveLength(1);
  });
});
