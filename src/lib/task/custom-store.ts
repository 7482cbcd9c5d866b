/**
 * The learner's own puzzles, kept offline in the progress store's `customPuzzles` setting as their
 * link payloads (puzzle-link.ts), newest first; backups carry them. A payload is stored only when it
 * reads back as a valid link and its answer verifies.
 */
import type { ProgressApi } from '$lib/progress';
import { decodePuzzle, encodePuzzle, verifyPuzzle, type CustomPuzzle } from './puzzle-link';

/** The most kept; the oldest go first. */
export const MAX_CUSTOM_PUZZLES = 500;

/** Keep `p` (once); false when it is not a puzzle that could be opened from its link. */
export async function keepCustomPuzzle(store: Pick<ProgressApi, 'getSetting' | 'setSetting'>, p: CustomPuzzle): Promise<boolean> {
  const payload = encodePuzzle(p);
  const back = decodePuzzle(payload);
  if (!back.ok || !verifyPuzzle(back.value)) return false;
  const have = (await store.getSetting('customPuzzles')) ?? [];
  if (have.includes(payload)) return true;
  await store.setSetting('customPuzzles', [payload, ...have].slice(0, MAX_CUSTOM_PUZZLES));
  return true;
}

/** The kept puzzles that still read as links (a damaged entry is skipped, never thrown on). */
export async function customPuzzles(store: Pick<ProgressApi, 'getSetting'>): Promise<CustomPuzzle[]> {
  const out: CustomPuzzle[] = [];
  for (const payload of (await store.getSetting('customPuzzles')) ?? []) {
    const r = decodePuzzle(payload);
    if (r.ok) out.push(r.value);
  }
  return out;
}
