/** Perft: leaf counts of the legal move tree, with Fairy-Stockfish's conventions. */
import type { Position } from './position';
import { encodeMove } from './position';
import { squareName } from './types';

function count(pos: Position, depth: number, sp: number): number {
  const end = pos.generate(sp);
  if (depth === 1) return end - sp;
  let nodes = 0;
  for (let i = sp; i < end; i++) {
    pos.makeMove(pos.moves[i]);
    nodes += count(pos, depth - 1, end);
    pos.unmakeMove();
  }
  return nodes;
}

/** Number of leaf nodes at `depth` plies. */
export function perft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  return count(pos, depth, 0);
}

/** Leaf counts per root move, in UCI notation, as `go perft` prints them. */
export function perftDivide(pos: Position, depth: number): { move: string; nodes: number }[] {
  const end = pos.generate(0);
  const root = Array.from(pos.moves.subarray(0, end));
  const out: { move: string; nodes: number }[] = [];
  for (const m of root) {
    const from = m & 0xff;
    const to = m >>> 8;
    let nodes = 1;
    if (depth > 1) {
      pos.makeMove(encodeMove(from, to));
      nodes = count(pos, depth - 1, 0);
      pos.unmakeMove();
    }
    out.push({ move: squareName(from) + squareName(to), nodes });
  }
  return out;
}
