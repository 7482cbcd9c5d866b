import { describe, expect, it } from 'vitest';
import { Position, bestDefence, mateIn, mateMoves, mateMovesWithLength, moveForcesMate, moveToUci, parseUci } from '../../src/lib/engine';

const pos = (fen: string) => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const mv = (s: string) => parseUci(s)!;

describe('mate solver', () => {
  it('finds a mate in 1 and every move that mates', () => {
    const p = pos('3kb4/3aa4/9/9/9/9/9/9/9/R4K3 w - - 0 1');
    expect(mateMoves(p, 1).map(moveToUci)).toEqual(['a1a10']);
    expect(mateIn(p, 3)).toBe(1);
  });

  it('accepts alternatives and reports their lengths', () => {
    const p = pos('R8/1B1b5/1N3k3/5rC2/9/9/3R3n1/9/9/3K5 w - - 0 1');
    const found = mateMovesWithLength(p, 2)
      .map((x) => `${moveToUci(x.move)}:${x.length}`)
      .sort();
    expect(found).toEqual(['a10f10:2', 'd4d8:2']);
    expect(moveForcesMate(p, mv('d4d8'), 2)).toBe(true);
    expect(moveForcesMate(p, mv('d4d5'), 2)).toBe(false);
  });

  it('counts the pass as a defence', () => {
    // After b7b2 Cho's general can only step into a mate, but passing holds. (The generals
    // face each other here, so this is played without the bikjang rule, as the solver does.)
    const r = Position.fromFen('9/5k3/C3a1c2/1r7/9/9/9/3p1K3/9/9 b - - 0 1', 'casual');
    if (!r.ok) throw new Error(r.error.message);
    const p = r.value;
    expect(moveForcesMate(p, mv('b7b2'), 2)).toBe(false);
    const after = p.clone();
    expect(after.play(mv('b7b2'))).toBe(true);
    const d = bestDefence(after, 2);
    expect(d?.escapes).toBe(true);
    expect(d && moveToUci(d.move)).toBe('f3f3');
  });

  it('strict mode: a defence that opens the file between the generals escapes', () => {
    const p = pos('4bk3/4N4/9/9/8R/9/4p4/p8/5K3/R3A3P w - - 0 1');
    expect(mateMoves(p, 2, { strict: false }).map(moveToUci)).toEqual(['e9g8']);
    expect(mateMoves(p, 2)).toEqual([]);
  });

  it('strict mode: a move that leaves the generals facing never mates', () => {
    const p = pos('N6R1/5P3/4k4/9/9/5p3/9/5NP2/4Kn3/9 w - - 0 1');
    expect(mateMoves(p, 1, { strict: false }).length).toBeGreaterThan(0);
    expect(mateMoves(p, 1)).toEqual([]);
  });

  it('best defence resists longest', () => {
    const p = pos('R8/1B1b5/1N3k3/5rC2/9/9/3R3n1/9/9/3K5 w - - 0 1');
    p.play(mv('d4d8'));
    const d = bestDefence(p, 2);
    expect(d).toBeDefined();
    expect(d!.escapes).toBe(false);
    expect(d!.mateIn).toBe(1);
    const q = p.clone();
    q.play(d!.move);
    expect(mateIn(q, 1)).toBe(1);
  });

  it('is the same under every rule set', () => {
    const fen = '4bk3/4N4/9/9/8R/9/4p4/p8/5K3/R3A3P w - - 0 1';
    for (const rules of ['janggi', 'traditional', 'modern', 'casual'] as const) {
      const r = Position.fromFen(fen, rules);
      if (!r.ok) throw new Error(r.error.message);
      expect(mateMoves(r.value, 2)).toEqual([]);
    }
  });
});
