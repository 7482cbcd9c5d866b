/** Capture every opponent piece standing on the target points at the start; with `piece`, by that piece only. */
import { opposite, squareName } from '$lib/engine';
import type { GoalRules, GoalSource } from './kind';
import { TARGET_KEYS, parseTargets, targetRules, type TargetsGoal } from './targets';

export type CaptureGoal = TargetsGoal<'capture'>;

export const rules: GoalRules<CaptureGoal> = { answer: 'move', left: 'capture', ...targetRules };

export const source: GoalSource<CaptureGoal> = {
  keys: TARGET_KEYS,
  parse: (y, g, path) => parseTargets('capture', y, g, path),
  check(pos, goal, { side }) {
    const us = pos.turn;
    const them = opposite(us);
    if (goal.piece !== undefined && pos.pieceAt(goal.piece)?.color !== us)
      return { at: 'goal', error: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)} (the side to move is ${side})` };
    for (const t of goal.targets)
      if (pos.pieceAt(t)?.color !== them)
        return { at: 'goal', error: `step goal.targets: there is no ${them === 'cho' ? 'Cho' : 'Han'} piece to capture on ${squareName(t)}` };
    if (goal.targets.some((t) => pos.pieceAt(t)?.role === 'general'))
      return { at: 'goal', error: 'step goal.targets: the general is never captured; use a mate task' };
    return undefined;
  },
};
