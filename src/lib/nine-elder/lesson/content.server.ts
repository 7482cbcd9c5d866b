/**
 * The Nine Elder lessons: every `lessons/nine-elder/*.md`, parsed and checked against the Nine Elder
 * engine at build time (server loads, run at prerender), so a broken lesson fails `vite build` with
 * `file:line: message`. Translations beside each (`01-pieces.<locale>.md`) are loaded and paired by
 * the content kernel (src/lib/content/translated.ts), as the Janggi lessons' are.
 */
import { strictLocales } from '$lib/content/locale';
import { mapLocalized, type Localized } from '$lib/content/translated';
import { loadNineLessons } from './load';
import type { NineLesson, NineLessonMeta } from './types';

const sources = import.meta.glob('/lessons/nine-elder/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Every Nine Elder lesson in every language, by order. */
export const nineLessons: Localized<NineLesson>[] = loadNineLessons(sources, { strict: strictLocales() });

const meta = ({ blocks: _blocks, ...m }: NineLesson): NineLessonMeta => m;

/** Each lesson without its content, in every language: for the /learn card. */
export const nineLessonList: Localized<NineLessonMeta>[] = nineLessons.map((l) => mapLocalized(l, meta));
