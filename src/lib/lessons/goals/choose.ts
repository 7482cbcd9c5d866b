/** Pick an answer among options (`correct: true` on the right ones; a `reply` said when one is picked). */
import { parseOptionFields, someCorrect } from '$lib/content/blocks';
import type { Path } from '$lib/content/yaml-fields';
import type { GoalRules, GoalSource } from './kind';

export interface ChoiceOption {
  text: string;
  correct: boolean;
  /** Shown after this option is picked. */
  reply?: string;
}

export type ChooseGoal = { kind: 'choose'; options: ChoiceOption[] };

export const rules: GoalRules<ChooseGoal> = { answer: 'choose', options: (goal) => goal.options };

export const source: GoalSource<ChooseGoal> = {
  keys: ['options'],
  parse(y, g, path) {
    const opts = g.options;
    if (!Array.isArray(opts) || opts.length < 2) {
      y.error([...path, 'options'], 'needs at least two options, each with text (and correct: true on the right ones)');
      return undefined;
    }
    const out: ChoiceOption[] = [];
    let bad = false;
    opts.forEach((o, i) => {
      const p: Path = [...path, 'options', i];
      if (typeof o !== 'object' || o === null || Array.isArray(o)) {
        y.error(p, 'needs text, and correct: true on the right ones');
        bad = true;
        return;
      }
      const rec = o as Record<string, unknown>;
      y.onlyKeys(p, rec, ['text', 'correct', 'reply']);
      const fields = parseOptionFields(y, p, rec);
      if (fields) out.push(fields);
      else bad = true;
    });
    if (bad || !someCorrect(y, path, out)) return undefined;
    return { kind: 'choose', options: out };
  },
  budget: () => 1,
  check: () => ({ best: 1 }),
};
