/**
 * Nine Elder (아홉 장로): a 9x9 game by Daphne Snowmoon mixing Janggi pieces (cannon, the horse-like
 * Cassia, the sideways soldier) with shogi's drops and promotion. Pure TypeScript, no dependencies.
 *
 * Shared with Janggi: square indexing (`rank0 * 9 + file0`, a1 = 0, Fairy-Stockfish coordinates),
 * square names and the Result type. Nothing else: no palace, no Janggi rule leaks in or out.
 *
 * Colours: 0 = first player (Jade, bottom, FEN uppercase, side `w`), 1 = second player (King, `b`).
 * Piece code on the board: 0 empty, else `color * 32 + (promoted ? 16 : 0) + type`.
 * Move code: `from | to << 7 | promote << 14 | dropType << 15` (a drop has dropType > 0, from = 0).
 */
import { err, ok, squareName, type Result } from './base';
import { DIAG, ORTHO } from '../directions';

export const NE_SIZE = 9;
export const NE_SQUARES = 81;

/** Piece types 1..9, FEN letter = NE_LETTERS[type]. */
export const KING = 1;
export const INCENSE = 2;
export const ANGLE = 3;
export const CANNON = 4;
export const VAN = 5;
export const GOLD = 6;
export const SILVER = 7;
export const CASSIA = 8;
export const PAWN = 9;
export const NE_LETTERS = ['', 'k', 'i', 'a', 'n', 'v', 'g', 's', 'c', 'p'] as const;
export type NeType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Types that may promote. */
export const PROMOTABLE = [false, false, true, true, true, true, false, true, true, true];
/** Drop order in hands and FEN. */
export const HAND_TYPES = [INCENSE, ANGLE, CANNON, VAN, GOLD, SILVER, CASSIA, PAWN] as const;

export const PROMOTED = 16;
export const pieceColor = (p: number) => p >> 5;
export const pieceType = (p: number) => p & 15;
export const isPromoted = (p: number) => (p & PROMOTED) !== 0;
export const makePiece = (color: number, type: number, promoted = false) => color * 32 + (promoted ? PROMOTED : 0) + type;

export const encodeMove = (from: number, to: number, promote = false) => from | (to << 7) | (promote ? 1 << 14 : 0);
export const encodeDrop = (type: number, to: number) => (to << 7) | (type << 15);
export const mFrom = (m: number) => m & 127;
export const mTo = (m: number) => (m >> 7) & 127;
export const mPromote = (m: number) => (m >> 14) & 1;
export const mDrop = (m: number) => m >> 15;

/** Promotion zone: the three far ranks of each side. */
export const inZone = (color: number, sq: number) => {
  const r = (sq / 9) | 0;
  return color === 0 ? r >= 6 : r <= 2;
};

/** Rule switches. The defaults are the game; the others exist to compare with engines that lack a rule. */
export interface NineElderOptions {
  /** A pawn may not move sideways onto a file holding another own unpromoted pawn (drops always obey it). */
  pawnFileOnMoves: boolean;
  /** A pawn drop that mates with the pawn as the only checker is illegal. */
  pawnDropMate: boolean;
}
export const NE_DEFAULT_OPTIONS: NineElderOptions = { pawnFileOnMoves: true, pawnDropMate: true };

const on = (f: number, r: number) => f >= 0 && f < 9 && r >= 0 && r < 9;

/** Rays per square: 4 orthogonal then 4 diagonal, each a list outward. */
const RAYS: number[][][] = [];
/** Cassia: (leg, target) pairs per square, and reverse (leg, source) pairs. */
const CASSIA_TO: number[][] = [];
const CASSIA_FROM: number[][] = [];
for (let sq = 0; sq < 81; sq++) {
  CASSIA_FROM.push([]);
}
for (let sq = 0; sq < 81; sq++) {
  const f0 = sq % 9;
  const r0 = (sq / 9) | 0;
  const rays: number[][] = [];
  for (const [df, dr] of [...ORTHO, ...DIAG]) {
    const ray: number[] = [];
    for (let f = f0 + df, r = r0 + dr; on(f, r); f += df, r += dr) ray.push(r * 9 + f);
    rays.push(ray);
  }
  RAYS.push(rays);
  const list: number[] = [];
  for (const [df, dr] of ORTHO) {
    const lf = f0 + df;
    const lr = r0 + dr;
    for (const p of [-1, 1]) {
      const tf = lf + (df === 0 ? p : df);
      const tr = lr + (dr === 0 ? p : dr);
      if (!on(tf, tr)) continue;
      const leg = lr * 9 + lf;
      const t = tr * 9 + tf;
      list.push(leg, t);
      CASSIA_FROM[t].push(leg, sq);
    }
  }
  CASSIA_TO.push(list);
}

/** Step offsets (df, dr) of a stepping piece for the first player; the second player mirrors dr. */
const GOLD_STEPS = [...ORTHO, [1, 1], [-1, 1]];
const SILVER_STEPS = [...DIAG, [0, 1]];
const PAWN_STEPS = [
  [0, 1],
  [1, 0],
  [-1, 0],
];
const KING_STEPS = [...ORTHO, ...DIAG];

function stepsOf(type: number, promoted: boolean): number[][] | null {
  if (type === KING) return KING_STEPS;
  if (promoted) {
    if (type === SILVER || type === CASSIA || type === PAWN) return GOLD_STEPS;
    if (type === INCENSE) return DIAG;
    if (type === ANGLE) return ORTHO;
    return null;
  }
  if (type === GOLD) return GOLD_STEPS;
  if (type === SILVER) return SILVER_STEPS;
  if (type === PAWN) return PAWN_STEPS;
  return null;
}

export interface NeUndo {
  move: number;
  captured: number;
  moved: number;
}

export class NinePosition {
  board = new Uint8Array(81);
  /** hands[color * 10 + type] = count. */
  hands = new Uint8Array(20);
  turn = 0;
  halfmoves = 0;
  fullmoves = 1;
  options: NineElderOptions;
  private stack: NeUndo[] = [];

  constructor(options: Partial<NineElderOptions> = {}) {
    this.options = { ...NE_DEFAULT_OPTIONS, ...options };
  }

  clone(): NinePosition {
    const p = new NinePosition(this.options);
    p.board.set(this.board);
    p.hands.set(this.hands);
    p.turn = this.turn;
    p.halfmoves = this.halfmoves;
    p.fullmoves = this.fullmoves;
    return p;
  }

  kingSquare(color: number): number {
    const k = makePiece(color, KING);
    for (let s = 0; s < 81; s++) if (this.board[s] === k) return s;
    return -1;
  }

  /** Whether `sq` is attacked by a piece of `by` (ignoring a piece standing on `ignore`). */
  attacked(sq: number, by: number, ignore = -1): boolean {
    const b = this.board;
    const f0 = sq % 9;
    const r0 = (sq / 9) | 0;
    // Steppers: look at each neighbour and ask whether it steps onto sq.
    for (let df = -1; df <= 1; df++)
      for (let dr = -1; dr <= 1; dr++) {
        if (!df && !dr) continue;
        const f = f0 + df;
        const r = r0 + dr;
        if (!on(f, r)) continue;
        const s = r * 9 + f;
        if (s === ignore) continue;
        const p = b[s];
        if (!p || pieceColor(p) !== by) continue;
        const steps = stepsOf(pieceType(p), isPromoted(p));
        if (!steps) continue;
        // The step from s to sq is (-df, -dr); for the second player mirror the rank.
        const sf = -df;
        const sr = by === 0 ? -dr : dr;
        for (const [a, c] of steps) if (a === sf && c === sr) return true;
      }
    // Cassia.
    const cf = CASSIA_FROM[sq];
    for (let i = 0; i < cf.length; i += 2) {
      const src = cf[i + 1];
      if (src === ignore) continue;
      if (b[src] === makePiece(by, CASSIA) && !b[cf[i]]) return true;
    }
    const rays = RAYS[sq];
    for (let d = 0; d < 8; d++) {
      const ray = rays[d];
      let screen = false;
      for (const s of ray) {
        const p = b[s];
        if (!p) continue;
        if (!screen) {
          if (s !== ignore && pieceColor(p) === by) {
            const t = pieceType(p);
            if (d < 4 && t === INCENSE) return true;
            if (d >= 4 && t === ANGLE) return true;
          }
          if (d >= 4) break;
          screen = true;
        } else {
          if (s !== ignore && pieceColor(p) === by) {
            const t = pieceType(p);
            if (t === CANNON || t === VAN) return true;
          }
          break;
        }
      }
    }
    return false;
  }

  inCheck(color = this.turn): boolean {
    const k = this.kingSquare(color);
    return k >= 0 && this.attacked(k, 1 - color);
  }

  private pawnOnFile(color: number, file: number, except = -1): boolean {
    const pawn = makePiece(color, PAWN);
    for (let r = 0; r < 9; r++) {
      const s = r * 9 + file;
      if (s !== except && this.board[s] === pawn) return true;
    }
    return false;
  }

  /** Moves that obey piece movement, drop and pawn-file rules; the king may be left attacked. */
  pseudoMoves(out: number[] = []): number[] {
    const us = this.turn;
    const b = this.board;
    const fwd = us === 0 ? 1 : -1;
    const add = (from: number, to: number, p: number) => {
      const t = pieceType(p);
      const canPromote = !isPromoted(p) && PROMOTABLE[t] && (inZone(us, from) || inZone(us, to));
      if (t === PAWN && !isPromoted(p) && to % 9 !== from % 9 && this.options.pawnFileOnMoves) {
        if (!this.pawnOnFile(us, to % 9, from)) out.push(encodeMove(from, to));
        if (canPromote) out.push(encodeMove(from, to, true));
        return;
      }
      out.push(encodeMove(from, to));
      if (canPromote) out.push(encodeMove(from, to, true));
    };
    for (let from = 0; from < 81; from++) {
      const p = b[from];
      if (!p || pieceColor(p) !== us) continue;
      const t = pieceType(p);
      const pr = isPromoted(p);
      const f0 = from % 9;
      const r0 = (from / 9) | 0;
      const steps = stepsOf(t, pr);
      if (steps)
        for (const [df, dr] of steps) {
          const f = f0 + df;
          const r = r0 + dr * fwd;
          if (!on(f, r)) continue;
          const s = r * 9 + f;
          if (b[s] && pieceColor(b[s]) === us) continue;
          add(from, s, p);
        }
      if (t === CASSIA && !pr) {
        const list = CASSIA_TO[from];
        for (let i = 0; i < list.length; i += 2) {
          if (b[list[i]]) continue;
          const s = list[i + 1];
          if (b[s] && pieceColor(b[s]) === us) continue;
          add(from, s, p);
        }
      }
      const rays = RAYS[from];
      if (t === INCENSE || t === ANGLE) {
        const d0 = t === INCENSE ? 0 : 4;
        for (let d = d0; d < d0 + 4; d++)
          for (const s of rays[d]) {
            if (b[s]) {
              if (pieceColor(b[s]) !== us) add(from, s, p);
              break;
            }
            add(from, s, p);
          }
      }
      if (t === CANNON || t === VAN) {
        // Quiet slides before the screen: Van and both promoted forms.
        const slide = t === VAN || pr;
        // Quiet moves beyond the screen: Cannon and both promoted forms.
        const hopQuiet = t === CANNON || pr;
        for (let d = 0; d < 4; d++) {
          let screen = false;
          for (const s of rays[d]) {
            const q = b[s];
            if (!screen) {
              if (q) screen = true;
              else if (slide) add(from, s, p);
            } else {
              if (q) {
                if (pieceColor(q) !== us) add(from, s, p);
                break;
              }
              if (hopQuiet) add(from, s, p);
            }
          }
        }
      }
    }
    // Drops.
    for (const t of HAND_TYPES) {
      if (!this.hands[us * 10 + t]) continue;
      for (let s = 0; s < 81; s++) {
        if (b[s]) continue;
        if (t === PAWN && this.pawnOnFile(us, s % 9)) continue;
        out.push(encodeDrop(t, s));
      }
    }
    return out;
  }

  makeMove(m: number): void {
    const us = this.turn;
    const to = mTo(m);
    const drop = mDrop(m);
    if (drop) {
      this.hands[us * 10 + drop]--;
      this.board[to] = makePiece(us, drop);
      this.stack.push({ move: m, captured: 0, moved: 0 });
    } else {
      const from = mFrom(m);
      const moved = this.board[from];
      const captured = this.board[to];
      if (captured) this.hands[us * 10 + pieceType(captured)]++;
      this.board[to] = mPromote(m) ? moved | PROMOTED : moved;
      this.board[from] = 0;
      this.stack.push({ move: m, captured, moved });
    }
    if (us === 1) this.fullmoves++;
    this.turn = 1 - us;
  }

  unmakeMove(): void {
    const u = this.stack.pop();
    if (!u) return;
    this.turn = 1 - this.turn;
    const us = this.turn;
    if (us === 1) this.fullmoves--;
    const to = mTo(u.move);
    const drop = mDrop(u.move);
    if (drop) {
      this.board[to] = 0;
      this.hands[us * 10 + drop]++;
    } else {
      this.board[mFrom(u.move)] = u.moved;
      this.board[to] = u.captured;
      if (u.captured) this.hands[us * 10 + pieceType(u.captured)]--;
    }
  }

  /** Whether the side to move has any move that does not leave its king attacked. */
  hasEscape(): boolean {
    const us = this.turn;
    for (const m of this.pseudoMoves()) {
      this.makeMove(m);
      const k = this.kingSquare(us);
      const safe = !(k >= 0 && this.attacked(k, 1 - us));
      this.unmakeMove();
      if (safe) return true;
    }
    return false;
  }

  /** Every legal move. */
  legalMoves(): number[] {
    const us = this.turn;
    const out: number[] = [];
    for (const m of this.pseudoMoves()) {
      this.makeMove(m);
      const k = this.kingSquare(us);
      let legal = !(k >= 0 && this.attacked(k, 1 - us));
      if (legal && this.options.pawnDropMate && mDrop(m) === PAWN) legal = !this.pawnDropMates(mTo(m));
      this.unmakeMove();
      if (legal) out.push(m);
    }
    return out;
  }

  /**
   * After a pawn was just dropped on `sq` (the opponent to move): whether it is a mate in which the
   * pawn is the only checker. A mate given by a Cannon or Van that uses the pawn as its screen is allowed.
   */
  private pawnDropMates(sq: number): boolean {
    const them = this.turn;
    const k = this.kingSquare(them);
    if (k < 0) return false;
    const us = 1 - them;
    const fwd = us === 0 ? 1 : -1;
    const pawnChecks = k === sq + 9 * fwd || (k === sq + 1 && k % 9 !== 0) || (k === sq - 1 && k % 9 !== 8);
    if (!pawnChecks) return false;
    if (this.attacked(k, us, sq)) return false;
    return !this.hasEscape();
  }

  /** Position key for repetition: board, hands and side to move. */
  key(): string {
    return String.fromCharCode(...this.board) + String.fromCharCode(...this.hands) + this.turn;
  }
}

export function moveToUci(m: number): string {
  const d = mDrop(m);
  if (d) return `${NE_LETTERS[d].toUpperCase()}@${squareName(mTo(m))}`;
  return squareName(mFrom(m)) + squareName(mTo(m)) + (mPromote(m) ? '+' : '');
}

export function parseNeSquare(s: string): number | undefined {
  const m = /^([a-i])([1-9])$/.exec(s);
  if (!m) return undefined;
  return (Number(m[2]) - 1) * 9 + (m[1].charCodeAt(0) - 97);
}

/** The legal move written `uci` (e2e3, e6e7+, P@e5), or an error. */
export function parseUciMove(pos: NinePosition, uci: string): Result<number> {
  const found = pos.legalMoves().find((m) => moveToUci(m) === uci);
  return found === undefined ? err('illegal-move', `"${uci}" is not a legal move here.`) : ok(found);
}
