/**
 * Task messages in the reader's language and notation: reactive inside components (it reads the
 * current locale and settings), for the views of lesson steps, exercises and puzzles.
 */
import { locale } from '$lib/i18n';
import { settings } from '$lib/settings.svelte';
import { say, type TaskMessage } from './messages';

/** A message in the reader's language, moves in the notation they picked. */
export function tell(m: TaskMessage | undefined): string {
  return m ? say(m, locale.current, { notation: settings.current.notation }) : '';
}
