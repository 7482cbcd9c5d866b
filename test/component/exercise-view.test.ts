// @vitest-environment jsdom
// The exercise page names its rule set, and in a standing bikjang offers the one pass that ends the
// game on the count.
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExerciseView from '../../src/lib/exercises/ExerciseView.svelte';
import { parseExercise } from '../../src/lib/exercises/parse';
import type { ExerciseStore } from '../../src/lib/exercises/store-seam';

afterEach(() => cleanup());

const saved: { exerciseId: string; solved: boolean }[] = [];
const store: ExerciseStore = {
  recordExercise: async (r) => {
    saved.push(r);
    return { ...r, tries: 1, updatedAt: 0 } as never;
  },
  listExercises: async () => [],
};

function exercise(fen: string, rules = '') {
  const src = `---
id: demo
title: Demo
order: 1
track: tactics
summary: A demo.
---

Intro.

\`\`\`exercise
fen: ${fen}
${rules}task: Win a point.
goal: { wonMaterial: { min: 2 } }
budget: 1
opponent: search
solution: [c5c6]
success: Done.
\`\`\`

Why.

\`\`\`diagram
fen: ${fen}
\`\`\`
`;
  const r = parseExercise('demo.md', src);
  if (!r.exercise) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.exercise;
}

describe('ExerciseView', () => {
  it('shows tournament rules by default, and another rule set when the exercise names it', () => {
    const fen = '3a1a3/4k4/2p6/9/2P6/9/4P4/9/4K4/3A1A3 w - - 0 1';
    const { container } = render(ExerciseView, { props: { exercise: exercise(fen), place: { n: 1, total: 1 }, store } });
    const rules = container.querySelector('.rules')!;
    expect(rules.getAttribute('data-rules')).toBe('janggi');
    expect(rules.textContent).toMatch(/Tournament rules: bikjang and counting/);
    expect(container.querySelector('[data-action="pass"]')).toBeNull();
    cleanup();
    const other = render(ExerciseView, { props: { exercise: exercise(fen, 'rules: casual\n'), place: { n: 1, total: 1 }, store } });
    expect(other.container.querySelector('.rules')!.textContent).toMatch(/Casual rules/);
  });

  it('in a bikjang the solver may pass, and a pass that wins on the count solves the exercise', async () => {
    // The generals face each other on the e-file; Cho (a chariot up) is to move.
    const fen = '3a1a3/4k4/2p6/9/2P6/9/9/9/4K4/R2A1A3 w - - 0 1';
    const { container } = render(ExerciseView, { props: { exercise: exercise(fen), place: { n: 1, total: 1 }, store } });
    const pass = container.querySelector<HTMLButtonElement>('[data-action="pass"]');
    expect(pass).not.toBeNull();
    expect(container.textContent).toMatch(/Break the line, or pass to end the game on the count/);
    await fireEvent.click(pass!);
    // The defence (the opponent's search) loads lazily; the move is judged once it is there.
    await vi.waitFor(() => expect(container.querySelector('[data-status]')!.getAttribute('data-status')).toBe('solved'));
    expect(saved.at(-1)).toMatchObject({ exerciseId: 'tactics/demo', solved: true });
  });
});
