/**
 * The small game interface a lesson judge needs, and its Nine Elder implementation. The judge and
 * the solver speak only UCI strings and square names through it (`e3e4`, `d6d7+`, `P@e5`), so
 * another game can stand behind the same judge.
 */
import {
  HAND_TYPES,
  KING,
  NE_LETTERS,
  NinePosition,
  PAWN,
  mDrop,
  mFrom,
  mTo,
  moveToUci,
  nineFen,
  parseNeSquare,
  parseNineFen,
  pieceColor,
  pieceType,
  isPromoted,
} from '$lib/engine/nine-elder';

/** What a move did, read before it is played. Pieces are FEN letters of the mover's colour in upper case (`P`, `+S`). */
export interface MoveFacts {
  uci: string;
  /** Where the piece came from; undefined for a drop. */
  from?: string;
  to: string;
  /** The letter of the moving piece (or of the dropped one). */
  piece: string;
  drop: boolean;
  promote: boolean;
  /** The letter of the captured piece, unpromoted (that is what goes to the hand). */
  captured?: string;
}

/** Why a move the learner tried is not legal. */
export type IllegalReason =
  'not-yours' | 'not-in-hand' | 'occupied' | 'pawn-file' | 'pawn-drop-mate' | 'self-check' | 'cannot-move' | 'malformed';

export interface TaskGame {
  fen(): string;
  /** A key of the position (board, hands, side to move) for searches. */
  key(): string;
  /** 0 first player, 1 second player. */
  turn(): number;
  legalMoves(): string[];
  facts(uci: string): MoveFacts;
  /** Plays a legal move. */
  play(uci: string): void;
  /** The other side waits a turn (lesson drills only; Nine Elder itself has no pass). */
  wait(): void;
  /** Takes back the last `play` or `wait`. */
  undo(): void;
  /** Whether the side to move is in check. */
  inCheck(): boolean;
  /** Whether the side to move is checkmated. */
  mated(): boolean;
  /** Why `uci` is not legal here (undefined when it is). */
  whyIllegal(uci: string): IllegalReason | undefined;
}

const upper = (p: number) => (isPromoted(p) ? '+' : '') + NE_LETTERS[pieceType(p)].toUpperCase();

/** A Nine Elder position behind the TaskGame interface. */
export class NineTaskGame implements TaskGame {
  readonly pos: NinePosition;
  private undos: ('move' | 'wait')[] = [];
  private legalCache: { key: string; moves: number[] } | undefined;

  constructor(pos: NinePosition) {
    this.pos = pos;
  }

  /** The game from a FEN, or an error message. */
  static fromFen(fen: string): { ok: true; value: NineTaskGame } | { ok: false; error: string } {
    const r = parseNineFen(fen);
    return r.ok ? { ok: true, value: new NineTaskGame(r.value) } : { ok: false, error: r.error.message };
  }

  fen(): string {
    return nineFen(this.pos);
  }
  key(): string {
    return this.pos.key();
  }
  turn(): number {
    return this.pos.turn;
  }
  /** The side (0 first player, 1 second) of the piece on a point (`e5`), undefined when it is empty. */
  sideAt(point: string): number | undefined {
    const sq = parseNeSquare(point);
    const p = sq === undefined ? 0 : this.pos.board[sq];
    return p ? pieceColor(p) : undefined;
  }

  private legalCodes(): number[] {
    const key = this.pos.key();
    if (this.legalCache?.key !== key) this.legalCache = { key, moves: this.pos.legalMoves() };
    return this.legalCache.moves;
  }
  legalMoves(): string[] {
    return this.legalCodes().map(moveToUci);
  }
  private code(uci: string): number | undefined {
    return this.legalCodes().find((m) => moveToUci(m) === uci);
  }

  facts(uci: string): MoveFacts {
    const m = /^(?:([A-Z])@([a-i][1-9])|([a-i][1-9])([a-i][1-9])(\+?))$/.exec(uci);
    if (!m) throw new Error(`"${uci}" is not a Nine Elder move`);
    if (m[1]) return { uci, to: m[2], piece: m[1], drop: true, promote: false };
    const from = parseNeSquare(m[3])!;
    const to = parseNeSquare(m[4])!;
    const moved = this.pos.board[from];
    const captured = this.pos.board[to];
    return {
      uci,
      from: m[3],
      to: m[4],
      piece: moved ? upper(moved) : '',
      drop: false,
      promote: m[5] === '+',
      captured: captured ? NE_LETTERS[pieceType(captured)].toUpperCase() : undefined,
    };
  }

  play(uci: string): void {
    const m = this.code(uci);
    if (m === undefined) throw new Error(`"${uci}" is not legal in ${this.fen()}`);
    this.pos.makeMove(m);
    this.undos.push('move');
  }
  wait(): void {
    this.pos.turn = 1 - this.pos.turn;
    this.undos.push('wait');
  }
  undo(): void {
    const last = this.undos.pop();
    if (last === 'move') this.pos.unmakeMove();
    else if (last === 'wait') this.pos.turn = 1 - this.pos.turn;
  }

  inCheck(): boolean {
    return this.pos.inCheck();
  }
  mated(): boolean {
    return this.pos.inCheck() && this.legalCodes().length === 0;
  }

  whyIllegal(uci: string): IllegalReason | undefined {
    if (this.code(uci) !== undefined) return undefined;
    const pos = this.pos;
    const us = pos.turn;
    const drop = /^([A-Z])@([a-i][1-9])$/.exec(uci);
    const pseudo = pos.pseudoMoves();
    if (drop) {
      const type = NE_LETTERS.indexOf(drop[1].toLowerCase() as (typeof NE_LETTERS)[number]);
      const to = parseNeSquare(drop[2])!;
      if (type <= 0 || type === KING || !(HAND_TYPES as readonly number[]).includes(type) || !pos.hands[us * 10 + type])
        return 'not-in-hand';
      if (pos.board[to]) return 'occupied';
      if (!pseudo.some((m) => mDrop(m) === type && mTo(m) === to)) return type === PAWN ? 'pawn-file' : 'cannot-move';
      return type === PAWN && !this.leavesOwnJadeAttacked(uci) ? 'pawn-drop-mate' : 'self-check';
    }
    const mv = /^([a-i][1-9])([a-i][1-9])\+?$/.exec(uci);
    if (!mv) return 'malformed';
    const from = parseNeSquare(mv[1])!;
    const to = parseNeSquare(mv[2])!;
    const p = pos.board[from];
    if (!p || pieceColor(p) !== us) return 'not-yours';
    const plain = pseudo.some((m) => !mDrop(m) && mFrom(m) === from && mTo(m) === to);
    if (!plain) {
      const there = pos.board[to];
      if (there && pieceColor(there) === us) return 'cannot-move';
      // A pawn stepping sideways onto a file that holds another of its pawns.
      if (pieceType(p) === PAWN && !isPromoted(p) && from % 9 !== to % 9 && Math.abs(from - to) === 1) {
        const file = to % 9;
        for (let r = 0; r < 9; r++) {
          const s = r * 9 + file;
          if (s !== from && pos.board[s] === p) return 'pawn-file';
        }
      }
      return 'cannot-move';
    }
    return 'self-check';
  }

  /** Whether a pseudo-legal move leaves the mover's own Jade attacked. */
  private leavesOwnJadeAttacked(uci: string): boolean {
    const pos = this.pos;
    const us = pos.turn;
    const m = pos.pseudoMoves().find((c) => moveToUci(c) === uci);
    if (m === undefined) return false;
    pos.makeMove(m);
    const attacked = pos.inCheck(us);
    pos.unmakeMove();
    return attacked;
  }
}
