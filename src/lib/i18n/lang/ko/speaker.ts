/**
 * Korean grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts), with the
 * particles chosen from the preceding word's last sound (particles.ts).
 */
import { koreanName, type Color } from '$lib/engine';
import { particle } from '../../particles';
import type { CountUnit, Speaker } from '../../speaker';

const SIDE: Record<Color, string> = { cho: '초', han: '한' };
const OTHER: Record<Color, Color> = { cho: 'han', han: 'cho' };
const UNIT: Record<CountUnit, string> = { point: '점', move: '수', pair: '쌍' };

export const speaker: Speaker = {
  side: (color) => SIDE[color],
  piece: (role, side) => koreanName(role, side),
  list: (items, joiner = 'and') => items.join(joiner === 'or' ? ' 또는 ' : ', '),
  owner: (owner, solver) => (owner === solver ? '내' : `${SIDE[owner]}의`),
  count: (n, unit) => `${n}${UNIT[unit]}`,
  word: (n) => String(n),
  wing: (wing) => (wing === 'left' ? '왼쪽' : '오른쪽'),
  checkers: (by) => (by.length === 0 ? '상대' : by.map((b) => `${b.point}의 ${koreanName(b.role, b.side)}`).join(', ')),
  move(f, to) {
    if (f.pass) return `${particle(SIDE[f.side], '은/는')} 한수쉼을 해요`;
    const mover = `${SIDE[f.side]}의 ${particle(koreanName(f.role, f.side), '이/가')}`;
    const tail = f.mate ? ' 외통을 만들어요' : f.check ? ' 장군을 불러요' : '';
    if (f.captured) {
      const taken = particle(koreanName(f.captured, OTHER[f.side]), '을/를');
      return tail ? `${mover} ${to}의 ${taken} 잡고${tail}` : `${mover} ${to}의 ${taken} 잡아요`;
    }
    return tail ? `${mover} ${particle(to, '으로/로')} 가서${tail}` : `${mover} ${particle(to, '으로/로')} 가요`;
  },
  sentence: (s) => s,
  day: (year, month, date) => `${year}년 ${month}월 ${date}일`,
};
