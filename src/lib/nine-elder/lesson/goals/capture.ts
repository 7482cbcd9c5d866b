/** Take every enemy piece standing on `targets`; with `piece`, only that piece's captures count. */
import type { NineGoalRules } from './kind';
import { targetRules, targetsSource, type TargetsGoal } from './targets';

export type CaptureGoal = TargetsGoal<'capture'>;

export const rules: NineGoalRules<CaptureGoal> = { ...targetRules('capture'), collects: (move) => move.captured !== undefined };

export const source = /* @__PURE__ */ targetsSource('capture', (game, _goal, t) =>
  game.sideAt(t) !== 1 ? `no enemy piece stands on ${t} to capture` : undefined,
);
