import { describe, expect, it } from 'vitest';
import { Position, START_FEN, parseSquare, squareName, moveToUci, perft, type RuleSetName } from '../../src/lib/engine';
import { engineErrorText } from '../../src/lib/i18n/engine-errors';

const sq = (s: string) => {
  const v = parseSquare(s);
  if (v === undefined) throw new Error(`bad square ${s}`);
  return v;
};
const pos = (fen: string, rules: RuleSetName = 'janggi') => {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const dests = (p: Position, from: string) => p.dests(sq(from)).map(squareName).sort();
const uci = (p: Position) => p.legalMoves().map(moveToUci).sort();

describe('start position', () => {
  it('has 32 moves including the pass', () => {
    const p = Position.start();
    expect(p.legalMoves()).toHaveLength(32);
    expect(uci(p)).toContain('e2e2');
  });
  it('perft matches Fairy-Stockfish to depth 4', () => {
    const p = Position.start();
    expect([1, 2, 3, 4].map((d) => perft(p, d))).toEqual([32, 1024, 33000, 1065277]);
    expect(p.fen()).toBe(START_FEN);
  });
});

// In these positions the generals stand on different files, so no bikjang interferes.
describe('cannon', () => {
  it('jumps exactly one screen and captures beyond it', () => {
    const p = pos('5k3/9/9/9/4r4/9/4P4/9/4C4/3K5 w - - 0 1');
    // e2 cannon: screen e4 soldier; may land on e5 or capture the chariot on e6.
    expect(dests(p, 'e2')).toEqual(['e5', 'e6']);
  });
  it('may not use a cannon as a screen', () => {
    const p = pos('5k3/9/9/9/4r4/9/4c4/9/4C4/3K5 w - - 0 1');
    expect(dests(p, 'e2')).toEqual([]);
  });
  it('may not capture a cannon', () => {
    const p = pos('5k3/9/9/9/4c4/9/4P4/9/4C4/3K5 w - - 0 1');
    expect(dests(p, 'e2')).toEqual(['e5']);
  });
  it('jumps corner to corner over the palace centre', () => {
    const p = pos('5k3/9/9/9/9/9/9/5C3/4P4/4K4 w - - 0 1'.replace('4P4/4K4', '4P4/5K3'));
    // f1 general; cannon f3 over e2 soldier to d1.
    expect(dests(p, 'f3')).toContain('d1');
    const q = pos('5k3/9/9/9/9/9/9/5C3/9/4K4 w - - 0 1'.replace('9/4K4', '3K5/9'));
    expect(dests(q, 'f3')).not.toContain('d1');
  });
  it('gives check only over exactly one non-cannon screen', () => {
    expect(pos('4k4/9/9/9/4p4/9/9/9/4C4/3K5 b - - 0 1').isCheck()).toBe(true);
    expect(pos('4k4/4p4/9/9/4p4/9/9/9/4C4/3K5 b - - 0 1').isCheck()).toBe(false);
    expect(pos('4k4/9/9/9/4c4/9/9/9/4C4/3K5 b - - 0 1').isCheck()).toBe(false);
  });
});

describe('chariot', () => {
  it('moves along palace diagonals', () => {
    const p = pos('9/4k4/9/9/9/9/9/9/9/3R1K3 w - - 0 1');
    expect(dests(p, 'd1')).toEqual(expect.arrayContaining(['e2', 'f3']));
  });
  it('is blocked on the diagonal by the centre', () => {
    const p = pos('9/4k4/9/9/9/9/9/9/4P4/3R1K3 w - - 0 1');
    expect(dests(p, 'd1')).not.toContain('f3');
  });
  it('uses the enemy palace diagonals too', () => {
    const p = pos('9/3k5/5R3/9/9/9/9/9/9/4K4 w - - 0 1');
    expect(dests(p, 'f8')).toEqual(expect.arrayContaining(['e9', 'd10']));
  });
});

describe('soldier', () => {
  it('moves forward and sideways, never backward', () => {
    const p = pos('5k3/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1');
    expect(dests(p, 'e5')).toEqual(['d5', 'e6', 'f5']);
  });
  it('moves diagonally forward only along the enemy palace diagonals', () => {
    const p = pos('5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1');
    expect(dests(p, 'd8')).toEqual(['c8', 'd9', 'e8', 'e9']);
    const q = pos('9/4P4/3k5/9/9/9/9/9/9/5K3 w - - 0 1');
    // From the centre: forward, sideways, and both forward corners (Han's general waits on d8).
    expect(dests(q, 'e9')).toEqual(['d10', 'd9', 'e10', 'f10', 'f9']);
    const side = pos('5k3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1');
    // e8 is not a diagonal point: no diagonal step from the palace edge centre.
    expect(dests(side, 'e8')).toEqual(['d8', 'e9', 'f8']);
  });
  it('has no diagonal step outside the palace', () => {
    const p = pos('5k3/9/9/9/9/2P6/9/9/9/3K5 w - - 0 1');
    expect(dests(p, 'c5')).toEqual(['b5', 'c6', 'd5']);
  });
  it('Han soldiers move down the board', () => {
    const p = pos('4k4/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1');
    expect(dests(p, 'e5')).toEqual(['d5', 'e4', 'f5']);
  });
});

describe('elephant and horse', () => {
  it('elephant is blocked on either intermediate point', () => {
    const free = pos('5k3/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1');
    expect(dests(free, 'c1')).toEqual(['a4', 'e4', 'f3']);
    // c2 blocks both upward paths (first point).
    const first = pos('5k3/9/9/9/9/9/9/9/2P6/2B1K4 w - - 0 1');
    expect(dests(first, 'c1')).toEqual(['f3']);
    // d3 blocks only the path c2-d3-e4 (second point).
    const second = pos('5k3/9/9/9/9/9/9/3P5/9/2B1K4 w - - 0 1');
    expect(dests(second, 'c1')).toEqual(['a4', 'f3']);
  });
  it('horse leg blocks the move', () => {
    const p = pos('5k3/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1');
    expect(dests(p, 'b1')).toEqual(['d2']);
  });
});

describe('general and guards', () => {
  it('stay in the palace and step along its lines', () => {
    const p = pos('5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1');
    expect(dests(p, 'd1')).toEqual(['d2', 'e1', 'e2']);
    const q = pos('5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1');
    expect(dests(q, 'd2')).toEqual(['d1', 'd3', 'e2']);
  });
});

describe('pass, check and bikjang', () => {
  it('pass is illegal while in check', () => {
    const p = pos('5k3/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1');
    expect(p.isCheck()).toBe(true);
    expect(p.canPass()).toBe(false);
  });
  it('bikjang: every move but the pass must break it', () => {
    const p = pos('4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
    expect(p.isBikjang()).toBe(true);
    const moves = uci(p);
    expect(moves).toContain('e1e1');
    for (const m of moves) if (m !== 'e1e1') expect(m[2]).not.toBe('e');
  });
  it('bikjang while in check: the bikjang rules win', () => {
    // Cho's general e1 faces Han's on e10 and a Han horse on g2 checks it.
    const fen = '4k4/9/9/9/9/9/9/9/6n2/4K4 w - - 0 1';
    const p = pos(fen);
    expect(p.isCheck()).toBe(true);
    expect(p.isBikjang()).toBe(true);
    expect(p.canPass()).toBe(true);
    expect(pos(fen, 'casual').canPass()).toBe(false);
  });
  it('a bikjang left standing ends the game by counting under janggi rules', () => {
    const p = pos('4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1');
    expect(p.isBikjang()).toBe(true);
    p.play({ from: sq('e1'), to: sq('e1') });
    const out = p.outcome();
    expect(out?.reason).toBe('bikjang');
    expect(out?.winner).toBe('cho');
    expect(out?.points).toEqual({ cho: 13, han: 1.5 });
    expect(p.legalMoves()).toHaveLength(0);
  });
  it('traditional rules draw a standing bikjang', () => {
    const p = pos('4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1', 'traditional');
    p.play({ from: sq('e1'), to: sq('e1') });
    expect(p.outcome()).toEqual({ reason: 'bikjang' });
  });
  it('modern rules know no bikjang', () => {
    const p = pos('4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1', 'modern');
    expect(p.isBikjang()).toBe(false);
    expect(uci(p)).toContain('d1d2');
  });
  it('two passes in a row end the game', () => {
    const p = Position.start();
    p.play({ from: sq('e2'), to: sq('e2') });
    p.play({ from: sq('e9'), to: sq('e9') });
    expect(p.outcome()?.reason).toBe('double-pass');
    expect(p.outcome()?.winner).toBe('han'); // equal material: Han wins by the deom
    expect(p.legalMoves()).toHaveLength(0);
  });
  it('discovered check along a palace diagonal', () => {
    // Han chariot d1, Han horse e2 between it and Cho's general on f3.
    const r = pos('4k4/9/9/9/9/9/9/5K3/4n4/3r5 b - - 0 1');
    expect(r.attacked(sq('f3'), 1)).toBe(false);
    r.play({ from: sq('e2'), to: sq('c3') });
    expect(r.isCheck()).toBe(true);
    expect(r.checkers().map(squareName)).toEqual(['d1']);
  });
  it('no move may leave the own general attacked', () => {
    // Cho guard e2 pinned on the e-file by a Han chariot against the general e1.
    const p = pos('3kr4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1');
    expect(dests(p, 'e2')).toEqual(['e3']);
  });
  it('checkmate is recognised', () => {
    // Han general d10 boxed in by its own guards and elephant; the chariot mates along rank 10.
    const p = pos('3kb4/3aa4/9/9/9/9/9/9/9/R4K3 w - - 0 1');
    expect(p.outcome()).toBeUndefined();
    expect(p.play({ from: sq('a1'), to: sq('a10') })).toBe(true);
    expect(p.isCheck()).toBe(true);
    expect(p.outcome()).toEqual({ reason: 'checkmate', winner: 'cho' });
  });
});

describe('repetition and the move limit, per rule set', () => {
  const playLine = (p: Position, line: string) => {
    for (const u of line.split(' ')) {
      const m = p.legalMoves().find((x) => moveToUci(x) === u);
      if (!m) throw new Error(`${u} is not legal in ${p.fen()}`);
      p.play(m);
    }
    return p;
  };
  // Cho's chariot checks from a10 and a9 in turn while Han's general steps d10-d9-d10.
  const checking = 'a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10 a9a10';
  const lone = '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1';

  it('janggi: the side that checks on every move of a threefold repetition loses', () => {
    const p = playLine(pos(lone), checking.split(' ').slice(0, 8).join(' '));
    expect(p.outcome()).toBeUndefined();
    playLine(p, 'a9a10');
    expect(p.outcome()).toEqual({ reason: 'perpetual-check', winner: 'han' });
  });
  it('the search reads the same rule a repetition earlier: the second occurrence, the same loser', () => {
    // After five plies of the checking line the position has occurred twice (a10 check, d9).
    const p = playLine(pos(lone), checking.split(' ').slice(0, 5).join(' '));
    expect(p.outcome()).toBeUndefined();
    expect(p.ruleEnd(2, false)).toEqual({ reason: 'perpetual-check', winner: 'han' });
    // A quiet second occurrence is counted (Cho has the chariot); the game itself goes on.
    const q = playLine(pos(lone), 'a1a2 d10d9 a2a1 d9d10 a1a2');
    expect(q.ruleEnd(2, false)).toEqual({ reason: 'repetition', winner: 'cho', points: { cho: 13, han: 1.5 } });
    expect(q.outcome()).toBeUndefined();
  });
  it('janggi: a quiet threefold repetition is counted; casual calls it a draw', () => {
    const quiet = 'a1a2 d10d9 a2a1 d9d10 a1a2 d10d9 a2a1 d9d10 a1a2';
    const janggi = playLine(pos(lone), quiet);
    expect(janggi.outcome()).toEqual({ reason: 'repetition', winner: 'cho', points: { cho: 13, han: 1.5 } });
    expect(playLine(pos(lone, 'casual'), quiet).outcome()).toEqual({ reason: 'repetition' });
    // Modern rules wait for the fourth occurrence, so the same line goes on there...
    expect(playLine(pos(lone, 'modern'), 'a1a2 d10d9 a2a1 d9d10').outcome()).toBeUndefined();
  });
  it('modern: a piece that shuttles back and forth loses the game for its side', () => {
    // The chariot arrives on a2, then a2-a3-a2-a3-a2; Han's general shuttles too, but generals
    // and guards are exempt.
    const fen = '9/4k4/9/9/9/9/9/9/9/R3K4 w - - 0 1';
    const line = 'a1a2 e9e10 a2a3 e10e9 a3a2 e9e10 a2a3 e10e9';
    const p = playLine(pos(fen, 'modern'), line);
    expect(p.outcome()).toBeUndefined();
    playLine(p, 'a3a2');
    expect(p.outcome()).toEqual({ reason: 'back-and-forth', winner: 'han' });
    // Under casual rules the same moves make a threefold repetition instead: a draw.
    expect(playLine(pos(fen, 'casual'), `${line} a3a2`).outcome()).toEqual({ reason: 'repetition' });
  });
  it('modern: a pass in the middle of the shuttle counts too; a general may shuttle', () => {
    const fen = '9/4k4/9/9/9/9/9/9/9/R3K4 w - - 0 1';
    const p = playLine(pos(fen, 'modern'), 'a1a3 e9e10 a3a2 e10e9 a2a3 e9e10 a3a2 e10e9 e1e1 e9e10');
    expect(p.outcome()).toBeUndefined();
    playLine(p, 'a2a3');
    expect(p.outcome()).toEqual({ reason: 'back-and-forth', winner: 'han' });
    // Only the two generals move: nobody loses, and the fourth occurrence is counted.
    const g = playLine(pos(fen, 'modern'), 'e1e2 e9e10 e2e1 e10e9 e1e2 e9e10 e2e1 e10e9 e1e2 e9e10 e2e1 e10e9');
    expect(g.outcome()).toEqual({ reason: 'repetition', winner: 'cho', points: { cho: 13, han: 1.5 } });
  });
  it('modern: a shuttle move made in check does not count', () => {
    // Cho's chariot f2-f1-f2-f1-f2 after arriving on f2; Han's chariot i3 either checks from i1
    // (Cho blocks with f2f1) or steps quietly to i2.
    const fen = '9/4k4/9/9/9/9/9/5R2r/9/3K5 w - - 0 1';
    const checked = playLine(pos(fen, 'modern'), 'f3f2 e9e10 f2f1 e10e9 f1f2 i3i1 f2f1 i1i3 f1f2');
    expect(checked.outcome()).toBeUndefined();
    const quiet = playLine(pos(fen, 'modern'), 'f3f2 e9e10 f2f1 e10e9 f1f2 i3i2 f2f1 i2i3 f1f2');
    expect(quiet.outcome()).toEqual({ reason: 'back-and-forth', winner: 'han' });
  });
  it('the move limit counts plies without a capture: 100 in janggi and casual, 200 in modern', () => {
    const fen = (n: number) => `3k5/9/9/9/9/9/9/9/9/R3K4 w - - ${n} 60`;
    expect(playLine(pos(fen(99)), 'a1a2').outcome()).toEqual({ reason: 'move-limit', winner: 'cho', points: { cho: 13, han: 1.5 } });
    expect(playLine(pos(fen(99), 'casual'), 'a1a2').outcome()).toEqual({ reason: 'move-limit' });
    expect(playLine(pos(fen(99), 'modern'), 'a1a2').outcome()).toBeUndefined();
    expect(playLine(pos(fen(199), 'modern'), 'a1a2').outcome()?.reason).toBe('move-limit');
  });
});

describe('FEN errors', () => {
  it('names the general left in check and accepts the same board with the other side to move', () => {
    const r = Position.fromFen('4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1');
    expect(r.ok || engineErrorText(r.error)).toBe(
      "Han's general on e10 is in check while Cho is to move: Cho could take it. Check the side to move.",
    );
    const fine = Position.fromFen('4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1');
    expect(fine.ok).toBe(true);
  });
  const bad: [string, string][] = [
    ['', 'fen.empty'],
    ['rnba1abnr/4k4 w', 'fen.ranks'],
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN w - - 0 1', 'fen.rank-length'],
    ['rnba1abnx/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'fen.letter'],
    ['rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'fen.no-general'],
    ['rnbakabnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'fen.extra-general'],
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1', 'fen.palace'],
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/A3K4/RNB3BNR w - - 0 1', 'fen.palace'],
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/PPP1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'fen.too-many'],
    ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR x - - 0 1', 'fen.turn'],
    // Han's general on e10 is attacked by Cho's chariot with Cho to move (and the other way round).
    ['4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1', 'fen.opponent-in-check'],
    ['3k5/9/9/9/9/9/9/9/4r4/4K4 b - - 0 1', 'fen.opponent-in-check'],
  ];
  for (const [fen, code] of bad) {
    it(`rejects ${code}: ${fen.slice(0, 30)}`, () => {
      const r = Position.fromFen(fen);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(engineErrorText(r.error).length).toBeGreaterThan(10);
      }
    });
  }
});
