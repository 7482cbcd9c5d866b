import { bestMove, judgeMove, solutionLine } from './solve';
import type { SolverRequest } from './solver-protocol';

/** Answer one request synchronously. */
export function runRequest(r: SolverRequest): unknown {
  switch (r.kind) {
    case 'judge':
      return judgeMove(r.fen, r.move, r.left);
    case 'best':
      return bestMove(r.fen, r.left);
    case 'line':
      return solutionLine(r.fen, r.left, r.first);
  }
}
