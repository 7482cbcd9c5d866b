/** Nine Elder rules, hand-checked positions (especially the rules Fairy-Stockfish cannot express). */
import { describe, expect, it } from 'vitest';
import {
  NINE_ELDER_START_FEN,
  NinePosition,
  jitaiResult,
  moveToUci,
  nineFen,
  nineOutcome,
  ninePerft,
  parseNineFen,
  parseUciMove,
  type NineElderOptions,
} from '../../src/lib/engine/nine-elder';

function load(fen: string, options: Partial<NineElderOptions> = {}): NinePosition {
  const r = parseNineFen(fen, options);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const uci = (pos: NinePosition) => pos.legalMoves().map(moveToUci);
function play(pos: NinePosition, moves: string[]) {
  for (const u of moves) {
    const m = parseUciMove(pos, u);
    if (!m.ok) throw new Error(m.error.code);
    pos.makeMove(m.value);
  }
}

describe('Nine Elder FEN', () => {
  it('reads and writes the start and hands in brackets', () => {
    expect(nineFen(load(NINE_ELDER_START_FEN))).toBe(NINE_ELDER_START_FEN);
    const fen = 'i7i/1ksccvna1/1sg1p1p1p/p1p6/9/6P1P/P1P1P1+GS1/1ANVCCSK1/I7I[PPs] b - - 3 7';
    expect(parseNineFen(fen).ok).toBe(false); // gold cannot promote
    const ok = '4k4/9/9/9/4+P4/9/9/9/4K4[PPs] b - - 3 7';
    expect(nineFen(load(ok))).toBe(ok);
  });
  it("a pawn on its own side's first ranks is a position a game reaches: a captured pawn drops on any empty point", () => {
    // Unlike Janggi's soldiers, Nine Elder's pawns are not held to their start ranks.
    const pos = load('4k4/9/9/9/9/9/9/P8/4K4[P] w - - 0 1');
    expect(uci(pos)).toContain('P@b1');
    expect(uci(pos)).toContain('P@b2');
  });
  it('rejects broken FENs with a clear code', () => {
    const code = (f: string) => {
      const r = parseNineFen(f);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('4k4/9/9/9/9/9/9/9[] w')).toBe('fen-ranks');
    expect(code('4k4/9/9/9/9/9/9/9/4X4[] w')).toBe('fen-letter');
    expect(code('4k4/9/9/9/9/9/9/9/4K4[K] w')).toBe('fen-hand');
    expect(code('4k4/9/9/9/4P4/9/4P4/9/4K4[] w')).toBe('fen-pawns');
    expect(code('4k4/9/9/9/9/9/9/9/9[] w')).toBe('fen-kings');
    expect(code('4k4/9/9/9/9/9/9/9/4K4[] x')).toBe('fen-side');
  });
});

describe('Nine Elder moves', () => {
  it('has 55 first moves and 3034 replies (perft 2)', () => {
    const pos = load(NINE_ELDER_START_FEN);
    expect(ninePerft(pos, 1)).toBe(55);
    expect(ninePerft(pos, 2)).toBe(3034);
  });

  it('a pawn may not move sideways onto a file with another own pawn, unless it promotes there', () => {
    const pos = load('4k4/9/3P5/9/4P4/9/9/9/K8[] w - - 0 1');
    const moves = uci(pos);
    expect(moves).not.toContain('d7e7');
    expect(moves).toContain('d7e7+');
    expect(moves).toContain('d7c7');
    expect(moves).toContain('d7c7+');
    // Without the rule (as Fairy-Stockfish sees it) the plain move appears.
    expect(uci(load('4k4/9/3P5/9/4P4/9/9/9/K8[] w - - 0 1', { pawnFileOnMoves: false }))).toContain('d7e7');
  });

  it('a pawn may not be dropped on a file with an own unpromoted pawn, but may beside a promoted one', () => {
    const moves = uci(load('4k4/9/9/9/4P4/3+P5/9/9/K8[P] w - - 0 1'));
    expect(moves).not.toContain('P@e4');
    expect(moves).toContain('P@d5');
    expect(moves).toContain('P@a9'); // even on the last rank
  });

  it('dropping a pawn that mates by itself is illegal; a pawn check that is not mate is fine', () => {
    const fen = 'k8/2S6/1G7/9/9/9/9/9/8K[P] w - - 0 1';
    expect(uci(load(fen))).not.toContain('P@a8');
    expect(uci(load(fen, { pawnDropMate: false }))).toContain('P@a8');
    expect(uci(load('k8/9/1G7/9/9/9/9/9/8K[P] w - - 0 1'))).toContain('P@a8');
  });

  it('a dropped pawn may be the screen of a Cannon that mates', () => {
    const pos = load('k8/2G6/9/9/9/9/9/9/N7K[P] w - - 0 1');
    expect(uci(pos)).toContain('P@a7');
    play(pos, ['P@a7']);
    expect(nineOutcome(pos)).toEqual({ winner: 0, reason: 'checkmate' });
  });

  it('promotion is offered, never forced, moving into, inside or out of the zone; never on a drop', () => {
    const moves = uci(load('k8/4P4/9/9/9/9/1C7/9/K8[S] w - - 0 1'));
    expect(moves).toEqual(expect.arrayContaining(['e8e9', 'e8e9+', 'e8d8', 'e8d8+', 'b3a5', 'b3c5']));
    expect(moves).not.toContain('b3c5+');
    expect(moves).toContain('S@e7');
    expect(moves.some((m) => m.startsWith('S@') && m.endsWith('+'))).toBe(false);
    // A Cassia leaving the zone may promote too.
    expect(uci(load('8k/9/1C7/9/9/9/9/9/K8[] w - - 0 1'))).toEqual(expect.arrayContaining(['b7a5+', 'b7c5', 'b7c5+']));
  });

  it('a captured promoted piece goes to hand unpromoted', () => {
    const pos = load('4k4/9/9/9/4+s4/9/9/9/K3I4[] w - - 0 1');
    play(pos, ['e1e5']);
    expect(nineFen(pos)).toBe('4k4/9/9/9/4I4/9/9/9/K8[S] b - - 0 1');
  });

  it('Cannon needs a screen to move; Van slides and needs a screen to capture; promoted both do both', () => {
    const at = (fen: string) =>
      uci(load(fen))
        .filter((m) => m.startsWith('e1') && !m.endsWith('+'))
        .sort();
    expect(at('k8/4s4/9/9/4p4/9/9/9/K3N4[] w - - 0 1')).toEqual(['e1e6', 'e1e7', 'e1e8']);
    expect(at('k8/4s4/9/9/4p4/9/9/9/K3V4[] w - - 0 1')).toEqual(
      ['e1b1', 'e1c1', 'e1d1', 'e1e2', 'e1e3', 'e1e4', 'e1e8', 'e1f1', 'e1g1', 'e1h1', 'e1i1'].sort(),
    );
    const iron = at('k8/4s4/9/9/4p4/9/9/9/K3+N4[] w - - 0 1');
    expect(iron).toEqual(expect.arrayContaining(['e1e2', 'e1e4', 'e1e6', 'e1e7', 'e1e8']));
    expect(iron).not.toContain('e1e5');
  });
});

describe('Nine Elder endings', () => {
  it('the stalemated player loses', () => {
    expect(nineOutcome(load('k8/2S6/1G7/9/9/9/9/9/8K[] b - - 0 1'))).toEqual({ winner: 0, reason: 'stalemate' });
  });

  it('Jitai when both Jades are in the enemy camp: 39 points win, under 31 lose, else a draw', () => {
    const o = nineOutcome(load('9/4K4/9/9/9/9/9/4k4/9[IIIANVGSSSCCCPPPPPPi] w - - 0 1'));
    expect(o).toEqual({ winner: 0, reason: 'jitai', points: [43, 5] });
    expect(jitaiResult([35, 35])).toBe(null);
    expect(jitaiResult([40, 30])).toBe(0);
    expect(jitaiResult([32, 30])).toBe(0);
    expect(jitaiResult([10, 10])).toBe(null);
    expect(nineOutcome(load(NINE_ELDER_START_FEN))).toBe(null);
  });

  it('the fourth repetition is a draw, or a loss for the side that checked every time', () => {
    const run = (fen: string, cycle: string[]) => {
      const pos = load(fen);
      const history: string[] = [];
      const checks: boolean[] = [];
      let out = null;
      for (let i = 0; i < 3 && !out; i++)
        for (const u of cycle) {
          history.push(pos.key());
          play(pos, [u]);
          checks.push(pos.inCheck());
          out = nineOutcome(pos, history, checks);
          if (out) break;
        }
      return { out, plies: history.length };
    };
    expect(run('k8/9/9/9/9/9/9/9/8K[] w - - 0 1', ['i1h1', 'a9b9', 'h1i1', 'b9a9'])).toEqual({
      out: { winner: null, reason: 'sennichite' },
      plies: 12,
    });
    expect(run('k8/9/9/9/9/9/9/1I7/8K[] w - - 0 1', ['b2a2', 'a9b9', 'a2b2', 'b9a9'])).toEqual({
      out: { winner: 1, reason: 'perpetual-check' },
      plies: 12,
    });
  });
});

describe('NineGame (the /play game)', async () => {
  const { NineGame } = await import('../../src/lib/nine-elder/game');
  it('plays legal moves only, and ends on the fourth repetition', () => {
    const g = new NineGame('k8/9/9/9/9/9/9/9/8K[] w - - 0 1');
    const [first] = g.choices(8, null, 7);
    g.play(first);
    expect(g.moves).toEqual(['i1h1']);
    g.play(first); // no longer legal: ignored
    expect(g.moves).toHaveLength(1);
    const cycle = ['a9b9', 'h1i1', 'b9a9', 'i1h1'];
    for (let i = 0; i < 3 && !g.outcome; i++)
      for (const u of cycle) {
        const m = g.pos.legalMoves().find((x) => moveToUci(x) === u);
        if (m !== undefined) g.play(m);
        if (g.outcome) break;
      }
    expect(g.outcome).toEqual({ winner: null, reason: 'sennichite' });
    expect(g.movesFrom(0)).toEqual([]);
  });
});
