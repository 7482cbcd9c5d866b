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
  /** The last move played (a move code). */
  lastMove: number | undefined;

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
    this.lastMove = m;
    this.checks.push(this.pos.inCheck());
    this.outcome = nineOutcome(this.pos, this.keys, this.checks);
  }
}

export const isPromotion = (m: number) => mPromote(m) === 1;
