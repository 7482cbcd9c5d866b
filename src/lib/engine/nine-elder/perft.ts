/** Nine Elder perft: leaf counts of the legal move tree, per root move in UCI notation (drops `P@e5`, promotions `e6e7+`). */
import { NinePosition, moveToUci } from './position';

export function ninePerft(pos: NinePosition, depth: number): number {
  if (depth <= 0) return 1;
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    pos.makeMove(m);
    n += ninePerft(pos, depth - 1);
    pos.unmakeMove();
  }
  return n;
}

export function ninePerftDivide(pos: NinePosition, depth: number): { move: string; nodes: number }[] {
  return pos.legalMoves().map((m) => {
    pos.makeMove(m);
    const nodes = ninePerft(pos, depth - 1);
    pos.unmakeMove();
    return { move: moveToUci(m), nodes };
  });
}
