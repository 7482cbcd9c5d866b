import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { START_FEN, illegalities, parseSquare, setupFen, type Piece } from '../../src/lib/engine';
import { clear, emptySetup, move, place, readFen, remove, startSetup, toFen, withTurn } from '../../src/lib/editor/editor';
import { judgePosition } from '../../src/lib/task/verdict';

const sq = (name: string) => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(name);
  return s;
};
const P = (color: Piece['color'], role: Piece['role']): Piece => ({ color, role });

describe('editor state', () => {
  it('places, moves, removes and clears pieces', () => {
    let s = emptySetup();
    s = place(s, sq('e9'), P('han', 'general'));
    s = place(s, sq('e2'), P('cho', 'general'));
    s = place(s, sq('a1'), P('cho', 'chariot'));
    expect(toFen(s)).toBe('9/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1');
    s = move(s, sq('a1'), sq('a9'));
    expect(toFen(s)).toBe('9/R3k4/9/9/9/9/9/9/4K4/9 w - - 0 1');
    // Moving onto a piece replaces it; moving from an empty point changes nothing.
    s = move(s, sq('a9'), sq('e9'));
    expect(s.board[sq('e9')]).toEqual(P('cho', 'chariot'));
    expect(move(s, sq('b5'), sq('b6'))).toBe(s);
    s = remove(s, sq('e9'));
    expect(toFen(s)).toBe('9/9/9/9/9/9/9/9/4K4/9 w - - 0 1');
    s = withTurn(s, 'han');
    expect(toFen(clear(s))).toBe('9/9/9/9/9/9/9/9/9/9 b - - 0 1');
  });

  it('a side has one general: placing it moves it there', () => {
    let s = place(place(emptySetup(), sq('e9'), P('han', 'general')), sq('e2'), P('cho', 'general'));
    s = place(s, sq('d2'), P('cho', 'general'));
    expect(toFen(s)).toBe('9/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1');
    // The other side's general stays; other pieces are placed as many times as asked.
    s = place(place(s, sq('a1'), P('cho', 'soldier')), sq('b1'), P('cho', 'soldier'));
    expect(toFen(s)).toBe('9/4k4/9/9/9/9/9/9/3K5/PP7 w - - 0 1');
  });

  it('sets up the four setups of each side, Han as its player sees them', () => {
    expect(toFen(startSetup())).toBe(START_FEN);
    // Han's "both horses inside" from Han's chair is the mirror of the pattern on Cho's board view.
    expect(toFen(startSetup('RBNA1ANBR', 'RNBA1ANBR'))).toBe(setupFen('RBNA1ANBR', 'RNBA1ANBR'));
    expect(toFen(startSetup('RNBA1ANBR', 'RBNA1ABNR'))).toBe(setupFen('RBNA1ABNR', 'RBNA1ABNR'));
  });

  it('reads a FEN of any arrangement and writes it back the same', () => {
    for (const fen of [START_FEN, '9/9/9/9/9/9/9/9/9/9 w - - 0 1', '4k4/4k4/9/9/9/9/9/9/RRR6/K8 b - - 0 1']) {
      const r = readFen(fen);
      expect(r.ok).toBe(true);
      if (r.ok) expect(toFen(r.value)).toBe(fen);
    }
  });

  it('refuses malformed and oversized FENs with a code', () => {
    const bad = (fen: string) => {
      const r = readFen(fen);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(bad('')).toBe('fen.empty');
    expect(bad('x'.repeat(5000))).toBe('fen.long');
    expect(bad('9/9/9')).toBe('fen.ranks');
    expect(bad('9/9/9/9/9/9/9/9/9/8z w')).toBe('fen.letter');
    expect(bad('9/9/9/9/9/9/9/9/9/9 q')).toBe('fen.turn');
  });
});

describe('legality of an edited position', () => {
  const codes = (fen: string, rules?: 'janggi' | 'modern') => {
    const r = readFen(fen);
    if (!r.ok) throw new Error(fen);
    return illegalities(r.value, rules).map((i) => i.code);
  };
  it('says every reason the issue names', () => {
    expect(codes('9/9/9/9/9/9/9/9/9/9 w')).toEqual(['no-general', 'no-general']);
    expect(codes('3k1k3/9/9/9/9/9/9/9/9/4K4 w')).toContain('extra-general');
    expect(codes('4k4/9/9/9/9/9/9/9/9/RRR1K4 w')).toContain('too-many');
    expect(codes('4k4/9/9/9/9/4K4/9/9/9/9 w')).toContain('outside-palace');
    expect(codes('4k4/9/9/9/9/9/9/9/A8/4K4 w')).toContain('outside-palace');
    expect(codes('4k4/9/9/9/9/9/9/P8/9/4K4 w')).toContain('soldier-behind');
    expect(codes('4k4/9/9/9/9/9/9/9/4R4/3K5 w')).toEqual(['opponent-in-check']);
    expect(codes(START_FEN)).toEqual([]);
  });
});

describe("the engine's verdict", () => {
  const rows = readFileSync('lessons/puzzles/mates.csv', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  const byId = (id: string) => {
    const row = rows.find((r) => r[0] === id);
    if (!row) throw new Error(id);
    return { fen: row[1], first: row[2].split(' ')[0], n: Number(row[3]) };
  };

  it.each(['m1-0301', 'm2-0389', 'm2-0291', 'm2-0018'])(
    'finds the mate of %s in its length, its first move among the listed ones',
    (id) => {
      const { fen, first, n } = byId(id);
      const v = judgePosition(fen, 'janggi');
      expect(v.kind).toBe('mate');
      if (v.kind !== 'mate') return;
      expect(v.n).toBe(n);
      expect(v.moves).toContain(first);
      expect(v.line[0]).toBe(v.moves[0]);
      expect(v.line.length).toBe(2 * n - 1);
    },
  );

  it('says no mate and no material for a quiet position, and what an ended game is', () => {
    const progress: number[] = [];
    const v = judgePosition('4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1', 'janggi', (n) => progress.push(n));
    expect(v.kind).toBe('none');
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    // Cho to move is mated (m1-0301 after its move).
    expect(judgePosition('3R1R1c1/5k3/2na5/P4nC2/p2p1Bp2/3p5/9/9/3KA4/9 b - - 0 1', 'janggi').kind).not.toBe('mate');
    expect(judgePosition('9/9/9/9/9/9/9/9/9/9 w - - 0 1', 'janggi').kind).toBe('illegal');
  });

  it('says how far the longer mate searches are: every first move tried, for each length from 3', () => {
    const steps: [number, number, number][] = [];
    const fen = '3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1';
    const v = judgePosition(fen, 'janggi', undefined, (n, done, total) => steps.push([n, done, total]));
    expect(v.kind).not.toBe('mate');
    for (const n of [3, 4, 5]) {
      const ofN = steps.filter((s) => s[0] === n);
      // One report a first move, counting up to all of them (a chariot and a guard have well over ten).
      const total = ofN[0][2];
      expect(total).toBeGreaterThan(10);
      expect(ofN.map((s) => s[1])).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(ofN.every((s) => s[2] === total)).toBe(true);
    }
    expect(steps.some((s) => s[0] < 3)).toBe(false);
  });

  it('sees a chariot left hanging as material won by force', () => {
    // Cho's chariot takes Han's unguarded chariot on the a-file.
    const v = judgePosition('r3k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1', 'janggi');
    expect(v.kind).toBe('material');
    if (v.kind === 'material') {
      expect(v.gain).toBeGreaterThanOrEqual(13);
      expect(v.line[0]).toBe('a1a10');
    }
  });
});
