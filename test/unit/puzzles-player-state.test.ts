// The puzzle player without its view, and with no DOM: what its panel says (heading, the line
// played, where a hint points, the refuted move's arrows, the score), why a tapped move is not
// allowed, and the prompt kept while a quick judgement is under way.
import { describe, expect, it } from 'vitest';
import { moveForcesMate, parseSquare, parseUci, Position, squareName, type Move } from '$lib/engine';
import { PlayerState } from '$lib/puzzles/player-state.svelte';
import { createSyncSolver, type SolverClient } from '$lib/puzzles/solver-client';
import { MATE_IN_2_FEN, mateInTwo } from '../support/mate-puzzle';
import { explainMove } from '$lib/task/explain';
import type { Theme } from '$lib/puzzles/types';

const FEN = MATE_IN_2_FEN;
const puzzle = mateInTwo;
const sq = (name: string) => parseSquare(name)!;
const uciMove = (uci: string) => parseUci(uci)!;

function setup(solver: SolverClient = createSyncSolver()) {
  return new PlayerState(puzzle, { solver, replyDelay: 0, record: false });
}

/** A legal move of the solver that does not mate in two. */
function wrongMove(): Move {
  const pos = Position.fromFen(FEN, 'casual');
  if (!pos.ok) throw new Error(pos.error.code);
  return pos.value.legalMoves().find((m) => m.from !== m.to && !moveForcesMate(pos.value, m, 2))!;
}

/** A hand-made zugzwang (Cho's pass is the only move that holds) as a puzzle with `themes`. */
function zugzwang(themes: Theme[]) {
  const puzzle = {
    id: 'tc-0001',
    fen: '3kc4/2n6/4a4/P8/9/9/9/5p3/9/5K3 w - - 0 1',
    moves: ['f1f1'],
    mateIn: 0,
    rating: 1500,
    source: 'test',
    themes,
  };
  return new PlayerState(puzzle, { solver: createSyncSolver(), replyDelay: 0, record: false });
}

/** The synchronous solver, whose answers wait until `open()` is called. */
function gatedSolver() {
  const sync = createSyncSolver();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const solver: SolverClient = {
    threaded: false,
    ask: async (request) => {
      await gate;
      return sync.ask(request);
    },
    dispose() {},
  };
  return { solver, open };
}

describe('PlayerState', () => {
  it('heads the puzzle with the side to move and the mate it asks for', () => {
    const player = setup();
    expect(player.heading).toBe('Cho to move: mate in 2');
    expect(player.material).toBe(false);
    expect(player.done).toBe(false);
    expect(player.score).toBe(0);
  });

  it('heads a winning-material puzzle with the win, a defence puzzle with holding', () => {
    const win = zugzwang(['winning-material']);
    expect(win.heading).toBe('Cho to move: win material');
    expect(win.defence).toBe(false);
    const hold = zugzwang(['defence', 'pass']);
    expect(hold.material).toBe(true);
    expect(hold.defence).toBe(true);
    expect(hold.heading).toBe('Cho to move: find the move that holds');
  });

  it('heads a count puzzle with winning on the count, and says it is played under tournament rules', () => {
    const count = new PlayerState(
      {
        id: 'tc-0002',
        fen: '4a4/5k3/5N3/3Pn4/4C4/9/9/3p5/3A5/3p1K3 b - - 0 1',
        moves: ['f9f8'],
        mateIn: 0,
        rating: 1200,
        source: 'test',
        themes: ['bikjang', 'count'],
      },
      { solver: createSyncSolver(), replyDelay: 0, record: false },
    );
    expect(count.count).toBe(true);
    expect(count.tournament).toBe(true);
    expect(count.heading).toBe('Han to move: win on the count');
    expect(count.tournamentRules).toMatch(/^Tournament rules: .*bikjang.*counted/);
    const casual = zugzwang(['winning-material']);
    expect(casual.tournament).toBe(false);
    expect(casual.count).toBe(false);
  });

  it("lists a pass in words, never as the general's point twice", async () => {
    const hold = zugzwang(['defence', 'pass']);
    await hold.move(uciMove('f1f1'));
    expect(hold.lineText).toEqual(['Pass']);
  });

  it('lists the moves played in the notation, and scores a clean solve 100', async () => {
    const player = setup();
    await player.move(uciMove(puzzle.moves[0]));
    expect(player.session.status).toBe('solving');
    expect(player.lineText).toHaveLength(2);
    expect(player.lineText[0]).not.toBe('');
    await player.move(uciMove(puzzle.moves[2]));
    expect(player.session.status).toBe('solved');
    expect(player.lineText).toHaveLength(3);
    expect(player.done).toBe(true);
    expect(player.score).toBe(100);
  });

  it('names where each hint step points, and each hint step costs 25 points', async () => {
    const player = setup();
    expect(player.hintWhere).toEqual([]);
    const [from, to] = [puzzle.moves[0].slice(0, 2), puzzle.moves[0].slice(2)];
    await player.session.hint();
    expect(player.hintWhere).toEqual([`${from}, Cho chariot`]);
    await player.session.hint();
    expect(player.hintWhere).toHaveLength(2);
    expect(player.hintWhere[1]).toMatch(new RegExp(`^${to}, `));
    expect(player.marks.map((m) => m.square)).toEqual([sq(from), sq(to)]);
    await player.move(uciMove(puzzle.moves[0]));
    await player.move(uciMove(puzzle.moves[2]));
    expect(player.score).toBe(50);
  });

  it('explains a tap the picked piece cannot reach, marks the culprit, and forgets it on a move', async () => {
    const player = setup();
    await player.select(sq('d5'));
    expect(player.illegal).toBeUndefined();
    await player.select(sq('e6'));
    const pos = Position.fromFen(FEN, 'janggi');
    if (!pos.ok) throw new Error(pos.error.code);
    const why = explainMove(pos.value, sq('d5'), sq('e6'))!;
    expect(player.illegal?.why.code).toBe(why.code);
    expect(player.message).not.toBe('');
    // A chariot's path blocked by its own soldier: the blocking point is marked.
    await player.select(sq('d5'));
    await player.select(sq('i5'));
    expect(player.illegal?.why.code).toBe('path-blocked');
    expect(player.marks).toContainEqual({ square: sq('h5'), kind: 'bad' });
    await player.move(uciMove(puzzle.moves[0]));
    expect(player.illegal).toBeUndefined();
    expect(player.marks.filter((m) => m.kind === 'bad')).toEqual([]);
  });

  it('draws a refuted move in yellow and its refutation in red; showing the solution scores 0', async () => {
    const player = setup();
    const wrong = wrongMove();
    await player.move(wrong);
    expect(player.session.status).toBe('wrong');
    expect(player.wrongArrows[0]).toEqual({ from: wrong.from, to: wrong.to, color: 'yellow' });
    expect(player.wrongArrows.slice(1).every((a) => a.color === 'red')).toBe(true);
    expect(player.lineText.join(' ')).toContain(squareName(wrong.to));
    player.session.retry();
    expect(player.wrongArrows).toEqual([]);
    await player.session.showSolution();
    expect(player.session.status).toBe('shown');
    expect(player.score).toBe(0);
  });

  it('keeps what the prompt said while a quick judgement is under way, and says "thinking" once it is slow', async () => {
    const { solver, open } = gatedSolver();
    const player = setup(solver);
    const prompt = player.message;
    expect(prompt).not.toBe('');
    const judged = player.move(wrongMove());
    await Promise.resolve();
    expect(player.session.status).toBe('thinking');
    expect(player.message).toBe(prompt);
    player.slow = true;
    expect(player.message).toBe(player.live);
    expect(player.message).not.toBe(prompt);
    open();
    await judged;
    expect(player.session.status).toBe('wrong');
    expect(player.message).toBe(player.live);
  });
});
