/**
 * Korean grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts), with the
 * particles chosen from the preceding word's last sound (particles.ts). The pieces' names are the
 * app catalogue's (`board.role.*`: Han's soldier is 병, Cho's 졸).
 */
import type { Color, Role } from '$lib/engine';
import { particle } from '../../particles';
import type { CountUnit, MakeSpeaker } from '../../speaker';

const OTHER: Record<Color, Color> = { cho: 'han', han: 'cho' };
const UNIT: Record<CountUnit, string> = { point: '점', move: '수', pair: '쌍' };

export const speaker: MakeSpeaker = (app) => {
  const side = (color: Color) => app[`board.color.${color}`];
  const piece = (role: Role, color: Color) =>
    role === 'soldier' && color === 'han' ? app['board.role.soldier.han'] : app[`board.role.${role}`];
  return {
    side,
    piece,
    list: (items, joiner = 'and') => items.join(joiner === 'or' ? ' 또는 ' : ', '),
    owner: (owner, solver) => (owner === solver ? '내' : `${side(owner)}의`),
    count: (n, unit) => `${n}${UNIT[unit]}`,
    word: (n) => String(n),
    wing: (wing) => (wing === 'left' ? '왼쪽' : '오른쪽'),
    checkers: (by) => (by.length === 0 ? '상대' : by.map((b) => `${b.point}의 ${piece(b.role, b.side)}`).join(', ')),
    move(f, to) {
      if (f.pass) return `${particle(side(f.side), '은/는')} 한수쉼을 해요`;
      const mover = `${side(f.side)}의 ${particle(piece(f.role, f.side), '이/가')}`;
      const tail = f.mate ? ' 외통을 만들어요' : f.check ? ' 장군을 불러요' : '';
      if (f.captured) {
        const taken = particle(piece(f.captured, OTHER[f.side]), '을/를');
        return tail ? `${mover} ${to}의 ${taken} 잡고${tail}` : `${mover} ${to}의 ${taken} 잡아요`;
      }
      return tail ? `${mover} ${particle(to, '으로/로')} 가서${tail}` : `${mover} ${particle(to, '으로/로')} 가요`;
    },
    sentence: (s) => s,
  };
};
