import { describe, expect, it } from 'vitest';
import { Position, parseSquare, parseUci, type Move } from '$lib/engine';
import { describeMove, moveFacts, type MoveFacts } from '$lib/i18n/moves';

const sq = (s: string) => parseSquare(s)!;
const pos = (fen: string) => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const facts = (fen: string, uci: string): MoveFacts => {
  const f = moveFacts(pos(fen), parseUci(uci) as Move);
  if (!f) throw new Error('no facts');
  return f;
};

// Han's horse on f7 can take Cho's soldier on g5.
const CAPTURE = '4k4/9/9/5n3/9/6P2/9/9/4K4/9 b - - 0 1';
const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

describe('moveFacts', () => {
  it('reads side, piece, capture, pass and check from a position and a move', () => {
    expect(facts(CAPTURE, 'f7g5')).toEqual({
      side: 'han',
      role: 'horse',
      from: sq('f7'),
      to: sq('g5'),
      captured: 'soldier',
      pass: false,
      check: false,
      mate: false,
    });
    expect(facts(START, 'e2e2')).toMatchObject({ side: 'cho', role: 'general', pass: true, check: false });
    expect(facts('9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1', 'a5e5')).toMatchObject({ role: 'chariot', check: true, mate: false });
    expect(facts('4ka3/5a3/3P5/9/9/9/9/9/9/R4K3 w - - 0 1', 'a1a10')).toMatchObject({ check: true, mate: true });
  });
  it('has no facts for an empty point or the other side’s piece', () => {
    expect(moveFacts(pos(START), parseUci('e5e6')!)).toBeUndefined();
    expect(moveFacts(pos(START), parseUci('a7a6')!)).toBeUndefined();
  });
});

describe('describeMove', () => {
  it('says a capture with the captured piece, Han’s soldier being 병 and Cho’s 졸', () => {
    const f = facts(CAPTURE, 'f7g5');
    expect(describeMove(f, 'ko', 'uci')).toBe('한의 마가 g5의 졸을 잡아요');
    expect(describeMove(f, 'en', 'uci')).toBe("Han's horse takes the soldier on g5");
    const cho = facts('4k4/9/9/5p3/9/6N2/9/9/4K4/9 w - - 0 1', 'g5f7');
    expect(describeMove(cho, 'ko', 'uci')).toBe('초의 마가 f7의 병을 잡아요');
  });
  it('names the point in the reader’s notation', () => {
    const f = facts(CAPTURE, 'f7g5');
    expect(describeMove(f, 'ko', 'korean')).toBe('한의 마가 67의 졸을 잡아요');
    expect(describeMove(f, 'en', 'site')).toBe("Han's horse takes the soldier on 67");
  });
  it('chooses 으로 or 로 from the point', () => {
    expect(describeMove(facts(START, 'b1c3'), 'ko', 'uci')).toBe('초의 마가 c3으로 가요');
    expect(describeMove(facts(START, 'b1c3'), 'ko', 'korean')).toBe('초의 마가 83으로 가요');
    expect(describeMove(facts(START, 'i4h4'), 'ko', 'korean')).toBe('초의 졸이 78로 가요');
    expect(describeMove(facts(START, 'a1a2'), 'ko', 'uci')).toBe('초의 차가 a2로 가요');
    expect(describeMove(facts(START, 'b1c3'), 'en', 'uci')).toBe("Cho's horse goes to c3");
  });
  it('reads a pass as 한수쉼 / pass in every notation, never e2e2', () => {
    for (const n of ['uci', 'korean', 'site'] as const) {
      expect(describeMove(facts(START, 'e2e2'), 'ko', n)).toBe('초는 한수쉼을 해요');
      expect(describeMove(facts(START, 'e2e2'), 'en', n)).toBe('Cho passes');
    }
    const han = facts('rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1', 'e9e9');
    expect(describeMove(han, 'ko', 'uci')).toBe('한은 한수쉼을 해요');
  });
  it('says check and checkmate', () => {
    expect(describeMove(facts('9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1', 'a5e5'), 'ko', 'uci')).toBe('초의 차가 e5로 가서 장군을 불러요');
    expect(describeMove(facts('9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1', 'a5e5'), 'en', 'uci')).toBe("Cho's chariot goes to e5 and gives check");
    expect(describeMove(facts('4ka3/5a3/3P5/9/9/9/9/9/9/R4K3 w - - 0 1', 'a1a10'), 'ko', 'uci')).toBe(
      '초의 차가 a10으로 가서 외통을 만들어요',
    );
  });
  it('names every piece', () => {
    const roles = { general: '장', guard: '사', elephant: '상', horse: '마', chariot: '차', cannon: '포', soldier: '졸' } as const;
    const want = { general: '장이', guard: '사가', elephant: '상이', horse: '마가', chariot: '차가', cannon: '포가', soldier: '졸이' };
    for (const role of Object.keys(roles) as (keyof typeof roles)[]) {
      const f: MoveFacts = { side: 'cho', role, from: sq('e2'), to: sq('e3'), pass: false, check: false, mate: false };
      expect(describeMove(f, 'ko', 'uci')).toBe(`초의 ${want[role]} e3으로 가요`);
      expect(describeMove({ ...f, captured: role, side: 'han' }, 'ko', 'uci')).toMatch(
        new RegExp(`^한의 .+ e3의 ${role === 'soldier' ? '졸' : roles[role]}[을를] 잡아요$`),
      );
      expect(describeMove(f, 'en', 'uci')).toBe(`Cho's ${role} goes to e3`);
    }
    expect(
      describeMove({ side: 'han', role: 'soldier', from: sq('e7'), to: sq('e6'), pass: false, check: false, mate: false }, 'ko', 'uci'),
    ).toBe('한의 병이 e6으로 가요');
  });
});
