/**
 * The strategy exercises: every `lessons/exercises/<track>/*.md`, parsed and validated against
 * the engine at build time (server loads, run at prerender), so a broken exercise fails the build
 * with `file:line: message`. Server only: pages get the parsed exercises as prerendered data.
 *
 * Translations (`01-pair-up.<locale>.md` beside `01-pair-up.md`) are loaded and paired by the
 * content kernel (src/lib/content/translated.ts): every exercise comes in every language.
 */
import type { Difference } from '$lib/content/locale';
import { strictLocales } from '$lib/content/locale';
import { loadTranslated, mapLocalized, type Localized } from '$lib/content/translated';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import { loadExercises } from './load';
import { TRACKS, type Exercise, type ExerciseMeta, type Track } from './types';

const sources = import.meta.glob('/lessons/exercises/*/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** A choice's wrong try quotes its option's reply in the same file (what the runner says). */
function choiceMessages(e: Exercise): Difference[] {
  const task = e.exercise;
  if (!task.choice) return [];
  return task.wrong
    .filter((w) => w.option !== undefined && task.choice!.options[w.option - 1]?.reply !== w.message)
    .map((w) => ({ line: w.line, path: `.exercise.wrong (option ${w.option})`, detail: `message is not option ${w.option}'s reply` }));
}

/** Every exercise in every language (by track, then order). */
export const exercises: Localized<Exercise>[] = loadTranslated(sources, {
  load: (files, source) => loadExercises(files, { validate: source }),
  strict: strictLocales(),
  check: choiceMessages,
});

const meta = ({ intro: _i, exercise: _e, explanation: _x, ...m }: Exercise): ExerciseMeta => m;

/** Every track with its exercises' metadata in every language, in order. */
export const trackList: { track: Track; exercises: Localized<ExerciseMeta>[] }[] = TRACKS.map((track) => ({
  track,
  exercises: exercises.filter((e) => e[DEFAULT_LOCALE].track === track).map((e) => mapLocalized(e, meta)),
}));

export function getExercise(track: string, id: string): Localized<Exercise> | undefined {
  return exercises.find((e) => e[DEFAULT_LOCALE].track === track && e[DEFAULT_LOCALE].id === id);
}

/** The exercise after this one in its track. */
export function nextExercise(track: string, id: string): Localized<ExerciseMeta> | undefined {
  const list = trackList.find((t) => t.track === track)?.exercises ?? [];
  const i = list.findIndex((e) => e[DEFAULT_LOCALE].id === id);
  return i >= 0 ? list[i + 1] : undefined;
}
