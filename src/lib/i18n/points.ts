/**
 * Points named in words, in the coordinate style the reader picked in the settings, the same style
 * the board's edge labels follow: `coords` (files a..i, ranks 1..10: `d4`) or `korean` (row then
 * column as Korean players say them, the engine's `koreanPoint`: `74`).
 *
 * Authored texts (a lesson's task, a hint) are written with coordinates: points-text.ts rewrites
 * the points in them.
 */
import { koreanPoint, squareName, type Square } from '$lib/engine';

export type PointStyle = 'coords' | 'korean';

/** A point's name in `style`. */
export function pointLabel(sq: Square, style: PointStyle | undefined): string {
  return style === 'korean' ? koreanPoint(sq) : squareName(sq);
}
