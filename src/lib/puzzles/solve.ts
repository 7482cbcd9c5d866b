/**
 * The puzzle player's questions to the solver (strict mode, src/lib/engine/mate.ts), as pure
 * synchronous functions over FENs. The Web Worker (solver.worker.ts) and the synchronous
 * fallback (solver-client.ts) both call these.
 */
import { bestDefence, judgeSolverMove, mateMovesWithLength, moveToUci, parseUci, Position, type Move } from '../engine';

import { load } from './position';

export { load };

export interface Reply {
  /** The defender's reply, UCI (a pass is the general's square twice). */
  move: string;
  /** No mate within the moves left after it. */
  escapes: boolean;
  /** Mate length after the reply when it does not escape. */
  mateIn: number;
}

export interface Judgement {
  /** The move is legal. */
  legal: boolean;
  /** The move still forces mate within the solver moves left (this one counted). */
  forces: boolean;
  /** The move mates on the spot. */
  mates: boolean;
  /** It leaves the generals facing (bikjang): never a mate in strict mode. */
  facing: boolean;
  /** The move gives check. */
  check: boolean;
  /** The defender's answer: resisting longest when forced, else an escape. None after mate. */
  reply?: Reply;
}

/** Judge the solver's move `uci` in `fen` with `left` solver moves to mate (counting this one). */
export function judgeMove(fen: string, uci: string, left: number): Judgement {
  const pos = load(fen);
  const m = parseUci(uci);
  if (!m || m.from === m.to || !pos.isLegal(m)) return { legal: false, forces: false, mates: false, facing: false, check: false };
  // One search answers both questions (does it still force mate, and the defender's answer).
  const { forces, defence: d } = judgeSolverMove(pos, m, left);
  pos.play(m);
  const facing = pos.facing();
  const check = pos.isCheck();
  const mates = !facing && pos.legalMoves().length === 0;
  if (mates) return { legal: true, forces: true, mates: true, facing, check };
  const reply = d ? { move: moveToUci(d.move), escapes: d.escapes || !forces, mateIn: d.mateIn } : undefined;
  return { legal: true, forces, mates: false, facing, check, reply };
}

/** The solver's best move: the first of the shortest mates within `left`, or undefined. */
export function bestMove(fen: string, left: number): string | undefined {
  const pos = load(fen);
  const best = mateMovesWithLength(pos, left).sort((a, b) => a.length - b.length)[0];
  return best ? moveToUci(best.move) : undefined;
}

/**
 * The main line from `fen` (solver to move): `first` (or the best move), then bestDefence
 * replies and shortest mating moves, until mate. Empty when there is no mate within `left`.
 */
export function solutionLine(fen: string, left: number, first?: string): string[] {
  const pos = load(fen);
  const start = first ?? bestMove(fen, left);
  if (!start) return [];
  return mainLine(pos, parseUci(start)!, left);
}

/**
 * The main line after the solver's first move `first` of a mate in n: each defence is
 * bestDefence (resists longest), each later solver move the first of the shortest mates.
 * Throws when the line does not mate (the caller promised a mate in n).
 */
export function mainLine(root: Position, first: Move, n: number): string[] {
  const pos = root.clone();
  const line: string[] = [];
  let move: Move = first;
  for (let k = 1; k <= n; k++) {
    if (!pos.play(move)) throw new Error(`illegal ${moveToUci(move)} in ${pos.fen()}`);
    line.push(moveToUci(move));
    const d = bestDefence(pos, n - k + 1);
    if (!d) return line; // mated
    if (d.escapes) throw new Error(`the line escapes after ${line.join(' ')} from ${root.fen()}`);
    pos.play(d.move);
    line.push(moveToUci(d.move));
    const next = mateMovesWithLength(pos, n - k).sort((a, b) => a.length - b.length)[0];
    if (!next) throw new Error(`the line loses the mate after ${line.join(' ')} from ${root.fen()}`);
    move = next.move;
  }
  throw new Error(`no mate after ${line.join(' ')} from ${root.fen()}`);
}

/** Play UCI moves on a copy of `fen`; returns the FEN after them. */
export function fenAfter(fen: string, moves: readonly string[]): string {
  const pos = load(fen);
  for (const u of moves) {
    const m = parseUci(u);
    if (!m || !pos.play(m)) throw new Error(`illegal ${u} in ${pos.fen()}`);
  }
  return pos.fen();
}
