/** Reach: land on every target point, in any order; with `piece`, only that piece's landings count. */
import { squareName, type Square } from '$lib/engine';
import { goalKind } from './kind';
import { pieceSide, targetsGoal, type TargetsGoal } from './targets';

export type ReachGoal = TargetsGoal<'reach'>;

export const reach = goalKind<ReachGoal>({
  ...targetsGoal('reach'),
  left: 'go',
  check(goal, pos) {
    const bad = pieceSide(goal, pos);
    if (bad) return bad;
    const own = goal.targets.find((t: Square) => pos.pieceAt(t)?.color === pos.turn);
    if (own !== undefined) return { fail: `step goal.targets: ${squareName(own)} holds your own piece, so it cannot be reached`, line: 'goal' };
    return undefined;
  },
});
