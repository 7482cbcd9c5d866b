/** Points: tap every listed point (coordinates drills). */
import type { Square } from '$lib/engine';
import { goalKind } from './kind';

export type PointsGoal = { kind: 'points'; points: Square[] };

export const points = goalKind<PointsGoal>({
  kind: 'points',
  keys: ['points'],
  input: 'taps',
  parse(g, read, path) {
    const pts = read.squares(g.points, [...path, 'points']);
    return pts ? { kind: 'points', points: pts } : undefined;
  },
  budget: (goal) => goal.points.length,
  check(goal, _pos, step) {
    if (step.budget < goal.points.length) return { fail: `step budget: ${step.budget} taps cannot find all ${goal.points.length} points`, line: 'budget' };
    return { best: goal.points.length };
  },
  taps: (goal) => goal.points,
});
