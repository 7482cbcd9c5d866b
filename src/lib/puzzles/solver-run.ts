import { bestMove, judgeMove, solutionLine } from './solve';
import type { SolverRequest } from './solver-protocol';

/** The tactics judge module (tactics.ts): the worker imports it, the page's in-thread fallback loads it on first use. */
export type TacticsModule = Pick<typeof import('./tactics'), 'judgeTactic' | 'tacticBest' | 'tacticLine'>;

/** Answer one request; `tactics` gives the tactics judge (so the page can load it lazily). */
export async function runRequest(r: SolverRequest, tactics: () => Promise<TacticsModule>): Promise<unknown> {
  switch (r.kind) {
    case 'judge':
      return judgeMove(r.fen, r.move, r.left);
    case 'best':
      return bestMove(r.fen, r.left);
    case 'line':
      return solutionLine(r.fen, r.left, r.first);
    case 'tactic':
      return (await tactics()).judgeTactic(r.fen, r.move, r.left, r.target, r.rules);
    case 'tacticBest':
      return (await tactics()).tacticBest(r.fen, r.left, r.rules);
    case 'tacticLine':
      return (await tactics()).tacticLine(r.fen, r.left, r.rules);
  }
}
