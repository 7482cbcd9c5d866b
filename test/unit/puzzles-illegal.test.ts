// @vitest-environment jsdom
// An illegal move in a puzzle is explained in words, as lessons explain it (the lessons' own code).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import PuzzlePlayer from '../../src/lib/puzzles/PuzzlePlayer.svelte';
import { explainMessage, explainMove } from '$lib/task/explain';
import { sayEn } from '$lib/task/messages';
import { parseSquare, Position } from '$lib/engine';
import { createSyncSolver } from '$lib/puzzles/solver-client';
import { MATE_IN_2_FEN, mateInTwo } from '../support/mate-puzzle';

const FEN = MATE_IN_2_FEN;
const puzzle = mateInTwo;

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
