/**
 * UI words of the Exercises section, in the app's languages (exercise content itself is English).
 * Kept here, like the Learn section's, so the section is self-contained.
 */
import { sectionText } from '$lib/i18n';
import { SECTIONS } from '$lib/i18n/catalogues';
import type { en } from './text-en';
import type { Track } from './types';

export type Key = keyof typeof en;

/** An Exercises UI string in the current language (reactive inside components). */
/** Both languages, for the catalogue tests. */
export const EXERCISE_CATALOGUES = {
  get en(): Record<Key, string> {
    return SECTIONS.en.exercises ?? ({} as Record<Key, string>);
  },
  get ko(): Record<Key, string> | undefined {
    return SECTIONS.ko.exercises;
  },
};

export const xt = sectionText(EXERCISE_CATALOGUES);

export const trackTitle = (track: Track) => xt(`track.${track}`);
export const trackSummary = (track: Track) => xt(`track.${track}.summary`);
