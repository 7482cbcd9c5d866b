/**
 * Checks a parsed Nine Elder lesson against the engine: the learner plays the first player, each goal
 * passes its kind's own checks (goals/<kind>.ts: capture targets hold enemy pieces...), and every task can be done within its budget and not in fewer moves
 * (searched with the same judge the runner uses). Errors name the file and line.
 */
import { ContentError } from '$lib/content/errors';
import { NineTaskGame } from './game';
import { nineSourceOf } from './goals/source';
import { solve } from './solve';
import type { NineLesson, NineStep } from './types';

/** The fewest moves that do the step's task (up to `limit`), or undefined. */
export function shortestSolution(step: NineStep, limit = step.budget): string[] | undefined {
  const r = NineTaskGame.fromFen(step.fen);
  if (!r.ok) return undefined;
  return solve(r.value, step.goal, limit)?.moves;
}

export function validateNineLesson(lesson: NineLesson): ContentError[] {
  const errors: ContentError[] = [];
  const err = (line: number, message: string) => errors.push(new ContentError(lesson.file, line, message));
  for (const block of lesson.blocks) {
    if (block.type !== 'step') continue;
    const step = block.step;
    const before = errors.length;
    const r = NineTaskGame.fromFen(step.fen);
    if (!r.ok) {
      err(step.lines.fen, `step ${step.id} fen: ${r.error}`);
      continue;
    }
    const game = r.value;
    if (game.turn() !== 0) {
      err(step.lines.fen, `step ${step.id} fen: the learner plays the first player (Jade, "w" to move)`);
      continue;
    }
    const goal = step.goal;
    const found = nineSourceOf(goal).check?.(game, goal, { side: 'Jade', budget: step.budget });
    if (found && 'error' in found) err(step.lines[found.at], `step ${step.id} ${found.at}: ${found.error}`);
    // A kind that knows the fewest moves without a search vouches for the budget itself.
    if (errors.length > before || found) continue;
    const best = solve(game, goal, step.budget);
    if (!best) err(step.lines.budget, `step ${step.id}: the task cannot be done in ${step.budget} move(s)`);
    else if (best.moves.length < step.budget)
      err(step.lines.budget, `step ${step.id}: budget ${step.budget}, but ${best.moves.join(' ')} does it in ${best.moves.length}`);
  }
  return errors;
}
