/**
 * Stars, completion and unlocking for the course, computed from the progress store's lesson-step
 * records. Pure functions over plain data; the store itself is `$lib/progress`.
 */
import type { LessonMeta } from './types';

export type StepStars = 0 | 1 | 2 | 3;
/** Best stars per step, per lesson: `progress[lessonId][stepId]`. */
export type CourseProgress = Record<string, Record<string, StepStars>>;

/** The part of the progress API the Learn section uses. */
export interface LessonProgressStore {
  getAllLessonSteps(): Promise<{ lessonId: string; stepId: string; stars: StepStars }[]>;
  recordLessonStep(input: { lessonId: string; stepId: string; stars: StepStars; score: number }): Promise<unknown>;
  setLastActivity(activity: { kind: 'lesson'; id: string; title: string; href: string; time: number }): Promise<unknown>;
}

export async function loadCourseProgress(store: LessonProgressStore): Promise<CourseProgress> {
  const out: CourseProgress = {};
  for (const r of await store.getAllLessonSteps()) {
    const lesson = (out[r.lessonId] ??= {});
    lesson[r.stepId] = Math.max(lesson[r.stepId] ?? 0, r.stars) as StepStars;
  }
  return out;
}

export interface LessonStatus {
  stars: number;
  maxStars: number;
  /** Steps finished (at least one star). */
  done: number;
  total: number;
  complete: boolean;
  started: boolean;
  unlocked: boolean;
  /** Prerequisites not complete yet. */
  missing: LessonMeta[];
}

export function isComplete(meta: LessonMeta, progress: CourseProgress): boolean {
  const p = progress[meta.id] ?? {};
  return meta.stepIds.every((s) => (p[s] ?? 0) > 0);
}

export function lessonStatus(meta: LessonMeta, all: LessonMeta[], progress: CourseProgress): LessonStatus {
  const p = progress[meta.id] ?? {};
  const stars = meta.stepIds.reduce((sum, s) => sum + (p[s] ?? 0), 0);
  const done = meta.stepIds.filter((s) => (p[s] ?? 0) > 0).length;
  const missing = meta.prerequisites
    .map((id) => all.find((l) => l.id === id))
    .filter((l): l is LessonMeta => l !== undefined && !isComplete(l, progress));
  return {
    stars,
    maxStars: meta.stepIds.length * 3,
    done,
    total: meta.stepIds.length,
    complete: done === meta.stepIds.length,
    started: done > 0,
    unlocked: missing.length === 0,
    missing,
  };
}

/** Lessons that become available once `lessonId` is complete (given the progress before). */
export function newlyUnlocked(lessonId: string, all: LessonMeta[], before: CourseProgress, after: CourseProgress): LessonMeta[] {
  return all.filter(
    (l) => l.prerequisites.includes(lessonId) && !lessonStatus(l, all, before).unlocked && lessonStatus(l, all, after).unlocked,
  );
}

/** The first step without stars, else the first step. */
export function firstOpenStep(meta: LessonMeta, progress: CourseProgress): number {
  const p = progress[meta.id] ?? {};
  const i = meta.stepIds.findIndex((s) => !(p[s] ?? 0));
  return i < 0 ? 0 : i;
}
