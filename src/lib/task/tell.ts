/**
 * Task messages in the reader's language and notation: reactive inside components (it reads the
 * current locale and settings), for the views of lesson steps, exercises and puzzles.
 */
import { locale } from '$lib/i18n';
import { pointsInKorean } from '$lib/i18n/points-text';
import { settings } from '$lib/settings.svelte';
import { say, type TaskMessage } from './messages';

/** Authored text (a task, an answer, a caption) with its points in the reader's coordinates. */
export function tellText(s: string): string {
  return settings.current.coordinates === 'korean' ? pointsInKorean(s) : s;
}

/** A message in the reader's language, moves in the notation they picked, points in their coordinates. */
export function tell(m: TaskMessage | undefined): string {
  if (!m) return '';
  const points = settings.current.coordinates;
  return say(m, locale.current, { notation: settings.current.notation, points, text: points === 'korean' ? pointsInKorean : undefined });
}
