// The mate solver's long randomized checks (the fast ones are in test/unit/engine-mate.test.ts).
import { describe, expect, it } from 'vitest';
import { bestDefence, judgeSolverMove, mateIn, mateMoves, moveForcesMate, moveToUci } from '../../src/lib/engine';
import { randomSparse, rng } from '../support/random';

describe('judgeSolverMove: one search, the same answers as the separate questions', () => {
  it('agrees with moveForcesMate and bestDefence on every move of 40 positions with a mate in 1-3', () => {
    const rand = rng(515);
    let positions = 0;
    let wrong = 0;
    let right = 0;
    while (positions < 40) {
      const p = randomSparse(rand, 6, 'casual');
      const n = mateIn(p, 3);
      if (n === 0) continue;
      positions++;
      for (const m of p.legalMoves()) {
        if (m.from === m.to) continue;
        const judged = judgeSolverMove(p, m, n);
        expect(judged.forces, moveToUci(m)).toBe(moveForcesMate(p, m, n));
        const after = p.clone();
        after.play(m);
        const separate = bestDefence(after, n);
        if (!separate) {
          expect(judged.defence).toBeUndefined();
          continue;
        }
        expect(judged.defence?.escapes, moveToUci(m)).toBe(separate.escapes);
        if (judged.forces) {
          // The longest resistance: the same length (the same move when lengths tie first).
          expect(judged.defence?.mateIn).toBe(separate.mateIn);
          right++;
        } else {
          // A refutation that really escapes: no mate within n - 1 after it (a defence into
          // bikjang too: a move that breaks it would have to mate in time).
          const refuted = after.clone();
          refuted.play(judged.defence!.move);
          expect(mateIn(refuted, n - 1), moveToUci(m)).toBe(0);
          wrong++;
        }
      }
    }
    expect(right).toBeGreaterThan(40);
    expect(wrong).toBeGreaterThan(200);
  });
});

describe('checks only (bakbo)', () => {
  it('never beats the free search, and every first move it finds gives check', () => {
    const rand = rng(808);
    let found = 0;
    for (let i = 0; i < 600; i++) {
      const p = randomSparse(rand, 6, 'casual');
      const free = mateIn(p, 3);
      const checks = mateIn(p, 3, { checksOnly: true });
      if (checks === 0) continue;
      found++;
      expect(free).toBeGreaterThan(0);
      expect(checks).toBeGreaterThanOrEqual(free);
      for (const m of mateMoves(p, checks, { checksOnly: true })) {
        const after = p.clone();
        after.play(m);
        expect(after.isCheck(), moveToUci(m)).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(10);
  });
});
