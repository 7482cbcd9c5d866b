/** Capture: take every opponent piece standing on `targets` at the start; with `piece`, only that piece's captures count. */
import { squareName } from '$lib/engine';
import { goalKind } from './kind';
import { pieceSide, targetsGoal, type TargetsGoal } from './targets';

export type CaptureGoal = TargetsGoal<'capture'>;

export const capture = goalKind<CaptureGoal>({
  ...targetsGoal('capture'),
  left: 'capture',
  check(goal, pos) {
    const bad = pieceSide(goal, pos);
    if (bad) return bad;
    const them = pos.turn === 'cho' ? 'han' : 'cho';
    for (const t of goal.targets)
      if (pos.pieceAt(t)?.color !== them)
        return { fail: `step goal.targets: there is no ${them === 'cho' ? 'Cho' : 'Han'} piece to capture on ${squareName(t)}`, line: 'goal' };
    if (goal.targets.some((t) => pos.pieceAt(t)?.role === 'general')) return { fail: 'step goal.targets: the general is never captured; use a mate task', line: 'goal' };
    return undefined;
  },
});
