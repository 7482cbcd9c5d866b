/** Pass: the right move is a pass. */
import { msg } from '$lib/task/messages';
import { goalKind } from './kind';

export type PassGoal = { kind: 'pass' };

export const pass = goalKind<PassGoal>({
  kind: 'pass',
  keys: [],
  input: 'moves',
  passes: true,
  parse: () => ({ kind: 'pass' }),
  budget: () => 1,
  check(_goal, pos) {
    if (pos.canPass()) return { best: 1 };
    return { fail: `step fen: ${pos.turn === 'cho' ? 'Cho' : 'Han'} cannot pass here (in check?)`, line: 'fen' };
  },
  solve(_goal, pos) {
    const k = pos.generalSquare(pos.turn);
    return [{ from: k, to: k }];
  },
  refuse: (_goal, { isPass, wrong }) => (isPass ? undefined : { code: 'not-pass', message: wrong(msg('judge.not-pass')) }),
  test: (_goal, _pos, _move, remaining) => ({ remaining, done: true }),
});
