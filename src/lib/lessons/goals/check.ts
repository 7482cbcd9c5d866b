/** Give check; with `checker`, a piece of that kind must be among the checking pieces. */
import { ROLES, type Role } from '$lib/engine';
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type CheckGoal = { kind: 'check'; checker?: Role };

export const rules: GoalRules<CheckGoal> = {
  tries: ['wrong-checker'],
  met: (pos, goal) => pos.isCheck() && (goal.checker === undefined || pos.checkers().some((s) => pos.pieceAt(s)?.role === goal.checker)),
  // A check by another piece than the one asked for: the other side could not wait in check.
  after: (pos, goal, mover, wrong) =>
    pos.isCheck() ? { code: 'wrong-checker', message: wrong(msg('judge.wrong-checker', { piece: { piece: goal.checker ?? 'general', side: mover } })) } : undefined,
  missed: (goal, side) => (goal.checker ? msg('goal.check.with', { piece: { piece: goal.checker, side } }) : msg('goal.check')),
};

export const source: GoalSource<CheckGoal> = {
  keys: ['checker'],
  parse(y, g, path) {
    if (g.checker === undefined) return { kind: 'check' };
    if (!ROLES.includes(g.checker as Role)) {
      y.error([...path, 'checker'], `must be a piece kind: ${ROLES.join(', ')}`);
      return undefined;
    }
    return { kind: 'check', checker: g.checker as Role };
  },
  check: (pos, _goal, { side }) =>
    pos.isCheck() ? { at: 'fen', error: `step fen: ${side} is already in check; a check task starts from a quiet position` } : undefined,
};
