/**
 * The position: board, side to move, history, legal moves and game end.
 *
 * `play` and `undo` mutate the position (as in chessops); use `clone()` for a copy. Internally the
 * board is a typed array of piece codes and moves are generated into a shared move stack, so
 * perft and the mate solver never allocate per node.
 */
import {
  DIAGONAL_POINT,
  ELEPHANT,
  ELEPHANT_FROM,
  HORSE,
  HORSE_FROM,
  PALACE,
  PALACE_STEP,
  RAY_SQ,
  RAY_START,
  SENSITIVE,
  SOLDIER_FROM,
  SOLDIER_STEP,
} from './geometry';
import { RULE_SETS, type RuleSet, type RuleSetName } from './rules';
import { START_FEN, checkSetup, makeFen, readFen, type BoardSetup } from './fen';
import {
  DEOM,
  ROLES,
  ROLE_POINTS,
  SQUARE_COUNT,
  WIDTH,
  err,
  ok,
  squareName,
  type Color,
  type Move,
  type Piece,
  type Result,
} from './types';

import {
  CANNON,
  CHARIOT,
  ELEPHANT_CODE,
  GENERAL,
  GUARD,
  HAN_BIT,
  HORSE_CODE,
  SOLDIER,
  codePiece,
  encodeMove,
  moveFrom,
  moveTo,
  pieceCode,
} from './codes';

export { CANNON, CHARIOT, ELEPHANT_CODE, GENERAL, GUARD, HORSE_CODE, SOLDIER, codePiece, encodeMove, moveFrom, moveTo, pieceCode };

/**
 * Zobrist keys (two 32-bit halves), fixed so that hashes are stable. Each word is a counter passed
 * through MurmurHash3's finalizer, a mix that is not linear over bits: successive words of a linear
 * generator (xorshift) are linear functions of one another, so the high half would be a function
 * of the low one and a key would hold 32 bits, not 64 (different positions then met in the
 * transposition table about once in 16,000 probes of a full one).
 */
const ZOBRIST = new Int32Array(16 * SQUARE_COUNT * 2 + 2);
for (let i = 0; i < ZOBRIST.length; i++) {
  let z = Math.imul(i + 1, 0x9e3779b9);
  z ^= z >>> 16;
  z = Math.imul(z, 0x85ebca6b);
  z ^= z >>> 13;
  z = Math.imul(z, 0xc2b2ae35);
  z ^= z >>> 16;
  ZOBRIST[i] = z;
}
const zIndex = (code: number, sq: number) => (code * SQUARE_COUNT + sq) * 2;
const Z_SIDE = 16 * SQUARE_COUNT * 2;

/** Shared move stack for generation: enough for deep searches (about 100 moves a ply). */
const MOVE_STACK_SIZE = 1 << 16;

export type OutcomeReason = 'checkmate' | 'bikjang' | 'double-pass' | 'repetition' | 'perpetual-check' | 'back-and-forth' | 'move-limit';

export interface Outcome {
  /** Undefined for a draw. */
  winner?: Color;
  reason: OutcomeReason;
  /** Point totals (Han's include the deom) when the game was decided by counting. */
  points?: { cho: number; han: number };
}

export class Position {
  readonly rules: RuleSet;
  /** Piece codes by square. */
  readonly board = new Int8Array(SQUARE_COUNT);
  /** General squares: [cho, han]. */
  readonly kings = new Int16Array(2);
  /** 0 = Cho to move, 1 = Han. */
  side = 0;
  fullmovesAtRoot = 1;

  // History, one entry per ply played (index = ply). Entry 0 is the root position.
  private cap = 256;
  private hMove = new Int32Array(this.cap);
  private hCaptured = new Int8Array(this.cap);
  private hClock = new Int16Array(this.cap);
  private hLo = new Int32Array(this.cap);
  private hHi = new Int32Array(this.cap);
  private hBikjang = new Uint8Array(this.cap);
  private hPass = new Uint8Array(this.cap);
  /** Whether the side to move is in check at each ply, worked out when first asked: 0 not yet, 1 no, 2 yes. */
  private hCheck = new Uint8Array(this.cap);
  ply = 0;
  private lo = 0;
  private hi = 0;

  private stack: Int32Array | undefined;
  /**
   * Move stack shared by generation at every depth. Allocated on first use (256 KB): a position
   * that only answers FEN, turn, check or piece questions, as the UI makes many of, never needs it.
   */
  get moves(): Int32Array {
    return (this.stack ??= new Int32Array(MOVE_STACK_SIZE));
  }

  private constructor(rules: RuleSet) {
    this.rules = rules;
  }

  // ---------------------------------------------------------------- construction

  /** A position from FEN text: the text read (`readFen`), then the setup checked (`fromSetup`). */
  static fromFen(fen: string, rules: RuleSetName = 'janggi'): Result<Position> {
    const read = readFen(fen);
    return read.ok ? Position.fromSetup(read.value, rules) : read;
  }

  /**
   * A position from a setup (read from text or built by hand): refused when it breaks what play
   * needs (`checkSetup`) or when the side not to move is in check.
   */
  static fromSetup(setup: BoardSetup, rules: RuleSetName = 'janggi'): Result<Position> {
    const checked = checkSetup(setup);
    if (!checked.ok) return checked;
    const pos = new Position(RULE_SETS[rules]);
    const { board, turn, halfmoves, fullmoves } = setup;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = board[sq];
      if (!p) continue;
      const code = pieceCode(p);
      pos.board[sq] = code;
      if ((code & 7) === GENERAL) pos.kings[code & HAN_BIT ? 1 : 0] = sq;
    }
    pos.side = turn === 'cho' ? 0 : 1;
    pos.fullmovesAtRoot = fullmoves;
    pos.hClock[0] = halfmoves;
    pos.rehash();
    pos.hLo[0] = pos.lo;
    pos.hHi[0] = pos.hi;
    pos.hBikjang[0] = pos.rules.bikjang && pos.facing() ? 1 : 0;
    // The side that has just moved may not still be in check: its general could be taken.
    const them = pos.side ^ 1;
    if (pos.attacked(pos.kings[them], pos.side)) {
      return err('fen.opponent-in-check', { color: pos.side === 0 ? 'han' : 'cho', square: squareName(pos.kings[them]) });
    }
    return ok(pos);
  }

  static start(rules: RuleSetName = 'janggi'): Position {
    const r = Position.fromFen(START_FEN, rules);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  }

  /** A copy with the same history. */
  clone(): Position {
    const p = new Position(this.rules);
    p.board.set(this.board);
    p.kings.set(this.kings);
    p.side = this.side;
    p.fullmovesAtRoot = this.fullmovesAtRoot;
    p.ensure(this.cap);
    p.hMove.set(this.hMove);
    p.hCaptured.set(this.hCaptured);
    p.hClock.set(this.hClock);
    p.hLo.set(this.hLo);
    p.hHi.set(this.hHi);
    p.hBikjang.set(this.hBikjang);
    p.hPass.set(this.hPass);
    p.hCheck.set(this.hCheck);
    p.ply = this.ply;
    p.lo = this.lo;
    p.hi = this.hi;
    return p;
  }

  /** A copy of the current position with no history (as if set up from its FEN). */
  withRules(rules: RuleSetName): Position {
    const r = Position.fromFen(this.fen(), rules);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  }

  private ensure(n: number) {
    if (n <= this.cap) return;
    let cap = this.cap;
    while (cap < n) cap *= 2;
    const grow = <T extends Int32Array | Int16Array | Int8Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as { new (n: number): T })(cap);
      b.set(a);
      return b;
    };
    this.hMove = grow(this.hMove);
    this.hCaptured = grow(this.hCaptured);
    this.hClock = grow(this.hClock);
    this.hLo = grow(this.hLo);
    this.hHi = grow(this.hHi);
    this.hBikjang = grow(this.hBikjang);
    this.hPass = grow(this.hPass);
    this.hCheck = grow(this.hCheck);
    this.cap = cap;
  }

  private rehash() {
    let lo = 0;
    let hi = 0;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const c = this.board[sq];
      if (c) {
        lo ^= ZOBRIST[zIndex(c, sq)];
        hi ^= ZOBRIST[zIndex(c, sq) + 1];
      }
    }
    if (this.side) {
      lo ^= ZOBRIST[Z_SIDE];
      hi ^= ZOBRIST[Z_SIDE + 1];
    }
    this.lo = lo;
    this.hi = hi;
  }

  /** 53 bits of the position's hash, for transposition tables and repetition. */
  hashKey(): number {
    return (this.hi & 0x1fffff) * 0x100000000 + (this.lo >>> 0);
  }
  get hashLo(): number {
    return this.lo;
  }
  get hashHi(): number {
    return this.hi;
  }

  // ---------------------------------------------------------------- queries

  get turn(): Color {
    return this.side === 0 ? 'cho' : 'han';
  }

  pieceAt(sq: number): Piece | undefined {
    return codePiece(this.board[sq]);
  }

  pieces(): { square: number; piece: Piece }[] {
    const out: { square: number; piece: Piece }[] = [];
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = codePiece(this.board[sq]);
      if (p) out.push({ square: sq, piece: p });
    }
    return out;
  }

  generalSquare(color: Color): number {
    return this.kings[color === 'cho' ? 0 : 1];
  }

  /** Whether a piece of side `by` (0 Cho, 1 Han) attacks `sq` on the current board. */
  attacked(sq: number, by: number): boolean {
    const b = this.board;
    const col = by << 3;
    const chariot = CHARIOT | col;
    const cannon = CANNON | col;
    const rayEnd = DIAGONAL_POINT[sq] ? 8 : 4;
    const base = sq * 9;
    for (let i = 0; i < rayEnd; i++) {
      let j = RAY_START[base + i];
      const end = RAY_START[base + i + 1];
      // First piece on the ray.
      for (; j < end; j++) if (b[RAY_SQ[j]] !== 0) break;
      if (j === end) continue;
      const first = b[RAY_SQ[j]];
      if (first === chariot) return true;
      if ((first & 7) === CANNON) continue;
      for (j++; j < end; j++) {
        const c = b[RAY_SQ[j]];
        if (c !== 0) {
          if (c === cannon) return true;
          break;
        }
      }
    }
    const horse = HORSE_CODE | col;
    let t = sq * 17;
    for (let n = HORSE_FROM[t]; n > 0; n--, t += 2) if (b[HORSE_FROM[t + 2]] === horse && b[HORSE_FROM[t + 1]] === 0) return true;
    const elephant = ELEPHANT_CODE | col;
    t = sq * 25;
    for (let n = ELEPHANT_FROM[t]; n > 0; n--, t += 3)
      if (b[ELEPHANT_FROM[t + 3]] === elephant && b[ELEPHANT_FROM[t + 1]] === 0 && b[ELEPHANT_FROM[t + 2]] === 0) return true;
    const soldier = SOLDIER | col;
    t = (by * SQUARE_COUNT + sq) * 6;
    for (let n = SOLDIER_FROM[t]; n > 0; n--, t++) if (b[SOLDIER_FROM[t + 1]] === soldier) return true;
    if (PALACE[sq] || PALACE[SQUARE_COUNT + sq]) {
      t = sq * 9;
      for (let n = PALACE_STEP[t]; n > 0; n--, t++) {
        const c = b[PALACE_STEP[t + 1]];
        if (c === (GENERAL | col) || c === (GUARD | col)) return true;
      }
    }
    return false;
  }

  /** Squares of the pieces of side `by` that attack `sq` (for highlighting and puzzle themes). */
  attackers(sq: number, by: number): number[] {
    const out: number[] = [];
    for (let s = 0; s < SQUARE_COUNT; s++) {
      const c = this.board[s];
      if (c === 0 || (c & HAN_BIT ? 1 : 0) !== by) continue;
      if (this.pseudoTargets(s).includes(sq)) out.push(s);
    }
    return out;
  }

  /** Generals on one file with nothing between them. */
  facing(): boolean {
    const k0 = this.kings[0];
    const k1 = this.kings[1];
    if (k0 % WIDTH !== k1 % WIDTH) return false;
    for (let s = k0 + WIDTH; s < k1; s += WIDTH) if (this.board[s] !== 0) return false;
    return true;
  }

  isCheck(): boolean {
    const p = this.ply;
    let c = this.hCheck[p];
    if (c === 0) c = this.hCheck[p] = this.attacked(this.kings[this.side], this.side ^ 1) ? 2 : 1;
    return c === 2;
  }

  /**
   * Works out, once, whether the side to move was in check at every ply of the history (the
   * repetition rule reads them; the search asks before it starts, so it never walks back itself).
   */
  knowChecks(from = 0): void {
    const copy = this.clone();
    for (let q = this.ply; q >= from; q--) {
      if (this.hCheck[q] === 0) this.hCheck[q] = copy.isCheck() ? 2 : 1;
      if (q > from) copy.unmakeMove();
    }
  }

  /** Plies since the last capture (the FEN's halfmove clock). */
  get halfmoves(): number {
    return this.hClock[this.ply];
  }

  checkers(): number[] {
    return this.attackers(this.kings[this.side], this.side ^ 1);
  }

  /** Bikjang stands: the rule set knows bikjang and the generals face each other. */
  isBikjang(): boolean {
    return this.rules.bikjang && this.facing();
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Pseudo-legal targets of the piece on `from` (no check test). Allocates: for UI and analysis,
   * not for search.
   */
  pseudoTargets(from: number): number[] {
    const end = this.genPiece(from, 0);
    const out: number[] = [];
    for (let i = 0; i < end; i++) out.push(moveTo(this.moves[i]));
    return out;
  }

  /**
   * Writes the pseudo-legal moves of the piece on `from` into the move stack at `n`: every move,
   * or with `quiets` false only its captures.
   */
  private genPiece(from: number, n: number, quiets = true): number {
    const b = this.board;
    const mv = this.moves;
    const code = b[from];
    const us = code & HAN_BIT;
    const role = code & 7;
    switch (role) {
      case GENERAL:
      case GUARD: {
        let t = from * 9;
        for (let k = PALACE_STEP[t]; k > 0; k--) {
          const to = PALACE_STEP[++t];
          const c = b[to];
          if (c === 0 ? quiets : (c & HAN_BIT) !== us) mv[n++] = from | (to << 8);
        }
        return n;
      }
      case HORSE_CODE: {
        let t = from * 17;
        for (let k = HORSE[t]; k > 0; k--, t += 2) {
          if (b[HORSE[t + 1]] !== 0) continue;
          const to = HORSE[t + 2];
          const c = b[to];
          if (c === 0 ? quiets : (c & HAN_BIT) !== us) mv[n++] = from | (to << 8);
        }
        return n;
      }
      case ELEPHANT_CODE: {
        let t = from * 25;
        for (let k = ELEPHANT[t]; k > 0; k--, t += 3) {
          if (b[ELEPHANT[t + 1]] !== 0 || b[ELEPHANT[t + 2]] !== 0) continue;
          const to = ELEPHANT[t + 3];
          const c = b[to];
          if (c === 0 ? quiets : (c & HAN_BIT) !== us) mv[n++] = from | (to << 8);
        }
        return n;
      }
      case SOLDIER: {
        let t = ((us ? 1 : 0) * SQUARE_COUNT + from) * 6;
        for (let k = SOLDIER_STEP[t]; k > 0; k--) {
          const to = SOLDIER_STEP[++t];
          const c = b[to];
          if (c === 0 ? quiets : (c & HAN_BIT) !== us) mv[n++] = from | (to << 8);
        }
        return n;
      }
      case CHARIOT: {
        const rayEnd = DIAGONAL_POINT[from] ? 8 : 4;
        const base = from * 9;
        for (let i = 0; i < rayEnd; i++) {
          const end = RAY_START[base + i + 1];
          for (let j = RAY_START[base + i]; j < end; j++) {
            const to = RAY_SQ[j];
            const c = b[to];
            if (c === 0) {
              if (quiets) mv[n++] = from | (to << 8);
            } else {
              if ((c & HAN_BIT) !== us) mv[n++] = from | (to << 8);
              break;
            }
          }
        }
        return n;
      }
      case CANNON: {
        const rayEnd = DIAGONAL_POINT[from] ? 8 : 4;
        const base = from * 9;
        for (let i = 0; i < rayEnd; i++) {
          const end = RAY_START[base + i + 1];
          let j = RAY_START[base + i];
          for (; j < end; j++) if (b[RAY_SQ[j]] !== 0) break;
          if (j === end || (b[RAY_SQ[j]] & 7) === CANNON) continue;
          for (j++; j < end; j++) {
            const to = RAY_SQ[j];
            const c = b[to];
            if (c === 0) {
              if (quiets) mv[n++] = from | (to << 8);
            } else {
              if ((c & HAN_BIT) !== us && (c & 7) !== CANNON) mv[n++] = from | (to << 8);
              break;
            }
          }
        }
        return n;
      }
    }
    return n;
  }

  /**
   * Pseudo-legal captures of the side to move (no check test) into the move stack from `start`;
   * returns the end. The search's quiescence tests each one after making it.
   */
  generateCaptures(start: number): number {
    const b = this.board;
    const usBit = this.side << 3;
    let n = start;
    for (let from = 0; from < SQUARE_COUNT; from++) {
      const code = b[from];
      if (code !== 0 && (code & HAN_BIT) === usBit) n = this.genPiece(from, n, false);
    }
    return n;
  }

  /**
   * Game ends that Fairy-Stockfish knows during search: bikjang left standing for two plies, or
   * two passes in a row. No moves are generated after them.
   */
  immediateEnd(): boolean {
    const p = this.ply;
    if (p === 0) return false;
    return (this.hBikjang[p] === 1 && this.hBikjang[p - 1] === 1) || (this.hPass[p] === 1 && this.hPass[p - 1] === 1);
  }

  /**
   * Writes every legal move into the move stack from index `start` and returns the end index.
   * The pass (general's square twice) is included when legal. Nothing after an immediate end.
   * With `firstOnly`, stops at the first legal move found (the pass when it is legal): whether the
   * side to move has any move, for less than the whole list costs.
   */
  generate(start: number, firstOnly = false): number {
    if (this.immediateEnd()) return start;
    const b = this.board;
    const mv = this.moves;
    const us = this.side;
    const them = us ^ 1;
    const usBit = us << 3;
    const k = this.kings[us];
    const inCheck = this.isCheck();
    const bikjang = this.hBikjang[this.ply] === 1;
    const full = inCheck || bikjang;
    if (firstOnly && (bikjang || !inCheck)) {
      mv[start] = k | (k << 8);
      return start + 1;
    }
    const sens = k * SQUARE_COUNT;
    let n = start;
    for (let from = 0; from < SQUARE_COUNT; from++) {
      const code = b[from];
      if (code === 0 || (code & HAN_BIT) !== usBit) continue;
      const first = n;
      n = this.genPiece(from, n);
      const isKing = from === k;
      if (!full && !isKing && SENSITIVE[sens + from] === 0) {
        // Leaving a square off every line to the general: only the target can matter.
        for (let i = first; i < n; i++) {
          const to = mv[i] >>> 8;
          if (SENSITIVE[sens + to] !== 0 && !this.safeAfter(from, to, k, them, false)) mv[i] = -1;
        }
      } else {
        for (let i = first; i < n; i++) {
          const to = mv[i] >>> 8;
          if (!this.safeAfter(from, to, isKing ? to : k, them, bikjang)) mv[i] = -1;
        }
      }
      // Compact out rejected moves.
      let w = first;
      for (let i = first; i < n; i++) if (mv[i] !== -1) mv[w++] = mv[i];
      n = w;
      if (firstOnly && n > start) return n;
    }
    if (bikjang || !inCheck) mv[n++] = k | (k << 8);
    return n;
  }

  /**
   * Writes the side to move's board moves as its pieces move, before the test that its own general
   * is safe after them (no pass), and returns the end index: for a caller that makes only a few of
   * them and tests those itself.
   */
  generatePseudo(start: number): number {
    const b = this.board;
    const usBit = this.side << 3;
    let n = start;
    for (let from = 0; from < SQUARE_COUNT; from++) {
      const code = b[from];
      if (code !== 0 && (code & HAN_BIT) === usBit) n = this.genPiece(from, n);
    }
    return n;
  }

  /** Counts legal moves without keeping them. */
  countLegal(start: number): number {
    return this.generate(start) - start;
  }

  /** Plays from-to on the board, tests the general on `ks`, and takes the move back. */
  private safeAfter(from: number, to: number, ks: number, them: number, bikjang: boolean): boolean {
    const b = this.board;
    const cap = b[to];
    b[to] = b[from];
    b[from] = 0;
    let safe = !this.attacked(ks, them);
    if (safe && bikjang) {
      // Every move but the pass must break the bikjang.
      const kt = this.kings[them];
      if (ks % WIDTH === kt % WIDTH) {
        const lo = ks < kt ? ks : kt;
        const hi = ks < kt ? kt : ks;
        let open = true;
        for (let s = lo + WIDTH; s < hi; s += WIDTH)
          if (b[s] !== 0) {
            open = false;
            break;
          }
        if (open) safe = false;
      }
    }
    b[from] = b[to];
    b[to] = cap;
    return safe;
  }

  // ---------------------------------------------------------------- make / unmake

  /** Plays an encoded legal move. */
  makeMove(m: number): void {
    const from = m & 0xff;
    const to = m >>> 8;
    const b = this.board;
    const p = this.ply + 1;
    if (p >= this.cap) this.ensure(p + 1);
    let lo = this.lo ^ ZOBRIST[Z_SIDE];
    let hi = this.hi ^ ZOBRIST[Z_SIDE + 1];
    this.hMove[p] = m;
    this.hCheck[p] = 0;
    if (from === to) {
      this.hCaptured[p] = 0;
      this.hPass[p] = 1;
      this.hClock[p] = this.hClock[p - 1] + 1;
    } else {
      const code = b[from];
      const cap = b[to];
      this.hCaptured[p] = cap;
      this.hPass[p] = 0;
      this.hClock[p] = cap ? 0 : this.hClock[p - 1] + 1;
      if (cap) {
        lo ^= ZOBRIST[zIndex(cap, to)];
        hi ^= ZOBRIST[zIndex(cap, to) + 1];
      }
      lo ^= ZOBRIST[zIndex(code, from)] ^ ZOBRIST[zIndex(code, to)];
      hi ^= ZOBRIST[zIndex(code, from) + 1] ^ ZOBRIST[zIndex(code, to) + 1];
      b[to] = code;
      b[from] = 0;
      if ((code & 7) === GENERAL) this.kings[this.side] = to;
    }
    this.side ^= 1;
    this.ply = p;
    this.lo = lo;
    this.hi = hi;
    this.hLo[p] = lo;
    this.hHi[p] = hi;
    this.hBikjang[p] = this.rules.bikjang && this.facing() ? 1 : 0;
  }

  /** Takes back the last move made with makeMove. */
  unmakeMove(): void {
    const p = this.ply;
    const m = this.hMove[p];
    const from = m & 0xff;
    const to = m >>> 8;
    this.side ^= 1;
    if (from !== to) {
      const b = this.board;
      const code = b[to];
      b[from] = code;
      b[to] = this.hCaptured[p];
      if ((code & 7) === GENERAL) this.kings[this.side] = from;
    }
    this.ply = p - 1;
    this.lo = this.hLo[p - 1];
    this.hi = this.hHi[p - 1];
  }

  // ---------------------------------------------------------------- public move API

  /** Every legal move (the pass included when legal). */
  legalMoves(): Move[] {
    const end = this.generate(0);
    const out: Move[] = [];
    for (let i = 0; i < end; i++) {
      const m = this.moves[i];
      out.push({ from: m & 0xff, to: m >>> 8 });
    }
    return out;
  }

  /** Legal destinations of the piece on `from` (the pass is not a destination; see canPass). */
  dests(from: number): number[] {
    const out: number[] = [];
    for (const m of this.legalMoves()) if (m.from === from && m.to !== from) out.push(m.to);
    return out;
  }

  /** All legal destinations, by origin square. */
  allDests(): Map<number, number[]> {
    const out = new Map<number, number[]>();
    for (const m of this.legalMoves()) {
      if (m.from === m.to) continue;
      const list = out.get(m.from);
      if (list) list.push(m.to);
      else out.set(m.from, [m.to]);
    }
    return out;
  }

  canPass(): boolean {
    const k = this.kings[this.side];
    return this.legalMoves().some((m) => m.from === k && m.to === k);
  }

  isLegal(move: Move): boolean {
    if (!Number.isInteger(move.from) || !Number.isInteger(move.to)) return false;
    return this.legalMoves().some((m) => m.from === move.from && m.to === move.to);
  }

  /** Plays a legal move; returns false (and changes nothing) for an illegal one. */
  play(move: Move): boolean {
    if (!this.isLegal(move)) return false;
    this.makeMove(move.from | (move.to << 8));
    return true;
  }

  /** Takes back the last move played since the FEN; returns it, or undefined at the root. */
  undo(): Move | undefined {
    if (this.ply === 0) return undefined;
    const m = this.hMove[this.ply];
    this.unmakeMove();
    return { from: m & 0xff, to: m >>> 8 };
  }

  lastMove(): Move | undefined {
    if (this.ply === 0) return undefined;
    const m = this.hMove[this.ply];
    return { from: m & 0xff, to: m >>> 8 };
  }

  /** The piece captured by the last move, if any. */
  lastCaptured(): Piece | undefined {
    return this.ply === 0 ? undefined : codePiece(this.hCaptured[this.ply]);
  }

  /** Moves played since the root FEN. */
  plies(): Move[] {
    const out: Move[] = [];
    for (let p = 1; p <= this.ply; p++) out.push({ from: this.hMove[p] & 0xff, to: this.hMove[p] >>> 8 });
    return out;
  }

  // ---------------------------------------------------------------- game end

  /** Material points of each side; Han's include the 1.5 deom. */
  points(): { cho: number; han: number } {
    let cho = 0;
    let han = DEOM;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const c = this.board[sq];
      if (c === 0) continue;
      const v = ROLE_POINTS[ROLES[(c & 7) - 1]];
      if (c & HAN_BIT) han += v;
      else cho += v;
    }
    return { cho, han };
  }

  /** The game decided on the count now, for `reason`: the winner on points where the rule set counts, else a draw. */
  counted(reason: OutcomeReason): Outcome {
    if (!this.rules.counting) return { reason };
    const points = this.points();
    return { reason, points, winner: points.cho > points.han ? 'cho' : 'han' };
  }

  /** How the game has ended, or undefined while it goes on. */
  outcome(): Outcome | undefined {
    return this.ruleEnd() ?? (this.countLegal(0) === 0 ? { reason: 'checkmate', winner: this.side === 0 ? 'han' : 'cho' } : undefined);
  }

  /**
   * How the game ends here by a rule other than mate, or undefined; the one source of these rules
   * for the game (`outcome`) and for the search. In Fairy-Stockfish's order: bikjang left standing,
   * two passes in a row, the move limit (unless the side to move is mated), the back-and-forth
   * rule, repetition (perpetual check loses where the rule set says so).
   * - `repeats`: the occurrence at which a repetition ends the game. The game uses the rule set's
   *   count; the search uses 2 (as engines do: a repetition it can force once it can force again).
   * - `shuttle`: test the modern back-and-forth rule (the search leaves it to its root moves).
   * - `sp`: where in the move stack a legal-move count may be written.
   */
  ruleEnd(repeats = this.rules.repetitionCount, shuttle = true, sp = 0): Outcome | undefined {
    const p = this.ply;
    if (p > 0 && this.hBikjang[p] === 1 && this.hBikjang[p - 1] === 1) return this.counted('bikjang');
    if (p > 0 && this.hPass[p] === 1 && this.hPass[p - 1] === 1) return this.counted('double-pass');
    const rules = this.rules;
    if (rules.moveLimit > 0 && this.hClock[p] >= rules.moveLimit && (!this.isCheck() || this.countLegal(sp) > 0))
      return this.counted('move-limit');
    if (shuttle && rules.backAndForthLoses && this.shuttled()) return { reason: 'back-and-forth', winner: this.turn };
    if (rules.repetitionCount > 0 && repeats > 1) return this.repetition(repeats);
    return undefined;
  }

  /**
   * The position's `repeats`-th occurrence since the last capture ends the game: lost by the side
   * that gave check with every one of its moves since that occurrence (where perpetual check
   * loses), else counted.
   */
  private repetition(repeats: number): Outcome | undefined {
    const p = this.ply;
    const clock = this.hClock[p];
    if (clock < 4) return undefined;
    const stop = Math.max(0, p - clock);
    let seen = 1;
    for (let q = p - 4; q >= stop; q -= 2) {
      if (this.hLo[q] !== this.lo || this.hHi[q] !== this.hi || ++seen < repeats) continue;
      if (this.rules.perpetualCheckLoses) {
        const loser = this.perpetualChecker(q);
        if (loser !== undefined) return { reason: 'perpetual-check', winner: loser === 0 ? 'han' : 'cho' };
      }
      return this.counted('repetition');
    }
    return undefined;
  }

  /**
   * Whether the last move completed a back-and-forth shuttle (modern rules): counting back over the
   * mover's own moves, M0 = B-A, M2 = A-B, M4 = B-A, M6 = A-B after M8 arrived on A without a
   * capture (or M2 a pass, then M4 = A-B, M6 = B-A, M8 = A-B, M10 ending on B), with the mover never
   * in check before those moves and the piece neither a general nor a guard. Fairy-Stockfish's
   * moveRepetitionIllegal, walked the same way so that the two agree move for move.
   */
  private shuttled(): boolean {
    const p = this.ply;
    const end = Math.min(this.hClock[p], p);
    if (end < 4) return false;
    const mv = (k: number) => this.hMove[p - k];
    const reverse = (m: number) => ((m & 0xff) << 8) | (m >>> 8);
    const isPass = (m: number) => (m & 0xff) === m >>> 8;
    const m0 = mv(0);
    if (isPass(m0)) return false;
    const role = this.board[m0 >>> 8] & 7;
    if (role === GENERAL || role === GUARD) return false;
    // First the moves alone (cheap): where, if anywhere, the shuttle completes.
    const m2 = mv(2);
    let run = m2 === reverse(m0) ? 2 : isPass(m2) ? 1 : 0;
    let hit = 0;
    for (let i = 4; i <= end && run > 0 && !hit; i += 2) {
      if (run < 4) run = mv(i) === reverse(mv(run === 1 ? 0 : i - 2)) ? run + 1 : 0;
      else if (this.hCaptured[p - i] === 0 && (mv(i - 2) & 0xff) === mv(i) >>> 8) hit = i;
      else run = 0;
    }
    if (!hit) return false;
    // Then the rarer question: was the mover in check before any of those moves (plies p - 1,
    // p - 3, ..., p - hit - 1 within the clock)? Walk back a copy to see.
    const copy = this.clone();
    for (let k = 0; k <= hit + 1 && k <= end; k++) {
      if (k % 2 === 1 && copy.isCheck()) return false;
      if (k < p) copy.unmakeMove();
    }
    return true;
  }

  /** The side (0/1) that gave check with every one of its moves since ply `first`, if only one did. */
  private perpetualChecker(first: number): number | undefined {
    const p = this.ply;
    this.isCheck();
    for (let q = first + 1; q < p; q++)
      if (this.hCheck[q] === 0) {
        this.knowChecks(first + 1);
        break;
      }
    // The side to move at ply q is in check when the previous mover checked.
    let cho = true;
    let han = true;
    for (let q = first + 1; q <= p; q++) {
      if (this.hCheck[q] === 2) continue;
      if (((this.side ^ (p - q) ^ 1) & 1) === 0) cho = false;
      else han = false;
    }
    if (cho && !han) return 0;
    if (han && !cho) return 1;
    return undefined;
  }

  // ---------------------------------------------------------------- FEN

  fen(): string {
    const board: (Piece | undefined)[] = [];
    for (let sq = 0; sq < SQUARE_COUNT; sq++) board.push(codePiece(this.board[sq]));
    // The move number grows after each Han move.
    const rootSide = (this.side ^ this.ply) & 1;
    const hanMoves = rootSide === 1 ? Math.ceil(this.ply / 2) : Math.floor(this.ply / 2);
    return makeFen({
      board,
      turn: this.turn,
      halfmoves: this.hClock[this.ply],
      fullmoves: this.fullmovesAtRoot + hanMoves,
    });
  }
}
