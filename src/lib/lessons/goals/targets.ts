/**
 * What reach and capture share: points to collect, optionally by one piece only, written as
 * `targets: [g4]` and `piece: h1`.
 */
import type { Mark } from '$lib/content/types';
import { squareName, type Position, type Square } from '$lib/engine';
import type { GoalSource } from './kind';

export type TargetsGoal<K extends string> = { kind: K; targets: Square[]; piece?: Square };

export const targetRules = {
  targets: (goal: TargetsGoal<string>): Square[] => [...goal.targets],
  tracked: (goal: TargetsGoal<string>): Square | undefined => goal.piece,
  marks: (_goal: TargetsGoal<string>, view: { remaining: readonly Square[] }): Mark[] => view.remaining.map((square) => ({ square, kind: 'target' })),
};

/**
 * The build's side of a targets goal: `target` says what is wrong with one target point (checked in
 * order), `all` what is wrong with them together. Its callers mark the call pure, so the browser's
 * bundle, which reads only `rules`, leaves it out.
 */
export function targetsSource<K extends string>(
  kind: K,
  target: (pos: Position, t: Square) => string | undefined,
  all?: (pos: Position, targets: Square[]) => string | undefined,
): GoalSource<TargetsGoal<K>> {
  return {
    keys: ['targets', 'piece'],
    parse(y, g, path, read) {
      const targets = read.squares(y, g.targets, [...path, 'targets']);
      const piece = g.piece === undefined ? undefined : read.square(y, g.piece, [...path, 'piece']);
      if (!targets || (g.piece !== undefined && piece === undefined)) return undefined;
      return piece === undefined ? { kind, targets } : { kind, targets, piece };
    },
    check(pos, goal, { side }) {
      if (goal.piece !== undefined && pos.pieceAt(goal.piece)?.color !== pos.turn)
        return { at: 'goal', error: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)} (the side to move is ${side})` };
      for (const t of goal.targets) {
        const error = target(pos, t);
        if (error) return { at: 'goal', error };
      }
      const error = all?.(pos, goal.targets);
      return error ? { at: 'goal', error } : undefined;
    },
  };
}
