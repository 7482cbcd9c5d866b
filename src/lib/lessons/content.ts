/**
 * The "Learn the rules" course: every `lessons/learn/*.md`, parsed when this module loads and, on
 * the server, validated against the engine. The Learn pages import it only from server loads
 * (+page.server.ts, run at prerender), so a broken lesson fails `vite build` with
 * `file:line: message` and the parser stays out of their browser bundle. Browser code that imports
 * it anyway (e.g. a lazily loaded catalog) gets parsing only: the build has already validated.
 */
import { loadLessons } from './load';
import type { Lesson, LessonMeta } from './types';

const sources = import.meta.glob(['/lessons/learn/*.md', '!/lessons/learn/*.*.md'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const lessons: Lesson[] = loadLessons(sources, { validate: import.meta.env.SSR });

/** The course without its content: for the list page. */
export const lessonList: LessonMeta[] = lessons.map(({ blocks: _blocks, ...meta }) => meta);

export function getLesson(id: string): Lesson | undefined {
  return lessons.find((l) => l.id === id);
}

/** The lesson after `id` in course order. */
export function nextLesson(id: string): LessonMeta | undefined {
  const i = lessonList.findIndex((l) => l.id === id);
  return i >= 0 ? lessonList[i + 1] : undefined;
}
