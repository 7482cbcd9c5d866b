/** The engine's refusals (FEN and move notation) in words: one function a code, from its facts (src/lib/i18n/engine-errors.ts). */
import { koreanName, type Color, type Role } from '$lib/engine';
import type { EngineErrorWords } from '../../engine-errors';
import { particle } from '../../particles';

const SIDE_KO: Record<Color, string> = { cho: '초', han: '한' };

const words: EngineErrorWords = {
  'fen.type': () => 'FEN은 글자로 적어야 해요.',
  'fen.empty': () => 'FEN이 비어 있어요.',
  'fen.long': () => 'FEN이 장기 국면이라기엔 너무 길어요.',
  'fen.ranks': () => 'FEN에는 "/"로 나뉜 줄이 10개 있어야 해요.',
  'fen.zero': () => '빈칸 수로 0은 쓸 수 없어요.',
  'fen.letter': () => '모르는 말 글자가 있어요. k(장), a(사), b(상), n(마), r(차), c(포), p(졸·병)을 쓰고, 초는 대문자로 적어요.',
  'fen.rank-length': () => '한 줄은 9칸이어야 해요.',
  'fen.no-general': () => '장이 없는 쪽이 있어요.',
  'fen.extra-general': () => '한쪽에 장이 둘 이상 있어요.',
  'fen.too-many': () => '한 종류의 말이 너무 많아요.',
  'fen.palace': () => '장이나 사가 궁성 밖에 있어요.',
  'fen.turn': () => '둘 차례는 "w"(초)나 "b"(한)로 적어요.',
  'fen.halfmoves': () => '수를 세는 칸에 숫자가 아닌 것이 있어요.',
  'fen.fullmoves': () => '수를 세는 칸에 숫자가 아닌 것이 있어요.',
  'fen.fields': () => 'FEN의 칸이 너무 많아요.',
  'fen.opponent-in-check': () => '둘 차례가 아닌 쪽이 장군을 받고 있어요. 장을 잡을 수 있는 국면이에요.',
  'fen.soldier-behind': (p) => {
    const soldier = koreanName('soldier', p.color as Color);
    return `${SIDE_KO[p.color as Color]}의 ${particle(soldier, '이/가')} ${p.square}에 있어요. 처음 서는 줄보다 뒤예요. ${particle(soldier, '은/는')} 뒤로 가지 못하니 대국에서는 나올 수 없는 국면이에요.`;
  },
  'notation.illegal': () => '이 국면에서 둘 수 없는 수예요.',
  'notation.korean': () => '79졸78처럼 (떠나는 점, 말, 가는 점) 적거나 한수쉼이라고 적어요.',
  'notation.korean-piece': () => '장기 말 이름이 아니에요.',
  'notation.wrong-piece': (p) =>
    `${p.point}에 ${SIDE_KO[p.color as Color]}의 ${particle(koreanName(p.role as Role, p.color as Color), '이/가')} 없어요.`,
  'notation.site': () => 'R01-71처럼 (말 글자, 떠나는 점, - 또는 x, 가는 점) 적어요.',
};

export default words;
