/**
 * The data of `/catalog.json`: every lesson, exercise track and puzzle a set can contain, taken
 * from the content parsed at build time. Server only: the browser fetches the prerendered JSON.
 */
import { trackList } from '$lib/exercises/content.server';
import { exerciseKey } from '$lib/exercises/types';
import { lessonList } from '$lib/lessons/content.server';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { puzzleRows, type CatalogData } from './catalog';

export function catalogData(): CatalogData {
  return {
    lessons: lessonList.map((l) => ({
      id: l.id,
      title: { en: l.title, ...(l.ko ? { ko: l.ko.title } : {}) },
      summary: { en: l.summary, ...(l.ko ? { ko: l.ko.summary } : {}) },
      parts: l.stepIds,
    })),
    tracks: trackList
      .filter((t) => t.exercises.length > 0)
      .map((t) => ({ id: t.track, first: t.exercises[0].id, parts: t.exercises.map(exerciseKey) })),
    ...puzzleRows(PUZZLES),
  };
}
