/**
 * The strategy exercises: every `lessons/exercises/<track>/*.md`, parsed and validated against
 * the engine at build time (server loads, run at prerender), so a broken exercise fails the build
 * with `file:line: message`. Server only: pages get the parsed exercises as prerendered data.
 *
 * Translations (`01-pair-up.ko.md` beside `01-pair-up.md`) must match the English exercise in
 * everything but text (src/lib/content/locale.ts); a missing one falls back to English except in
 * strict (CI) builds.
 */
import { localeDifferences, splitLocales, strictLocales, type Difference } from '$lib/content/locale';
import { ContentError, ContentErrors } from '$lib/content/errors';
import { loadExercises } from './load';
import { TRACKS, type Exercise, type ExerciseMeta, type Track } from './types';

const sources = import.meta.glob('/lessons/exercises/*/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const { en, translations } = splitLocales(sources);

export const exercises: Exercise[] = loadExercises(en, { validate: true });

/** A choice's wrong try quotes its option's reply in the same file (what the runner says). */
function choiceMessages(e: Exercise): Difference[] {
  const task = e.exercise;
  if (!task.choice) return [];
  return task.wrong
    .filter((w) => w.option !== undefined && task.choice!.options[w.option - 1]?.reply !== w.message)
    .map((w) => ({ line: w.line, path: `.exercise.wrong (option ${w.option})`, detail: `message is not option ${w.option}'s reply` }));
}

const key = (e: { track: string; id: string }) => `${e.track}/${e.id}`;
const koByKey = new Map<string, Exercise>();
{
  const ko = loadExercises(
    Object.fromEntries(Object.entries(translations.ko).map(([path, source]) => [path.replace(/\.md$/, '.ko.md'), source])),
    { validate: false },
  );
  const errors: ContentError[] = [];
  for (const exercise of exercises) {
    const koFile = exercise.file.replace(/\.md$/, '.ko.md');
    const k = ko.find((x) => x.file === koFile);
    if (!k) {
      if (strictLocales()) errors.push(new ContentError(exercise.file, 1, `no Korean version (${koFile})`));
      continue;
    }
    for (const d of [...localeDifferences(exercise, k), ...choiceMessages(k)])
      errors.push(new ContentError(k.file, d.line, `${d.path.slice(1)}: ${d.detail}`));
    koByKey.set(key(exercise), k);
  }
  if (errors.length) throw new ContentErrors(errors);
}

const meta = ({ intro: _i, exercise: _e, explanation: _x, ...m }: Exercise): ExerciseMeta => {
  const k = koByKey.get(key(m));
  return k ? { ...m, ko: { title: k.title, summary: k.summary } } : m;
};

/** Both tracks with their exercises' metadata (Korean title and summary included), in order. */
export const trackList: { track: Track; exercises: ExerciseMeta[] }[] = TRACKS.map((track) => ({
  track,
  exercises: exercises.filter((e) => e.track === track).map(meta),
}));

export function getExercise(track: string, id: string): Exercise | undefined {
  return exercises.find((e) => e.track === track && e.id === id);
}

/** The exercise in Korean, when it has a translation. */
export function getExerciseKo(track: string, id: string): Exercise | undefined {
  return koByKey.get(`${track}/${id}`);
}

/** The exercise after this one in its track. */
export function nextExercise(track: string, id: string): ExerciseMeta | undefined {
  const list = trackList.find((t) => t.track === track)?.exercises ?? [];
  const i = list.findIndex((e) => e.id === id);
  return i >= 0 ? list[i + 1] : undefined;
}
