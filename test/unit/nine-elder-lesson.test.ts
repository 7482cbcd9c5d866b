// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's browser conditions.)
/** The Nine Elder lesson judge, runner, solver and parser. */
import { describe, expect, it } from 'vitest';
import { NineTaskGame } from '$lib/nine-elder/lesson/game';
import { initialState, judgeMove } from '$lib/nine-elder/lesson/judge';
import { parseNineLesson } from '$lib/nine-elder/lesson/parse';
import { NineStepRunner, starsFor } from '$lib/nine-elder/lesson/runner';
import { solve } from '$lib/nine-elder/lesson/solve';
import type { NineGoal, NineStep } from '$lib/nine-elder/lesson/types';
import { validateNineLesson } from '$lib/nine-elder/lesson/validate';

function game(fen: string): NineTaskGame {
  const r = NineTaskGame.fromFen(fen);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function step(fen: string, goal: NineGoal, budget = 1): NineStep {
  return {
    id: 't',
    index: 0,
    line: 1,
    lines: { fen: 1, goal: 1, budget: 1 },
    fen,
    task: 'Task',
    goal,
    budget,
    hints: ['h'],
    success: 'Yes',
    marks: [],
  };
}
const runner = (s: NineStep) => new NineStepRunner(s, game);

const ROOM = '4k4/9/9/9/4g4/4P4/9/1G7/4K4[] w - - 0 1';

describe('the game interface', () => {
  it('reads what a move does before it is played', () => {
    const g = game(ROOM);
    expect(g.facts('e4e5')).toEqual({ uci: 'e4e5', from: 'e4', to: 'e5', piece: 'P', drop: false, promote: false, captured: 'G' });
    g.play('e4e5');
    g.wait();
    expect(g.turn()).toBe(0);
    expect(g.legalMoves()).toContain('G@e6');
    expect(g.facts('G@e6')).toMatchObject({ to: 'e6', piece: 'G', drop: true, promote: false });
    g.undo();
    g.undo();
    expect(g.fen()).toBe(ROOM);
  });

  it('says why a move is illegal', () => {
    expect(game(ROOM).whyIllegal('e5e4')).toBe('not-yours');
    expect(game(ROOM).whyIllegal('G@c3')).toBe('not-in-hand');
    expect(game(ROOM).whyIllegal('b2b4')).toBe('cannot-move');
    expect(game(ROOM).whyIllegal('e4e5')).toBeUndefined();
    // A second pawn on the e-file, by a drop or by a sideways step.
    const pawns = game('4k4/9/9/9/9/3P1P3/9/9/4K4[P] w - - 0 1');
    expect(pawns.whyIllegal('P@d7')).toBe('pawn-file');
    expect(pawns.whyIllegal('P@e7')).toBeUndefined();
    expect(pawns.whyIllegal('P@d4')).toBe('occupied');
    const sideways = game('4k4/9/9/9/9/3P5/4P4/9/4K4[] w - - 0 1');
    expect(sideways.whyIllegal('e3d3')).toBe('pawn-file');
    // Leaving the Jade to a Van's hop.
    expect(game('4k4/4v4/9/9/4p4/9/9/4G4/4K4[] w - - 0 1').whyIllegal('e2d2')).toBe('self-check');
    // A pawn drop that mates alone is illegal; the same mate by a Gold is not.
    const mate = game('3iki3/9/4G4/9/9/9/9/9/4K4[GP] w - - 0 1');
    expect(mate.whyIllegal('P@e8')).toBe('pawn-drop-mate');
    expect(mate.whyIllegal('G@e8')).toBeUndefined();
  });
});

describe('judging moves', () => {
  const facts = (fen: string, uci: string) => game(fen).facts(uci);
  const quiet = { check: false, mate: false };

  it('reach: only the tracked piece counts, and it is followed', () => {
    const goal: NineGoal = { kind: 'reach', targets: ['b3', 'c3'], piece: 'b2' };
    let state = initialState(goal);
    const other = judgeMove(goal, state, facts(ROOM, 'e1d2'), quiet);
    expect(other).toMatchObject({ kind: 'continue', progressed: false, state: { remaining: ['b3', 'c3'], tracked: 'b2' } });
    const v = judgeMove(goal, state, facts(ROOM, 'b2b3'), quiet);
    expect(v).toMatchObject({ kind: 'continue', progressed: true, state: { remaining: ['c3'], tracked: 'b3' } });
    if (v.kind !== 'continue') throw new Error();
    state = v.state;
    const g = game(ROOM);
    g.play('b2b3');
    g.wait();
    expect(judgeMove(goal, state, g.facts('b3c3'), quiet)).toEqual({ kind: 'done' });
  });

  it('capture: taking a target piece; a check that does not finish is refused', () => {
    const goal: NineGoal = { kind: 'capture', targets: ['e5'] };
    expect(judgeMove(goal, initialState(goal), facts(ROOM, 'e4e5'), quiet)).toEqual({ kind: 'done' });
    expect(judgeMove(goal, initialState(goal), facts(ROOM, 'b2b3'), { check: true, mate: false })).toEqual({
      kind: 'refuse',
      reason: 'gives-check',
    });
  });

  it('drop: the right piece on a target; capturing it first is progress', () => {
    const goal: NineGoal = { kind: 'drop', piece: 'G', targets: ['d2'] };
    expect(judgeMove(goal, initialState(goal), facts(ROOM, 'e4e5'), quiet)).toMatchObject({ kind: 'continue', progressed: true });
    const g = game(ROOM);
    g.play('e4e5');
    g.wait();
    expect(judgeMove(goal, initialState(goal), g.facts('G@d2'), quiet)).toEqual({ kind: 'done' });
    expect(judgeMove(goal, initialState(goal), g.facts('G@c3'), quiet)).toMatchObject({ kind: 'continue', progressed: false });
  });

  it('promote, check and mate', () => {
    const fen = '4k4/9/9/3P5/9/9/9/9/4K4[] w - - 0 1';
    const goal: NineGoal = { kind: 'promote', piece: 'd6' };
    expect(judgeMove(goal, initialState(goal), facts(fen, 'd6d7+'), quiet)).toEqual({ kind: 'done' });
    expect(judgeMove(goal, initialState(goal), facts(fen, 'd6d7'), quiet)).toMatchObject({ kind: 'continue', progressed: false });
    expect(judgeMove({ kind: 'check' }, { remaining: [] }, facts(fen, 'd6d7'), quiet)).toEqual({ kind: 'refuse', reason: 'not-check' });
    expect(judgeMove({ kind: 'mate', in: 1 }, { remaining: [] }, facts(fen, 'd6d7'), { check: true, mate: false })).toEqual({
      kind: 'refuse',
      reason: 'not-mate',
    });
    expect(judgeMove({ kind: 'mate', in: 1 }, { remaining: [] }, facts(fen, 'd6d7'), { check: true, mate: true })).toEqual({
      kind: 'done',
    });
  });
});

describe('the step runner', () => {
  it('a capture, then a drop from the hand; stars by moves used', () => {
    const r = runner(step(ROOM, { kind: 'drop', piece: 'G', targets: ['d2', 'f2'] }, 2));
    expect(r.move('G@d2')).toEqual({ kind: 'illegal', reason: 'not-in-hand' });
    expect(r.used).toBe(0);
    expect(r.move('e4e5')).toEqual({ kind: 'ok', left: 1, progressed: true });
    expect(r.game.legalMoves()).toContain('G@d2');
    expect(r.move('G@d2')).toEqual({ kind: 'done', stars: 3 });
    expect(r.game.fen()).toContain('[]');
  });

  it('a wrong drop stands and costs a star; retry starts over', () => {
    const r = runner(step(ROOM, { kind: 'drop', piece: 'G', targets: ['d2'] }, 2));
    r.move('e4e5');
    expect(r.move('G@c3')).toEqual({ kind: 'ok', left: 1, progressed: false });
    r.move('c3d2');
    expect(r.move('b2a2')).toEqual({ kind: 'ok', left: 1, progressed: false });
    expect(r.game.whyIllegal('G@d2')).toBe('not-in-hand');
    r.reset();
    expect(r.used).toBe(0);
    r.move('e4e5');
    r.hint();
    expect(r.move('G@d2')).toEqual({ kind: 'done', stars: 2 });
  });

  it('mate: the pawn drop is refused as illegal, a miss is taken back, the Gold drop mates', () => {
    const r = runner(step('3iki3/9/4G4/9/9/9/9/9/4K4[GP] w - - 0 1', { kind: 'mate', in: 1 }));
    expect(r.move('P@e8')).toEqual({ kind: 'illegal', reason: 'pawn-drop-mate' });
    const before = r.game.fen();
    expect(r.move('G@d8')).toEqual({ kind: 'wrong', reason: 'not-mate' });
    expect(r.game.fen()).toBe(before);
    expect(r.used).toBe(1);
    expect(r.move('G@e8')).toEqual({ kind: 'done', stars: 2 });
    expect(r.game.mated()).toBe(true);
  });

  it('promotion is the task only when chosen', () => {
    const r = runner(step('4k4/9/9/3P5/9/9/9/9/4K4[] w - - 0 1', { kind: 'promote', piece: 'd6' }));
    expect(r.game.legalMoves()).toEqual(expect.arrayContaining(['d6d7', 'd6d7+']));
    expect(r.move('d6d7')).toMatchObject({ kind: 'ok', progressed: false });
    expect(r.move('d7d8+')).toEqual({ kind: 'done', stars: 2 });
  });

  it('stars: three at par, two up to two over, one above; a hint caps at two', () => {
    expect([starsFor(2, 2), starsFor(4, 2), starsFor(5, 2), starsFor(1, 2, true)]).toEqual([3, 2, 1, 2]);
  });
});

describe('the solver', () => {
  it('finds the shortest way, including capture-then-drop', () => {
    expect(solve(game(ROOM), { kind: 'drop', piece: 'G', targets: ['f2'] }, 3)?.moves).toEqual(['e4e5', 'G@f2']);
    expect(solve(game(ROOM), { kind: 'reach', targets: ['b4'], piece: 'b2' }, 3)?.moves).toHaveLength(2);
    // The only way to e6 with the Pawn passes e5: after taking, the Pawn stands on e5, one more step.
    expect(solve(game(ROOM), { kind: 'reach', targets: ['e6'], piece: 'e4' }, 1)).toBeUndefined();
    expect(solve(game('3iki3/9/4G4/9/9/9/9/9/4K4[GP] w - - 0 1'), { kind: 'mate', in: 1 }, 1)?.moves).toEqual(['G@e8']);
  });
});

describe('the lesson parser', () => {
  const head = (extra = '') =>
    `---\nid: test-lesson\nvariant: nine-elder\ntitle: T\norder: 1\nsummary: S\n${extra}---\n\nSome *prose*.\n\n`;
  const block = (body: string) => '```step\n' + body + '\n```\n';
  const ok = `fen: ${ROOM}\ntask: Take it.\ngoal: { kind: capture, targets: [e5] }\nbudget: 1\nsuccess: Done.`;

  it('reads front matter, prose and steps', () => {
    const r = parseNineLesson('x.md', head() + block(ok));
    expect(r.errors).toEqual([]);
    expect(r.lesson).toMatchObject({ id: 'test-lesson', variant: 'nine-elder', stepIds: ['step-1'] });
    expect(r.lesson!.blocks[0]).toMatchObject({ type: 'prose' });
    expect(validateNineLesson(r.lesson!)).toEqual([]);
  });

  it('names the file and line of each problem', () => {
    const bad = parseNineLesson('x.md', head().replace('variant: nine-elder', 'variant: shogi') + block(ok));
    expect(bad.errors.map(String)).toEqual([
      expect.stringMatching(/^ContentError: x\.md:3: frontmatter variant: must be one of nine-elder/),
    ]);
    const goal = parseNineLesson('x.md', head() + block(ok.replace('kind: capture', 'kind: fly')));
    expect(goal.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^x\.md:14: step goal\.kind: must be one of/)]);
    const mate2 = parseNineLesson('x.md', head() + block(ok.replace('{ kind: capture, targets: [e5] }', '{ kind: mate, in: 2 }')));
    expect(mate2.errors[0].message).toMatch(/goal\.in: must be 1/);
    const fen = parseNineLesson('x.md', head() + block(ok.replace(ROOM, '9/9/9[] w')));
    expect(fen.errors[0].message).toMatch(/^x\.md:12: step fen: A Nine Elder board has 9 ranks/);
    const point = parseNineLesson('x.md', head() + block(ok.replace('[e5]', '[e10]')));
    expect(point.errors[0].message).toMatch(/"e10" is not a point/);
    const piece = parseNineLesson('x.md', head() + block(ok.replace('targets: [e5] }', 'targets: [e5], piece: a1 }')));
    expect(piece.errors[0].message).toMatch(/no piece of the side to move stands on a1/);
  });

  it('the validator catches a budget that is too small or too large, and a missing target', () => {
    const tooLarge = parseNineLesson('x.md', head() + block(ok.replace('budget: 1', 'budget: 2'))).lesson!;
    expect(validateNineLesson(tooLarge).map((e) => e.message)).toEqual([expect.stringMatching(/budget 2, but e4e5 does it in 1/)]);
    const tooSmall = parseNineLesson(
      'x.md',
      head() + block(ok.replace('{ kind: capture, targets: [e5] }', '{ kind: drop, piece: G, targets: [a5] }')),
    ).lesson!;
    expect(validateNineLesson(tooSmall).map((e) => e.message)).toEqual([expect.stringMatching(/cannot be done in 1 move/)]);
    const empty = parseNineLesson('x.md', head() + block(ok.replace('[e5]', '[e6]'))).lesson!;
    expect(validateNineLesson(empty).map((e) => e.message)).toEqual([expect.stringMatching(/no enemy piece stands on e6/)]);
  });
});
