/** Choose: pick an answer among the options (correct: true on the right ones). */
import type { ChoiceOption } from '../types';
import { goalKind } from './kind';

export type ChooseGoal = { kind: 'choose'; options: ChoiceOption[] };

export const choose = goalKind<ChooseGoal>({
  kind: 'choose',
  keys: ['options'],
  input: 'choice',
  parse(g, read, path) {
    const options = read.options(g.options, [...path, 'options']);
    return options ? { kind: 'choose', options } : undefined;
  },
  budget: () => 1,
  check: () => ({ best: 1 }),
});
