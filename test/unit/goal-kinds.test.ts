// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's browser conditions.)
/**
 * The goal-kind kernel (content/goal-kind.ts) and the two games' kinds on it: a kind is one file of
 * its game's goals/ folder, exporting its rules and its source; the tables find it by its kind, the
 * parser reads it, the validator checks it and the judge judges it; a kind no table lists is the
 * error code `unknown-goal-kind`.
 */
import { describe, expect, it } from 'vitest';
import { ContentError } from '$lib/content/errors';
import { goalRegistry, readGoal, UnknownGoalKind, type GoalSource } from '$lib/content/goal-kind';
import { YamlFields } from '$lib/content/yaml-fields';
import { Position, parseSquare, type Move } from '$lib/engine';
import { goalRules } from '$lib/lessons/goals';
import { GOAL_SOURCES } from '$lib/lessons/goals/source';
import { judgeSolverMove } from '$lib/lessons/judge';
import { parseLesson } from '$lib/lessons/parse';
import type { Goal, Step } from '$lib/lessons/types';
import { validateLesson } from '$lib/lessons/validate';
import { NineTaskGame } from '$lib/nine-elder/lesson/game';
import { nineGoalRules } from '$lib/nine-elder/lesson/goals';
import { NINE_GOAL_SOURCES } from '$lib/nine-elder/lesson/goals/source';
import { judgeMove } from '$lib/nine-elder/lesson/judge';
import { parseNineLesson } from '$lib/nine-elder/lesson/parse';
import { saidText } from '$lib/nine-elder/lesson/text';
import { NineStepRunner } from '$lib/nine-elder/lesson/runner';
import type { NineGoal, NineStep } from '$lib/nine-elder/lesson/types';
import { validateNineLesson } from '$lib/nine-elder/lesson/validate';

/** A step block's YAML starting at line 10 of `x.md`, and the content errors it collects. */
function yaml(text: string) {
  const errors: ContentError[] = [];
  return { y: new YamlFields(text, 'x.md', 10, 'step', errors), errors };
}

/** Each game's goals/ folder: every module, by file name. */
const folders = {
  janggi: import.meta.glob('/src/lib/lessons/goals/*.ts', { eager: true }) as Record<string, Record<string, unknown>>,
  nine: import.meta.glob('/src/lib/nine-elder/lesson/goals/*.ts', { eager: true }) as Record<string, Record<string, unknown>>,
};
/** The files of a folder that declare a kind (export both `rules` and `source`), by kind. */
const kindFiles = (folder: Record<string, Record<string, unknown>>) =>
  Object.entries(folder)
    .filter(([, m]) => 'rules' in m && 'source' in m)
    .map(([path, m]) => [path.replace(/^.*\/(\w+)\.ts$/, '$1'), m] as const);

describe('the goal-kind kernel', () => {
  // A kind made up here, in one object as a kind's file would export it: stand on a point.
  type StayGoal = { kind: 'stay'; on: string };
  const stay: GoalSource<StayGoal, { pos: string; move: string; square: string; read: { point(v: unknown): string | undefined } }> = {
    keys: ['on'],
    parse(y, g, path, read) {
      const on = read.point(g.on);
      if (!on) y.error([...path, 'on'], 'needs a point');
      return on ? { kind: 'stay', on } : undefined;
    },
    budget: () => 1,
    check: (pos, goal) => (pos === goal.on ? { at: 'goal', error: `already on ${goal.on}` } : undefined),
  };
  const sources = goalRegistry({ stay });
  const read = { point: (v: unknown) => (typeof v === 'string' && /^[a-i][1-9]$/.test(v) ? v : undefined) };
  const words = {
    shape: () => 'needs a goal',
    unknown: (k: unknown, kinds: readonly string[]) => `"${String(k)}" is not one of ${kinds.join(', ')}`,
  };

  it('reads, checks and finds a kind declared in one object', () => {
    const { y, errors } = yaml('goal: { kind: stay, on: e5 }');
    const goal = readGoal(y, (y.data as { goal: unknown }).goal, sources, read, words);
    expect(errors).toEqual([]);
    expect(goal).toEqual({ kind: 'stay', on: 'e5' });
    expect(sources.kinds).toEqual(['stay']);
    expect(sources.of('stay').check?.('e5', goal!, { side: 'Cho', budget: 1 })).toEqual({ at: 'goal', error: 'already on e5' });
    expect(sources.of('stay').check?.('e4', goal!, { side: 'Cho', budget: 1 })).toBeUndefined();
  });

  it("says a field the kind does not have, and the kind's own errors, on their lines", () => {
    const extra = yaml('goal:\n  kind: stay\n  on: e5\n  in: 2');
    expect(readGoal(extra.y, (extra.y.data as { goal: unknown }).goal, sources, read, words)).toEqual({ kind: 'stay', on: 'e5' });
    expect(extra.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^x\.md:13: step goal\.in: /)]);
    const bad = yaml('goal:\n  kind: stay\n  on: z9');
    expect(readGoal(bad.y, (bad.y.data as { goal: unknown }).goal, sources, read, words)).toBeUndefined();
    expect(bad.errors.map((e) => e.message)).toEqual(['x.md:12: step goal.on: needs a point']);
  });

  it('an unknown kind is the error code unknown-goal-kind, and a content error on the kind line', () => {
    const { y, errors } = yaml('goal:\n  kind: fly');
    expect(readGoal(y, (y.data as { goal: unknown }).goal, sources, read, words)).toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual(['x.md:11: step goal.kind: "fly" is not one of stay']);
    expect(sources.has('fly')).toBe(false);
    expect(() => sources.of('fly' as 'stay')).toThrow(UnknownGoalKind);
    expect(() => sources.of('fly' as 'stay')).toThrow(expect.objectContaining({ code: 'unknown-goal-kind', kind: 'fly' }));
    // A name of Object.prototype is no kind either.
    expect(sources.has('toString')).toBe(false);
  });
});

describe('each game registers its kinds, one file each', () => {
  it.each([
    ['janggi', folders.janggi, GOAL_SOURCES.kinds],
    ['nine', folders.nine, NINE_GOAL_SOURCES.kinds],
  ] as const)('%s: the tables list exactly the files of goals/ that export rules and source', (_game, folder, kinds) => {
    const files = kindFiles(folder);
    expect([...kinds].sort()).toEqual(files.map(([kind]) => kind).sort());
  });

  it('the browser tables give each kind the rules of its file', () => {
    for (const [kind, m] of kindFiles(folders.janggi)) expect(goalRules({ kind } as Goal)).toBe(m.rules);
    for (const [kind, m] of kindFiles(folders.nine)) expect(nineGoalRules({ kind } as NineGoal)).toBe(m.rules);
  });

  it('the browser tables answer an unknown kind with the error code', () => {
    expect(() => goalRules({ kind: 'fly' } as unknown as Goal)).toThrow(expect.objectContaining({ code: 'unknown-goal-kind' }));
    expect(() => nineGoalRules({ kind: 'fly' } as unknown as NineGoal)).toThrow(expect.objectContaining({ code: 'unknown-goal-kind' }));
  });
});

describe('a Janggi kind from its file: parsed, validated, judged', () => {
  const FEN = '9/4k4/9/9/9/4N4/9/9/9/3K5 w - - 0 1';
  const lesson = (goal: string) =>
    `---\nid: horse\ntitle: The horse\norder: 4\nsummary: Jumps.\nlevel: beginner\n---\n\`\`\`step\nfen: ${FEN}\ntask: T\ngoal: ${goal}\nsuccess: S\n\`\`\`\n`;
  const move = (from: string, to: string): Move => ({ from: parseSquare(from)!, to: parseSquare(to)! });

  it('pass (goals/pass.ts): its budget, its check and its judge', () => {
    const r = parseLesson('x.md', lesson('pass'));
    expect(r.errors).toEqual([]);
    const block = r.lesson!.blocks.find((b) => b.type === 'step')!;
    const step = (block as { step: Step }).step;
    expect(step.goal).toEqual({ kind: 'pass' });
    expect(step.budget).toBe(1);
    expect(validateLesson(r.lesson!)).toMatchObject({ errors: [], reports: [{ stepId: 'step-1', best: 1 }] });
    const pos = () => (Position.fromFen(FEN) as { value: Position }).value;
    const wrong = judgeSolverMove(pos(), step, move('e5', 'f7'), [], Infinity, undefined);
    expect(wrong).toMatchObject({ verdict: { ok: false, code: 'not-pass', counted: true }, done: false, played: false });
    expect(judgeSolverMove(pos(), step, move('d1', 'd1'), [], Infinity, undefined)).toMatchObject({ verdict: { ok: true }, done: true });
  });

  it('an unknown kind is refused on its line, naming the kinds', () => {
    const r = parseLesson('x.md', lesson('{ kind: fly }'));
    expect(r.errors.map((e) => e.message)).toEqual([
      `x.md:11: step goal.kind: "fly" is not a task kind; use one of ${GOAL_SOURCES.kinds.join(', ')}`,
    ]);
  });
});

describe('a Nine Elder kind from its file: parsed, validated, judged', () => {
  const FEN = '4k4/9/9/3P5/9/9/9/9/4K4[] w - - 0 1';
  const lesson = (goal: string, budget = 'budget: 1\n') =>
    `---\nid: t\nvariant: nine-elder\ntitle: T\norder: 1\nsummary: S\n---\n\`\`\`step\nfen: ${FEN}\ntask: T\ngoal: ${goal}\n${budget}success: S\n\`\`\`\n`;
  const game = (fen: string) => (NineTaskGame.fromFen(fen) as { value: NineTaskGame }).value;

  it('promote (goals/promote.ts): its field, its words and its judge', () => {
    const r = parseNineLesson('x.md', lesson('{ kind: promote, piece: d6 }'));
    expect(r.errors).toEqual([]);
    const step = (r.lesson!.blocks.find((b) => b.type === 'step') as { step: NineStep }).step;
    expect(step.goal).toEqual({ kind: 'promote', piece: 'd6' });
    expect(validateNineLesson(r.lesson!)).toEqual([]);
    // Its piece must be one of the side to move (the kind's parser, with the parser's readers).
    expect(parseNineLesson('x.md', lesson('{ kind: promote, piece: e9 }')).errors.map((e) => e.message)).toEqual([
      'x.md:11: step goal.piece: no piece of the side to move stands on e9',
    ]);
    // Its judge, through the runner: a plain step stands and says what is missing; the promotion ends it.
    const runner = new NineStepRunner({ ...step, budget: 2 }, game);
    expect(runner.move('d6d7')).toEqual({ kind: 'ok', left: 1, progressed: false });
    expect(nineGoalRules(step.goal).said?.(step.goal, { left: 1, progressed: false })).toEqual({ key: 'nl.left.promote.none' });
    expect(runner.move('d7d8+')).toMatchObject({ kind: 'done' });
    expect(judgeMove(step.goal, { remaining: [], tracked: 'd6' }, game(FEN).facts('d6d7+'), { check: false, mate: false })).toEqual({
      kind: 'done',
    });
  });

  it('mate (goals/mate.ts): its budget needs no writing, and a move that does not mate is refused', () => {
    const fen = '3iki3/9/4G4/9/9/9/9/9/4K4[G] w - - 0 1';
    const r = parseNineLesson('x.md', lesson('{ kind: mate, in: 1 }', '').replace(FEN, fen));
    expect(r.errors).toEqual([]);
    const step = (r.lesson!.blocks.find((b) => b.type === 'step') as { step: NineStep }).step;
    expect(step.budget).toBe(1);
    expect(validateNineLesson(r.lesson!)).toEqual([]);
    expect(new NineStepRunner(step, game).move('e7e6')).toEqual({ kind: 'wrong', reason: 'not-mate' });
  });

  it("the marks and words of a kind's file are what the step view shows", () => {
    const drop: NineGoal = { kind: 'drop', piece: 'G', targets: ['d2', 'f2'] };
    const rules = nineGoalRules(drop);
    expect(rules.marks?.(drop, { done: false, remaining: [] })).toEqual([
      { square: 'd2', kind: 'target' },
      { square: 'f2', kind: 'target' },
    ]);
    const name = (letter: string) => (letter === 'G' ? 'Gold' : letter);
    expect(saidText(rules.said!(drop, { left: 1, progressed: false }), name)).toBe('The task is to drop a Gold from your hand.');
    expect(saidText(rules.said!(drop, { left: 1, progressed: true }), name)).toMatch(/^It is in your hand now/);
    const capture: NineGoal = { kind: 'capture', targets: ['e5', 'b6'] };
    expect(nineGoalRules(capture).marks?.(capture, { done: false, remaining: ['b6'] })).toEqual([{ square: 'b6', kind: 'target' }]);
    expect(saidText(nineGoalRules(capture).said!(capture, { left: 1, progressed: true }), name)).toBe('1 more to capture.');
  });

  it('a kind without a default budget needs one written; an unknown kind is refused on its line', () => {
    expect(parseNineLesson('x.md', lesson('{ kind: check }', '')).errors.map((e) => e.message)).toEqual([
      'x.md:8: step budget: is missing (the moves for three stars)',
    ]);
    expect(parseNineLesson('x.md', lesson('{ kind: fly }')).errors.map((e) => e.message)).toEqual([
      `x.md:11: step goal.kind: must be one of ${NINE_GOAL_SOURCES.kinds.join(', ')}`,
    ]);
  });
});
