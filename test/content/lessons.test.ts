// @vitest-environment jsdom
// (The test config resolves packages with the "browser" condition, and remark's entity decoder then
// needs a document. The build runs the parser in Node.)
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Position, mateMoves, parseUci, squareName, type Move } from '$lib/engine';
import { parseLesson } from '$lib/lessons/parse';
import { loadLessons } from '$lib/lessons/load';
import { StepRunner } from '$lib/lessons/runner';
import type { Arrow, Lesson, Mark, Step } from '$lib/lessons/types';
import { solveStep, validateLesson } from '$lib/lessons/validate';

const DIR = 'lessons/learn';
const files = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => /^[^.]+\.md$/.test(f)) // the English files; *.ko.md: locale-parity.test.ts
    .map((f) => [`/${DIR}/${f}`, readFileSync(`${DIR}/${f}`, 'utf8')]),
);
const lessons: Lesson[] = loadLessons(files, { validate: false });
const steps = (l: Lesson): Step[] => l.blocks.flatMap((b) => (b.type === 'step' ? [b.step] : []));

describe('the Learn course', () => {
  test('has at least 16 lessons, each with at least 4 tasks', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(16);
    for (const l of lessons) expect(steps(l).length, l.file).toBeGreaterThanOrEqual(4);
  });

  test('covers the curriculum in order: rules, openings, tactics, endgames, then the exam', () => {
    expect(lessons.map((l) => l.id)).toEqual(COURSE);
    const byId = new Map(lessons.map((l) => [l.id, l]));
    // Every lesson but the first builds on at least one earlier lesson.
    for (const l of lessons.slice(1)) expect(l.prerequisites.length, l.id).toBeGreaterThan(0);
    // Writing moves down is optional: nothing requires the notation lesson, directly or through another.
    const needs = (id: string): string[] => byId.get(id)!.prerequisites.flatMap((p) => [p, ...needs(p)]);
    for (const l of lessons) expect(needs(l.id), l.id).not.toContain('notation');
    // The exam comes last and requires the rules, the tactics and the endgames.
    expect(lessons.at(-1)!.id).toBe('exam');
    for (const id of ['setups', 'checkmate', 'bikjang', 'forks', 'mates-chariot']) expect(needs('exam'), id).toContain(id);
  });

  test('has enough practice: 26+ lessons, 20+ mates, at most a quarter of the tasks multiple-choice', () => {
    const all = lessons.flatMap(steps);
    const byKind = (k: string) => all.filter((s) => s.goal.kind === k).length;
    expect(lessons.length).toBeGreaterThanOrEqual(26);
    expect(byKind('mate')).toBeGreaterThanOrEqual(20);
    expect(byKind('choose') / all.length).toBeLessThanOrEqual(0.25);
    // Multi-move tasks against a real defence: mates in two or more.
    expect(all.filter((s) => s.goal.kind === 'mate' && s.goal.in >= 2).length).toBeGreaterThanOrEqual(10);
  });

  test('no diagram or arrow above a task shows its answer', () => {
    const problems: string[] = [];
    for (const l of lessons) {
      let shownArrows: Arrow[] = [];
      let shownMarks: Mark[] = [];
      for (const b of l.blocks) {
        if (b.type === 'diagram') {
          shownArrows.push(...b.diagram.arrows);
          shownMarks.push(...b.diagram.marks);
        }
        if (b.type !== 'step') continue;
        const s = b.step;
        const arrows = [...shownArrows, ...s.arrows];
        const marks = [...shownMarks, ...s.marks];
        const named = s.goal.kind === 'reach' || s.goal.kind === 'capture' ? s.goal.targets : [];
        for (const m of intendedFirstMoves(s)) {
          const a = arrows.find((x) => x.from === m.from && x.to === m.to);
          if (a) problems.push(`${l.file} ${s.id}: an arrow shows ${uci(m)}`);
          const k = marks.find((x) => x.square === m.to && !named.includes(m.to));
          if (k) problems.push(`${l.file} ${s.id}: a mark shows where ${uci(m)} lands`);
        }
        shownArrows = [];
        shownMarks = [];
      }
    }
    expect(problems).toEqual([]);
  });

  test('uses every kind of task', () => {
    const kinds = new Set(lessons.flatMap((l) => steps(l).map((s) => s.goal.kind)));
    expect([...kinds].sort()).toEqual(['bikjang', 'capture', 'check', 'choose', 'dests', 'escape', 'mate', 'pass', 'points', 'reach']);
  });

  test('every file names its lesson, with short paragraphs', () => {
    for (const l of lessons) {
      expect(l.file).toMatch(/^lessons\/learn\/\d\d-[a-z-]+\.md$/);
      for (const b of l.blocks) {
        if (b.type !== 'prose') continue;
        for (const n of b.nodes) {
          if (n.type !== 'paragraph') continue;
          const text = JSON.stringify(n.children).replace(/"[a-z]+":|[{}[\],"]/g, '');
          expect(text.length, `${l.file}: ${text.slice(0, 60)}`).toBeLessThan(400);
        }
      }
    }
  });
});

describe('Korean siblings', () => {
  const kos = readdirSync(DIR).filter((f) => f.endsWith('.ko.md'));
  test.each(kos)('%s matches its English lesson in everything but the words', (ko) => {
    const en = lessons.find((l) => l.file === `${DIR}/${ko.replace('.ko.md', '.md')}`);
    expect(en, `${ko} has an English lesson`).toBeDefined();
    const r = parseLesson(`${DIR}/${ko}`, readFileSync(`${DIR}/${ko}`, 'utf8'));
    expect(r.errors.map((e) => e.message)).toEqual([]);
    const k = r.lesson!;
    expect([k.id, k.order, k.level, k.prerequisites, k.stepIds]).toEqual([en!.id, en!.order, en!.level, en!.prerequisites, en!.stepIds]);
    const shape = (l: Lesson) =>
      l.blocks
        .filter((b) => b.type !== 'prose')
        .map((b) =>
          b.type === 'diagram'
            ? { fen: b.diagram.fen, arrows: b.diagram.arrows, marks: b.diagram.marks }
            : b.type === 'step'
              ? {
                  id: b.step.id,
                  fen: b.step.fen,
                  rules: b.step.rules,
                  goal: b.step.goal.kind === 'choose' ? b.step.goal.options.map((o) => o.correct) : b.step.goal,
                  budget: b.step.budget,
                  opponent: b.step.opponent,
                  hints: b.step.hints.length,
                  wrong: b.step.wrong === undefined,
                  arrows: b.step.arrows,
                  marks: b.step.marks,
                }
              : null,
        );
    expect(shape(k)).toEqual(shape(en!));
    // Korean text, and particles chosen by the word, never written both ways.
    const text = JSON.stringify(k.blocks);
    expect(text).toMatch(/[가-힣]/);
    expect(text).not.toMatch(/\(으\)로|이\(가\)|을\(를\)|은\(는\)|와\(과\)/);
  });
});

describe.each(lessons.map((l) => [l.file, l] as const))('%s', (_file, lesson) => {
  test('validates: positions, goals, and every task solvable within its budget', () => {
    const { errors, reports } = validateLesson(lesson);
    expect(errors.map((e) => e.message)).toEqual([]);
    for (const r of reports) {
      const s = steps(lesson).find((x) => x.id === r.stepId)!;
      expect(r.best, `${s.id}: par is the best solution`).toBeLessThanOrEqual(s.budget);
    }
  });

  test.each(steps(lesson).map((s) => [s.id, s] as const))('task %s can be finished with three stars', (_id, step) => {
    const r = new StepRunner(step);
    const goal = step.goal;
    if (goal.kind === 'dests') {
      for (const sq of Position.fromFen(step.fen, step.rules).ok ? r.pos.dests(goal.piece) : []) r.tap(sq);
    } else if (goal.kind === 'points') {
      for (const sq of goal.points) r.tap(sq);
    } else if (goal.kind === 'choose') {
      r.choose(goal.options.findIndex((o) => o.correct));
    } else if (goal.kind === 'mate') {
      // Replay the solver's line against the runner's own defender.
      for (let left = goal.in; left > 0 && !r.done; left--) {
        const line = solveStep({ ...step, fen: r.pos.fen(), goal: { kind: 'mate', in: left }, budget: left });
        expect(line, `${step.id}: a mate in ${left} from ${r.pos.fen()}`).toBeDefined();
        const fb = r.move(line![0]);
        expect(['ok', 'done'], JSON.stringify(fb)).toContain(fb.kind);
      }
    } else {
      const line = solveStep(step);
      expect(line, `${step.id}: a solution`).toBeDefined();
      for (const m of line!) {
        const fb = r.move(m);
        expect(['ok', 'done'], JSON.stringify(fb)).toContain(fb.kind);
      }
    }
    expect(r.done).toBe(true);
    expect(r.stars).toBe(3);
    expect(r.used).toBeLessThanOrEqual(step.budget);
  });
});

const COURSE = [
  // The rules
  'board',
  'general',
  'guards',
  'horse',
  'elephant',
  'chariot',
  'cannon',
  'soldiers',
  'capturing',
  'check',
  'checkmate',
  'passing',
  'bikjang',
  'setups',
  'notation',
  // Openings
  'central-cannon',
  'development',
  'first-moves',
  // Tactics
  'forks',
  'pins',
  'discovered-check',
  // Endgames and points
  'mates-chariot',
  'mates-small',
  'endgame-pass',
  'winning-on-points',
  'repetition',
  'exam',
];

function uci(m: Move): string {
  return squareName(m.from) + squareName(m.to);
}

/** The moves a task expects first: every mating first move, else the validator's solution's first move. */
function intendedFirstMoves(s: Step): Move[] {
  const g = s.goal;
  if (g.kind === 'dests' || g.kind === 'points' || g.kind === 'choose') return [];
  if (g.kind === 'mate') {
    const p = Position.fromFen(s.fen, s.rules);
    return p.ok ? mateMoves(p.value, g.in) : [];
  }
  const line = solveStep(s);
  return line ? [line[0]] : [];
}

describe('mate steps: a defence into bikjang is no escape', () => {
  const stepOf = (lessonId: string, stepId: string) => steps(lessons.find((l) => l.id === lessonId)!).find((s) => s.id === stepId)!;
  const uci = (u: string): Move => parseUci(u)!;

  test('two-chariots-long: Re3+ Kd8 (the generals face each other), Rd5 breaks the line with mate', () => {
    const r = new StepRunner(stepOf('mates-chariot', 'two-chariots-long'));
    const fb = r.move(uci('i3e3'));
    expect(fb).toMatchObject({ kind: 'ok', reply: uci('e9d8') });
    expect(r.pos.facing()).toBe(true);
    expect(r.move(uci('f5d5'))).toMatchObject({ kind: 'done', stars: 3 });
  });

  test('mate-not-repeat-2 accepts Re2+; checkmate/two-chariots accepts the d3 chariot stepping to the e-file', () => {
    expect(new StepRunner(stepOf('repetition', 'mate-not-repeat-2')).move(uci('c2e2')).kind).toBe('ok');
    for (const m of ['d3e3', 'd3e2']) expect(new StepRunner(stepOf('checkmate', 'two-chariots')).move(uci(m)).kind, m).toBe('ok');
  });
});
