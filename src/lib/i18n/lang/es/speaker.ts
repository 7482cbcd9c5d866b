/** English grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts). */
import type { Color, Role } from '$lib/engine';
import type { CountUnit, MakeSpeaker } from '../../speaker';

const UNIT: Record<CountUnit, Record<'one' | 'other', string>> = {
  point: { one: 'point', other: 'points' },
  move: { one: 'move', other: 'moves' },
  pair: { one: 'pair', other: 'pairs' },
};
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
let plurals: Intl.PluralRules | undefined;

function list(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

export const speaker: MakeSpeaker = (app) => {
  const side = (color: Color) => app[`board.color.${color}`];
  const role = (r: Role) => app[`board.role.${r}`];
  return {
    side,
    piece: role,
    list,
    owner: (owner, solver) => (owner === solver ? 'your' : `${side(owner)}'s`),
    count: (n, unit) => `${n} ${UNIT[unit][(plurals ??= new Intl.PluralRules('en')).select(n) === 'one' ? 'one' : 'other']}`,
    word: (n) => (Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n)),
    wing: (wing) => wing,
    checkers: (by) => (by.length === 0 ? 'the enemy' : list(by.map((b) => `the ${role(b.role)} on ${b.point}`))),
    move(f, to) {
      if (f.pass) return `${side(f.side)} passes`;
      const mover = `${side(f.side)}'s ${role(f.role)}`;
      const act = f.captured ? `${mover} takes the ${role(f.captured)} on ${to}` : `${mover} goes to ${to}`;
      return f.mate ? `${act} and gives checkmate` : f.check ? `${act} and gives check` : act;
    },
    sentence: (s) => s.charAt(0).toUpperCase() + s.slice(1),
  };
};
