/** Capture every opponent piece standing on the target points at the start; with `piece`, by that piece only. */
import { opposite, squareName } from '$lib/engine';
import type { GoalRules } from './kind';
import { targetRules, targetsSource, type TargetsGoal } from './targets';

export type CaptureGoal = TargetsGoal<'capture'>;

export const rules: GoalRules<CaptureGoal> = { left: 'capture', ...targetRules };

export const source = /* @__PURE__ */ targetsSource(
  'capture',
  (pos, t) => {
    const them = opposite(pos.turn);
    return pos.pieceAt(t)?.color !== them ? `step goal.targets: there is no ${them === 'cho' ? 'Cho' : 'Han'} piece to capture on ${squareName(t)}` : undefined;
  },
  (pos, targets) => (targets.some((t) => pos.pieceAt(t)?.role === 'general') ? 'step goal.targets: the general is never captured; use a mate task' : undefined),
);
