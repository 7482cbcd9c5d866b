/**
 * A move said the way a reader says it, in their language and in the notation they picked:
 * "한의 마가 g5의 졸을 잡아요" / "Han's horse takes the soldier on g5". Never a raw code such as
 * `f7g5` inside a sentence; a pass is 한수쉼 / "pass" in every notation.
 *
 * Points are named in the reader's notation: coordinates (`g5`) for `uci`; the Korean two-digit
 * point (`55`, row then column from Cho's side) for `korean` and `site`, the form those notations
 * use. Pure: no DOM, no catalogue; `moveFacts` builds the facts from an engine position.
 */
import {
  koreanName,
  koreanPoint,
  squareName,
  type Color,
  type Move,
  type NotationName,
  type Position,
  type Role,
  type Square,
} from '$lib/engine';
import type { Locale } from './locales';
import { particle } from './particles';

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

const OTHER: Record<Color, Color> = { cho: 'han', han: 'cho' };

const EN_SIDE: Record<Color, string> = { cho: 'Cho', han: 'Han' };
const EN_ROLE: Record<Role, string> = {
  general: 'general',
  guard: 'guard',
  elephant: 'elephant',
  horse: 'horse',
  chariot: 'chariot',
  cannon: 'cannon',
  soldier: 'soldier',
};
const KO_SIDE: Record<Color, string> = { cho: '초', han: '한' };

/** A point's name in the reader's notation. */
export function pointName(sq: Square, notation: NotationName): string {
  return notation === 'uci' ? squareName(sq) : koreanPoint(sq);
}

/** The Korean name of a side's piece: Han's soldier is 병, Cho's 졸. */
export function pieceNameKo(role: Role, side: Color): string {
  return koreanName(role, side);
}

export function pieceNameEn(role: Role): string {
  return EN_ROLE[role];
}

/** One move as a clause without a final full stop, in `lang`. */
export function describeMove(facts: MoveFacts, lang: Locale, notation: NotationName): string {
  return lang === 'ko' ? describeKo(facts, notation) : describeEn(facts, notation);
}

function describeKo(f: MoveFacts, notation: NotationName): string {
  if (f.pass) return `${particle(KO_SIDE[f.side], '은/는')} 한수쉼을 해요`;
  const mover = `${KO_SIDE[f.side]}의 ${particle(pieceNameKo(f.role, f.side), '이/가')}`;
  const to = pointName(f.to, notation);
  const tail = f.mate ? ' 외통을 만들어요' : f.check ? ' 장군을 불러요' : '';
  if (f.captured) {
    const taken = particle(pieceNameKo(f.captured, OTHER[f.side]), '을/를');
    return tail ? `${mover} ${to}의 ${taken} 잡고${tail}` : `${mover} ${to}의 ${taken} 잡아요`;
  }
  return tail ? `${mover} ${particle(to, '으로/로')} 가서${tail}` : `${mover} ${particle(to, '으로/로')} 가요`;
}

function describeEn(f: MoveFacts, notation: NotationName): string {
  if (f.pass) return `${EN_SIDE[f.side]} passes`;
  const mover = `${EN_SIDE[f.side]}'s ${EN_ROLE[f.role]}`;
  const to = pointName(f.to, notation);
  const act = f.captured ? `${mover} takes the ${EN_ROLE[f.captured]} on ${to}` : `${mover} goes to ${to}`;
  return f.mate ? `${act} and gives checkmate` : f.check ? `${act} and gives check` : act;
}
