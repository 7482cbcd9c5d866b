// Every strategy exercise under lessons/exercises/ is validated as the build validates it: its goal
// is reachable within the budget against its opponent (the engine's searching defence, searched over
// the solver's moves), the intended solution passes, and each listed wrong try fails with its message.
// Slow, so it runs here and not in the fast loop (test/content/exercises.test.ts replays the intended
// solution and the wrong tries).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadExercises } from '$lib/exercises/load';
import { TRACKS } from '$lib/exercises/types';
import { validateExercise } from '$lib/exercises/validate';

const ROOT = 'lessons/exercises';
const files: Record<string, string> = {};
for (const track of TRACKS)
  for (const f of readdirSync(`${ROOT}/${track}`).filter((n) => /^[^.]+\.md$/.test(n)))
    files[`/${ROOT}/${track}/${f}`] = readFileSync(`${ROOT}/${track}/${f}`, 'utf8');

describe.each(loadExercises(files, { validate: false }).map((e) => [`${e.track}/${e.id}`, e] as const))('%s', (_key, ex) => {
  test('validates: reachable within budget, solution passes, wrong tries fail with their message', () => {
    const { errors, report } = validateExercise(ex);
    expect(errors.map(String)).toEqual([]);
    expect(report!.best).toBeGreaterThanOrEqual(1);
    expect(report!.best).toBeLessThanOrEqual(ex.exercise.budget);
  });
});
