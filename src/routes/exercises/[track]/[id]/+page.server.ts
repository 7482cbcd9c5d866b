import { error } from '@sveltejs/kit';
import { getExercise, nextExercise, trackList } from '$lib/exercises/content.server';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () =>
  trackList.flatMap((t) => t.exercises.map((e) => ({ track: t.track, id: e[DEFAULT_LOCALE].id })));

export const load: PageServerLoad = ({ params }) => {
  const exercise = getExercise(params.track, params.id);
  if (!exercise) error(404, `No exercise "${params.track}/${params.id}"`);
  const { track, id } = exercise[DEFAULT_LOCALE];
  const list = trackList.find((t) => t.track === track)!.exercises;
  const n = list.findIndex((e) => e[DEFAULT_LOCALE].id === id) + 1;
  // Every language: the page shows the reader's from the first render and follows a switch.
  return { exercise, place: { n, total: list.length }, next: nextExercise(track, id) };
};
