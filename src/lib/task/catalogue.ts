/**
 * The words of task feedback (lesson steps and exercises), in every UI language. Logic returns a
 * code with parameters (messages.ts); the views and the Node-side validators say it with `say()`.
 * `{name}` is filled from the message's parameters in the reader's language, `{name|이/가}` with
 * the particle that fits the word (see $lib/i18n/particles.ts). English sentences are capitalised
 * when said, so a template may start with a parameter ("{owner} soldier…" → "Your soldier…").
 *
 * The templates are chunks of their own, one per language: the core (catalogue-en.ts,
 * catalogue-ko.ts), the exercises' words (exercises/task-words-*.ts), which only exercise pages
 * load, and the puzzle player's (puzzles/task-words-*.ts), which only puzzle pages load. A page
 * awaits the reader's language (loadSections in $lib/i18n/catalogues), so it carries no language
 * it does not show.
 */
import { SECTIONS } from '$lib/i18n/catalogues';
import type { Locale } from '$lib/i18n';
import type { en } from './catalogue-en';
import type { EXERCISE_TASK_EN } from '$lib/exercises/task-words-en';
import type { PUZZLE_TASK_EN } from '$lib/puzzles/task-words-en';

type Full = typeof en & typeof EXERCISE_TASK_EN & typeof PUZZLE_TASK_EN;
/** The codes of the core (lessons, puzzles, exercises alike). */
export type CoreCode = keyof typeof en;
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

/** Both languages, once loaded (see loadSections). */
export const TASK_CATALOGUES = {
  get en(): Full {
    return (catalogue('en') ?? {}) as Full;
  },
  get ko(): Record<TaskCode, string> | undefined {
    return catalogue('ko');
  },
};
