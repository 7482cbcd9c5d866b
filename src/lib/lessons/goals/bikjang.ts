/** Make the two generals face each other on an open file (rules with bikjang only). */
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type BikjangGoal = { kind: 'bikjang' };

export const rules: GoalRules<BikjangGoal> = {
  met: (pos, _goal, move) => pos.facing() && move.from !== move.to,
  missed: () => msg('goal.bikjang'),
};

export const source: GoalSource<BikjangGoal> = {
  keys: [],
  parse: () => ({ kind: 'bikjang' }),
  check(pos) {
    if (!pos.rules.bikjang) return { at: 'goal', error: 'step goal: bikjang needs rules with bikjang (add rules: janggi)' };
    if (pos.facing()) return { at: 'fen', error: 'step fen: the generals already face each other' };
    return undefined;
  },
};
