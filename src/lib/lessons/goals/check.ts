/** Check: give check; with `checker`, a piece of that role must be among the checking pieces. */
import { ROLES, type Role } from '$lib/engine';
import { msg } from '$lib/task/messages';
import { goalKind } from './kind';

export type CheckGoal = { kind: 'check'; checker?: Role };

export const check = goalKind<CheckGoal>({
  kind: 'check',
  keys: ['checker'],
  input: 'moves',
  parse(g, read, path) {
    if (g.checker === undefined) return { kind: 'check' };
    if (!ROLES.includes(g.checker as Role)) {
      read.error([...path, 'checker'], `must be a piece kind: ${ROLES.join(', ')}`);
      return undefined;
    }
    return { kind: 'check', checker: g.checker as Role };
  },
  check(_goal, pos) {
    if (!pos.isCheck()) return undefined;
    return { fail: `step fen: ${pos.turn === 'cho' ? 'Cho' : 'Han'} is already in check; a check task starts from a quiet position`, line: 'fen' };
  },
  test(goal, pos, _move, remaining) {
    if (!pos.isCheck()) return { remaining, done: false };
    return { remaining, done: goal.checker === undefined || pos.checkers().some((s) => pos.pieceAt(s)?.role === goal.checker) };
  },
  refuseMiss(goal, pos, mover, wrong) {
    if (!pos.isCheck()) return undefined;
    return { code: 'wrong-checker', message: wrong(msg('judge.wrong-checker', { piece: { piece: goal.checker ?? 'general', side: mover } })) };
  },
  missed: (goal, side) => msg('step.missed', { goal: { msg: goal.checker ? msg('goal.check.with', { piece: { piece: goal.checker, side } }) : msg('goal.check') } }),
});
