import { describe, expect, it } from 'vitest';
import {
  Position,
  bestDefence,
  judgeSolverMove,
  mateIn,
  mateMoves,
  mateMovesWithLength,
  moveForcesMate,
  moveToUci,
  parseUci,
} from '../../src/lib/engine';
import { judgeMove } from '../../src/lib/puzzles/solve';

const pos = (fen: string) => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.code);
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
    if (!r.ok) throw new Error(r.error.code);
    const p = r.value;
    expect(moveForcesMate(p, mv('b7b2'), 2)).toBe(false);
    const after = p.clone();
    expect(after.play(mv('b7b2'))).toBe(true);
    const d = bestDefence(after, 2);
    expect(d?.escapes).toBe(true);
    expect(d && moveToUci(d.move)).toBe('f3f3');
  });

  it('strict mode: a defence that opens the file between the generals escapes when no move that breaks it mates', () => {
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
      if (!r.ok) throw new Error(r.error.code);
      expect(mateMoves(r.value, 2)).toEqual([]);
    }
  });
});

// Seed rule: when a move leaves the generals facing (bikjang), the other side may call a draw or
// make a move that breaks it. So a defence into bikjang is no escape when a move that breaks it
// mates; a solver move that keeps the generals facing is still never a mate.
describe('mate solver: a defence into bikjang', () => {
  // Lesson mates-chariot, step two-chariots-long: Cho's general on d1, chariots on f5 and i3.
  const LADDER = '3a5/3ak4/9/9/9/5R3/9/8R/9/3K5 w - - 0 1';
  // Lesson repetition, step mate-not-repeat-2: Cho's general on f2.
  const E_FILE = '3aa4/9/4k4/9/1R7/9/9/9/2R2K3/9 w - - 0 1';
  // Puzzle m2-0432: the stored mate in 2 opens d6c8.
  const M2_0432 = 'r2kaa3/9/6P2/1P2R1C2/3N3c1/5R3/bp5r1/3A1AB2/5n3/4K4 w - - 0 1';

  it('is answered by the chariot that breaks the line with mate (Re3+ Kd8, Rd5#)', () => {
    const p = pos(LADDER);
    expect(mateIn(p, 3)).toBe(2);
    expect(mateMoves(p, 2).map(moveToUci).sort()).toEqual(['f5e5', 'i3e3']);
    expect(moveForcesMate(p, mv('i3e3'), 2)).toBe(true);
    // The defender's most stubborn answer steps onto the d-file; it resists, it does not escape.
    p.play(mv('i3e3'));
    const d = bestDefence(p, 2);
    expect(d && moveToUci(d.move)).toBe('e9d8');
    expect(d).toMatchObject({ escapes: false, mateIn: 1 });
    p.play(d!.move);
    expect(p.facing()).toBe(true);
    // The solver is offered the mate that breaks the bikjang.
    expect(mateMoves(p, 1).map(moveToUci)).toEqual(['f5d5']);
    expect(judgeSolverMove(p, mv('f5d5'), 1).forces).toBe(true);
  });

  it('judgeSolverMove and the puzzle judge show the defence into bikjang, then accept the break', () => {
    const judged = judgeSolverMove(pos(LADDER), mv('i3e3'), 2);
    expect(judged.forces).toBe(true);
    expect(judged.defence).toMatchObject({ escapes: false, mateIn: 1 });
    expect(moveToUci(judged.defence!.move)).toBe('e9d8');
    const j = judgeMove(LADDER, 'i3e3', 2);
    expect(j).toMatchObject({ legal: true, forces: true, mates: false, reply: { move: 'e9d8', escapes: false, mateIn: 1 } });
    const after = pos(LADDER);
    after.play(mv('i3e3'));
    after.play(mv('e9d8'));
    expect(judgeMove(after.fen(), 'f5d5', 1)).toMatchObject({ legal: true, forces: true, mates: true });
    // Keeping the generals facing is still no mate, whatever it attacks.
    expect(judgeMove(after.fen(), 'f5f8', 1)).toMatchObject({ legal: true, mates: false });
  });

  it('Re2+ mates in 2 although the general may step onto the f-file', () => {
    const p = pos(E_FILE);
    expect(mateIn(p, 3)).toBe(2);
    expect(mateMoves(p, 2).map(moveToUci)).toEqual(['c2e2']);
    p.play(mv('c2e2'));
    p.play(mv('e8f8'));
    expect(p.facing()).toBe(true);
    expect(mateMoves(p, 1).map(moveToUci)).toEqual(['b6f6']);
  });

  it('a move that keeps the generals facing does not break it: e7d7 in m2-0432 is a mate in 3, not 2', () => {
    // e7d7 Kd10-e9 leaves the generals facing on the e-file; Rf5-f8 checks along the palace diagonal
    // but keeps them facing, and no move that breaks the bikjang mates at once.
    const p = pos(M2_0432);
    expect(mateMoves(p, 2).map(moveToUci)).toEqual(['d6c8']);
    expect(moveForcesMate(p, mv('e7d7'), 2)).toBe(false);
    expect(moveForcesMate(p, mv('e7d7'), 3)).toBe(true);
    // Without bikjang at all (Fairy-Stockfish's janggicasual) it would be a mate in 2.
    expect(moveForcesMate(p, mv('e7d7'), 2, { strict: false })).toBe(true);
  });
});
