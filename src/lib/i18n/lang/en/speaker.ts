/** English grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts). */
import type { Color, Role } from '$lib/engine';
import type { CountUnit, Speaker } from '../../speaker';

const SIDE: Record<Color, string> = { cho: 'Cho', han: 'Han' };
const ROLE: Record<Role, string> = {
  general: 'general',
  guard: 'guard',
  elephant: 'elephant',
  horse: 'horse',
  chariot: 'chariot',
  cannon: 'cannon',
  soldier: 'soldier',
};
const UNIT: Record<CountUnit, Record<'one' | 'other', string>> = {
  point: { one: 'point', other: 'points' },
  move: { one: 'move', other: 'moves' },
  pair: { one: 'pair', other: 'pairs' },
};
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let plurals: Intl.PluralRules | undefined;

function list(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

export const speaker: Speaker = {
  side: (color) => SIDE[color],
  piece: (role) => ROLE[role],
  list,
  owner: (owner, solver) => (owner === solver ? 'your' : `${SIDE[owner]}'s`),
  count: (n, unit) => `${n} ${UNIT[unit][(plurals ??= new Intl.PluralRules('en')).select(n) === 'one' ? 'one' : 'other']}`,
  word: (n) => (Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n)),
  wing: (wing) => wing,
  checkers: (by) => (by.length === 0 ? 'the enemy' : list(by.map((b) => `the ${ROLE[b.role]} on ${b.point}`))),
  move(f, to) {
    if (f.pass) return `${SIDE[f.side]} passes`;
    const mover = `${SIDE[f.side]}'s ${ROLE[f.role]}`;
    const act = f.captured ? `${mover} takes the ${ROLE[f.captured]} on ${to}` : `${mover} goes to ${to}`;
    return f.mate ? `${act} and gives checkmate` : f.check ? `${act} and gives check` : act;
  },
  sentence: (s) => s.charAt(0).toUpperCase() + s.slice(1),
  day: (year, month, date) => `${MONTHS[month - 1]} ${date}, ${year}`,
};
