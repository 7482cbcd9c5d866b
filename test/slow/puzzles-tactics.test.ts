// The tactics judge over every first move of one puzzle (about 40 searches) and the generator's
// first-move gate. The whole collection is verified by puzzles-collection.test.ts through
// scripts/puzzles/verify.ts.
import { describe, expect, it } from 'vitest';
import { load } from '$lib/puzzles/solve';
import { allMoveValues, judgeTactic, tacticTarget } from '$lib/puzzles/tactics';
import { combinationFrom } from '../../scripts/puzzles/tactics-deep';

const FORK_PIN = { fen: '3aka3/9/1R2b2cr/4pp1np/9/9/1PP1P1P1P/1CN1K2C1/5r3/1BN6 w - - 0 1', moves: ['b8e8', 'd10e9', 'e8h8'] };

describe('tactics judge over all first moves', () => {
  it('accepts exactly the puzzle move among all first moves, and every other keeps 3 points less', () => {
    const target = tacticTarget(FORK_PIN.fen, FORK_PIN.moves);
    const values = allMoveValues(load(FORK_PIN.fen), 2);
    expect(values[0].uci).toBe('b8e8');
    expect(values[0].value - values[1].value).toBeGreaterThanOrEqual(3);
    expect(values.filter((v) => v.value >= target).map((v) => v.uci)).toEqual(['b8e8']);
    // The judge's verdict is that comparison, for the best move and the runner-up.
    expect(judgeTactic(FORK_PIN.fen, values[0].uci, 2, target).keeps).toBe(true);
    expect(judgeTactic(FORK_PIN.fen, values[1].uci, 2, target).keeps).toBe(false);
  });
});

// The generator's MultiPV weighing of the first move (scripts/puzzles/tactics-deep.ts, --gate
// multipv) finds a combination of the collection (tc-0455) from its start, as weighing every first
// move (the default) did when it was made.
const COMBINATION = 'rbn1arnb1/3a5/2ck5/p1p1p1p1p/7C1/1P1P3P1/5P2P/1C2A4/9/1NBA1KNBR b - - 0 1';

describe('combination gate', () => {
  it('finds a known two-move combination by one MultiPV search of the root', () => {
    const found = combinationFrom(load(COMBINATION), 10, 'multipv');
    expect(found?.line[0]).toBe('c8c1');
    expect(found?.line[2]).toBe('c1g1');
    expect(found?.gain).toBe(13);
    // Below the least win asked for, it looks no further.
    expect(combinationFrom(load(COMBINATION), 14, 'multipv')).toBeUndefined();
  });
});
