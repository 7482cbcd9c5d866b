/** Pick an answer among options (`correct: true` on the right ones; a `reply` said when one is picked). */
import type { ChoiceAnswer } from '$lib/content/types';
import type { GoalRules, GoalSource } from './kind';

/** One option of the choice. */
export type ChoiceOption = ChoiceAnswer;

export type ChooseGoal = { kind: 'choose'; options: ChoiceOption[] };

export const rules: GoalRules<ChooseGoal> = { options: (goal) => goal.options };

export const source: GoalSource<ChooseGoal> = {
  keys: ['options'],
  parse(y, g, path, read) {
    const words = { few: 'needs at least two options, each with text (and correct: true on the right ones)', shape: 'needs text, and correct: true on the right ones' };
    const options = read.parseOptions(y, path, g.options, words, (rec, p) => {
      y.onlyKeys(p, rec, ['text', 'correct', 'reply']);
      return read.parseOptionFields(y, p, rec);
    });
    return options && { kind: 'choose', options };
  },
  budget: () => 1,
  check: () => ({ best: 1 }),
};
