/**
 * Task messages in the reader's language and notation: reactive inside components (it reads the
 * current locale and settings), for the views of lesson steps, exercises and puzzles.
 */
import { locale } from '$lib/i18n';
import { settings } from '$lib/settings.svelte';
import { pointsInText } from '$lib/i18n/points';
import { say, type TaskMessage } from './messages';

/** A message in the reader's language, moves in the notation they picked, points in their coordinates. */
export function tell(m: TaskMessage | undefined): string {
  return m ? say(m, locale.current, { notation: settings.current.notation, points: settings.current.coordinates }) : '';
}

/** Authored text (a task, an answer) with its points in the reader's coordinates. */
export function tellText(s: string): string {
  return pointsInText(s, settings.current.coordinates);
}
