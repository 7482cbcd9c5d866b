/** Land on every target point, in any order; with `piece`, only that piece's landings count. */
import { squareName } from '$lib/engine';
import type { GoalRules } from './kind';
import { targetRules, targetsSource, type TargetsGoal } from './targets';

export type ReachGoal = TargetsGoal<'reach'>;

export const rules: GoalRules<ReachGoal> = { left: 'go', ...targetRules };

export const source = /* @__PURE__ */ targetsSource('reach', (pos, t) =>
  pos.pieceAt(t)?.color === pos.turn ? `step goal.targets: ${squareName(t)} holds your own piece, so it cannot be reached` : undefined,
);
