/**
 * The "Learn the rules" course: every `lessons/learn/*.md`, parsed and validated against the
 * engine at build time (server loads, run at prerender), so a broken lesson fails `vite build` with
 * `file:line: message`. Server only: pages get the parsed lessons as prerendered data.
 *
 * Translations (`04-horse.<locale>.md` beside `04-horse.md`) are loaded and paired by the content
 * kernel (src/lib/content/translated.ts): every lesson comes in every language.
 */
import { strictLocales } from '$lib/content/locale';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import { loadTranslated, mapLocalized, type Localized } from '$lib/content/translated';
import { loadLessons } from './load';
import type { Lesson, LessonMeta } from './types';

const sources = import.meta.glob('/lessons/learn/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Every lesson in every language, in course order (translations validated as the English ones: same positions, goals and budgets). */
export const lessons: Localized<Lesson>[] = loadTranslated(sources, {
  load: (files, source) => loadLessons(files, { validate: source, collection: source }),
  strict: strictLocales(),
});

const meta = ({ blocks: _blocks, ...m }: Lesson): LessonMeta => m;

/** The course without its content, in every language: for lists. */
export const lessonList: Localized<LessonMeta>[] = lessons.map((l) => mapLocalized(l, meta));

export function getLesson(id: string): Localized<Lesson> | undefined {
  return lessons.find((l) => l[DEFAULT_LOCALE].id === id);
}
