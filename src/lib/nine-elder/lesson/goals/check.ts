/** Give check; a move that does not is taken back. */
import type { NineGoalRules, NineGoalSource } from './kind';

export type CheckGoal = { kind: 'check' };

export const rules: NineGoalRules<CheckGoal> = {
  met: (_goal, _move, { after }) => after.check,
  unmet: 'not-check',
};

export const source: NineGoalSource<CheckGoal> = {
  keys: [],
  parse: () => ({ kind: 'check' }),
};
