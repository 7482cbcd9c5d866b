/**
 * Move notations shown to users, each parsed and printed:
 * - UCI style, as Fairy-Stockfish writes it: `b1c3`, `a10a9`, pass `e2e2`.
 * - Korean numeric: row then column from Cho's view (rows 1..9 from the top, 0 for Cho's back
 *   rank; columns 1..9 left to right), the piece's Korean name between: `79졸78`; pass `한수쉼`.
 * - The variants site's form: letter, from, `-` or `x`, to, `+` check, `#` mate: `R01-71`.
 */
import type { Position } from './position';
import { encodeMove } from './position';
import { err, ok, parseSquare, squareAt, squareName, type Color, type Move, type Result, type Role } from './types';

export function moveToUci(m: Move): string {
  return squareName(m.from) + squareName(m.to);
}

export function parseUci(s: string): Move | undefined {
  const m = /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(s.trim());
  if (!m) return undefined;
  return { from: parseSquare(m[1])!, to: parseSquare(m[2])! };
}

/** Korean two-digit point: row (1..9 from the top, 0 for rank 1) then column 1..9. */
export function koreanPoint(sq: number): string {
  const rank = ((sq / 9) | 0) + 1;
  const row = (11 - rank) % 10;
  return `${row}${(sq % 9) + 1}`;
}

export function parseKoreanPoint(s: string): number | undefined {
  if (!/^[0-9][1-9]$/.test(s)) return undefined;
  const row = Number(s[0]);
  const rank = row === 0 ? 1 : 11 - row;
  return squareAt(Number(s[1]) - 1, rank - 1);
}

const KOREAN_NAME: Record<Role, string> = {
  general: '장',
  guard: '사',
  elephant: '상',
  horse: '마',
  chariot: '차',
  cannon: '포',
  soldier: '졸',
};
export const PASS_KOREAN = '한수쉼';

/** Names accepted when reading Korean notation (hangul and hanja). */
export const KOREAN_READ: Readonly<Record<string, Role>> = {
  장: 'general',
  궁: 'general',
  초: 'general',
  한: 'general',
  楚: 'general',
  漢: 'general',
  將: 'general',
  帥: 'general',
  사: 'guard',
  士: 'guard',
  상: 'elephant',
  象: 'elephant',
  마: 'horse',
  馬: 'horse',
  차: 'chariot',
  車: 'chariot',
  포: 'cannon',
  包: 'cannon',
  炮: 'cannon',
  砲: 'cannon',
  졸: 'soldier',
  병: 'soldier',
  卒: 'soldier',
  兵: 'soldier',
};

export function koreanName(role: Role, color: Color): string {
  return role === 'soldier' && color === 'han' ? '병' : KOREAN_NAME[role];
}

export function moveToKorean(pos: Position, m: Move): string {
  if (m.from === m.to) return PASS_KOREAN;
  const p = pos.pieceAt(m.from);
  if (!p) return koreanPoint(m.from) + '?' + koreanPoint(m.to);
  return koreanPoint(m.from) + koreanName(p.role, p.color) + koreanPoint(m.to);
}

function legalOrError(pos: Position, mv: Move, text: string): Result<Move> {
  if (!pos.isLegal(mv)) return err('notation.illegal', { text });
  return ok(mv);
}

export function parseKorean(pos: Position, input: string): Result<Move> {
  const s = input.trim();
  if (s === PASS_KOREAN || s === '한수 쉼' || s === '패스') {
    const k = pos.generalSquare(pos.turn);
    return legalOrError(pos, { from: k, to: k }, s);
  }
  const m = /^([0-9][1-9])(\S)([0-9][1-9])$/u.exec(s);
  if (!m) return err('notation.korean', { text: s });
  const role = KOREAN_READ[m[2]];
  if (!role) return err('notation.korean-piece', { text: m[2] });
  const from = parseKoreanPoint(m[1])!;
  const to = parseKoreanPoint(m[3])!;
  const p = pos.pieceAt(from);
  if (!p || p.color !== pos.turn || p.role !== role) return err('notation.wrong-piece', { color: pos.turn, role, point: m[1] });
  return legalOrError(pos, { from, to }, s);
}

/** The letters of the site notation (pychess-variants style): K A E H R C P. */
export const SITE_LETTER: Record<Role, string> = {
  general: 'K',
  guard: 'A',
  elephant: 'E',
  horse: 'H',
  chariot: 'R',
  cannon: 'C',
  soldier: 'P',
};
const SITE_READ: Record<string, Role> = Object.fromEntries(Object.entries(SITE_LETTER).map(([r, l]) => [l, r as Role])) as Record<
  string,
  Role
>;
SITE_READ['B'] = 'elephant';
SITE_READ['N'] = 'horse';
SITE_READ['G'] = 'general';

/** Suffix for the position after the move: `#` mate, `+` check, or nothing. */
function checkSuffix(pos: Position, m: Move): string {
  const after = pos.clone();
  after.makeMove(encodeMove(m.from, m.to));
  if (!after.isCheck()) return '';
  return after.countLegal(0) === 0 ? '#' : '+';
}

export function moveToSite(pos: Position, m: Move): string {
  const suffix = checkSuffix(pos, m);
  if (m.from === m.to) return 'pass' + suffix;
  const p = pos.pieceAt(m.from);
  const letter = p ? SITE_LETTER[p.role] : '?';
  const sep = pos.pieceAt(m.to) ? 'x' : '-';
  return letter + koreanPoint(m.from) + sep + koreanPoint(m.to) + suffix;
}

export function parseSite(pos: Position, input: string): Result<Move> {
  const s = input.trim();
  if (/^pass[+#]?$/i.test(s)) {
    const k = pos.generalSquare(pos.turn);
    return legalOrError(pos, { from: k, to: k }, s);
  }
  const m = /^([KAEHCRPBNG])([0-9][1-9])([-x])([0-9][1-9])([+#]?)$/.exec(s);
  if (!m) return err('notation.site', { text: s });
  const role = SITE_READ[m[1]];
  const from = parseKoreanPoint(m[2])!;
  const to = parseKoreanPoint(m[4])!;
  const p = pos.pieceAt(from);
  if (!p || p.color !== pos.turn || p.role !== role) return err('notation.wrong-piece', { color: pos.turn, role, point: m[2] });
  return legalOrError(pos, { from, to }, s);
}

export type NotationName = 'uci' | 'korean' | 'site';

export function formatMove(pos: Position, m: Move, notation: NotationName): string {
  if (notation === 'korean') return moveToKorean(pos, m);
  if (notation === 'site') return moveToSite(pos, m);
  return moveToUci(m);
}

/** Reads a move in any of the three notations. */
export function parseMove(pos: Position, input: string): Result<Move> {
  const s = input.trim();
  const uci = parseUci(s);
  if (uci) return legalOrError(pos, uci, s);
  if (/^[KAEHCRPBNG][0-9]/.test(s) || /^pass/i.test(s)) return parseSite(pos, s);
  return parseKorean(pos, s);
}
