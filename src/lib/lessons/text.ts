/**
 * UI words of the Learn section, in the app's languages. Kept here (not in the shared catalogues)
 * so the lesson player is self-contained. Task feedback is in the task core's catalogue.
 */
import { sectionText } from '$lib/i18n';
import { SECTIONS } from '$lib/i18n/catalogues';
import type { en } from './text-en';

export type Key = keyof typeof en;



/** A Learn UI string in the current language (reactive inside components). */
/** Both languages, for the catalogue tests. */
export const LEARN_CATALOGUES = {
  get en(): Record<Key, string> {
    return SECTIONS.en.learn ?? ({} as Record<Key, string>);
  },
  get ko(): Record<Key, string> | undefined {
    return SECTIONS.ko.learn;
  },
};

export const lt = sectionText(LEARN_CATALOGUES);
