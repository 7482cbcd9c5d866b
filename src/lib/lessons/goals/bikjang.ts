/** Bikjang: make the generals face each other on an open file. */
import { msg } from '$lib/task/messages';
import { goalKind } from './kind';

export type BikjangGoal = { kind: 'bikjang' };

export const bikjang = goalKind<BikjangGoal>({
  kind: 'bikjang',
  keys: [],
  input: 'moves',
  parse: () => ({ kind: 'bikjang' }),
  check(_goal, pos) {
    if (!pos.rules.bikjang) return { fail: 'step goal: bikjang needs rules with bikjang (add rules: janggi)', line: 'goal' };
    if (pos.facing()) return { fail: 'step fen: the generals already face each other', line: 'fen' };
    return undefined;
  },
  test: (_goal, pos, move, remaining) => ({ remaining, done: pos.facing() && move.from !== move.to }),
  missed: () => msg('step.missed', { goal: { msg: msg('goal.bikjang') } }),
});
