/**
 * The fewest moves that do a step's task, the other side waiting after each move (as the runner
 * plays it). Used by the content checks (every task can be done within its budget, and not in
 * fewer moves) and by tests. Iterative deepening with a table of positions already searched.
 */
import type { TaskGame } from './game';
import { initialState, playAndJudge, type JudgeState } from './judge';
import type { NineGoal } from './types';

export interface Solution {
  /** The moves of one shortest solution, in UCI. */
  moves: string[];
}

/** A shortest solution of at most `maxDepth` moves, or undefined when there is none. */
export function solve(game: TaskGame, goal: NineGoal, maxDepth: number): Solution | undefined {
  const learner = game.turn();
  for (let depth = 1; depth <= maxDepth; depth++) {
    // Positions (with what is left of the goal) known to fail with this many moves or fewer left.
    const failed = new Map<string, number>();
    const line: string[] = [];
    const search = (state: JudgeState, left: number): boolean => {
      const key = `${game.key()}|${state.remaining.join(',')}|${state.tracked ?? ''}`;
      if ((failed.get(key) ?? 0) >= left) return false;
      for (const uci of game.legalMoves()) {
        const v = playAndJudge(game, goal, state, uci);
        if (v.kind === 'done') {
          game.undo();
          line.push(uci);
          return true;
        }
        if (v.kind === 'continue' && left > 1) {
          game.wait();
          const found = game.turn() === learner && search(v.state, left - 1);
          game.undo();
          if (found) {
            game.undo();
            line.unshift(uci);
            return true;
          }
        }
        game.undo();
      }
      failed.set(key, left);
      return false;
    };
    if (search(initialState(goal), depth)) return { moves: line };
  }
  return undefined;
}
