// @vitest-environment jsdom
// The puzzle player as a user meets it: solved by keyboard alone, hints named in words, a wrong
// move refuted with a retry (and no dead hint button beside it). The solver is the synchronous one.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PuzzlePlayer from '../../src/lib/puzzles/PuzzlePlayer.svelte';
import { moveForcesMate, moveToUci, parseUci, Position, squareName } from '$lib/engine';
import { locale } from '$lib/i18n';
import { createSyncSolver } from '$lib/puzzles/solver-client';
import type { Puzzle } from '$lib/puzzles/types';
import { MATE_IN_2_FEN, mateInTwo } from '../support/mate-puzzle';

const M2_PASS = MATE_IN_2_FEN;
const puzzle = mateInTwo;

// The words are English here: files share one worker (vite.config.ts), and a file before may have left another language.
beforeEach(() => locale.set('en'));
afterEach(() => cleanup());

function mount() {
  return render(PuzzlePlayer, { props: { puzzle, solver: createSyncSolver(), replyDelay: 0, record: false } });
}

const player = (c: HTMLElement) => c.querySelector<HTMLElement>('[data-testid="puzzle-player"]')!;
const focused = () => document.activeElement?.getAttribute('data-square');

/** Arrow keys from the focused point to `target` (Cho at the bottom: up is towards rank 10). */
async function arrowTo(target: string) {
  for (let i = 0; i < 20 && focused() !== target; i++) {
    const cur = focused()!;
    const df = target.charCodeAt(0) - cur.charCodeAt(0);
    const dr = Number(target.slice(1)) - Number(cur.slice(1));
    const key = df > 0 ? 'ArrowRight' : df < 0 ? 'ArrowLeft' : dr > 0 ? 'ArrowUp' : 'ArrowDown';
    await fireEvent.keyDown(document.activeElement!, { key });
  }
  expect(focused()).toBe(target);
}

async function keyboardMove(uci: string) {
  const m = parseUci(uci)!;
  await arrowTo(squareName(m.from));
  await fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
  await arrowTo(squareName(m.to));
  await fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
}

describe('PuzzlePlayer', () => {
  it('is solved with the keyboard alone, and each move is announced', async () => {
    const { container } = mount();
    const tabbable = container.querySelectorAll<HTMLElement>('[data-square][tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    tabbable[0].focus();
    const announcer = screen.getByTestId('board-announcer');
    await keyboardMove(puzzle.moves[0]);
    // Han's answer (a pass here) is on the board and announced; it is our turn again.
    await waitFor(() => expect(player(container).dataset.status).toBe('solving'));
    expect(screen.getByTestId('puzzle-line').querySelectorAll('li')).toHaveLength(2);
    expect(announcer.textContent).toMatch(/Han passes|Han \w+ [a-i]\d+ (to|takes)/);
    await keyboardMove(puzzle.moves[2]);
    await waitFor(() => expect(player(container).dataset.status).toBe('solved'));
    expect(announcer.textContent).toMatch(/Check/);
  });

  it('names the hinted piece and point in words', async () => {
    mount();
    const [from, to] = [puzzle.moves[0].slice(0, 2), puzzle.moves[0].slice(2)];
    await fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint-where').textContent).toBe(`${from}, Cho chariot`));
    await fireEvent.click(screen.getByRole('button', { name: /Hint/ }));
    await waitFor(() =>
      expect(screen.getByTestId('hint-where').textContent).toMatch(new RegExp(`^${from}, Cho chariot → ${to}, (empty|Han \\w+)$`)),
    );
    // The marks on the board say the same.
    expect(document.querySelector('.mark-hint-ring')).not.toBeNull();
    expect(document.querySelector('.mark-target')).not.toBeNull();
  });

  it('after a wrong move offers a retry and the solution, not a hint', async () => {
    const { container } = mount();
    const pos = Position.fromFen(M2_PASS, 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    const wrong = pos.value.legalMoves().find((m) => m.from !== m.to && !moveForcesMate(pos.value, m, 2))!;
    const [from, to] = [squareName(wrong.from), squareName(wrong.to)];
    await fireEvent.click(container.querySelector(`[data-square="${from}"]`)!);
    await fireEvent.click(container.querySelector(`[data-square="${to}"]`)!);
    await waitFor(() => expect(player(container).dataset.status).toBe('wrong'));
    expect(screen.getByTestId('puzzle-line').textContent).toContain(moveToUci(wrong));
    expect(container.querySelector('[data-action="hint"]')).toBeNull();
    expect(container.querySelector('[data-action="solution"]')).not.toBeNull();
    await fireEvent.click(container.querySelector('[data-action="retry"]')!);
    await waitFor(() => expect(player(container).dataset.status).toBe('solving'));
    expect(container.querySelector('[data-action="hint"]')).not.toBeNull();
    // The retry button is gone: the focus is back on the board, not lost to the page.
    await waitFor(() => expect(focused()).toMatch(/^[a-i](10|[1-9])$/));
  });

  it('offers the pass in a winning-material puzzle, where it can be the answer (not in a mate)', async () => {
    const { container } = mount();
    expect(container.querySelector('[data-action="pass"]')).toBeNull();
    cleanup();
    // Hand-made: Cho's general has no safe point and every soldier step is taken; passing holds.
    const pass = {
      id: 'tc-9999',
      fen: '3kc4/2n6/4a4/P8/9/9/9/5p3/9/5K3 w - - 0 1',
      moves: ['f1f1'],
      mateIn: 0,
      rating: 1500,
      themes: ['defence', 'pass'] as Puzzle['themes'],
      source: 'test',
    };
    const r = render(PuzzlePlayer, { props: { puzzle: pass, solver: createSyncSolver(), replyDelay: 0, record: false } });
    // With the other buttons, not in a row of its own under the board (a small phone's height).
    expect(screen.getByRole('button', { name: 'Pass' }).closest('.actions')).not.toBeNull();
    expect(r.container.querySelector('.pass-row')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(player(r.container).dataset.status).toBe('solved'));
    expect(screen.getByTestId('puzzle-line').textContent).toMatch(/pass|f1f1/i);
  });

  it('moves the focus on when the pressed button goes away', async () => {
    const { container } = mount();
    const solution = container.querySelector<HTMLElement>('[data-action="solution"]')!;
    solution.focus();
    await fireEvent.click(solution);
    await waitFor(() => expect(player(container).dataset.status).toBe('shown'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-action')).toBe('restart'));
    await fireEvent.click(document.activeElement!);
    await waitFor(() => expect(player(container).dataset.status).toBe('solving'));
    await waitFor(() => expect(focused()).toMatch(/^[a-i](10|[1-9])$/));
  });
});
