/** Checkmate in one move (the budget defaults to it); a move that does not is taken back. */
import type { NineGoalRules, NineGoalSource } from './kind';

export type MateGoal = { kind: 'mate'; in: 1 };

export const rules: NineGoalRules<MateGoal> = {
  met: (_goal, _move, { after }) => after.mate,
  unmet: 'not-mate',
};

export const source: NineGoalSource<MateGoal> = {
  keys: ['in'],
  parse(y, g, path) {
    if (g.in !== 1) {
      y.error([...path, 'in'], 'must be 1 (Nine Elder lessons have mates in one)');
      return undefined;
    }
    return { kind: 'mate', in: 1 };
  },
  budget: (goal) => goal.in,
};
