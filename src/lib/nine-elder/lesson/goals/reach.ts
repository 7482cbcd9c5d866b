/** Land on every target point (any order); with `piece`, only that piece's landings count. */
import { targetRules, targetsSource, type TargetsGoal } from './targets';

export type ReachGoal = TargetsGoal<'reach'>;

export const rules = targetRules('reach');

export const source = /* @__PURE__ */ targetsSource('reach', (_game, goal, t) =>
  t === goal.piece ? `the piece already stands on ${t}` : undefined,
);
