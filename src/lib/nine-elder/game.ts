/** A Nine Elder game on one device: the position, the history for repetition, and the outcome. Logic only. */
import {
  NINE_ELDER_START_FEN,
  NinePosition,
  mDrop,
  mFrom,
  mPromote,
  mTo,
  moveToUci,
  nineFen,
  nineOutcome,
  parseNineFen,
  type NineOutcome,
} from '$lib/engine/nine-elder';

export class NineGame {
  pos: NinePosition;
  keys: string[] = [];
  checks: boolean[] = [];
  moves: string[] = [];
  outcome: NineOutcome | null = null;
  /** Every move played, as move codes, oldest first. */
  played: number[] = [];

  /** The last move played (a move code). */
  get lastMove(): number | undefined {
    return this.played[this.played.length - 1];
  }

  constructor(fen = NINE_ELDER_START_FEN) {
    const r = parseNineFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    this.pos = r.value;
  }

  get fen(): string {
    return nineFen(this.pos);
  }

  /** Legal moves from a board point, or drops of a hand piece type. */
  movesFrom(sq: number): number[] {
    return this.outcome ? [] : this.pos.legalMoves().filter((m) => !mDrop(m) && mFrom(m) === sq);
  }
  dropsOf(type: number): number[] {
    return this.outcome ? [] : this.pos.legalMoves().filter((m) => mDrop(m) === type);
  }

  /** The legal moves that reach `to` from the selection (one, or a plain and a promoting one). */
  choices(from: number | null, drop: number | null, to: number): number[] {
    const list = drop ? this.dropsOf(drop) : from === null ? [] : this.movesFrom(from);
    return list.filter((m) => mTo(m) === to);
  }

  play(m: number): void {
    if (this.outcome || !this.pos.legalMoves().includes(m)) return;
    this.keys.push(this.pos.key());
    this.moves.push(moveToUci(m));
    this.pos.makeMove(m);
    this.played.push(m);
    this.checks.push(this.pos.inCheck());
    this.outcome = nineOutcome(this.pos, this.keys, this.checks);
  }

  /** Take back the last move (also after the game ended: the ending goes with it). False when no move was played. */
  undo(): boolean {
    if (!this.played.length) return false;
    this.pos.unmakeMove();
    this.played.pop();
    this.keys.pop();
    this.checks.pop();
    this.moves.pop();
    // The game went on before the move taken back.
    this.outcome = null;
    return true;
  }
}

export const isPromotion = (m: number) => mPromote(m) === 1;
