/** Parse and validate a set of exercise sources (no Vite needed: tests and scripts use this too). */
import { ContentErrors, type ContentError } from '$lib/content/errors';
import { parseExercise } from './parse';
import type { Exercise } from './types';
import { validateExercise, validateExerciseSet } from './validate';

/** Parses (and optionally validates) sources keyed by path; throws ContentErrors listing every problem. */
export function loadExercises(files: Record<string, string>, options: { validate: boolean }): Exercise[] {
  const errors: ContentError[] = [];
  const out: Exercise[] = [];
  for (const [path, source] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^\//, '');
    const r = parseExercise(file, source);
    errors.push(...r.errors);
    if (!r.exercise) continue;
    if (options.validate) errors.push(...validateExercise(r.exercise).errors);
    out.push(r.exercise);
  }
  errors.push(...validateExerciseSet(out));
  if (errors.length) throw new ContentErrors(errors);
  return out.sort((a, b) => a.track.localeCompare(b.track) || a.order - b.order);
}
