// @vitest-environment jsdom
// The Nine Elder lesson player: a capture, then a drop from the hand by taps; the stars go to the store.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import NineLessonPlayer from '../../src/lib/nine-elder/lesson/NineLessonPlayer.svelte';
import { parseNineLesson } from '../../src/lib/nine-elder/lesson/parse';
import type { LessonProgressStore } from '../../src/lib/lessons/course-progress';

afterEach(() => cleanup());

const SOURCE = `---
id: demo-nine
variant: nine-elder
title: Demo
order: 1
summary: A demo.
---

Take, then drop.

\`\`\`step
id: drop
fen: 4k4/9/9/9/4g4/4P4/9/9/4K4[] w - - 0 1
task: Take the Gold, then drop it on d2.
goal: { kind: drop, piece: G, targets: [d2] }
budget: 2
success: Well dropped.
\`\`\`
`;

describe('NineLessonPlayer', () => {
  it('takes a piece and drops it from the hand by taps, and records three stars', async () => {
    const lesson = parseNineLesson('demo.md', SOURCE).lesson!;
    const saved: { lessonId: string; stepId: string; stars: number }[] = [];
    const store: LessonProgressStore = {
      getAllLessonSteps: async () => [],
      recordLessonStep: async (r) => saved.push(r),
      setLastActivity: async () => undefined,
    };
    const { container } = render(NineLessonPlayer, { lesson, store });
    const point = (s: string) => container.querySelector<HTMLElement>(`[data-square="${s}"]`)!;
    await fireEvent.click(point('e4'));
    expect(point('e5').querySelector('.dot')).toBeNull(); // an enemy piece is marked as a target, not dotted
    await fireEvent.click(point('e5'));
    expect(point('e5').querySelector('[data-piece]')!.getAttribute('data-piece')).toBe('P');
    const gold = container.querySelector<HTMLElement>('[data-hand-piece="G"]')!;
    expect(gold).not.toBeNull();
    // After the hand piece, a tap on your own piece picks that piece instead; a tap on an enemy piece says why not.
    await fireEvent.click(gold);
    await fireEvent.click(point('e1'));
    expect(container.querySelector('[data-step="drop"]')!.hasAttribute('data-done')).toBe(false);
    await fireEvent.click(container.querySelector<HTMLElement>('[data-hand-piece="G"]')!);
    await fireEvent.click(point('e9'));
    expect(container.querySelector('[data-testid="step-feedback"]')!.textContent).toMatch(/only be dropped on an empty point/);
    await fireEvent.click(point('d2'));
    await waitFor(() => expect(container.querySelector('[data-step="drop"][data-done]')).not.toBeNull());
    expect(point('d2').querySelector('[data-piece]')!.getAttribute('data-piece')).toBe('G');
    expect(container.querySelector('[data-testid="step-feedback"]')!.textContent).toMatch(/Well dropped/);
    expect(saved).toEqual([{ lessonId: 'demo-nine', stepId: 'drop', stars: 3, score: 0 }]);
  });
});
