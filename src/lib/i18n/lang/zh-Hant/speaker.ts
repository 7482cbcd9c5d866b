/**
 * Traditional Chinese grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts).
 * No plurals; lists are joined with 、 and a last 和 / 或; the pieces' names are the app
 * catalogue's (`board.role.*`: Han's soldier is 兵, Cho's 卒).
 */
import type { Color, Role } from '$lib/engine';
import type { CountUnit, MakeSpeaker } from '../../speaker';

const OTHER: Record<Color, Color> = { cho: 'han', han: 'cho' };
const UNIT: Record<CountUnit, string> = { point: '分', move: '步', pair: '對' };
const WORDS = ['零', '一', '兩', '三', '四', '五', '六', '七', '八', '九'];

function list(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('、')}${joiner === 'or' ? '或' : '和'}${items.at(-1)}`;
}

export const speaker: MakeSpeaker = (app) => {
  const side = (color: Color) => app[`board.color.${color}`];
  const piece = (role: Role, color: Color) =>
    role === 'soldier' && color === 'han' ? app['board.role.soldier.han'] : app[`board.role.${role}`];
  return {
    side,
    piece,
    list,
    owner: (owner, solver) => (owner === solver ? '你的' : `${side(owner)}方的`),
    count: (n, unit) => `${n}${UNIT[unit]}`,
    word: (n) => (Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n)),
    wing: (wing) => (wing === 'left' ? '左' : '右'),
    checkers: (by) => (by.length === 0 ? '對方' : list(by.map((b) => `${b.point}的${piece(b.role, b.side)}`))),
    move(f, to) {
      if (f.pass) return `${side(f.side)}方虛手`;
      const mover = `${side(f.side)}${piece(f.role, f.side)}`;
      const act = f.captured ? `${mover}吃掉${to}的${piece(f.captured, OTHER[f.side])}` : `${mover}走到${to}`;
      return f.mate ? `${act}，將死` : f.check ? `${act}，將軍` : act;
    },
    sentence: (s) => s,
  };
};
