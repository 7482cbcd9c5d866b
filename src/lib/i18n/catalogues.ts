import type { Messages } from './en';
import { LOCALES, type Locale } from './locales';
import type { SectionName } from './sections.js';
import type { en as taskEn } from '$lib/task/catalogue-en';
import type { EXERCISE_TASK_EN } from '$lib/exercises/task-words-en';
import type { PUZZLE_TASK_EN } from '$lib/puzzles/task-words-en';
import type { Key as ExerciseKey } from '$lib/exercises/text';
import type { Key as LearnKey } from '$lib/lessons/text';

/**
 * The loaded app catalogues. Every language is a chunk of its own, English too: no page's code
 * carries a language's words, and the root layout (src/routes/+layout.ts) awaits exactly the
 * reader's language before the first render (English when prerendering).
 */
export const CATALOGUES: Partial<Record<Locale, Messages>> = {};

/** The section catalogues shared by several pages, per language and section, once loaded. */
export interface SectionWords {
  task: typeof taskEn;
  exerciseTask: typeof EXERCISE_TASK_EN;
  puzzleTask: typeof PUZZLE_TASK_EN;
  exercises: Record<ExerciseKey, string>;
  learn: Record<LearnKey, string>;
}
export const SECTIONS = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Partial<SectionWords>>;

/** Each language's app catalogue, a chunk apiece. */
const APP_LOADERS: { [L in Locale]: () => Promise<Messages> } = {
  en: () => import('./en').then((m) => m.en),
  ko: () => import('./ko').then((m) => m.ko),
};

/**
 * Each section's words in each language, a chunk apiece, so a page loads only the sections it
 * shows (sections.js says which) in the reader's language.
 */
const SECTION_LOADERS: { [L in Locale]: { [S in SectionName]: () => Promise<SectionWords[S]> } } = {
  en: {
    task: () => import('$lib/task/catalogue-en').then((m) => m.en),
    exerciseTask: () => import('$lib/exercises/task-words-en').then((m) => m.EXERCISE_TASK_EN),
    puzzleTask: () => import('$lib/puzzles/task-words-en').then((m) => m.PUZZLE_TASK_EN),
    exercises: () => import('$lib/exercises/text-en').then((m) => m.en),
    learn: () => import('$lib/lessons/text-en').then((m) => m.en),
  },
  ko: {
    // Korean templates fill the English ones' parameters (checked in the catalogue tests).
    task: () => import('$lib/task/catalogue-ko').then((m) => m.ko as unknown as typeof taskEn),
    exerciseTask: () => import('$lib/exercises/task-words-ko').then((m) => m.ko as unknown as typeof EXERCISE_TASK_EN),
    puzzleTask: () => import('$lib/puzzles/task-words-ko').then((m) => m.ko as unknown as typeof PUZZLE_TASK_EN),
    exercises: () => import('$lib/exercises/text-ko').then((m) => m.ko),
    learn: () => import('$lib/lessons/text-ko').then((m) => m.ko),
  },
};

const loading = new Map<string, Promise<unknown>>();

/** Loads once; a failed load (a chunk missing offline, say) may be tried again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = loading.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    loading.set(key, promise);
    promise.catch(() => loading.delete(key));
  }
  return promise;
}

/** Makes `lang`'s app catalogue available (a no-op once loaded). */
export function loadCatalogue(lang: Locale): Promise<Messages> {
  const loaded = CATALOGUES[lang];
  if (loaded) return Promise.resolve(loaded);
  return once(`app:${lang}`, async () => {
    return (CATALOGUES[lang] = await APP_LOADERS[lang]());
  });
}

/** Makes the sections' words in `lang` available (a no-op for those already loaded). */
export async function loadSections(lang: Locale, names: readonly SectionName[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      SECTIONS[lang][name]
        ? undefined
        : once(`${name}:${lang}`, async () => {
            const words = await SECTION_LOADERS[lang][name]();
            (SECTIONS[lang] as Record<SectionName, unknown>)[name] = words;
          }),
    ),
  );
}

/** True when `lang` has the app catalogue and every section loaded in any language. */
export function isLoaded(lang: Locale): boolean {
  return Boolean(CATALOGUES[lang]) && loadedSections().every((name) => SECTIONS[lang][name]);
}

/** Loads `lang`'s app catalogue and the sections the page has in another language (a language switch). */
export async function loadLike(lang: Locale): Promise<void> {
  await Promise.all([loadCatalogue(lang), loadSections(lang, loadedSections())]);
}

function loadedSections(): SectionName[] {
  const names = new Set<SectionName>();
  for (const words of Object.values(SECTIONS)) for (const name of Object.keys(words) as SectionName[]) names.add(name);
  return [...names];
}
