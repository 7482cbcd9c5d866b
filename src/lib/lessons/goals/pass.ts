/** The right move is a pass (한수쉼). */
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type PassGoal = { kind: 'pass' };

export const rules: GoalRules<PassGoal> = {
  passes: true,
  tries: ['not-pass'],
  refuse: (_pos, _goal, move, { wrong }) => (move.from !== move.to ? { code: 'not-pass', message: wrong(msg('judge.not-pass')) } : undefined),
  met: () => true,
};

export const source: GoalSource<PassGoal> = {
  keys: [],
  parse: () => ({ kind: 'pass' }),
  budget: () => 1,
  check: (pos, _goal, { side }) => (pos.canPass() ? { best: 1 } : { at: 'fen', error: `step fen: ${side} cannot pass here (in check?)` }),
  solve(pos) {
    const k = pos.generalSquare(pos.turn);
    return [{ from: k, to: k }];
  },
};
