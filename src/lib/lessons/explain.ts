/**
 * Why a move is not allowed, in one short sentence for a beginner. Compares the attempted move
 * with the engine: pseudo-legal targets (`pos.pseudoTargets`) tell "the piece cannot go there"
 * from "the piece could, but your general would be in check" (`pos.dests`).
 */
import { fileOf, rankOf, squareName, squareAt, type Color, type Position, type Role, type Square } from '$lib/engine';
import { ROLE_NAMES, SIDE_NAMES } from './words';

export interface Explanation {
  /** Stable code for tests and translations. */
  code: ExplainCode;
  message: string;
  /** Points to show as the culprit (a blocked leg, a second screen, the attacker). */
  squares: Square[];
  /** What the message names, for saying it in another language (explain-text.ts). */
  params: ExplainParams;
}

export interface ExplainParams {
  /** The moving piece (or the piece the rule is about). */
  role?: Role;
  /** Your own piece on the target point. */
  target?: Role;
  from?: Square;
  to?: Square;
  /** The blocking point(s). */
  at?: Square[];
  /** The pieces giving check. */
  by?: { role: Role; square: Square }[];
  color?: Color;
  turn?: Color;
}

export type ExplainCode =
  | 'empty'
  | 'not-your-piece'
  | 'own-piece'
  | 'in-check'
  | 'self-check'
  | 'pinned'
  | 'bikjang'
  | 'palace-only'
  | 'one-step'
  | 'no-palace-line'
  | 'horse-shape'
  | 'horse-leg'
  | 'elephant-shape'
  | 'elephant-path'
  | 'straight-lines'
  | 'path-blocked'
  | 'cannon-no-screen'
  | 'cannon-over-cannon'
  | 'cannon-two-screens'
  | 'cannon-takes-cannon'
  | 'soldier-backward'
  | 'soldier-diagonal'
  | 'cannot';


/** Palace of a square: 0 Cho, 1 Han, -1 none. */
export function palaceOf(sq: Square): number {
  const f = fileOf(sq);
  const r = rankOf(sq);
  if (f < 3 || f > 5) return -1;
  if (r <= 2) return 0;
  if (r >= 7) return 1;
  return -1;
}

/** Corners and centres of the palaces: the points that carry a diagonal line. */
export function isDiagonalPoint(sq: Square): boolean {
  const p = palaceOf(sq);
  if (p < 0) return false;
  const f = fileOf(sq);
  const r = rankOf(sq) - (p === 0 ? 0 : 7);
  return (f !== 4 && r !== 1) || (f === 4 && r === 1);
}

/** Whether from-to runs along a drawn palace diagonal (one or two steps). */
export function onPalaceDiagonal(from: Square, to: Square): boolean {
  const df = Math.abs(fileOf(to) - fileOf(from));
  const dr = Math.abs(rankOf(to) - rankOf(from));
  return df === dr && (df === 1 || df === 2) && isDiagonalPoint(from) && isDiagonalPoint(to) && palaceOf(from) === palaceOf(to);
}

/** Points strictly between from and to on a straight line or palace diagonal (empty if not a line). */
function between(from: Square, to: Square): Square[] {
  const df = Math.sign(fileOf(to) - fileOf(from));
  const dr = Math.sign(rankOf(to) - rankOf(from));
  const out: Square[] = [];
  let f = fileOf(from) + df;
  let r = rankOf(from) + dr;
  while (f !== fileOf(to) || r !== rankOf(to)) {
    out.push(squareAt(f, r));
    f += df;
    r += dr;
  }
  return out;
}

function isLine(from: Square, to: Square): boolean {
  return fileOf(from) === fileOf(to) || rankOf(from) === rankOf(to) || onPalaceDiagonal(from, to);
}

const e = (code: ExplainCode, message: string, squares: Square[] = [], params: ExplainParams = {}): Explanation => ({ code, message, squares, params });

/**
 * Explains why `from`-`to` is not a legal move for the side to move. Undefined if it is legal.
 * A pass (from === to) is not explained here.
 */
export function explainMove(pos: Position, from: Square, to: Square): Explanation | undefined {
  if (from === to) return undefined;
  const piece = pos.pieceAt(from);
  const n = squareName;
  if (!piece) return e('empty', `There is no piece on ${n(from)}.`, [from], { from });
  if (piece.color !== pos.turn)
    return e('not-your-piece', `That is a ${SIDE_NAMES[piece.color]} piece; you are playing ${SIDE_NAMES[pos.turn]}.`, [from], { color: piece.color, turn: pos.turn });
  if (pos.dests(from).includes(to)) return undefined;
  const name = ROLE_NAMES[piece.role];
  const target = pos.pieceAt(to);
  if (target && target.color === piece.color)
    return e('own-piece', `Your own ${ROLE_NAMES[target.role]} stands on ${n(to)}. You never capture your own pieces.`, [to], { target: target.role, to });

  if (pos.pseudoTargets(from).includes(to)) return explainSafety(pos, from, to);
  return explainShape(pos, piece.role, piece.color, from, to) ?? e('cannot', `The ${name} cannot go to ${n(to)}.`, [], { role: piece.role, to });
}

/** The move follows the piece's pattern but leaves the general in check (or bikjang standing). */
function explainSafety(pos: Position, from: Square, to: Square): Explanation {
  const us = pos.turn;
  const general = pos.generalSquare(us);
  const after = pos.clone();
  after.makeMove(from | (to << 8));
  const them = us === 'cho' ? 1 : 0;
  const kingSq = from === general ? to : general;
  const attackers = after.attackers(kingSq, them);
  const by = attackers.map((s) => ({ role: pos.pieceAt(s)?.role ?? 'soldier', square: s }));
  const list = attackers.map((s) => `the ${ROLE_NAMES[pos.pieceAt(s)?.role ?? 'soldier']} on ${squareName(s)}`).join(' and ');
  if (attackers.length === 0 && pos.rules.bikjang && pos.isBikjang())
    return e('bikjang', 'The generals face each other (bikjang): break the line, or pass to end the game.', [general, pos.generalSquare(us === 'cho' ? 'han' : 'cho')]);
  if (pos.isCheck())
    return e('in-check', `You are in check from ${list || 'the enemy'}; this move does not stop it.`, attackers, { by });
  if (from === general) return e('self-check', `Your general would be in check on ${squareName(to)} from ${list}.`, attackers, { by, to });
  return e('pinned', `Your general would be in check: this piece is shielding it from ${list}.`, attackers, { by });
}

function explainShape(pos: Position, role: Role, color: Color, from: Square, to: Square): Explanation | undefined {
  const n = squareName;
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const af = Math.abs(df);
  const ar = Math.abs(dr);
  switch (role) {
    case 'general':
    case 'guard': {
      const name = ROLE_NAMES[role];
      const own = color === 'cho' ? 0 : 1;
      if (palaceOf(to) !== own) return e('palace-only', `The ${name} never leaves its palace.`, [to], { role });
      if (af > 1 || ar > 1) return e('one-step', `The ${name} moves one point at a time along the palace lines.`, [], { role });
      if (af === 1 && ar === 1) return e('no-palace-line', `That square is not on a palace line: no diagonal joins ${n(from)} and ${n(to)}.`, [], { role, from, to });
      return undefined;
    }
    case 'horse': {
      if ((af === 1 && ar === 2) || (af === 2 && ar === 1)) {
        const leg = af === 2 ? squareAt(fileOf(from) + Math.sign(df), rankOf(from)) : squareAt(fileOf(from), rankOf(from) + Math.sign(dr));
        if (pos.pieceAt(leg)) return e('horse-leg', `The horse's leg is blocked at ${n(leg)}.`, [leg], { role, at: [leg] });
        return undefined;
      }
      return e('horse-shape', 'A horse moves one point straight, then one point diagonally outward.', [], { role });
    }
    case 'elephant': {
      if ((af === 2 && ar === 3) || (af === 3 && ar === 2)) {
        const sf = Math.sign(df);
        const sr = Math.sign(dr);
        const leg1 = af === 3 ? squareAt(fileOf(from) + sf, rankOf(from)) : squareAt(fileOf(from), rankOf(from) + sr);
        const leg2 = squareAt(fileOf(leg1) + sf, rankOf(leg1) + sr);
        for (const leg of [leg1, leg2])
          if (pos.pieceAt(leg)) return e('elephant-path', `The elephant's path is blocked at ${n(leg)}.`, [leg], { role, at: [leg] });
        return undefined;
      }
      return e('elephant-shape', 'An elephant moves one point straight, then two points diagonally outward.', [], { role });
    }
    case 'chariot': {
      if (!isLine(from, to)) {
        if (af === ar && palaceOf(from) >= 0 && palaceOf(from) === palaceOf(to))
          return e('no-palace-line', `That square is not on a palace line: no diagonal joins ${n(from)} and ${n(to)}.`, [], { role, from, to });
        return e('straight-lines', 'A chariot moves along straight lines (and the diagonal lines inside a palace).', [], { role });
      }
      const block = between(from, to).find((s) => pos.pieceAt(s));
      if (block !== undefined) return e('path-blocked', `The way is blocked at ${n(block)}.`, [block], { role, at: [block] });
      return undefined;
    }
    case 'cannon': {
      if (!isLine(from, to)) {
        if (af === ar && palaceOf(from) >= 0 && palaceOf(from) === palaceOf(to))
          return e('no-palace-line', `That square is not on a palace line: no diagonal joins ${n(from)} and ${n(to)}.`, [], { role, from, to });
        return e('straight-lines', 'A cannon moves along straight lines (and palace diagonals), always jumping one piece.', [], { role });
      }
      const screens = between(from, to).filter((s) => pos.pieceAt(s));
      const cannonScreen = screens.find((s) => pos.pieceAt(s)?.role === 'cannon');
      if (screens.length === 0) return e('cannon-no-screen', 'A cannon must jump over exactly one piece, and there is none in between.', [], { role });
      if (cannonScreen !== undefined) return e('cannon-over-cannon', 'A cannon cannot jump over another cannon.', [cannonScreen], { role, at: [cannonScreen] });
      if (screens.length > 1)
        return e('cannon-two-screens', `A cannon jumps over one piece only; ${screens.map(n).join(' and ')} are both in the way.`, screens, { role, at: screens });
      if (pos.pieceAt(to)?.role === 'cannon') return e('cannon-takes-cannon', 'A cannon cannot capture another cannon.', [to], { role, to });
      return undefined;
    }
    case 'soldier': {
      const fwd = color === 'cho' ? 1 : -1;
      if (dr === -fwd) return e('soldier-backward', 'Soldiers never move backward.', [], { role });
      if (af > 1 || ar > 1) return e('one-step', 'A soldier moves one point at a time: forward or sideways.', [], { role });
      if (af === 1 && ar === 1) {
        if (dr === fwd && onPalaceDiagonal(from, to)) return undefined;
        return e('soldier-diagonal', 'That square is not on a palace line: a soldier steps diagonally only along the lines of the enemy palace.', [], { role });
      }
      return undefined;
    }
  }
}
