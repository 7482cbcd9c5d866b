/**
 * The data of `/catalog.json`: every lesson, exercise track and puzzle a set can contain, taken
 * from the content parsed at build time. Server only: the browser fetches the prerendered JSON.
 */
import { trackList } from '$lib/exercises/content.server';
import { exerciseKey } from '$lib/exercises/types';
import type { Localized } from '$lib/content/translated';
import { DEFAULT_LOCALE, type Locale } from '$lib/i18n/locales';
import { lessonList } from '$lib/lessons/content.server';
import type { LessonMeta } from '$lib/lessons/types';
import { PUZZLES, RETIRED } from '$lib/puzzles/collection.server';
import { puzzleRows, type CatalogData, type Localized as CatalogText } from './catalog';

/** A text in every language that has its own (a language that falls back to English is left out). */
function textOf(l: Localized<LessonMeta>, key: 'title' | 'summary'): CatalogText {
  const en = l[DEFAULT_LOCALE];
  return Object.fromEntries(
    (Object.keys(l) as Locale[])
      .filter((locale) => locale === DEFAULT_LOCALE || l[locale] !== en)
      .map((locale) => [locale, l[locale][key]]),
  ) as CatalogText;
}

export function catalogData(): CatalogData {
  return {
    lessons: lessonList.map((l) => ({
      id: l[DEFAULT_LOCALE].id,
      title: textOf(l, 'title'),
      summary: textOf(l, 'summary'),
      parts: l[DEFAULT_LOCALE].stepIds,
    })),
    tracks: trackList
      .filter((t) => t.exercises.length > 0)
      .map((t) => ({
        id: t.track,
        first: t.exercises[0][DEFAULT_LOCALE].id,
        parts: t.exercises.map((e) => exerciseKey(e[DEFAULT_LOCALE])),
      })),
    ...puzzleRows(PUZZLES, RETIRED),
  };
}
