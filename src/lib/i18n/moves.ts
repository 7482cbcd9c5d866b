/**
 * A move said the way a reader says it, in their language and in the notation they picked:
 * "한의 마가 g5의 졸을 잡아요" / "Han's horse takes the soldier on g5". Never a raw code such as
 * `f7g5` inside a sentence; a pass is 한수쉼 / "pass" in every notation.
 *
 * Points are named in the reader's notation: coordinates (`g5`) for `uci`; the Korean two-digit
 * point (`55`, row then column from Cho's side) for `korean` and `site`, the form those notations
 * use. The sentence is the language's speaker's (lang/<code>/speaker.ts). Pure: no DOM, no catalogue; `moveFacts` builds the facts from an engine position.
 */
import { koreanPoint, squareName, type Color, type Move, type NotationName, type Position, type Role, type Square } from '$lib/engine';
import type { Locale } from './locales';
import { speaker } from './speaker';

/** What a move does, as a reader needs it to say the move. */
export interface MoveFacts {
  /** The side that moves (or passes). */
  side: Color;
  /** The piece that moves (the general for a pass). */
  role: Role;
  from: Square;
  to: Square;
  /** The role of the piece taken on `to`, if any (it belongs to the other side). */
  captured?: Role;
  pass: boolean;
  /** The move gives check. */
  check: boolean;
  /** The move gives checkmate (then `check` is true too). */
  mate: boolean;
}

/** The facts of `move` played in `pos` (before the move); `undefined` when no piece of the side to move stands on `from`. */
export function moveFacts(pos: Position, move: Move): MoveFacts | undefined {
  const piece = pos.pieceAt(move.from);
  if (!piece || piece.color !== pos.turn) return undefined;
  const pass = move.from === move.to;
  const target = pass ? undefined : pos.pieceAt(move.to);
  const after = pos.clone();
  const moved = after.play(move);
  const check = moved && after.isCheck();
  const mate = check && after.countLegal(0) === 0;
  return {
    side: piece.color,
    role: piece.role,
    from: move.from,
    to: move.to,
    ...(target ? { captured: target.role } : {}),
    pass,
    check,
    mate,
  };
}

/** A point's name in the reader's notation. */
export function pointName(sq: Square, notation: NotationName): string {
  return notation === 'uci' ? squareName(sq) : koreanPoint(sq);
}

/** One move as a clause without a final full stop, in `lang` (its speaker says it). */
export function describeMove(facts: MoveFacts, lang: Locale, notation: NotationName): string {
  return speaker(lang).move(facts, pointName(facts.to, notation));
}
