import { describe, expect, it } from 'vitest';
import {
  Position,
  koreanPoint,
  moveToKorean,
  moveToSite,
  parseKorean,
  parseMove,
  parseSite,
  parseSquare,
  parseUci,
} from '../../src/lib/engine';
import { engineErrorText } from '../../src/lib/i18n/engine-errors';

const sq = (s: string) => parseSquare(s)!;
const pos = (fen: string) => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('notation', () => {
  it('UCI style, including rank 10 and the pass', () => {
    expect(parseUci('b1c3')).toEqual({ from: sq('b1'), to: sq('c3') });
    expect(parseUci('a10a9')).toEqual({ from: sq('a10'), to: sq('a9') });
    expect(parseUci('e2e2')).toEqual({ from: sq('e2'), to: sq('e2') });
    expect(parseUci('j1a1')).toBeUndefined();
  });
  it("Korean points: rows from the top, 0 for Cho's back rank", () => {
    expect(koreanPoint(sq('a1'))).toBe('01');
    expect(koreanPoint(sq('i4'))).toBe('79');
    expect(koreanPoint(sq('a10'))).toBe('11');
    expect(koreanPoint(sq('e2'))).toBe('95');
  });
  it('Korean moves: 79졸78, Han soldiers are 병, the pass is 한수쉼', () => {
    const p = Position.start();
    expect(moveToKorean(p, { from: sq('i4'), to: sq('h4') })).toBe('79졸78');
    expect(parseKorean(p, '79졸78')).toEqual({ ok: true, value: { from: sq('i4'), to: sq('h4') } });
    expect(moveToKorean(p, { from: sq('e2'), to: sq('e2') })).toBe('한수쉼');
    p.play({ from: sq('e2'), to: sq('e2') });
    expect(moveToKorean(p, { from: sq('a7'), to: sq('b7') })).toBe('41병42');
    expect(parseKorean(p, '41卒42').ok).toBe(true);
  });
  it('the site form: R01-71 and H02-83, x for captures, + and #', () => {
    const p = pos('5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1');
    expect(moveToSite(p, { from: sq('a1'), to: sq('a4') })).toBe('R01-71');
    expect(moveToSite(Position.start(), { from: sq('b1'), to: sq('c3') })).toBe('H02-83');
    const mate = pos('3kb4/3aa4/9/9/9/9/9/9/9/R4K3 w - - 0 1');
    expect(moveToSite(mate, { from: sq('a1'), to: sq('a10') })).toBe('R01-11#');
    const cap = pos('3k5/9/9/9/9/9/r8/9/9/R4K3 w - - 0 1');
    expect(moveToSite(cap, { from: sq('a1'), to: sq('a4') })).toBe('R01x71');
    expect(parseSite(cap, 'R01x71')).toEqual({ ok: true, value: { from: sq('a1'), to: sq('a4') } });
  });
  it('parse errors are clear', () => {
    const p = Position.start();
    const bad = parseMove(p, '79졸77');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(engineErrorText(bad.error)).toMatch(/not a legal move/);
    const wrong = parseKorean(p, '79차78');
    expect(!wrong.ok && wrong.error.code).toBe('notation.wrong-piece');
    const junk = parseMove(p, 'hello');
    expect(junk.ok).toBe(false);
  });
});
