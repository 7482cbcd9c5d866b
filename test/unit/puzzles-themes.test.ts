// Each theme's definition (src/lib/puzzles/themes.ts) on lines where it holds and on lines where
// it does not. Positions come from the collection (ids given) or are built for the definition.
import { describe, expect, it } from 'vitest';
import { deriveThemes, mateHasPin, pointsBetween } from '$lib/puzzles/themes';
import { load } from '$lib/puzzles/solve';
import { parseSquare, parseUci } from '$lib/engine';
import { THEMES } from '$lib/puzzles/types';
import { themeName } from '$lib/puzzles/messages';

const themes = (fen: string, line: string, mateIn = Math.ceil(line.split(' ').length / 2)) =>
  deriveThemes({ fen, moves: line.split(' '), mateIn });

// m1-0080: a plain chariot mate along the rank.
const PLAIN = ['4k4/9/4a4/9/9/9/9/2p4r1/3K1A3/9 b - - 0 1', 'h3d3'] as const;

describe('theme definitions', () => {
  it('has at least 20 themes, each named in English and Korean', async () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(20);
    const { locale } = await import('$lib/i18n');
    for (const lang of ['en', 'ko'] as const) {
      locale.set(lang);
      const seen = new Set<string>();
      for (const t of THEMES) {
        const name = themeName(t);
        expect(name, `${lang} ${t}`).toBeTruthy();
        seen.add(name);
      }
      expect(seen.size, `${lang}: every theme has its own name`).toBe(THEMES.length);
    }
    locale.set('en');
  });

  it('a plain chariot mate is only a chariot mate', () => {
    expect(themes(...PLAIN)).toEqual(['mate-in-1', 'chariot-mate']);
  });

  it('quiet move: neither a capture nor a check', () => {
    // m2-0018: the soldier steps forward without check or capture.
    expect(themes('3a1a3/4k4/9/9/9/5p3/4p4/6n2/9/4K4 b - - 0 1', 'e4e3 e1d1 e3e2')).toContain('quiet-move');
    // m2-0282: the chariot takes a guard without check: a capture is not quiet.
    expect(themes('4k4/9/4a4/9/9/9/9/2p2A1r1/3K5/9 b - - 0 1', 'h3f3 d2d2 c3c2')).not.toContain('quiet-move');
  });

  it('double check: two checkers; discovered check: a checker that did not move', () => {
    // The horse leaves the file and checks; the chariot behind it checks too.
    const dc = themes('4k4/9/4N4/9/4R4/9/9/9/9/3K5 w - - 0 1', 'e8c9');
    expect(dc).toEqual(expect.arrayContaining(['double-check', 'discovered-check', 'horse-mate', 'chariot-mate']));
    // m1-0001: the cannon leaves the horse's leg point; the horse checks, the cannon does not.
    const disc = themes('3a1n3/4ak3/5c3/5p2p/4p4/9/2nc5/3AK4/6r2/4A4 b - - 0 1', 'd4d2');
    expect(disc).toContain('discovered-check');
    expect(disc).not.toContain('double-check');
    expect(themes(...PLAIN)).not.toContain('discovered-check');
  });

  it('cannon mate from behind a screen: the mating move places the screen', () => {
    // m1-0077: the horse steps onto e3 and the cannon on e8 jumps it.
    const t = themes('4k4/4a4/4ca3/9/3p5/9/6n2/9/9/4KC3 b - - 0 1', 'g4e3');
    expect(t).toEqual(expect.arrayContaining(['cannon-mate', 'cannon-screen', 'discovered-check']));
    expect(t).not.toContain('horse-mate');
    // A cannon that moves to check over a screen already there is a cannon mate, not this one.
    expect(themes('3R5/5k3/3a5/9/9/7P1/9/3A5/5A3/1C1K5 w - - 0 1', 'b1f1')).toEqual(['mate-in-1', 'cannon-mate']);
  });

  it('fork: the moved piece attacks the general and a chariot', () => {
    const fen = '4k4/7r1/9/9/4N4/9/9/9/9/3K5 w - - 0 1';
    expect(themes(fen, 'e6f8')).toContain('fork'); // f8 hits e10 (leg f9) and h9 (leg g8)
    expect(themes(fen, 'e6d8')).not.toContain('fork'); // d8 hits e10 only
  });

  it('pin: a defender that could answer the mate may not leave its point', () => {
    // m1-0292: the soldier on e7 could block the horse's leg on d7, but it screens the e-file cannon.
    const [fen, line] = ['3a1R3/9/4k4/4pb3/9/1P7/2N6/3pA4/5K3/2B1C4 w - - 0 1', 'c4d6'];
    expect(themes(fen, line)).toContain('pin');
    const pos = load(fen);
    pos.play(parseUci(line)!);
    expect(mateHasPin(pos)).toBe(true);
    expect(themes(...PLAIN)).not.toContain('pin');
  });

  it('deflection: the captor leaves a point the next move needs', () => {
    // m3-0142: the soldier on g7 takes the horse and opens the g-file for the chariot.
    expect(themes('2b1a4/2bnk4/1R5r1/3p2p2/8p/4NC3/2P1BP2P/1C7/2c1A4/1B1A1KR2 w - - 0 1', 'e5f7 g7f7 g1g9 e9d10 b3b10')).toContain(
      'deflection',
    );
    // bk3-013: the general itself takes: a decoy, not a deflection.
    expect(themes('4k1P2/3P5/5a3/9/9/5R3/2n6/3K5/9/2p6 w - - 0 1', 'g10f10 e10f10 f5f8 f10e10 f8e9')).not.toContain('deflection');
  });

  it('decoy: the general takes the sacrifice and is checked on that point', () => {
    const t = themes('4k1P2/3P5/5a3/9/9/5R3/2n6/3K5/9/2p6 w - - 0 1', 'g10f10 e10f10 f5f8 f10e10 f8e9');
    expect(t).toEqual(expect.arrayContaining(['decoy', 'sacrifice']));
    expect(themes(...PLAIN)).not.toContain('decoy');
  });

  it('clearance: the next move uses the point a solver piece left', () => {
    // bk2-009: the horse on e9 moves away, and the horse on e8 goes through e9 to f10.
    expect(themes('3k1aP2/4N4/4N4/3P5/3n5/9/9/5K3/9/9 w - - 0 1', 'e9c8 d10d9 e8f10')).toContain('clearance');
    // m2-0282: the soldier's path does not cross the point the chariot left.
    expect(themes('4k4/9/4a4/9/9/9/9/2p2A1r1/3K5/9 b - - 0 1', 'h3f3 d2d2 c3c2')).not.toContain('clearance');
  });

  it('two-chariot mate: one chariot checks, the other covers the palace', () => {
    expect(themes('4k4/9/9/5r3/5p3/9/9/9/R2R5/3K5 w - - 0 1', 'a2a10 e10e9 d2d10 e9e8 a10a8')).toContain('two-chariots');
    expect(themes(...PLAIN)).not.toContain('two-chariots');
  });

  it('smothered general: every palace neighbour holds its own piece', () => {
    expect(themes('5c3/4ka3/3a5/p1p6/4B4/6r2/7P1/5B3/4AK3/4AN3 b - - 0 1', 'g5g2')).toContain('smothered');
    expect(themes(...PLAIN)).not.toContain('smothered');
  });

  it('palace-diagonal mate, pass defence, soldier mate', () => {
    // m3-0169: the soldier mates from the palace centre along the diagonal; the general passes once.
    const t = themes('4k4/9/4a4/9/9/9/9/2p1A2r1/3K5/9 b - - 0 1', 'h3e3 d2d1 c3d3 d1d1 d3e2');
    expect(t).toEqual(expect.arrayContaining(['soldier-mate', 'palace-diagonal', 'pass-defence']));
    expect(themes(...PLAIN)).not.toContain('palace-diagonal');
  });

  it('knows which points lie between two points on a line', () => {
    const sq = (s: string) => parseSquare(s)!;
    expect(pointsBetween(sq('e1'), sq('e4'))).toEqual([sq('e2'), sq('e3')]);
    expect(pointsBetween(sq('d1'), sq('f3'))).toEqual([sq('e2')]);
    expect(pointsBetween(sq('d1'), sq('e2'))).toEqual([]);
    expect(pointsBetween(sq('c1'), sq('e3'))).toBeUndefined();
    expect(pointsBetween(sq('a1'), sq('b3'))).toBeUndefined();
  });
});
