/** Land on every target point, in any order; with `piece`, only that piece's landings count. */
import { squareName } from '$lib/engine';
import type { GoalRules, GoalSource } from './kind';
import { TARGET_KEYS, parseTargets, targetRules, type TargetsGoal } from './targets';

export type ReachGoal = TargetsGoal<'reach'>;

export const rules: GoalRules<ReachGoal> = { answer: 'move', left: 'go', ...targetRules };

export const source: GoalSource<ReachGoal> = {
  keys: TARGET_KEYS,
  parse: (y, g, path) => parseTargets('reach', y, g, path),
  check(pos, goal, { side }) {
    const us = pos.turn;
    if (goal.piece !== undefined && pos.pieceAt(goal.piece)?.color !== us)
      return { at: 'goal', error: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)} (the side to move is ${side})` };
    for (const t of goal.targets)
      if (pos.pieceAt(t)?.color === us) return { at: 'goal', error: `step goal.targets: ${squareName(t)} holds your own piece, so it cannot be reached` };
    return undefined;
  },
};
