/**
 * The slice of the progress store the exercises use. Pages get the app's store by default; tests
 * pass a memory one (createProgressApi(new MemoryBackend())).
 */
import { progress } from '$lib/progress';
import type { ExerciseRecord } from '$lib/progress';

export interface ExerciseStore {
  recordExercise(input: { exerciseId: string; solved: boolean; score: number }): Promise<ExerciseRecord>;
  listExercises(): Promise<ExerciseRecord[]>;
}

export const exerciseStore: ExerciseStore = progress;

/** Records one finished try; storage problems never break the exercise. */
export async function recordTry(store: ExerciseStore, exerciseId: string, solved: boolean, score: number): Promise<void> {
  try {
    await store.recordExercise({ exerciseId, solved, score: solved ? score : 0 });
  } catch (e) {
    console.warn('[exercises] progress not saved:', e);
  }
}

/** Progress of every exercise by id (`<track>/<id>`); empty when storage fails. */
export async function loadRecords(store: ExerciseStore): Promise<Map<string, ExerciseRecord>> {
  try {
    return new Map((await store.listExercises()).map((r) => [r.exerciseId, r]));
  } catch {
    return new Map();
  }
}
