/** The engine's refusals (FEN and move notation) in words: one function a code, from its facts (src/lib/i18n/engine-errors.ts). */
import type { Color, Role } from '$lib/engine';
import type { EngineErrorWords } from '../../engine-errors';

const SIDE_ZH: Record<Color, string> = { cho: '楚方', han: '漢方' };
const PALACE: Record<Color, string> = { cho: 'd1-f3', han: 'd8-f10' };
const ROLE_ZH: Record<Role, string> = {
  general: '將',
  guard: '士',
  elephant: '象',
  horse: '馬',
  chariot: '車',
  cannon: '包',
  soldier: '卒',
};
/** A piece's name as its side writes it: Han's soldier is 兵, Cho's 卒. */
const pieceName = (role: unknown, color: unknown): string =>
  role === 'soldier' && color === 'han' ? '兵' : (ROLE_ZH[role as Role] ?? String(role));

const words: EngineErrorWords = {
  'fen.type': () => 'FEN必須是文字。',
  'fen.empty': () => 'FEN是空的。',
  'fen.long': () => '這個FEN太長，不可能是韓國將棋的局面。',
  'fen.ranks': (p) => `韓國將棋的FEN有10條橫線，以「/」分隔；這個FEN有${p.count}條。`,
  'fen.zero': (p) => `第${p.rank}條橫線有一段長度為0的空格，這是不允許的。`,
  'fen.letter': (p) =>
    `第${p.rank}條橫線上有不認得的棋子字母「${p.text}」。請用 k（將）、a（士）、b（象）、n（馬）、r（車）、c（包）、p（卒／兵）；楚方用大寫。`,
  'fen.rank-length': (p) => `第${p.rank}條橫線（「${p.text}」）涵蓋${p.count}個點，但每條橫線都是9個點。`,
  'fen.no-general': (p) => `${SIDE_ZH[p.color as Color]}沒有將。`,
  'fen.extra-general': (p) => `${SIDE_ZH[p.color as Color]}有${p.count}個將；必須正好一個。`,
  'fen.too-many': (p) => `${SIDE_ZH[p.color as Color]}的「${pieceName(p.role, p.color)}」有${p.count}個，最多只能有${p.max}個。`,
  'fen.palace': (p) =>
    `${SIDE_ZH[p.color as Color]}在${p.square}的${pieceName(p.role, p.color)}位於九宮（${PALACE[p.color as Color]}）之外。`,
  'fen.turn': (p) => `輪到走棋的一方必須是「w」（楚方）或「b」（漢方），不能是「${p.text}」。`,
  'fen.halfmoves': (p) => `半回合計數「${p.text}」不是數字。`,
  'fen.fullmoves': (p) => `回合數「${p.text}」不是正整數。`,
  'fen.fields': () => '這個FEN的欄位比韓國將棋FEN能有的還多。',
  'fen.opponent-in-check': (p) => {
    const waiting = SIDE_ZH[p.color as Color];
    const mover = p.color === 'han' ? SIDE_ZH.cho : SIDE_ZH.han;
    return `${waiting}在${p.square}的將正被將軍，卻輪到${mover}走棋：${mover}可以吃掉它。請檢查輪到哪一方。`;
  },
  'fen.soldier-behind': (p) =>
    `${SIDE_ZH[p.color as Color]}在${p.square}的${pieceName('soldier', p.color)}位於兵卒起始橫線的後方；兵卒不能後退，實戰中不可能出現這個局面。`,
  'notation.illegal': (p) => `「${p.text}」在這個局面中不是合法的著法。`,
  'notation.korean': (p) => `「${p.text}」不是韓式記譜，例如 79졸78（起點、棋子、終點）或 한수쉼（虛手）。`,
  'notation.korean-piece': (p) => `「${p.text}」不是韓國將棋的棋子名稱。`,
  'notation.wrong-piece': (p) => `${p.point}上沒有${SIDE_ZH[p.color as Color]}的${pieceName(p.role, p.color)}。`,
  'notation.site': (p) => `「${p.text}」不符合 R01-71 的格式（棋子字母、起點、- 或 x、終點）。`,
};

export default words;
