/** Spoken names of points, pieces and moves (screen readers, the live region). */
import { ROLE_LETTER, squareName, type Color, type Move, type Piece } from '$lib/engine';
import { t } from '$lib/i18n';
import { pointLabel, type PointStyle } from '$lib/i18n/points';
import type { Announcement, MoveSpeech, Squares } from './types';

/** FEN letter of a piece: uppercase Cho, lowercase Han. */
export function pieceLetter(p: Piece): string {
  const l = ROLE_LETTER[p.role];
  return p.color === 'cho' ? l.toUpperCase() : l;
}

export function colorName(color: Color): string {
  return t(`board.color.${color}`);
}

/** "Cho general", "Han soldier" (Korean: "초 장", "한 병"). */
export function pieceLabel(p: Piece): string {
  return t('board.piece', { color: colorName(p.color), role: roleName(p) });
}

/**
 * "e2, Cho general" or "e5, empty". The board's points are always named by coordinates (tests and
 * screen readers rely on it); a text may name them in the reader's style (`korean`: "95, Cho general").
 */
export function pointName(sq: number, p: Piece | undefined, style?: PointStyle): string {
  return t('board.point', { square: pointLabel(sq, style), piece: p ? pieceLabel(p) : t('board.empty') });
}

/**
 * What the move that turned `before` into `after` was, as codes, or undefined when the two boards
 * are not one move apart (a loaded position, an undo).
 */
export function moveSpeech(before: Squares, after: Squares, beforeTurn: Color, move: Move): MoveSpeech | undefined {
  if (move.from === move.to) {
    for (let sq = 0; sq < 90; sq++) {
      const a = before[sq];
      const b = after[sq];
      if (a?.color !== b?.color || a?.role !== b?.role) return undefined;
    }
    return { code: 'pass', color: beforeTurn };
  }
  const mover = before[move.from];
  const landed = after[move.to];
  if (!mover || after[move.from] || !landed || landed.role !== mover.role || landed.color !== mover.color) return undefined;
  const captured = before[move.to];
  const base = { piece: mover, from: move.from, to: move.to };
  return captured ? { code: 'capture', ...base, captured } : { code: 'move', ...base };
}

/** The sentence for a move (see `moveSpeech`). */
export function describeMove(before: Squares, after: Squares, beforeTurn: Color, move: Move): string | undefined {
  const speech = moveSpeech(before, after, beforeTurn, move);
  return speech && sayMove(speech);
}

function sayMove(m: MoveSpeech): string {
  if (m.code === 'pass') return t('board.announce.pass', { color: colorName(m.color) });
  const base = { color: colorName(m.piece.color), role: roleName(m.piece), from: squareName(m.from), to: squareName(m.to) };
  if (m.code === 'capture') return t('board.announce.capture', { ...base, captured: pieceLabel(m.captured) });
  return t('board.announce.move', base);
}

/** The words of what the board announces, in the reader's language. */
export function say(a: Announcement | undefined): string {
  if (!a) return '';
  if (a.code === 'deselect') return t('board.announce.deselect');
  if (a.code === 'select')
    return t(a.count === 1 ? 'board.announce.select.one' : 'board.announce.select', {
      piece: a.piece ? pieceLabel(a.piece) : '',
      square: squareName(a.square),
      count: a.count,
    });
  const text = sayMove(a.move);
  const extra = [a.mate ? t('board.announce.mate') : a.check ? t('board.announce.check') : '', a.bikjang ? t('board.announce.bikjang') : '']
    .filter(Boolean)
    .join(' ');
  return extra ? t('board.announce.then', { move: text, then: extra }) : text;
}

/** The role's name, Han's soldier apart (Korean calls it 병, Cho's 졸). */
export function roleName(p: Piece): string {
  return t(p.role === 'soldier' && p.color === 'han' ? 'board.role.soldier.han' : `board.role.${p.role}`);
}
