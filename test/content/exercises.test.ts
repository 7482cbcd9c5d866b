// @vitest-environment jsdom
// (The test config resolves packages with the "browser" condition, and remark's entity decoder then
// needs a document. The build runs the parser in Node.)
//
// Every strategy exercise under lessons/exercises/: it parses, the intended solution passes, and each
// listed wrong try fails with the listed message. The search over the solver's moves (the goal is
// reachable within the budget, and not sooner) runs in the slow project: exercises-validate.
import { sayEn } from '$lib/task/messages';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadExercises } from '$lib/exercises/load';
import { parseExercise } from '$lib/exercises/parse';
import { ExerciseRunner, replay } from '$lib/exercises/runner';
import { TRACKS, type Exercise } from '$lib/exercises/types';
import { validateExercise } from '$lib/exercises/validate';

const ROOT = 'lessons/exercises';
const files: Record<string, string> = {};
for (const track of TRACKS)
  for (const f of readdirSync(`${ROOT}/${track}`).filter((n) => /^[^.]+\.md$/.test(n)))
    files[`/${ROOT}/${track}/${f}`] = readFileSync(`${ROOT}/${track}/${f}`, 'utf8');

const exercises: Exercise[] = loadExercises(files, { validate: false });
const PREDICATE_USE = new Set(
  exercises.flatMap((e) => [...e.exercise.goal, ...e.exercise.keep, ...(e.exercise.choice?.correctIf ?? [])].map((c) => c.name)),
);

describe('the exercise collection', () => {
  test('three tracks (soldiers, elephants, tactics) of at least 12 exercises each, in order: 37 in all', () => {
    expect([...TRACKS]).toEqual(['soldiers', 'elephants', 'tactics']);
    expect(exercises.length).toBeGreaterThanOrEqual(37);
    for (const track of TRACKS) {
      const list = exercises.filter((e) => e.track === track);
      expect(list.length, track).toBeGreaterThanOrEqual(12);
      expect(list.map((e) => e.order)).toEqual([...list.map((e) => e.order)].sort((a, b) => a - b));
    }
  });

  test('the goals use the structure and elephant predicates', () => {
    for (const name of [
      'allSoldiersProtected',
      'noLineOfThree',
      'soldierPairs',
      'pieceOn',
      'pointReachable',
      'pieceAttacked',
      'fileOpen',
      'safeFromCapture',
      'wonMaterial',
      'materialKept',
      'elephantFree',
    ])
      expect(PREDICATE_USE.has(name as never), name).toBe(true);
  });

  test('every move task lists a wrong try, and the collection mixes choices, scripted and search opponents', () => {
    for (const e of exercises) expect(e.exercise.wrong.length, e.file).toBeGreaterThan(0);
    const kinds = new Set(exercises.map((e) => (e.exercise.choice ? 'choice' : e.exercise.opponent.kind)));
    // A `pass` opponent is allowed only where Fairy-Stockfish ranks the pass top three (test/slow/exercises-fsf).
    for (const kind of ['choice', 'scripted', 'search']) expect(kinds.has(kind as never), kind).toBe(true);
  });

  test('a broken exercise is reported with file and line', () => {
    const src = files[Object.keys(files)[0]].replace(/solution: \[[^\]]*\]/, 'solution: [a1a2]');
    const ex = parseExercise('broken.md', src).exercise!;
    const errors = validateExercise(ex).errors.map(String);
    expect(
      errors.some((m) => /broken\.md:\d+: exercise solution/.test(m)),
      errors.join('\n'),
    ).toBe(true);
  });
});

describe.each(exercises.map((e) => [`${e.track}/${e.id}`, e] as const))('%s', (_key, ex) => {
  const task = ex.exercise;

  // Reachable within budget against the searching defence: test/slow/exercises-validate.test.ts (about 30 s).

  if (task.choice) {
    test('the intended answer is right and the listed wrong answers say why', () => {
      const r = new ExerciseRunner(task);
      expect(r.choose(task.solutionOption! - 1).kind).toBe('solved');
      for (const w of task.wrong) {
        const again = new ExerciseRunner(task);
        const f = again.choose(w.option! - 1);
        expect(f.kind).toBe('failed');
        expect('message' in f && f.message ? sayEn(f.message) : undefined).toBe(w.message);
      }
    });
  } else {
    test('the intended solution solves it on its last move', () => {
      expect(replay(task, task.solution)).toMatchObject({ status: 'solved', at: task.solution.length - 1 });
    });
    test('each typical wrong try fails with the expected message', () => {
      for (const w of task.wrong) expect(replay(task, w.moves)).toMatchObject({ status: 'failed', message: w.message });
    });
  }
});
