import { describe, expect, it } from 'vitest';
import { classify, reviewGame } from '../../src/lib/review/review';

describe('game review', () => {
  // Cho's chariot on a1 can take Han's undefended chariot on a6 (the generals are on other files,
  // so no bikjang trick is near).
  const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';

  it('names a missed free chariot a blunder and the capture that follows best, with the contract fields', () => {
    const [missed, taken] = reviewGame(fen, ['f1f2', 'a6a1'], { depth: 3 });
    expect(missed).toMatchObject({ ply: 1, move: 'f1f2', class: 'blunder', best: 'a1a6', mate: null });
    expect(taken).toMatchObject({ ply: 2, move: 'a6a1', class: 'best', best: 'a6a1' });
    // Values are from Cho's side: after Han takes the chariot, Cho is far behind.
    expect(taken.eval).toBeLessThan(-1000);
  });

  it('the best move costs nothing and keeps the value', () => {
    const [r] = reviewGame(fen, ['a1a6'], { depth: 3 });
    expect(r.class).toBe('best');
    expect(r.loss).toBe(0);
    expect(r.eval).toBeGreaterThan(1000);
  });

  it('reports a mate from Cho’s side', () => {
    // Two chariots against a bare general: after Ra2-a9 the rook roller mates.
    const [r] = reviewGame('3k5/9/9/9/9/9/9/9/R8/R4K3 w - - 0 1', ['a2a9'], { depth: 5 });
    expect(r.mate).toBeGreaterThan(0);
  });

  it('classes by cost; a move with no alternative is forced', () => {
    expect(classify(0, false, true)).toBe('best');
    expect(classify(30, false, false)).toBe('excellent');
    expect(classify(60, false, false)).toBe('good');
    expect(classify(150, false, false)).toBe('inaccuracy');
    expect(classify(300, false, false)).toBe('mistake');
    expect(classify(900, false, false)).toBe('blunder');
    expect(classify(900, true, false)).toBe('forced');
  });
});
