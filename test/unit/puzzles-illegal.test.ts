// @vitest-environment jsdom
// An illegal move in a puzzle is explained in words, as lessons explain it (the lessons' own code).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import PuzzlePlayer from '../../src/lib/puzzles/PuzzlePlayer.svelte';
import { explainMessage, explainMove } from '$lib/task/explain';
import { sayEn } from '$lib/task/messages';
import { parseSquare, Position } from '$lib/engine';
import { solutionLine } from '$lib/puzzles/solve';
import { createSyncSolver } from '$lib/puzzles/solver-client';
import type { Puzzle } from '$lib/puzzles/types';

const FEN = '4k4/9/3a5/9/9/3R3P1/9/9/4AA3/3K1C3 w - - 0 1';
const puzzle: Puzzle = {
  id: 't-m2',
  fen: FEN,
  moves: solutionLine(FEN, 2),
  mateIn: 2,
  rating: 1500,
  themes: ['mate-in-2'],
  source: 'test',
};

afterEach(() => cleanup());

const tap = (sq: string) => fireEvent.click(document.querySelector(`[data-square="${sq}"]`)!);

describe('PuzzlePlayer, an illegal move', () => {
  it('says why in words, marks the culprit, and clears when a legal move is made', async () => {
    const { container } = render(PuzzlePlayer, { props: { puzzle, solver: createSyncSolver(), replyDelay: 0, record: false } });
    const message = screen.getByTestId('puzzle-message');
    // The chariot on d5 cannot go diagonally to e6.
    await tap('d5');
    await tap('e6');
    const pos = Position.fromFen(FEN, 'janggi');
    if (!pos.ok) throw new Error('fen');
    const why = explainMove(pos.value, parseSquare('d5')!, parseSquare('e6')!)!;
    await waitFor(() => expect(message.dataset.code).toBe(why.code));
    expect(message.textContent).toContain(sayEn(explainMessage(why)));
    // Nothing was played: still solving, no move in the line.
    expect(container.querySelector<HTMLElement>('[data-testid="puzzle-player"]')!.dataset.status).toBe('solving');
    // A chariot's path blocked by its own soldier: the blocking point is marked.
    await tap('d5');
    await tap('i5');
    await waitFor(() => expect(message.dataset.code).toBe('path-blocked'));
    expect(document.querySelector('[data-square="h5"] .mark-bad, [data-square="h5"].mark-bad, .mark-bad')).not.toBeNull();
    // A legal move clears it.
    const [from, to] = [puzzle.moves[0].slice(0, 2), puzzle.moves[0].slice(2)];
    await tap(from);
    await tap(to);
    await waitFor(() => expect(message.dataset.code).toBeUndefined());
  });
});
