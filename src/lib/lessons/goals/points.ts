/** Tap every listed point (coordinates drills). */
import { squareName, type Square } from '$lib/engine';
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type PointsGoal = { kind: 'points'; points: Square[] };

export const rules: GoalRules<PointsGoal> = {
  taps: {
    points: (_pos, goal) => goal.points,
    wrong: (_pos, _goal, sq, n) => ({ message: msg('step.tap.miss', { point: { sq }, n }), squares: [sq], miss: { point: squareName(sq), n } }),
  },
};

export const source: GoalSource<PointsGoal> = {
  keys: ['points'],
  parse(y, g, path, read) {
    const pts = read.squares(y, g.points, [...path, 'points']);
    return pts ? { kind: 'points', points: pts } : undefined;
  },
  budget: (goal) => goal.points.length,
  check: (_pos, goal, { budget }) =>
    budget < goal.points.length
      ? { at: 'budget', error: `step budget: ${budget} taps cannot find all ${goal.points.length} points` }
      : { best: goal.points.length },
};
