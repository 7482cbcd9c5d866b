/** Stars for a finished lesson step, the same in every kind of lesson (Janggi's and Nine Elder's). */
import type { Stars } from '$lib/progress/types';

export type { Stars };

/**
 * Three at or under par, two a little above (up to two extra moves, taps or tries), one above that.
 * Showing a hint caps the result at two.
 */
export function starsFor(used: number, budget: number, hinted = false): Stars {
  const base: Stars = used <= budget ? 3 : used <= budget + 2 ? 2 : 1;
  return hinted && base === 3 ? 2 : base;
}
