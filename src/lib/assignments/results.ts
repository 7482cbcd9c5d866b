/**
 * A student's results on a set's items, read from the progress store. All of the student's
 * progress counts, including work done before the set arrived (a lesson already finished is done).
 *
 * - lesson: done when every step has a star; stars = the lowest step's stars; attempts summed;
 *   hints and time are not recorded for lessons (null).
 * - track: done when every exercise is solved; attempts summed; no stars, hints or time.
 * - puzzle and custom position: done when solved once; attempts = tries (skips not counted); hints and time summed;
 *   stars 3 = solved at the first try without hints, 2 = solved without hints, 1 = solved.
 */
import type { ProgressApi } from '$lib/progress';
import { customPuzzleId, fromItemId } from '$lib/task/custom-id';
import type { Catalog } from './catalog';
import type { AssignmentSet, ItemRef, ItemResult, Report } from './types';

export type ProgressReader = Pick<ProgressApi, 'getLessonProgress' | 'getExercise' | 'getPuzzleAttempts'>;

export async function itemResult(api: ProgressReader, catalog: Catalog, ref: ItemRef): Promise<ItemResult> {
  const item = catalog.get(ref);
  const empty: ItemResult = { ref, done: false, stars: null, attempts: 0, hints: null, ms: null };
  if (!item) return empty;

  if (ref.kind === 'lesson') {
    const steps = item.parts ?? [];
    const records = new Map((await api.getLessonProgress(ref.id)).map((r) => [r.stepId, r]));
    const stars = steps.map((s) => records.get(s)?.stars ?? 0);
    const passed = stars.filter((s) => s > 0).length;
    const done = steps.length > 0 && passed === steps.length;
    const attempts = [...records.values()].reduce((n, r) => n + r.attempts, 0);
    return { ...empty, done, stars: done ? Math.min(...stars) : 0, attempts, parts: [passed, steps.length] };
  }

  if (ref.kind === 'track') {
    const ids = item.parts ?? [];
    const records = await Promise.all(ids.map((id) => api.getExercise(id)));
    const solved = records.filter((r) => r?.solved).length;
    const attempts = records.reduce((n, r) => n + (r?.attempts ?? 0), 0);
    return { ...empty, done: ids.length > 0 && solved === ids.length, attempts, parts: [solved, ids.length] };
  }

  // A custom position's tries are stored under its player id (CustomPuzzlePage records them).
  const custom = ref.kind === 'custom' ? fromItemId(ref.id) : undefined;
  const tries = (await api.getPuzzleAttempts(custom ? customPuzzleId(custom) : ref.id)).filter((a) => a.result !== 'skipped');
  const firstSolved = tries.findIndex((a) => a.result === 'solved');
  const done = firstSolved >= 0;
  const hintsBefore = tries.slice(0, done ? firstSolved + 1 : tries.length).reduce((n, a) => n + a.hints, 0);
  const stars = !done ? 0 : hintsBefore > 0 ? 1 : firstSolved === 0 ? 3 : 2;
  return {
    ref,
    done,
    stars,
    attempts: tries.length,
    hints: tries.reduce((n, a) => n + a.hints, 0),
    ms: tries.reduce((n, a) => n + a.ms, 0),
  };
}

export function setResults(api: ProgressReader, catalog: Catalog, set: AssignmentSet): Promise<ItemResult[]> {
  return Promise.all(set.items.map((ref) => itemResult(api, catalog, ref)));
}

/** A report of the student's results, times rounded to seconds as the link stores them. */
export function makeReport(set: AssignmentSet, student: string, results: ItemResult[], now = Date.now(), studentId?: string): Report {
  const report: Report = {
    setId: set.id,
    setTitle: set.title,
    student,
    at: Math.floor(now / 1000) * 1000,
    items: results.map((r) => ({ ...r, ms: r.ms === null ? null : Math.round(r.ms / 1000) * 1000 })),
  };
  if (studentId) report.studentId = studentId;
  return report;
}

/** Items done out of all. */
export function doneCount(results: readonly ItemResult[]): number {
  return results.filter((r) => r.done).length;
}
