import { bestMove, judgeMove, solutionLine } from './solve';
import type { SolverRequest } from './solver-protocol';

/** The tactics judge and its search, imported on the first tactics request (not in the page's first load). */
const tactics = () => import('./tactics');

/** Answer one request. */
export async function runRequest(r: SolverRequest): Promise<unknown> {
  switch (r.kind) {
    case 'judge':
      return judgeMove(r.fen, r.move, r.left);
    case 'best':
      return bestMove(r.fen, r.left);
    case 'line':
      return solutionLine(r.fen, r.left, r.first);
    case 'tactic':
      return (await tactics()).judgeTactic(r.fen, r.move, r.left, r.target);
    case 'tacticBest':
      return (await tactics()).tacticBest(r.fen, r.left);
    case 'tacticLine':
      return (await tactics()).tacticLine(r.fen, r.left);
  }
}
