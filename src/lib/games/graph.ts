/** The evaluation graph's points: each position's value from Cho's side, squeezed into 0..1 (0.5 even, 1 Cho winning). */
import type { PlyReview } from '$lib/review/review';
import { winChance } from './insights';

/** One value a position, the start first (taken as even), then after each ply; a mate is at the edge. */
export function graphValues(plies: readonly PlyReview[]): number[] {
  return [0.5, ...plies.map((p) => (p.mate !== null ? (p.mate > 0 ? 1 : 0) : winChance(p.eval) / 100))];
}

/**
 * An SVG path through the values across `width` x `height` (Cho's advantage up), closed to the
 * middle line as an area. `span`: how many plies the width stands for (default: the values'), so a
 * graph that fills in as a review goes keeps its scale.
 */
export function graphPath(
  values: readonly number[],
  width: number,
  height: number,
  span = values.length - 1,
): { line: string; area: string } {
  if (values.length === 0) return { line: '', area: '' };
  const step = span > 0 ? width / Math.max(span, values.length - 1) : 0;
  const pts = values.map((v, i) => `${(i * step).toFixed(1)},${((1 - v) * height).toFixed(1)}`);
  const line = `M${pts.join('L')}`;
  const mid = (height / 2).toFixed(1);
  const area = `M0,${mid}L${pts.join('L')}L${((values.length - 1) * step).toFixed(1)},${mid}Z`;
  return { line, area };
}
