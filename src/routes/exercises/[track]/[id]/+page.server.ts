import { error } from '@sveltejs/kit';
import { getExercise, getExerciseKo, nextExercise, trackList } from '$lib/exercises/content.server';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => trackList.flatMap((t) => t.exercises.map((e) => ({ track: t.track, id: e.id })));

export const load: PageServerLoad = ({ params }) => {
  const exercise = getExercise(params.track, params.id);
  if (!exercise) error(404, `No exercise "${params.track}/${params.id}"`);
  const list = trackList.find((t) => t.track === exercise.track)!.exercises;
  const n = list.findIndex((e) => e.id === exercise.id) + 1;
  // Both languages: the page shows the reader's from the first render and follows a switch.
  return {
    exercise,
    ko: getExerciseKo(exercise.track, exercise.id),
    place: { n, total: list.length },
    next: nextExercise(exercise.track, exercise.id),
  };
};
