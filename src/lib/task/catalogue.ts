/**
 * The words of task feedback (lesson steps and exercises), in every UI language. Logic returns a
 * code with parameters (messages.ts); the views and the Node-side validators say it with `say()`.
 * `{name}` is filled from the message's parameters in the reader's language, `{name|이/가}` with
 * the particle that fits the word (see $lib/i18n/particles.ts). English sentences are capitalised
 * when said, so a template may start with a parameter ("{owner} soldier…" → "Your soldier…").
 *
 * The templates are three namespaces of each language's folder (src/lib/i18n/lang/<code>/), each a
 * chunk of its own: the core (`task`), the exercises' words (`exerciseTask`), which only exercise
 * pages load, and the puzzle player's (`puzzleTask`), which only puzzle pages load. A page
 * awaits the reader's language (loadSections in $lib/i18n/catalogues), so it carries no language
 * it does not show.
 */
import { SECTIONS, type SectionWords } from '$lib/i18n/catalogues';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '$lib/i18n/locales';

type Full = SectionWords['task'] & SectionWords['exerciseTask'] & SectionWords['puzzleTask'];
/** The codes of the core (lessons, puzzles, exercises alike). */
export type CoreCode = keyof SectionWords['task'];
export type TaskCode = keyof Full;

const merged = new Map<Locale, { parts: unknown[]; all: Record<TaskCode, string> }>();
/** `lang`'s core, exercise and puzzle words as one catalogue (kept while none changes). */
function catalogue(lang: Locale): Record<TaskCode, string> | undefined {
  const { task, exerciseTask, puzzleTask } = SECTIONS[lang];
  const parts = [task, exerciseTask, puzzleTask];
  if (parts.every((p) => !p)) return undefined;
  let entry = merged.get(lang);
  if (!entry || entry.parts.some((p, i) => p !== parts[i])) {
    entry = { parts, all: Object.assign({}, ...parts) as Record<TaskCode, string> };
    merged.set(lang, entry);
  }
  return entry.all;
}

/** Every language's task words, once loaded (see loadSections); English as `{}` until then. */
export const TASK_CATALOGUES = Object.defineProperties(
  {},
  Object.fromEntries(
    LOCALES.map((lang) => [lang, { enumerable: true, get: () => catalogue(lang) ?? (lang === DEFAULT_LOCALE ? {} : undefined) }]),
  ),
) as { readonly en: Full } & { readonly [L in Locale]: Record<TaskCode, string> | undefined };
