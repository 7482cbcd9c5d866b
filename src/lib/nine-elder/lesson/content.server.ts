/**
 * The Nine Elder lessons: every `lessons/nine-elder/*.md`, parsed and checked against the Nine Elder
 * engine at build time (server loads, run at prerender), so a broken lesson fails `vite build` with
 * `file:line: message`. The Korean file beside each (`01-pieces.ko.md`) must equal it in everything
 * but text (the same check as the Janggi lessons: src/lib/content/locale.ts).
 */
import { strictLocales } from '$lib/content/locale';
import { loadNineLessons } from './load';
import type { NineLesson, NineLessonMeta } from './types';

const sources = import.meta.glob('/lessons/nine-elder/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const nineLessons: { en: NineLesson; ko?: NineLesson }[] = loadNineLessons(sources, { strict: strictLocales() });

const meta = ({ blocks: _blocks, ...m }: NineLesson): NineLessonMeta => m;

/** Title and summary of each lesson in both languages, for the /learn card. */
export const nineLessonList: (NineLessonMeta & { ko?: { title: string; summary: string } })[] = nineLessons.map(({ en, ko }) =>
  ko ? { ...meta(en), ko: { title: ko.title, summary: ko.summary } } : meta(en),
);
