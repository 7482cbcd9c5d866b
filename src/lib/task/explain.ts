/**
 * Why a move is not allowed, as a code for one short sentence for a beginner (the task catalogue
 * words it: `explainMessage` here, `say()` in messages.ts). Compares the attempted move
 * with the engine: pseudo-legal targets (`pos.pseudoTargets`) tell "the piece cannot go there"
 * from "the piece could, but your general would be in check" (`pos.dests`).
 */
import { fileOf, rankOf, squareAt, type Color, type Position, type Role, type Square } from '$lib/engine';
import { msg, type TaskMessage } from './messages';
import { provideExplainer } from './explain-slot';

export interface Explanation {
  /** Stable code for tests and translations. */
  code: ExplainCode;
  /** Points to show as the culprit (a blocked leg, a second screen, the attacker). */
  squares: Square[];
  /** What the message names (explainMessage turns it into words). */
  params: ExplainParams;
}

export interface ExplainParams {
  /** The moving piece (or the piece the rule is about), and its side. */
  role?: Role;
  side?: Color;
  /** Your own piece on the target point. */
  target?: Role;
  from?: Square;
  to?: Square;
  /** The blocking point(s). */
  at?: Square[];
  /** The pieces giving check. */
  by?: { role: Role; square: Square; side: Color }[];
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

const e = (code: ExplainCode, squares: Square[] = [], params: ExplainParams = {}): Explanation => ({ code, squares, params });

/**
 * Explains why `from`-`to` is not a legal move for the side to move. Undefined if it is legal.
 * A pass (from === to) is not explained here.
 */
export function explainMove(pos: Position, from: Square, to: Square): Explanation | undefined {
  if (from === to) return undefined;
  const piece = pos.pieceAt(from);
  if (!piece) return e('empty', [from], { from });
  if (piece.color !== pos.turn) return e('not-your-piece', [from], { color: piece.color, turn: pos.turn });
  if (pos.dests(from).includes(to)) return undefined;
  const target = pos.pieceAt(to);
  if (target && target.color === piece.color) return e('own-piece', [to], { target: target.role, side: piece.color, to });

  if (pos.pseudoTargets(from).includes(to)) return explainSafety(pos, from, to);
  return explainShape(pos, piece.role, piece.color, from, to) ?? e('cannot', [], { role: piece.role, side: piece.color, to });
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
  const side: Color = us === 'cho' ? 'han' : 'cho';
  const by = attackers.map((s) => ({ role: pos.pieceAt(s)?.role ?? 'soldier', square: s, side }));
  if (attackers.length === 0 && pos.rules.bikjang && pos.isBikjang())
    return e('bikjang', [general, pos.generalSquare(us === 'cho' ? 'han' : 'cho')]);
  if (pos.isCheck()) return e('in-check', attackers, { by });
  if (from === general) return e('self-check', attackers, { by, to });
  return e('pinned', attackers, { by });
}

function explainShape(pos: Position, role: Role, color: Color, from: Square, to: Square): Explanation | undefined {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const af = Math.abs(df);
  const ar = Math.abs(dr);
  switch (role) {
    case 'general':
    case 'guard': {
      const own = color === 'cho' ? 0 : 1;
      if (palaceOf(to) !== own) return e('palace-only', [to], { role, side: color });
      if (af > 1 || ar > 1) return e('one-step', [], { role, side: color });
      if (af === 1 && ar === 1) return e('no-palace-line', [], { role, side: color, from, to });
      return undefined;
    }
    case 'horse': {
      if ((af === 1 && ar === 2) || (af === 2 && ar === 1)) {
        const leg = af === 2 ? squareAt(fileOf(from) + Math.sign(df), rankOf(from)) : squareAt(fileOf(from), rankOf(from) + Math.sign(dr));
        if (pos.pieceAt(leg)) return e('horse-leg', [leg], { role, side: color, at: [leg] });
        return undefined;
      }
      return e('horse-shape', [], { role, side: color });
    }
    case 'elephant': {
      if ((af === 2 && ar === 3) || (af === 3 && ar === 2)) {
        const sf = Math.sign(df);
        const sr = Math.sign(dr);
        const leg1 = af === 3 ? squareAt(fileOf(from) + sf, rankOf(from)) : squareAt(fileOf(from), rankOf(from) + sr);
        const leg2 = squareAt(fileOf(leg1) + sf, rankOf(leg1) + sr);
        for (const leg of [leg1, leg2]) if (pos.pieceAt(leg)) return e('elephant-path', [leg], { role, side: color, at: [leg] });
        return undefined;
      }
      return e('elephant-shape', [], { role, side: color });
    }
    case 'chariot': {
      if (!isLine(from, to)) {
        if (af === ar && palaceOf(from) >= 0 && palaceOf(from) === palaceOf(to))
          return e('no-palace-line', [], { role, side: color, from, to });
        return e('straight-lines', [], { role, side: color });
      }
      const block = between(from, to).find((s) => pos.pieceAt(s));
      if (block !== undefined) return e('path-blocked', [block], { role, side: color, at: [block] });
      return undefined;
    }
    case 'cannon': {
      if (!isLine(from, to)) {
        if (af === ar && palaceOf(from) >= 0 && palaceOf(from) === palaceOf(to))
          return e('no-palace-line', [], { role, side: color, from, to });
        return e('straight-lines', [], { role, side: color });
      }
      const screens = between(from, to).filter((s) => pos.pieceAt(s));
      const cannonScreen = screens.find((s) => pos.pieceAt(s)?.role === 'cannon');
      if (screens.length === 0) return e('cannon-no-screen', [], { role, side: color });
      if (cannonScreen !== undefined) return e('cannon-over-cannon', [cannonScreen], { role, side: color, at: [cannonScreen] });
      if (screens.length > 1) return e('cannon-two-screens', screens, { role, side: color, at: screens });
      if (pos.pieceAt(to)?.role === 'cannon') return e('cannon-takes-cannon', [to], { role, side: color, to });
      return undefined;
    }
    case 'soldier': {
      const fwd = color === 'cho' ? 1 : -1;
      if (dr === -fwd) return e('soldier-backward', [], { role, side: color });
      if (af > 1 || ar > 1) return e('one-step', [], { role, side: color });
      if (af === 1 && ar === 1) {
        if (dr === fwd && onPalaceDiagonal(from, to)) return undefined;
        return e('soldier-diagonal', [], { role, side: color });
      }
      return undefined;
    }
  }
}

/** The explanation as a message of the task catalogue. */
export function explainMessage(why: Explanation): TaskMessage {
  const p = why.params;
  const side = p.side ?? p.turn ?? 'cho';
  const piece = { piece: p.role ?? 'soldier', side };
  const sq = (s: Square | undefined) => ({ sq: s ?? 0 });
  switch (why.code) {
    case 'empty':
      return msg('why.empty', { from: sq(p.from) });
    case 'not-your-piece':
      return msg('why.not-your-piece', { color: { side: p.color ?? 'han' }, turn: { side: p.turn ?? 'cho' } });
    case 'own-piece':
      return msg('why.own-piece', { target: { piece: p.target ?? 'soldier', side }, to: sq(p.to) });
    case 'in-check':
      return msg('why.in-check', { by: { by: p.by ?? [] } });
    case 'self-check':
      return msg('why.self-check', { to: sq(p.to), by: { by: p.by ?? [] } });
    case 'pinned':
      return msg('why.pinned', { by: { by: p.by ?? [] } });
    case 'bikjang':
      return msg('why.bikjang');
    case 'palace-only':
      return msg('why.palace-only', { piece });
    case 'one-step':
      return p.role === 'soldier' ? msg('why.one-step.soldier') : msg('why.one-step', { piece });
    case 'no-palace-line':
      return msg('why.no-palace-line', { from: sq(p.from), to: sq(p.to) });
    case 'horse-shape':
      return msg('why.horse-shape');
    case 'horse-leg':
      return msg('why.horse-leg', { at: { sqs: p.at ?? [] } });
    case 'elephant-shape':
      return msg('why.elephant-shape');
    case 'elephant-path':
      return msg('why.elephant-path', { at: { sqs: p.at ?? [] } });
    case 'straight-lines':
      return p.role === 'cannon' ? msg('why.straight-lines.cannon') : msg('why.straight-lines');
    case 'path-blocked':
      return msg('why.path-blocked', { at: { sqs: p.at ?? [] } });
    case 'cannon-no-screen':
      return msg('why.cannon-no-screen');
    case 'cannon-over-cannon':
      return msg('why.cannon-over-cannon');
    case 'cannon-two-screens':
      return msg('why.cannon-two-screens', { at: { sqs: p.at ?? [] } });
    case 'cannon-takes-cannon':
      return msg('why.cannon-takes-cannon');
    case 'soldier-backward':
      return msg('why.soldier-backward');
    case 'soldier-diagonal':
      return msg('why.soldier-diagonal');
    case 'cannot':
      return msg('why.cannot', { piece, to: sq(p.to) });
  }
}

// Loaded or imported, the explainer takes its place in the slot the runners read.
provideExplainer({ explainMove, explainMessage });
