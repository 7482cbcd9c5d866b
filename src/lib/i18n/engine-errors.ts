/**
 * The engine's refusals (FEN and move notation) in words: the engine returns a code and its facts
 * (`EngineError`), each language says them here. Build-time checks and scripts print the English;
 * pages load this module only when they have a refusal to show.
 */
import { koreanName, type Color, type EngineError, type EngineErrorCode, type Role } from '$lib/engine';
import type { Locale } from './locales';
import { particle } from './particles';

type Params = NonNullable<EngineError['params']>;
type Words = Record<EngineErrorCode, (p: Params) => string>;

const SIDE_EN: Record<Color, string> = { cho: 'Cho', han: 'Han' };
const PALACE_EN: Record<Color, string> = { cho: 'd1-f3', han: 'd8-f10' };

const EN: Words = {
  'fen.type': () => 'A FEN must be text.',
  'fen.empty': () => 'The FEN is empty.',
  'fen.long': () => 'The FEN is too long to be a Janggi position.',
  'fen.ranks': (p) => `A Janggi FEN has 10 ranks separated by "/", this one has ${p.count}.`,
  'fen.zero': (p) => `Rank ${p.rank} has an empty-run of 0, which is not allowed.`,
  'fen.letter': (p) =>
    `Unknown piece letter "${p.text}" on rank ${p.rank}. Use k (general), a (guard), b (elephant), n (horse), r (chariot), c (cannon), p (soldier); uppercase for Cho.`,
  'fen.rank-length': (p) => `Rank ${p.rank} ("${p.text}") covers ${p.count} points, but every rank has 9.`,
  'fen.no-general': (p) => `${SIDE_EN[p.color as Color]} has no general.`,
  'fen.extra-general': (p) => `${SIDE_EN[p.color as Color]} has ${p.count} generals; there must be exactly one.`,
  'fen.too-many': (p) => `${SIDE_EN[p.color as Color]} has ${p.count} pieces of kind "${p.role}", at most ${p.max} are possible.`,
  'fen.palace': (p) => `${SIDE_EN[p.color as Color]}'s ${p.role} on ${p.square} is outside its palace (${PALACE_EN[p.color as Color]}).`,
  'fen.turn': (p) => `The side to move must be "w" (Cho) or "b" (Han), not "${p.text}".`,
  'fen.halfmoves': (p) => `The halfmove clock "${p.text}" is not a number.`,
  'fen.fullmoves': (p) => `The move number "${p.text}" is not a positive number.`,
  'fen.fields': () => 'The FEN has more fields than a Janggi FEN can have.',
  'fen.opponent-in-check': (p) => {
    const waiting = SIDE_EN[p.color as Color];
    const mover = p.color === 'han' ? 'Cho' : 'Han';
    return `${waiting}'s general on ${p.square} is in check while ${mover} is to move: ${mover} could take it. Check the side to move.`;
  },
  'notation.illegal': (p) => `"${p.text}" is not a legal move in this position.`,
  'notation.korean': (p) => `"${p.text}" is not Korean notation such as 79졸78 (from, piece, to) or 한수쉼.`,
  'notation.korean-piece': (p) => `"${p.text}" is not a Janggi piece name.`,
  'notation.wrong-piece': (p) => `There is no ${SIDE_EN[p.color as Color]} ${p.role} on ${p.point}.`,
  'notation.site': (p) => `"${p.text}" is not in the form R01-71 (piece letter, from, - or x, to).`,
};

const SIDE_KO: Record<Color, string> = { cho: '초', han: '한' };

const KO: Words = {
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
  'notation.illegal': () => '이 국면에서 둘 수 없는 수예요.',
  'notation.korean': () => '79졸78처럼 (떠나는 점, 말, 가는 점) 적거나 한수쉼이라고 적어요.',
  'notation.korean-piece': () => '장기 말 이름이 아니에요.',
  'notation.wrong-piece': (p) =>
    `${p.point}에 ${SIDE_KO[p.color as Color]}의 ${particle(koreanName(p.role as Role, p.color as Color), '이/가')} 없어요.`,
  'notation.site': () => 'R01-71처럼 (말 글자, 떠나는 점, - 또는 x, 가는 점) 적어요.',
};

const WORDS: Partial<Record<Locale, Words>> = { en: EN, ko: KO };

/** The refusal in `lang` (English where a language has no words for it yet). */
export function engineErrorText(error: EngineError, lang: Locale = 'en'): string {
  const p = error.params ?? {};
  return (WORDS[lang] ?? EN)[error.code](p);
}

/** The codes each language says (tests check every engine code is covered). */
export const ENGINE_ERROR_CODES = Object.keys(EN) as EngineErrorCode[];
export const KO_ENGINE_ERROR_CODES = Object.keys(KO) as EngineErrorCode[];
