import { describe, expect, it } from 'vitest';
import { Position, parseUci } from '../../src/lib/engine';
import { puzzleFromMistake } from '../../src/lib/puzzles/from-games';
import { judgeMove } from '../../src/lib/puzzles/solve';
import { judgeTactic, tacticTarget } from '../../src/lib/puzzles/tactics';

describe('personal puzzles from a game’s mistakes', () => {
  it('a missed mate becomes a mate puzzle that the puzzle judge accepts', () => {
    // Mate in one from the collection (m1-0301): g8f8. Played instead: a quiet soldier move.
    const fen = '3R3c1/5k3/2na2P2/P4nC2/p2p1Bp2/3p5/9/9/3KA4/9 w - - 0 1';
    const p = puzzleFromMistake({ fen, played: 'a7a8', id: 'g1-15' });
    expect(p).toBeDefined();
    expect(p!.mateIn).toBe(1);
    expect(p!.moves[0]).not.toBe('a7a8');
    const j = judgeMove(fen, p!.moves[0], 1);
    expect(j.mates).toBe(true);
    expect(p!.source).toBe('game');
  });

  it('a missed free chariot becomes a tactics puzzle whose line the tactics judge accepts', () => {
    // Han's chariot on a6 hangs to Cho's chariot on a1; the learner moved the general instead.
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const p = puzzleFromMistake({ fen, played: 'f1f2', id: 'g2-1' });
    expect(p).toBeDefined();
    expect(p!.mateIn).toBe(0);
    expect(p!.moves[0]).toBe('a1a6');
    expect(p!.moves.length % 2).toBe(1);
    const j = judgeTactic(fen, 'a1a6', 2, tacticTarget(fen, p!.moves));
    expect(j.keeps).toBe(true);
    // The line is legal.
    const pos = Position.fromFen(fen);
    if (!pos.ok) throw new Error(pos.error.code);
    for (const u of p!.moves) expect(pos.value.play(parseUci(u)!)).toBe(true);
  });

  it('no puzzle when the played move was the best, or when nothing is clearly best', () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    expect(puzzleFromMistake({ fen, played: 'a1a6', id: 'x' })).toBeUndefined();
    // The start position: no move is clearly best.
    const start = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
    expect(puzzleFromMistake({ fen: start, played: 'a4b4', id: 'y' })).toBeUndefined();
  });
});
