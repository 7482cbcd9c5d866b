/**
 * The "Learn the rules" course: every `lessons/learn/*.md`, parsed and validated against the
 * engine at build time (server loads, run at prerender), so a broken lesson fails `vite build` with
 * `file:line: message`. Server only: pages get the parsed lessons as prerendered data.
 *
 * Translations (`04-horse.ko.md` beside `04-horse.md`) are parsed too and must match the English
 * lesson in everything but text (src/lib/content/locale.ts); a missing one falls back to English
 * except in strict (CI) builds.
 */
import { localeDifferences, splitLocales, strictLocales } from '$lib/content/locale';
import { loadLessons } from './load';
import { LessonError, LessonErrors, type Lesson, type LessonMeta } from './types';

const sources = import.meta.glob('/lessons/learn/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const { en, translations } = splitLocales(sources);

export const lessons: Lesson[] = loadLessons(en, { validate: true });

/** Korean lessons by id (validated as the English ones: same positions, goals and budgets). */
const koById = new Map<string, Lesson>();
{
  const ko = loadLessons(
    Object.fromEntries(Object.entries(translations.ko).map(([path, source]) => [path.replace(/\.md$/, '.ko.md'), source])),
    { validate: false, collection: false },
  );
  const errors: LessonError[] = [];
  for (const lesson of lessons) {
    const k = ko.find((l) => l.file === lesson.file.replace(/\.md$/, '.ko.md'));
    if (!k) {
      if (strictLocales()) errors.push(new LessonError(lesson.file, 1, `no Korean version (${lesson.file.replace(/\.md$/, '.ko.md')})`));
      continue;
    }
    for (const d of localeDifferences(lesson, k)) errors.push(new LessonError(k.file, d.line, `${d.path.slice(1)}: ${d.detail}`));
    koById.set(lesson.id, k);
  }
  if (errors.length) throw new LessonErrors(errors);
}

const meta = ({ blocks: _blocks, ...m }: Lesson): LessonMeta => m;

/** The course without its content, with each lesson's Korean title and summary: for lists. */
export const lessonList: LessonMeta[] = lessons.map((l) => {
  const k = koById.get(l.id);
  return k ? { ...meta(l), ko: { title: k.title, summary: k.summary } } : meta(l);
});

export function getLesson(id: string): Lesson | undefined {
  return lessons.find((l) => l.id === id);
}

/** The lesson in Korean, when it has a translation. */
export function getLessonKo(id: string): Lesson | undefined {
  return koById.get(id);
}

