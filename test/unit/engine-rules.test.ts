import { describe, expect, it } from 'vitest';
import {
  Position,
  START_FEN,
  parseSquare,
  squareName,
  moveToUci,
  perft,
  type RuleSetName,
} from '../../src/lib/engine';

const sq = (s: string) => {
  const v = parseSquare(s);
  if (v === undefined) throw new Error(`bad square ${s}`);
  return v;
};
const pos = (fen: string, rules: RuleSetName = 'janggi') => {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(r.error.message);
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
    const p = pos('3k5/9/5R3/9/9/9/9/9/9/4K4 w - - 0 1');
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
    const q = pos('5k3/4P4/9/9/9/9/9/9/9/3K5 w - - 0 1');
    // From the centre: forward, sideways, and both forward corners (f10 holds the Han general: a capture).
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

describe('FEN errors', () => {
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
  ];
  for (const [fen, code] of bad) {
    it(`rejects ${code}: ${fen.slice(0, 30)}`, () => {
      const r = Position.fromFen(fen);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(10);
      }
    });
  }
});
