/**
 * Why a FEN cannot be loaded, in the UI's language. The engine explains in English (with details
 * such as the rank); in Korean we say the same by its error code, more briefly.
 */
import type { EngineError } from '$lib/engine';
import type { Locale } from '$lib/i18n';

const KO: Record<string, string> = {
  'fen.type': 'FEN은 글자로 적어야 해요.',
  'fen.empty': 'FEN이 비어 있어요.',
  'fen.long': 'FEN이 장기 국면이라기엔 너무 길어요.',
  'fen.ranks': 'FEN에는 "/"로 나뉜 줄이 10개 있어야 해요.',
  'fen.zero': '빈칸 수로 0은 쓸 수 없어요.',
  'fen.letter': '모르는 기물 글자가 있어요. k(장), a(사), b(상), n(마), r(차), c(포), p(졸·병)을 쓰고, 초는 대문자로 적어요.',
  'fen.rank-length': '한 줄은 9칸이어야 해요.',
  'fen.no-general': '장이 없는 쪽이 있어요.',
  'fen.extra-general': '한쪽에 장이 둘 이상 있어요.',
  'fen.too-many': '한 종류의 기물이 너무 많아요.',
  'fen.palace': '장이나 사가 궁성 밖에 있어요.',
  'fen.turn': '둘 차례는 "w"(초)나 "b"(한)로 적어요.',
  'fen.halfmoves': '수를 세는 칸에 숫자가 아닌 것이 있어요.',
  'fen.fullmoves': '수를 세는 칸에 숫자가 아닌 것이 있어요.',
  'fen.fields': 'FEN의 칸이 너무 많아요.',
  'fen.opponent-in-check': '둘 차례가 아닌 쪽이 장군을 받고 있어요. 장을 잡을 수 있는 국면이에요.',
};

export function fenErrorText(error: EngineError, locale: Locale): string {
  if (locale === 'ko') return KO[error.code] ?? error.message;
  return error.message;
}

/** The codes with a Korean text (tests check the engine's codes are all covered). */
export const KO_FEN_CODES = Object.keys(KO);
