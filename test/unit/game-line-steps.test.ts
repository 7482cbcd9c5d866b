// A game's line played through in steps (the review page draws it a few plies a task): each step is
// the line so far, the steps end with the same line as in one go, and a move that is not legal ends
// it.
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/lib/engine';
import { gameLine, gameLineSteps, type GameLine } from '../../src/lib/games/line';

const MOVES = ['a4a5', 'a7a6', 'c4c5', 'c7c6', 'e4e5', 'e7e6', 'g4g5', 'g7g6', 'i4i5', 'i7i6'];
const best = (i: number) => (i % 2 === 0 ? 'e2e2' : undefined);

function steps(moves: string[], step: number): { seen: number[]; last: GameLine } {
  const it = gameLineSteps(START_FEN, 'janggi', moves, best, 'korean', 'pass', step);
  const seen: number[] = [];
  for (;;) {
    const r = it.next();
    seen.push(r.value.moves.length);
    expect(r.value.fens).toHaveLength(r.value.moves.length + 1);
    expect(r.value.texts).toHaveLength(r.value.moves.length);
    if (r.done) return { seen, last: r.value };
  }
}

describe('gameLineSteps', () => {
  it('gives the start, then every `step` plies, and ends with the whole line as gameLine draws it', () => {
    const { seen, last } = steps(MOVES, 4);
    expect(seen).toEqual([0, 4, 8, 10]);
    const whole = gameLine(START_FEN, 'janggi', MOVES, best, 'korean', 'pass');
    expect(last).toEqual(whole);
    expect(whole.moves).toHaveLength(10);
    expect(whole.bests[0]).toBe('pass');
  });

  it('does not step again when the last step ends the game, and stops at a move that is not legal', () => {
    expect(steps(MOVES.slice(0, 8), 4).seen).toEqual([0, 4, 8]);
    const { last } = steps([...MOVES.slice(0, 3), 'a1a9', ...MOVES.slice(3)], 2);
    expect(last.moves).toHaveLength(3);
  });
});
