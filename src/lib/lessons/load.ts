/** Parse and validate a set of lesson sources (no Vite needed: tests and scripts use this too). */
import { parseLesson } from './parse';
import { LessonErrors, type Lesson, type LessonError, type LessonMeta } from './types';
import { validateCollection, validateLesson } from './validate';

/** Parses (and optionally validates) lesson sources keyed by path; throws LessonErrors listing every problem. */
/** `collection: false` skips the course-wide checks (ids, prerequisites): for a translation, which must equal its English lesson instead. */
export function loadLessons(files: Record<string, string>, options: { validate: boolean; collection?: boolean }): Lesson[] {
  const errors: LessonError[] = [];
  const lessons: Lesson[] = [];
  const metas: LessonMeta[] = [];
  for (const [path, source] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^\//, '');
    const r = parseLesson(file, source);
    errors.push(...r.errors);
    // Lessons with errors still take part in the id and prerequisite checks.
    if (r.meta) metas.push(r.meta);
    if (!r.lesson) continue;
    if (options.validate) errors.push(...validateLesson(r.lesson).errors);
    lessons.push(r.lesson);
  }
  if (options.collection !== false) errors.push(...validateCollection(metas));
  if (errors.length) throw new LessonErrors(errors);
  return lessons.sort((a, b) => a.order - b.order);
}
