// chunk: framework
/**
 * The words of every language, one folder a language (`lang/<code>/`), one file a namespace
 * (`lang/<code>/<namespace>.ts`, its words as the default export). English defines each
 * namespace's keys and placeholders (`as const`); every other language provides exactly those keys
 * (`Words<typeof en>`, and the languages test (test/unit/languages.test.ts) checks keys and placeholders).
 *
 * The namespaces below are loaded on demand, found by that convention (no list names a language):
 * each language's namespace is a chunk of its own (vite.config.ts), so a page carries no language
 * it does not show. The root layout (src/routes/+layout.ts) awaits the app's words and the
 * namespaces the page shows (sections.js) in the reader's language before the first render.
 * Every namespace is loaded so but three a module carries in every language (see LOADERS). A word shown from a
 * namespace its page did not name fails the prerender (`declareSections`), so a missing entry in
 * sections.js is a build error rather than a key shown to a reader.
 */
import { BROWSER, DEV } from 'esm-env';
import { DEFAULT_LOCALE, LOCALES, type Locale, type WithDefault } from './locales';
import { wordsLoaded } from './words-loaded';
import type { SectionName } from './sections.js';
import type app from './lang/en/app';
import type task from './lang/en/task';
import type exerciseTask from './lang/en/exerciseTask';
import type puzzleTask from './lang/en/puzzleTask';
import type exercises from './lang/en/exercises';
import type learn from './lang/en/learn';
import type analysis from './lang/en/analysis';
import type assignments from './lang/en/assignments';
import type computer from './lang/en/computer';
import type editor from './lang/en/editor';
import type games from './lang/en/games';
import type home from './lang/en/home';
import type nineElder from './lang/en/nineElder';
import type nineElderLesson from './lang/en/nineElderLesson';
import type ninePieces from './lang/en/ninePieces';
import type openIn from './lang/en/openIn';
import type personalPuzzles from './lang/en/personalPuzzles';
import type pieceLegend from './lang/en/pieceLegend';
import type setups from './lang/en/setups';
import type play from './lang/en/play';
import type progress from './lang/en/progress';
import type puzzles from './lang/en/puzzles';
import type puzzleRuns from './lang/en/puzzleRuns';
import type puzzleThemes from './lang/en/puzzleThemes';
import type teach from './lang/en/teach';
import type teachCheck from './lang/en/teachCheck';
import type { MakeSpeaker, Speaker } from './speaker';

/** What a language provides for a namespace whose English words are `E`: every key, as text. */
export type Words<E> = { readonly [K in keyof E]: string };

/** The app catalogue (`t()`): the shell's words, on every page. */
export type Messages = Words<typeof app>;

/** Every namespace but the app's, loaded on demand (sections.js says which page needs which). */
export interface SectionWords {
  task: typeof task;
  exerciseTask: typeof exerciseTask;
  puzzleTask: typeof puzzleTask;
  exercises: typeof exercises;
  learn: typeof learn;
  analysis: typeof analysis;
  assignments: typeof assignments;
  computer: typeof computer;
  editor: typeof editor;
  games: typeof games;
  home: typeof home;
  nineElder: typeof nineElder;
  nineElderLesson: typeof nineElderLesson;
  ninePieces: typeof ninePieces;
  openIn: typeof openIn;
  personalPuzzles: typeof personalPuzzles;
  pieceLegend: typeof pieceLegend;
  play: typeof play;
  progress: typeof progress;
  puzzles: typeof puzzles;
  puzzleRuns: typeof puzzleRuns;
  puzzleThemes: typeof puzzleThemes;
  setups: typeof setups;
  teach: typeof teach;
  teachCheck: typeof teachCheck;
}
type Lazy = { app: Messages } & SectionWords;
export type LazyName = keyof Lazy;

type WordsModule = { default: Record<string, string>; speaker: MakeSpeaker };

/**
 * Every language's lazily loaded namespaces, by file: `./lang/<code>/<namespace>.ts`. The browser's
 * build loads them by address instead (vite.config.ts writes each to `<code>.<namespace>.js` under
 * `__WORDS_BASE__`), so it carries no table naming every language's every namespace.
 */
const LOADERS = import.meta.glob<WordsModule>([
  './lang/*/*.ts',
  // Loaded with the module that shows them, every language at once: the engine's refusals
  // (engine-errors.ts), the error page (app/error) and the offline line (OfflineReady).
  '!./lang/*/engineErrors.ts',
  '!./lang/*/error.ts',
  '!./lang/*/offlineReady.ts',
]);

/** The loaded app catalogues. */
export const CATALOGUES: Partial<Record<Locale, Messages>> = {};
/** The loaded section namespaces, per language. */
export const SECTIONS = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Partial<SectionWords>>;

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

declare const __WORDS_BASE__: string;
const load = (lang: Locale, name: string): Promise<WordsModule> =>
  BROWSER && !DEV ? import(/* @vite-ignore */ `${__WORDS_BASE__}/${lang}.${name}.js`) : LOADERS[`./lang/${lang}/${name}.ts`]();
const loadWords = async <N extends LazyName>(lang: Locale, name: N) => (await load(lang, name)).default as unknown as Lazy[N];

/** Each loaded language's speaker (speaker.ts): its grammar, with the names of its app catalogue. */
export const SPEAKERS: Partial<Record<Locale, Speaker>> = {};

/** The speaker of `lang` (the default language's until `lang`'s is loaded). */
export function speaker(lang: Locale): Speaker {
  return (SPEAKERS[lang] ?? SPEAKERS[DEFAULT_LOCALE])!;
}

/** Makes `lang`'s app catalogue and its speaker available (a no-op once loaded). */
export function loadCatalogue(lang: Locale): Promise<Messages> {
  const loaded = CATALOGUES[lang];
  if (loaded) return Promise.resolve(loaded);
  return once(`app:${lang}`, async () => {
    const [app, grammar] = await Promise.all([loadWords(lang, 'app'), load(lang, 'speaker')]);
    SPEAKERS[lang] = grammar.speaker(app);
    return (CATALOGUES[lang] = app);
  });
}

/** Makes the sections' words in `lang` available (a no-op for those already loaded). */
export async function loadSections(lang: Locale, names: readonly SectionName[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      SECTIONS[lang][name]
        ? undefined
        : once(`${name}:${lang}`, async () => {
            (SECTIONS[lang] as Record<SectionName, unknown>)[name] = await loadWords(lang, name);
            wordsLoaded.bump();
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

/**
 * A namespace a feature imports itself, in every language at once (for words a page shows before
 * its sections could load): `wordsOf(import.meta.glob('$lib/i18n/lang/*\/play.ts', { eager: true }))`.
 * English defines the keys; every other language must have them all (the languages test).
 */
export const wordsOf = <E>(modules: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.split('/').at(-2), (module as { default: E }).default]),
  ) as WithDefault<E, Words<E>>;

/** While prerendering: the namespaces the page being rendered named (sections.js); null in the browser. */
let declared: ReadonlySet<string> | null = null;
let declaredBy = '';

/** Prerendering (the root layout, one page at a time): the page names the namespaces it shows. */
export function declareSections(names: readonly SectionName[], path: string): void {
  declared = new Set(names);
  declaredBy = path;
}

/** True while prerendering a page (after declareSections). */
export const prerendering = (): boolean => declared !== null;

/**
 * While prerendering, fails when the page being rendered did not name `name` (see declareSections)
 * and reads it in a language other than the default: its pages in another language show what a
 * page shows, and the build's own checks (the pages' data loaders) speak the default language.
 */
export function checkShown(name: SectionName, lang: Locale): void {
  if (declared && lang !== DEFAULT_LOCALE && !declared.has(name))
    throw new Error(`${declaredBy} shows a word of the namespace '${name}', which its entry in src/lib/i18n/sections.js does not name`);
}

/**
 * `lang`'s words of `name` if loaded. In the browser, a namespace a page shows without having named
 * it (sections.js: words drawn only after the page has started, say) is loaded then, and the
 * lookups that read it update when it is in (they depend on `wordsLoaded`).
 */
export function loadedWords<N extends SectionName>(name: N, lang: Locale): SectionWords[N] | undefined {
  void wordsLoaded.version;
  const words = SECTIONS[lang][name];
  if (!words && BROWSER) loadSections(lang, [name]).catch(() => {});
  return words as SectionWords[N] | undefined;
}

/**
 * A lazily loaded namespace in every language, as a lookup object (`sectionText` takes it): each
 * language's words once loaded (English, the default, as `{}` until then).
 */
export function sectionCatalogues<N extends SectionName>(name: N): WithDefault<SectionWords[N], Words<SectionWords[N]> | undefined> {
  const out = {};
  for (const lang of LOCALES)
    Object.defineProperty(out, lang, {
      enumerable: true,
      get: () => {
        checkShown(name, lang);
        return loadedWords(name, lang) ?? (lang === DEFAULT_LOCALE ? {} : undefined);
      },
    });
  return out as WithDefault<SectionWords[N], Words<SectionWords[N]> | undefined>;
}
