/**
 * The position editor's state as plain data: a setup (pieces, side to move) changed by placing,
 * removing and moving pieces, cleared, or set to a starting position; read from and written as FEN.
 * Every change returns a new setup (the page keeps one in a rune).
 */
import {
  SETUPS,
  makeFen,
  parseFen,
  readFen as readFenText,
  setupFen,
  type BoardSetup,
  type Color,
  type EngineError,
  type Piece,
  type Result,
  type RuleSetName,
  type Setup,
} from '$lib/engine';

export type { Setup };
export { SETUPS };

/** An empty board, Cho to move. */
export function emptySetup(turn: Color = 'cho'): BoardSetup {
  return { board: new Array(90).fill(undefined), turn, halfmoves: 0, fullmoves: 1 };
}

/**
 * A starting position: each side's horse and elephant setup as its own player sees it from their
 * chair (engine fen.ts SETUPS; the engine wants Han's as Cho sees it, mirrored).
 */
export function startSetup(han: Setup = SETUPS[0], cho: Setup = SETUPS[0]): BoardSetup {
  const mirrored = [...han].reverse().join('') as Setup;
  const r = parseFen(setupFen(mirrored, cho));
  if (!r.ok) throw new Error('start position');
  return r.value;
}

const copy = (s: BoardSetup, board = s.board.slice()): BoardSetup => ({ ...s, board, halfmoves: 0, fullmoves: 1 });

/** `piece` on `square` (replacing what stood there). */
export function place(s: BoardSetup, square: number, piece: Piece): BoardSetup {
  const board = s.board.slice();
  // A side has one general: placing it moves it there (one tap fewer than the move tool's two).
  if (piece.role === 'general') board.forEach((p, sq) => p?.role === 'general' && p.color === piece.color && (board[sq] = undefined));
  board[square] = { color: piece.color, role: piece.role };
  return copy(s, board);
}

/** The point emptied. */
export function remove(s: BoardSetup, square: number): BoardSetup {
  const board = s.board.slice();
  board[square] = undefined;
  return copy(s, board);
}

/** The piece on `from` carried to `to` (replacing what stood there); nothing changes from an empty point. */
export function move(s: BoardSetup, from: number, to: number): BoardSetup {
  if (from === to || !s.board[from]) return s;
  const board = s.board.slice();
  board[to] = board[from];
  board[from] = undefined;
  return copy(s, board);
}

/** Every piece removed; the side to move stays. */
export function clear(s: BoardSetup): BoardSetup {
  return emptySetup(s.turn);
}

export function withTurn(s: BoardSetup, turn: Color): BoardSetup {
  return { ...s, turn };
}

export function toFen(s: BoardSetup): string {
  return makeFen(s);
}

/** The longest text taken as a FEN (a full board is under 100 characters). */
export const MAX_FEN = 200;

/**
 * A FEN typed, pasted or in an address: its form must be right (engine errors say what is wrong),
 * but not the position (the editor shows an impossible one with its reasons: legality.ts).
 */
export function readFen(text: string): Result<BoardSetup, EngineError> {
  return readFenText(typeof text === 'string' ? text.slice(0, MAX_FEN + 1) : text);
}

/**
 * The editor's own address for a position (kept in step with the board, and the custom puzzle's
 * "edit" link): written here rather than taken from board/open-in.ts, whose links load after the
 * first paint, so the editor's first load carries no more than these lines. The same address
 * (test/unit/open-in.test.ts).
 */
export function editorHref(fen: string, rules?: RuleSetName): string {
  const q = new URLSearchParams({ fen: fen.trim() });
  if (rules && rules !== 'janggi') q.set('rules', rules);
  return `/editor?${q.toString()}`;
}

/** How many pieces of each side stand on the board. */
export function pieceCount(s: BoardSetup, color: Color): number {
  return s.board.filter((p) => p?.color === color).length;
}
