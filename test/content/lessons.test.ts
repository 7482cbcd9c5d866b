// @vitest-environment jsdom
// (The test config resolves packages with the "browser" condition, and remark's entity decoder then
// needs a document. The build runs the parser in Node.)
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Position } from '$lib/engine';
import { loadLessons } from '$lib/lessons/load';
import { StepRunner } from '$lib/lessons/runner';
import type { Lesson, Step } from '$lib/lessons/types';
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

  test('covers the curriculum in order, each lesson open after the one before', () => {
    expect(lessons.map((l) => l.id)).toEqual([
      'board', 'general', 'guards', 'horse', 'elephant', 'chariot', 'cannon', 'soldiers',
      'capturing', 'check', 'checkmate', 'passing', 'bikjang', 'setups', 'notation', 'exam',
    ]);
    lessons.forEach((l, i) => expect(l.prerequisites, l.id).toEqual(i === 0 ? [] : [lessons[i - 1].id]));
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
