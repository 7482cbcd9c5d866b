// @vitest-environment jsdom
// (The test config resolves packages with the "browser" condition, and remark's entity decoder then
// needs a document. The build runs the parser in Node.)
import { describe, expect, test } from 'vitest';
import { Position, parseSquare, squareName, type Move } from '$lib/engine';
import { explainMessage, explainMove, type Explanation } from '$lib/task/explain';
import { sayEn, type TaskMessage } from '$lib/task/messages';
import { loadLessons } from '$lib/lessons/load';
import { parseLesson } from '$lib/lessons/parse';
import { StepRunner, starsFor } from '$lib/lessons/runner';
import { PickedPiece } from '$lib/task/taps';
import { isComplete, lessonStatus, newlyUnlocked, firstOpenStep } from '$lib/lessons/course-progress';
import { LessonErrors, type Lesson, type Step } from '$lib/lessons/types';
import { solveStep, validateCollection, validateLesson } from '$lib/lessons/validate';

const FILE = 'lessons/learn/04-horse.md';
const sq = (s: string) => parseSquare(s)!;
function uci(s: string): Move {
  const m = /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(s)!;
  return { from: sq(m[1]), to: sq(m[2]) };
}

const HORSE_FEN = '9/4k4/9/9/9/4N4/9/9/9/3K5 w - - 0 1';

/** A lesson source with the given body after a standard frontmatter. */
function lesson(body: string, front = 'id: horse\ntitle: The horse\norder: 4\nsummary: Jumps.\nlevel: beginner\nprerequisites: [guards]') {
  return `---\n${front}\n---\n${body}`;
}

function step(yaml: string) {
  return '```step\n' + yaml.trim() + '\n```\n';
}

function parseOk(src: string): Lesson {
  const r = parseLesson(FILE, src);
  expect(r.errors.map((e) => e.message)).toEqual([]);
  return r.lesson!;
}

function errorsOf(src: string): string[] {
  return parseLesson(FILE, src).errors.map((e) => e.message);
}

function onlyStep(l: Lesson): Step {
  const b = l.blocks.find((x) => x.type === 'step');
  if (!b || b.type !== 'step') throw new Error('no step');
  return b.step;
}

const REACH = `
fen: ${HORSE_FEN}
task: Go to the star.
goal: { kind: reach, targets: [f7] }
budget: 1
hints: [Up and right.]
success: Well done.
`;

describe('parser', () => {
  test('frontmatter, prose, diagram and step become typed blocks', () => {
    const l = parseOk(
      lesson(
        `Intro with *emphasis*, **strong**, \`e2e3\` and a [link](/learn/board).\n\n## Moves\n\n- one\n- two\n\n` +
          '```diagram\nfen: ' +
          HORSE_FEN +
          '\narrows: [e5d7, "e5f7 red"]\nmarks: [d7, "e6 bad"]\ncaption: Eight points.\n```\n\n' +
          step(REACH),
      ),
    );
    expect(l).toMatchObject({
      id: 'horse',
      title: 'The horse',
      order: 4,
      level: 'beginner',
      prerequisites: ['guards'],
      file: FILE,
      stepIds: ['step-1'],
    });
    expect(l.blocks.map((b) => b.type)).toEqual(['prose', 'diagram', 'step']);
    const prose = l.blocks[0];
    expect(prose.type === 'prose' && prose.nodes).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Intro with ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'emphasis' }] },
          { type: 'text', value: ', ' },
          { type: 'strong', children: [{ type: 'text', value: 'strong' }] },
          { type: 'text', value: ', ' },
          { type: 'code', value: 'e2e3' },
          { type: 'text', value: ' and a ' },
          { type: 'link', href: '/learn/board', external: false, children: [{ type: 'text', value: 'link' }] },
          { type: 'text', value: '.' },
        ],
      },
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Moves' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', value: 'one' }] }],
          [{ type: 'paragraph', children: [{ type: 'text', value: 'two' }] }],
        ],
      },
    ]);
    const d = l.blocks[1];
    expect(d.type === 'diagram' && d.diagram).toEqual({
      fen: HORSE_FEN,
      arrows: [uci('e5d7'), { ...uci('e5f7'), color: 'red' }],
      marks: [{ square: sq('d7') }, { square: sq('e6'), kind: 'bad' }],
      caption: 'Eight points.',
    });
    const s = onlyStep(l);
    expect(s).toMatchObject({
      id: 'step-1',
      index: 0,
      fen: HORSE_FEN,
      rules: 'casual',
      task: 'Go to the star.',
      goal: { kind: 'reach', targets: [sq('f7')] },
      budget: 1,
      opponent: { kind: 'pass' },
      hints: ['Up and right.'],
      success: 'Well done.',
    });
    expect(s.line).toBe(23);
  });

  test('raw HTML is dropped, unsafe links become text', () => {
    const l = parseOk(
      lesson(
        '<script>alert("x")</script>\n\nHello <b onclick="steal()">bold</b> world. [bad](javascript:alert(1)) and [ok](https://example.org).\n\n<div>block</div>\n\n' +
          step(REACH),
      ),
    );
    const json = JSON.stringify(l);
    expect(json).not.toMatch(/script|onclick|steal|<b|<div|javascript/);
    const prose = l.blocks[0];
    expect(prose.type === 'prose' && prose.nodes).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Hello bold world. bad and ' },
          { type: 'link', href: 'https://example.org', external: true, children: [{ type: 'text', value: 'ok' }] },
          { type: 'text', value: '.' },
        ],
      },
    ]);
  });

  test('step options: ids, scripted opponent, default budgets, goal shorthand', () => {
    const l = parseOk(
      lesson(
        step(
          `id: first\nfen: ${HORSE_FEN}\ntask: T\ngoal: { kind: capture, targets: [d7], piece: e5 }\nbudget: 1\nopponent: [e9e8, pass]\nsuccess: S`,
        ) +
          '\n' +
          step(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: dests, piece: e5 }\nsuccess: S`) +
          '\n' +
          step(`fen: ${HORSE_FEN}\ntask: T\ngoal: pass\nsuccess: S`) +
          '\n' +
          step(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: mate, in: 2 }\nsuccess: S`),
      ),
    );
    const steps = l.blocks.flatMap((b) => (b.type === 'step' ? [b.step] : []));
    expect(steps.map((s) => s.id)).toEqual(['first', 'step-2', 'step-3', 'step-4']);
    expect(steps[0].opponent).toEqual({ kind: 'scripted', moves: [uci('e9e8'), null] });
    expect(steps[1].budget).toBe(8);
    expect(steps[2].goal).toEqual({ kind: 'pass' });
    expect(steps[2].budget).toBe(1);
    expect(steps[3].budget).toBe(2);
    expect(steps[3].opponent).toEqual({ kind: 'defend' });
  });

  test('a bad FEN is reported with file, line and the engine message', () => {
    const src = lesson('Text.\n\n' + step(REACH.replace(HORSE_FEN, '9/4k4/9/9/9/4N3/9/9/9/3K5 w - - 0 1')));
    // Frontmatter is lines 1-8, text on 9, fence on 11, fen on 12.
    expect(errorsOf(src)).toEqual(['lessons/learn/04-horse.md:12: step fen: Rank 5 ("4N3") covers 8 points, but every rank has 9.']);
  });

  test('every kind of mistake names its line', () => {
    const src = lesson(
      step(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: reach, targets: [j5] }\nbudget: 1\nsuccess: S`) +
        '\n' +
        step(`fen: ${HORSE_FEN}\ntsk: T\ngoal: { kind: jump }\nsuccess: S`) +
        '\n' +
        step(`fen: ${HORSE_FEN}\ntask: T\ngoal:\n  kind: choose\n  options:\n    - { text: A }\n    - { text: B }\nsuccess: S`) +
        '\n' +
        step(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: reach, targets: [e6] }\nsuccess: S`) +
        '\n' +
        step(`fen: ${HORSE_FEN}\ntask: T: with a colon\ngoal: pass\nsuccess: S`) +
        '\n' +
        step(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: mate, in: 2 }\nbudget: 3\nsuccess: S`) +
        '\n```python\nprint(1)\n```\n',
    );
    expect(errorsOf(src)).toEqual([
      'lessons/learn/04-horse.md:12: step goal.targets: "j5" is not a point of the board (files a-i, ranks 1-10, e.g. e2)',
      'lessons/learn/04-horse.md:17: step task: is missing',
      'lessons/learn/04-horse.md:19: step tsk: unknown key "tsk" (did you mean "task"?); allowed: id, fen, rules, task, goal, budget, opponent, hints, success, wrong, arrows, marks',
      'lessons/learn/04-horse.md:20: step goal.kind: "jump" is not a task kind; use one of reach, capture, check, escape, mate, dests, points, choose, pass, bikjang',
      'lessons/learn/04-horse.md:30: step goal.options: no option is marked correct: true',
      'lessons/learn/04-horse.md:35: step budget: is missing: how many moves does a reach task take at best?',
      'lessons/learn/04-horse.md:44: step: invalid YAML: Nested mappings are not allowed in compact mappings',
      'lessons/learn/04-horse.md:53: step budget: a mate in 2 has a budget of 2 (or leave it out)',
      'lessons/learn/04-horse.md:57: block: unknown fenced block "python"; lessons use ```diagram and ```step',
    ]);
  });

  test('frontmatter problems', () => {
    expect(errorsOf('No frontmatter.\n')).toEqual([
      'lessons/learn/04-horse.md:1: frontmatter: a lesson starts with a "---" YAML block (id, title, order, summary, level, prerequisites)',
    ]);
    expect(errorsOf(lesson(step(REACH), 'id: Horse!\ntitle: T\norder: four\nsummary: S\nlevel: expert'))).toEqual([
      'lessons/learn/04-horse.md:2: frontmatter id: needs a lowercase id such as "horse" (letters, digits and dashes)',
      'lessons/learn/04-horse.md:4: frontmatter order: needs a number (lessons are listed by it)',
      'lessons/learn/04-horse.md:6: frontmatter level: must be one of beginner, novice, intermediate',
    ]);
    expect(errorsOf(lesson('Just prose.\n'))).toEqual([
      'lessons/learn/04-horse.md:1: lesson: it has no ```step block; every lesson needs at least one task',
    ]);
  });
});

describe('validator', () => {
  const check = (yaml: string) => {
    const l = parseOk(lesson('Intro.\n\n' + step(yaml)));
    return validateLesson(l).errors.map((e) => e.message);
  };

  test('a good step passes and reports its best length', () => {
    const l = parseOk(lesson(step(REACH.replace('[f7]', '[d3, c5]').replace('budget: 1', 'budget: 2'))));
    expect(validateLesson(l)).toMatchObject({ errors: [], reports: [{ stepId: 'step-1', best: 2 }] });
  });

  test('unsolvable within budget, or budget above the best', () => {
    expect(check(REACH.replace('[f7]', '[e7]'))).toEqual([
      'lessons/learn/04-horse.md:14: step goal: reach cannot be done within 1 move (the engine found no way)',
    ]);
    expect(check(REACH.replace('budget: 1', 'budget: 3'))).toEqual([
      'lessons/learn/04-horse.md:15: step budget: 3 moves, but it can be done in 1; write budget: 1 so three stars mean the best path',
    ]);
  });

  test('goal pieces must exist and belong to the right side', () => {
    expect(check(REACH.replace('{ kind: reach, targets: [f7] }', '{ kind: capture, targets: [f7] }'))).toEqual([
      'lessons/learn/04-horse.md:14: step goal.targets: there is no Han piece to capture on f7',
    ]);
    expect(check(REACH.replace('{ kind: reach, targets: [f7] }', '{ kind: reach, targets: [f7], piece: e4 }'))).toEqual([
      'lessons/learn/04-horse.md:14: step goal.piece: there is no Cho piece on e4 (the side to move is Cho)',
    ]);
    expect(check(`fen: ${HORSE_FEN}\ntask: T\ngoal: escape\nsuccess: S`)).toEqual([
      'lessons/learn/04-horse.md:12: step fen: Cho is not in check, so there is nothing to escape',
    ]);
  });

  test('mates are checked by the mate solver', () => {
    const mateFen = '4ka3/5a3/3P5/9/9/9/9/9/9/R4K3 w - - 0 1';
    expect(check(`fen: ${mateFen}\ntask: T\ngoal: { kind: mate, in: 1 }\nsuccess: S`)).toEqual([]);
    expect(check(`fen: ${mateFen}\ntask: T\ngoal: { kind: mate, in: 2 }\nsuccess: S`)).toEqual([
      'lessons/learn/04-horse.md:14: step goal: there is already a mate in 1; write in: 1',
    ]);
    expect(check(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: mate, in: 1 }\nsuccess: S`)).toEqual([
      'lessons/learn/04-horse.md:14: step goal: the engine finds no forced mate in 1 for Cho',
    ]);
  });

  test('impossible positions are refused', () => {
    // Han's general is attacked by the chariot while Cho is to move.
    expect(check(REACH.replace(HORSE_FEN, '9/4k4/9/9/9/4N4/9/9/9/3K1R3 w - - 0 1').replace('f7', 'd7'))).toEqual([]);
    expect(errorsOf(lesson('Intro.\n\n' + step(REACH.replace(HORSE_FEN, '9/4k3R/9/9/9/4N4/9/9/9/3K5 w - - 0 1'))))).toEqual([
      "lessons/learn/04-horse.md:12: step fen: Han's general on e9 is in check while Cho is to move: Cho could take it. Check the side to move.",
    ]);
  });

  test('the collection: ids, orders and prerequisites', () => {
    const meta = (id: string, order: number, prerequisites: string[], file = `lessons/learn/${id}.md`) => ({
      id,
      title: id,
      order,
      summary: '',
      level: 'beginner' as const,
      prerequisites,
      file,
      stepIds: ['a'],
    });
    expect(
      validateCollection([meta('a', 1, []), meta('a', 2, [], 'lessons/learn/a2.md'), meta('b', 2, ['x']), meta('c', 0, ['b'])]).map(
        (e) => e.message,
      ),
    ).toEqual([
      'lessons/learn/a2.md:1: frontmatter id: "a" is also the id of lessons/learn/a.md',
      'lessons/learn/b.md:1: frontmatter order: 2 is also the order of lessons/learn/a2.md',
      'lessons/learn/b.md:1: frontmatter prerequisites: no lesson has the id "x"',
      'lessons/learn/c.md:1: frontmatter prerequisites: "b" comes later in the course (order 2 >= 0)',
    ]);
  });

  test('loadLessons throws every error at once, with file and line', () => {
    const files = {
      '/lessons/learn/01-a.md': lesson(step(REACH), 'id: a\ntitle: A\norder: 1\nsummary: S'),
      '/lessons/learn/02-b.md': lesson(step(REACH.replace('[f7]', '[z9]')), 'id: b\ntitle: B\norder: 2\nsummary: S'),
      '/lessons/learn/03-c.md': lesson(step(REACH.replace('budget: 1', 'budget: 2')), 'id: c\ntitle: C\norder: 3\nsummary: S'),
    };
    let thrown: unknown;
    try {
      loadLessons(files, { validate: true });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(LessonErrors);
    expect((thrown as Error).message).toBe(
      [
        'lessons/learn/02-b.md:10: step goal.targets: "z9" is not a point of the board (files a-i, ranks 1-10, e.g. e2)',
        'lessons/learn/03-c.md:11: step budget: 2 moves, but it can be done in 1; write budget: 1 so three stars mean the best path',
      ].join('\n'),
    );
    expect(loadLessons({ '/lessons/learn/01-a.md': files['/lessons/learn/01-a.md'] }, { validate: true }).map((l) => l.id)).toEqual(['a']);
  });
});

test('a broken lesson is reported once: no knock-on errors in the lessons after it', () => {
  const bad = lesson(
    step(`fen: 9/4k4/9/9/9/4N3/9/9/9/3K5 w - - 0 1\ntask: T\ngoal: { kind: dests, piece: e5 }\nsuccess: S`),
    'id: a\ntitle: A\norder: 1\nsummary: S',
  );
  const good = lesson(step(REACH), 'id: b\ntitle: B\norder: 2\nsummary: S\nprerequisites: [a]');
  expect(() => loadLessons({ '/lessons/learn/01-a.md': bad, '/lessons/learn/02-b.md': good }, { validate: true })).toThrow(
    /^lessons\/learn\/01-a\.md:8: step fen: Rank 5 \("4N3"\) covers 8 points, but every rank has 9\.$/,
  );
});

/** Feedback with its message said in plain English (the runner returns codes). */
const english = <T extends object>(v: T): T =>
  'message' in v && v.message && typeof v.message === 'object' ? { ...v, message: sayEn(v.message as TaskMessage) } : v;

describe('runner', () => {
  const make = (yaml: string) => onlyStep(parseOk(lesson(step(yaml))));

  test('reach: stars from moves against par, the opponent passes', () => {
    const s = make(REACH.replace('[f7]', '[d3, c5]').replace('budget: 1', 'budget: 2'));
    const r = new StepRunner(s);
    expect(english(r.move(uci('e5d3')))).toMatchObject({
      kind: 'ok',
      reply: uci('e9e9'),
      message: '1 more to go.',
      left: { n: 1, to: 'go', progress: true },
    });
    expect(r.remaining).toEqual([sq('c5')]);
    expect(english(r.move(uci('d3c5')))).toMatchObject({ kind: 'done', stars: 3 });
    r.reset();
    r.move(uci('e5c4'));
    r.move(uci('c4e3'));
    r.move(uci('e3d5'));
    // A move that reaches no target does not count down as if it had.
    expect(english(r.move(uci('d5c3')))).toMatchObject({
      kind: 'ok',
      message: 'Not there yet: 2 still to reach.',
      left: { n: 2, to: 'go', progress: false },
    });
    expect(r.used).toBe(4);
    expect(starsFor(4, 2)).toBe(2);
    expect(starsFor(5, 2)).toBe(1);
    expect(starsFor(2, 2, true)).toBe(2);
  });

  test('illegal moves are explained and change nothing', () => {
    const s = make(REACH.replace(HORSE_FEN, '9/4k4/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1'));
    const r = new StepRunner(s);
    expect(english(r.move(uci('e5f7')))).toMatchObject({
      kind: 'illegal',
      message: "The horse's leg is blocked at e6.",
      squares: [sq('e6')],
      why: { code: 'horse-leg', params: { role: 'horse' } },
    });
    expect(r.used).toBe(0);
  });

  test('mate: a wrong move is taken back and counted, the defender answers', () => {
    const s = make(`fen: 4a4/4k4/9/R8/9/9/9/3R5/9/3K5 w - - 0 1\ntask: T\ngoal: { kind: mate, in: 2 }\nsuccess: Mate!`);
    const r = new StepRunner(s);
    expect(english(r.move(uci('a7a8')))).toMatchObject({ kind: 'wrong' });
    expect(r.used).toBe(1);
    expect(r.pos.fen()).toBe(s.fen);
    const fb = r.move(uci('a7e7'));
    expect(fb.kind).toBe('ok');
    const reply = fb.kind === 'ok' ? fb.reply! : undefined;
    expect(reply).toBeDefined();
    const solution = solveStep({ ...s, fen: r.pos.fen(), goal: { kind: 'mate', in: 1 }, budget: 1 })!;
    expect(english(r.move(solution[0]))).toMatchObject({ kind: 'done', message: 'Mate!', stars: 2 });
  });

  test('capture: taking the protected piece gets the capturer taken', () => {
    const s = make(
      `fen: 9/5k3/9/3pp4/9/9/n3R4/9/9/3K5 w - - 0 1\ntask: T\ngoal: { kind: capture, targets: [a4], piece: e4 }\nbudget: 1\nopponent: [d7e7]\nsuccess: S`,
    );
    const r = new StepRunner(s);
    expect(english(r.move(uci('e4e7')))).toMatchObject({ kind: 'stuck', reply: uci('d7e7') });
    r.reset();
    expect(english(r.move(uci('e4a4')))).toMatchObject({ kind: 'done', stars: 3 });
  });

  test('dests, points and choose', () => {
    const d = new StepRunner(make(`fen: 9/5k3/9/9/4P4/3pN4/9/9/9/3K5 w - - 0 1\ntask: T\ngoal: { kind: dests, piece: e5 }\nsuccess: S`));
    expect(d.step.budget).toBe(4);
    expect(english(d.tap(sq('d7')))).toMatchObject({
      kind: 'wrong',
      message: "The horse's leg is blocked at e6.",
      squares: [sq('e6')],
      why: { code: 'horse-leg' },
    });
    expect(english(d.tap(sq('d3')))).toMatchObject({ kind: 'ok', message: 'Yes! 3 more to find.', left: { n: 3, to: 'find' } });
    for (const p of ['f3', 'g4']) expect(d.tap(sq(p)).kind).toBe('ok');
    expect(english(d.tap(sq('g6')))).toMatchObject({ kind: 'done', stars: 2 });

    const p = new StepRunner(make(`fen: ${HORSE_FEN}\ntask: T\ngoal: { kind: points, points: [c4, g7] }\nsuccess: S`));
    // A wrong tap names the point and says what is left to find.
    expect(english(p.tap(sq('e2')))).toMatchObject({
      kind: 'wrong',
      message: 'That is e2, not one of the points to find. Read the task again: 2 still to find.',
      squares: [sq('e2')],
      miss: { point: 'e2', n: 2 },
    });
    expect(p.tap(sq('c4')).kind).toBe('ok');
    expect(english(p.tap(sq('g7')))).toMatchObject({ kind: 'done', stars: 2 });

    const c = new StepRunner(
      make(
        `fen: ${HORSE_FEN}\ntask: T\ngoal:\n  kind: choose\n  options:\n    - { text: A, reply: No. }\n    - { text: B, correct: true }\nsuccess: S`,
      ),
    );
    expect(english(c.choose(0))).toEqual({ kind: 'wrong', message: 'No.', squares: [] });
    expect(english(c.choose(1))).toMatchObject({ kind: 'done', message: 'S', stars: 2 });
  });

  test('escape with a required way, and passing', () => {
    const e = new StepRunner(
      make(`fen: 9/5k3/9/4r4/9/9/9/2N6/9/3AKA3 w - - 0 1\ntask: T\ngoal: { kind: escape, ways: [block] }\nsuccess: S`),
    );
    expect(e.canPass).toBe(false);
    expect(english(e.move(uci('c3e4')))).toMatchObject({ kind: 'done' });
    const w = new StepRunner(make(`fen: 5k3/9/9/9/9/4r4/9/9/2r6/3K1A3 w - - 0 1\ntask: T\ngoal: pass\nwrong: Nope.\nsuccess: S`));
    expect(w.canPass).toBe(true);
    expect(english(w.move(uci('f1f2')))).toEqual({ kind: 'wrong', message: 'Nope.', squares: [] });
    expect(english(w.move(uci('d1d1')))).toMatchObject({ kind: 'done', stars: 2 });
  });

  test('a drill refuses a check the opponent could not pass through', () => {
    const r = new StepRunner(
      make(`fen: 9/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1\ntask: T\ngoal: { kind: reach, targets: [b7] }\nbudget: 2\nsuccess: S`),
    );
    expect(english(r.move(uci('a1a9')))).toMatchObject({
      kind: 'illegal',
      message: 'That gives check. Here the other side only waits, so find a quieter way.',
    });
    expect(r.used).toBe(0);
  });

  test('with a scripted reply that answers it, a check is allowed (a fork with check)', () => {
    const fork = `fen: 3a1a3/4k4/1c7/p1p5p/5N1r1/9/P1P3P1P/9/4K4/R2A1A3 w - - 0 1\ntask: T\ngoal: { kind: capture, targets: [h6], piece: f6 }\nbudget: 2\nopponent: [e9e10]\nsuccess: S`;
    const r = new StepRunner(make(fork));
    expect(english(r.move(uci('f6g8')))).toMatchObject({ kind: 'ok', reply: uci('e9e10') });
    expect(english(r.move(uci('g8h6')))).toMatchObject({ kind: 'done', stars: 3 });
    // A scripted reply that does not answer the check (here a pass) still refuses it.
    const r2 = new StepRunner(make(fork.replace('[e9e10]', '[pass]')));
    expect(english(r2.move(uci('f6g8')))).toMatchObject({ kind: 'illegal' });
    expect(solveStep(make(fork))!.map((m) => squareName(m.from) + squareName(m.to))).toEqual(['f6g8', 'g8h6']);
  });
});

describe('explainer', () => {
  const explain = (fen: string, move: string) => {
    const p = Position.fromFen(fen);
    if (!p.ok) throw new Error(p.error.code);
    const m = uci(move);
    return explainMove(p.value, m.from, m.to);
  };

  const ROWS: [string, string, string | undefined, string | undefined][] = [
    ['9/4k4/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1', 'e5d7', 'horse-leg', "The horse's leg is blocked at e6."],
    ['9/4k4/9/9/9/4N4/9/9/9/3K5 w - - 0 1', 'e5e7', 'horse-shape', 'A horse moves one point straight, then one point diagonally outward.'],
    ['9/4k4/9/3P5/9/4B4/9/9/9/3K5 w - - 0 1', 'e5c8', 'elephant-path', "The elephant's path is blocked at d7."],
    ['9/4k4/9/9/9/9/9/9/4K4/R1N6 w - - 0 1', 'a1e1', 'path-blocked', 'The way is blocked at c1.'],
    ['9/5k3/9/9/9/9/9/4R4/9/3K5 w - - 0 1', 'e3d2', 'no-palace-line', 'That square is not on a palace line: no diagonal joins e3 and d2.'],
    ['9/4k4/9/9/9/1c7/9/1C7/9/3K5 w - - 0 1', 'b3b8', 'cannon-over-cannon', 'A cannon cannot jump over another cannon.'],
    [
      '9/4k4/9/9/9/9/9/1C7/9/3K5 w - - 0 1',
      'b3b8',
      'cannon-no-screen',
      'A cannon must jump over exactly one piece, and there is none in between.',
    ],
    [
      '9/4k4/9/9/9/1P7/1p7/1C7/9/3K5 w - - 0 1',
      'b3b8',
      'cannon-two-screens',
      'A cannon jumps over one piece only; b4 and b5 are both in the way.',
    ],
    ['9/4k4/1c7/9/9/1P7/9/1C7/9/3K5 w - - 0 1', 'b3b8', 'cannon-takes-cannon', 'A cannon cannot capture another cannon.'],
    ['9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1', 'e2e4', 'palace-only', 'The general never leaves its palace.'],
    ['9/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1', 'd2e3', 'no-palace-line', 'That square is not on a palace line: no diagonal joins d2 and e3.'],
    ['9/4k4/9/9/9/4P4/9/9/9/3K5 w - - 0 1', 'e5e4', 'soldier-backward', 'Soldiers never move backward.'],
    [
      '9/4k4/9/9/9/4P4/9/9/9/3K5 w - - 0 1',
      'e5f6',
      'soldier-diagonal',
      'That square is not on a palace line: a soldier steps diagonally only along the lines of the enemy palace.',
    ],
    ['9/4k4/9/9/9/4P4/9/9/9/3K4R w - - 0 1', 'e5e6', undefined, undefined],
    ['9/4k4/9/4r4/9/9/9/9/9/3K5 w - - 0 1', 'd1e1', 'self-check', 'Your general would be in check on e1 from the chariot on e7.'],
    ['9/4k4/9/4r4/9/9/9/9/9/1N2K4 w - - 0 1', 'b1c3', 'in-check', 'You are in check from the chariot on e7; this move does not stop it.'],
    [
      '9/4k4/9/4r4/9/9/9/9/4N4/4K4 w - - 0 1',
      'e2c3',
      'pinned',
      'Your general would be in check: this piece is shielding it from the chariot on e7.',
    ],
    ['9/4k4/9/9/9/9/9/9/4P4/3KN4 w - - 0 1', 'e1d3', 'horse-leg', "The horse's leg is blocked at e2."],
    ['9/4k4/9/9/9/9/9/9/9/3KN4 w - - 0 1', 'e1d1', 'own-piece', 'Your own general stands on d1. You never capture your own pieces.'],
  ];
  test.each(ROWS)('%s %s', (fen, move, code, message) => {
    const e = explain(fen, move);
    if (code === undefined) expect(e).toBeUndefined();
    else expect({ ...e, message: sayEn(explainMessage(e!)) }).toMatchObject({ code, message });
  });

  test('two taps: a second tap the picked piece cannot reach is explained, other taps are not', () => {
    const p = Position.fromFen('9/4k4/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1');
    if (!p.ok) throw new Error(p.error.code);
    const picked = new PickedPiece();
    expect(picked.tap(p.value, sq('d5'))).toBeUndefined(); // an empty point: nothing picked
    expect(picked.from).toBeUndefined();
    expect(picked.tap(p.value, sq('e5'))).toBeUndefined();
    expect(picked.from).toBe(sq('e5'));
    expect(picked.tap(p.value, sq('e6'))).toBeUndefined(); // another own piece: picked instead
    expect(picked.from).toBe(sq('e6'));
    picked.tap(p.value, sq('e5'));
    expect(picked.tap(p.value, sq('d7'))).toMatchObject({ why: { code: 'horse-leg', squares: [sq('e6')] } });
    expect(picked.from).toBeUndefined();
    picked.tap(p.value, sq('e5'));
    expect(picked.tap(p.value, sq('d3'))).toBeUndefined(); // a legal move: the board plays it
    picked.tap(p.value, sq('e5'));
    picked.clear();
    expect(picked.tap(p.value, sq('d7'))).toBeUndefined();
  });

  test('said in Korean from the code and what it names, in English unchanged', async () => {
    const { locale } = await import('$lib/i18n');
    const { tell } = await import('$lib/task/tell');
    const explanationText = (why: Explanation) => tell(explainMessage(why));
    const ko = (fen: string, move: string) => explanationText(explain(fen, move)!);
    locale.set('ko');
    try {
      expect(ko('9/4k4/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1', 'e5d7')).toBe('마의 멱이 e6에서 막혔어요.');
      expect(ko('9/4k4/9/4r4/9/9/9/9/9/3K5 w - - 0 1', 'd1e1')).toBe('e1에서는 e7의 차에게 장군을 받아요.');
      expect(ko('9/4k4/9/9/9/1P7/1p7/1C7/9/3K5 w - - 0 1', 'b3b8')).toBe(
        '포는 기물 하나만 넘을 수 있어요. b4, b5가 모두 길을 막고 있어요.',
      );
      expect(ko('9/5k3/9/9/9/9/9/4R4/9/3K5 w - - 0 1', 'e3d2')).toBe('궁성의 선 위가 아니에요. e3과 d2를 잇는 대각선이 없어요.');
      expect(ko('9/4k4/9/9/9/9/9/9/9/3KN4 w - - 0 1', 'e1d1')).toBe('d1에 내 장이 있어요. 내 기물은 잡을 수 없어요.');
      // Every explanation of the table reads as Korean and names the points it shows.
      for (const [fen, move, code] of ROWS) {
        if (!code) continue;
        const why = explain(fen, move)!;
        const text = explanationText(why);
        expect(text, code).toMatch(/[가-힣]/);
        expect(text, code).not.toMatch(/undefined|[A-Za-z]{3,}/);
        if (['horse-leg', 'elephant-path', 'path-blocked', 'cannon-two-screens'].includes(code))
          for (const s of why.squares) expect(text, code).toContain(squareName(s));
      }
    } finally {
      locale.set('en');
    }
    expect(explanationText(explain('9/4k4/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1', 'e5d7')!)).toBe("The horse's leg is blocked at e6.");
  });
});

describe('course progress', () => {
  const meta = (id: string, order: number, prerequisites: string[], steps = ['s1', 's2']) => ({
    id,
    title: id.toUpperCase(),
    order,
    summary: '',
    level: 'beginner' as const,
    prerequisites,
    file: '',
    stepIds: steps,
  });
  const all = [meta('a', 1, []), meta('b', 2, ['a']), meta('c', 3, ['a', 'b'])];

  test('status, unlocking and where to resume', () => {
    const none = {};
    expect(lessonStatus(all[0], all, none)).toMatchObject({ unlocked: true, started: false, stars: 0, maxStars: 6 });
    expect(lessonStatus(all[1], all, none)).toMatchObject({ unlocked: false, missing: [all[0]] });
    const half = { a: { s1: 3 as const } };
    expect(lessonStatus(all[0], all, half)).toMatchObject({ started: true, complete: false, done: 1, stars: 3 });
    expect(firstOpenStep(all[0], half)).toBe(1);
    const done = { a: { s1: 3 as const, s2: 1 as const } };
    expect(isComplete(all[0], done)).toBe(true);
    expect(newlyUnlocked('a', all, half, done)).toEqual([all[1]]);
    expect(lessonStatus(all[2], all, done)).toMatchObject({ unlocked: false, missing: [all[1]] });
  });
});
