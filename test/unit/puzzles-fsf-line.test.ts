// The Fairy-Stockfish rules for tactics and defence lines (scripts/puzzles/fsf-line.ts), against a
// scripted engine: what it answers at each ply decides the verdict.
import { describe, expect, it } from 'vitest';
import { analyse, fsfLine, fsfLineProblems, GAP, UP } from '../../scripts/puzzles/fsf-line';
import type { Fsf } from '../support/fsf';

type Pv = [move: string, cp: number] | [move: string, cp: null, mate: number];

/** An engine that answers the search after `n` moves of the line with `plies[n]` (MultiPV lines, best first). */
function scripted(plies: Pv[][]): Fsf {
  let n = 0;
  return {
    send(c: string) {
      if (c.startsWith('position')) n = c.includes(' moves ') ? c.split(' moves ')[1].split(' ').length : 0;
    },
    async cmd() {
      return [
        ...plies[n].map(([move, cp, mate], i) =>
          cp === null
            ? `info depth 10 seldepth 12 multipv ${i + 1} score mate ${mate} nodes 1 pv ${move}`
            : `info depth 10 seldepth 12 multipv ${i + 1} score cp ${cp} nodes 1 pv ${move}`,
        ),
        `bestmove ${plies[n][0][0]}`,
      ];
    },
  } as unknown as Fsf;
}

const FEN = '4r4/9/4k4/9/9/R8/9/9/4A4/4K4 w - - 0 1';
const LINE = ['a5e5', 'e8d8', 'e5e10'];

describe('fsf-line rules', () => {
  it('confirms a line where every solver move is best by the gap, the defence is best, and the solver ends ahead', async () => {
    const fsf = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [
        ['e8d8', -900],
        ['e8f8', -905],
      ],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    expect(await fsfLineProblems(fsf, FEN, LINE, 'material', 10)).toEqual([]);
  });

  it('refuses a runner-up within the gap, at the first or a later solver move', async () => {
    const close = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 900 - GAP + 1],
      ],
      [['e8d8', -900]],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    expect(await fsfLineProblems(close, FEN, LINE, 'material', 10)).toHaveLength(1);
    const late = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [['e8d8', -900]],
      [
        ['e5e10', 900],
        ['e5e6', 850],
      ],
    ]);
    expect((await fsfLineProblems(late, FEN, LINE, 'material', 10))[0]).toMatch(/^ply 3/);
  });

  it('refuses a stored defence FSF does not play (a defence scoring the same is fine)', async () => {
    const other = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [
        ['e8f8', -900],
        ['e8d8', -1000],
      ],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    expect((await fsfLineProblems(other, FEN, LINE, 'material', 10))[0]).toMatch(/^ply 2: FSF defends with e8f8/);
    const same = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [
        ['e8f8', -900],
        ['e8d8', -910],
      ],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    expect(await fsfLineProblems(same, FEN, LINE, 'material', 10)).toEqual([]);
  });

  it('refuses a winning line that leaves the solver under 2 points ahead; accepts the only mate', async () => {
    const small = scripted([
      [
        ['a5e5', UP - 1],
        ['a5a6', -500],
      ],
      [['e8d8', -900]],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    expect((await fsfLineProblems(small, FEN, LINE, 'material', 10))[0]).toMatch(/only/);
    const mate = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [['e8d8', -900]],
      [
        ['e5e10', null, 1],
        ['e5e6', 99990 - 3],
      ],
    ]);
    expect(await fsfLineProblems(mate, FEN, LINE, 'material', 10)).toEqual([]);
  });

  it('a defence holds: its move keeps the balance and every other scores 2 points less', async () => {
    const holds = scripted([
      [
        ['a5e5', 0],
        ['a5a6', -UP],
      ],
      [['e8d8', 0]],
      [
        ['e5e10', 0],
        ['e5e6', -5],
      ],
    ]);
    expect(await fsfLineProblems(holds, FEN, LINE, 'defence', 10)).toEqual([]);
    const loses = scripted([
      [
        ['a5e5', -300],
        ['a5a6', -900],
      ],
      [['e8d8', 300]],
      [['e5e10', -300]],
    ]);
    expect((await fsfLineProblems(loses, FEN, LINE, 'defence', 10))[0]).toMatch(/holds only/);
    const notOnly = scripted([
      [
        ['a5e5', 0],
        ['a5a6', -UP + 1],
      ],
      [['e8d8', 0]],
      [['e5e10', 0]],
    ]);
    expect(await fsfLineProblems(notOnly, FEN, LINE, 'defence', 10)).toHaveLength(1);
  });

  it('following, takes FSF best defence and continuation as the line', async () => {
    const fsf = scripted([
      [
        ['a5e5', 900],
        ['a5a6', 100],
      ],
      [['e8f8', -900]],
      [
        ['e5e10', 900],
        ['e5e6', 0],
      ],
    ]);
    const r = await fsfLine(fsf, FEN, LINE, 'material', 10, true);
    expect(r.moves).toEqual(['a5e5', 'e8f8', 'e5e10']);
    expect(r.problems).toEqual([]);
  });

  it('reads only exact scores: a bound line of a many-digit score is no line', async () => {
    const fsf = {
      send() {},
      async cmd() {
        return [
          'info depth 10 seldepth 12 multipv 1 score cp 900 nodes 1 pv a5e5',
          'info depth 10 seldepth 12 multipv 2 score cp 100 nodes 1 pv a5a6',
          'info depth 10 seldepth 12 multipv 1 score cp 2038 lowerbound nodes 1 pv a5a7',
          'bestmove a5e5',
        ];
      },
    } as unknown as Fsf;
    expect(await analyse(fsf, FEN, [], 10)).toEqual([
      { move: 'a5e5', cp: 900 },
      { move: 'a5a6', cp: 100 },
    ]);
  });
});
