// The Fairy-Stockfish check of tactics candidates (scripts/puzzles/tactics-fsf.ts): the early stop
// refuses only positions FSF already clearly refuses, and the order puts the widest margins first.
import { describe, expect, it } from 'vitest';
import { clearlyRejects, promise } from '../../scripts/puzzles/tactics-fsf';

describe('tactics-fsf early stop', () => {
  const gap = 175;
  it('stops when our move is neither of FSF lines', () => {
    expect(clearlyRejects('b8e8', 'a1a2', 'c3c4', 400, gap)).toBe(true);
  });
  it('stops when our move is best by less than a third of the gap, goes on from a third up', () => {
    expect(clearlyRejects('b8e8', 'b8e8', 'c3c4', 50, gap)).toBe(true);
    expect(clearlyRejects('b8e8', 'b8e8', 'c3c4', 59, gap)).toBe(false);
    expect(clearlyRejects('b8e8', 'b8e8', 'c3c4', 174, gap)).toBe(false);
  });
  it('stops when our move is the runner-up by a third of the gap or more, goes on when it is close', () => {
    expect(clearlyRejects('b8e8', 'a1a2', 'b8e8', 59, gap)).toBe(true);
    expect(clearlyRejects('b8e8', 'a1a2', 'b8e8', 30, gap)).toBe(false);
  });
});

describe('tactics-fsf order', () => {
  it('checks the widest margin over the runner-up first, then the larger win', () => {
    const list = [
      { id: 'a', gain: 10, second: 6 },
      { id: 'b', gain: 16, second: 0 },
      { id: 'c', gain: 12, second: 8 },
    ];
    expect([...list].sort((x, y) => promise(y) - promise(x)).map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });
});
