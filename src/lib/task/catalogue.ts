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
import { checkShown, loadedWords, loadSections, prerendering, SECTIONS, type SectionWords } from '$lib/i18n/catalogues';
import { DEFAULT_LOCALE, LOCALES, type Locale, type WithDefault } from '$lib/i18n/locales';

type Full = SectionWords['task'] & SectionWords['exerciseTask'] & SectionWords['puzzleTask'];
/** The codes of the core (lessons, puzzles, exercises alike). */
export type CoreCode = keyof SectionWords['task'];
export type TaskCode = keyof Full;

const PARTS = ['task', 'exerciseTask', 'puzzleTask'] as const;
const merged = new Map<Locale, { parts: unknown[]; all: Record<TaskCode, string> }>();
/** `lang`'s core, exercise and puzzle words as one catalogue (kept while none changes). */
function catalogue(lang: Locale): Record<TaskCode, string> | undefined {
  // The core loads on demand where a page did not name it (loadedWords); the exercises' and the
  // puzzle player's words are named by the pages that show them.
  const parts = PARTS.map((name) => (name === 'task' ? loadedWords(name, lang) : SECTIONS[lang][name]));
  if (parts.every((p) => !p)) return undefined;
  let entry = merged.get(lang);
  if (!entry || entry.parts.some((p, i) => p !== parts[i])) {
    let all = Object.assign({}, ...parts) as Record<TaskCode, string>;
    // While prerendering, each word read says which namespace the page must name (sections.js).
    if (prerendering())
      all = new Proxy(all, {
        get: (words, code) => {
          const part = PARTS.findIndex((_, i) => parts[i] && Object.hasOwn(parts[i], code));
          if (part >= 0) checkShown(PARTS[part], lang);
          return Reflect.get(words, code);
        },
      });
    entry = { parts, all };
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
) as WithDefault<Full, Record<TaskCode, string> | undefined>;

/**
 * Loads the feedback words a lesson step or an exercise says, in `lang`: a page shows none before
 * its first move, so they load once it has painted (TaskSession.attach) rather than with the page.
 */
export function loadTaskWords(reason: string, lang: Locale): Promise<void> {
  return loadSections(lang, reason === 'exercise' ? ['task', 'exerciseTask'] : reason === 'lesson' ? ['task'] : []);
}
