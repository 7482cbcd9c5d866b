/**
 * The words of task feedback (lesson steps and exercises), in every UI language. Logic returns a
 * code with parameters (messages.ts); the views and the Node-side validators say it with `say()`.
 * `{name}` is filled from the message's parameters in the reader's language, `{name|이/가}` with
 * the particle that fits the word (see $lib/i18n/particles.ts). English sentences are capitalised
 * when said, so a template may start with a parameter ("{owner} soldier…" → "Your soldier…").
 *
 * The templates are in catalogue-en.ts and catalogue-ko.ts, one chunk per language: the pages
 * that say feedback await the reader's language (loadSections in $lib/i18n/catalogues), so no
 * page carries a language it does not show.
 */
import { SECTIONS } from '$lib/i18n/catalogues';
import type { en } from './catalogue-en';

type Full = typeof en;
export type TaskCode = keyof Full;

/** Both languages, once loaded (see loadSections). */
export const TASK_CATALOGUES = {
  get en(): Full {
    return SECTIONS.en.task ?? ({} as Full);
  },
  get ko(): Record<TaskCode, string> | undefined {
    return SECTIONS.ko.task;
  },
};
