/**
 * The strategy exercises: every `lessons/exercises/<track>/*.md`, parsed when this module loads.
 * On the server (prerender, SSR in dev) each one is also validated against the engine, so a broken
 * exercise fails the build with `file:line: message`; the browser only parses.
 */
import { loadExercises } from './load';
import { TRACKS, type Exercise, type ExerciseMeta, type Track } from './types';

// English sources only: the Korean siblings (*.ko.md) are translations of the same exercises.
const sources = import.meta.glob(['/lessons/exercises/*/*.md', '!/lessons/exercises/*/*.ko.md'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const exercises: Exercise[] = loadExercises(sources, { validate: import.meta.env.SSR });

const meta = ({ intro: _i, exercise: _e, explanation: _x, ...m }: Exercise): ExerciseMeta => m;

/** Both tracks with their exercises' metadata, in order. */
export const trackList: { track: Track; exercises: ExerciseMeta[] }[] = TRACKS.map((track) => ({
  track,
  exercises: exercises.filter((e) => e.track === track).map(meta),
}));

export function getExercise(track: string, id: string): Exercise | undefined {
  return exercises.find((e) => e.track === track && e.id === id);
}

/** The exercise after this one in its track. */
export function nextExercise(track: string, id: string): ExerciseMeta | undefined {
  const list = trackList.find((t) => t.track === track)?.exercises ?? [];
  const i = list.findIndex((e) => e.id === id);
  return i >= 0 ? list[i + 1] : undefined;
}
