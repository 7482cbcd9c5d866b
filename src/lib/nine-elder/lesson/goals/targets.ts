/**
 * What reach and capture share: points to collect, optionally by one piece only, written as
 * `targets: [e5]` and `piece: b2` (a point holding a piece of the side to move).
 */
import type { NineTaskGame } from '../game';
import type { NineGoalRules, NineGoalSource } from './kind';

export type TargetsGoal<K extends string> = { kind: K; targets: string[]; piece?: string };

/** The rules of a targets goal whose words after a move are `nl.left.<kind>` (and `.none`). */
export const targetRules = <K extends 'reach' | 'capture'>(kind: K): NineGoalRules<TargetsGoal<K>> => ({
  targets: (goal) => [...goal.targets],
  tracked: (goal) => goal.piece,
  marks: (_goal, view) => view.remaining.map((square) => ({ square, kind: 'target' })),
  said: (_goal, { left, progressed }) => ({ key: progressed ? `nl.left.${kind}` : `nl.left.${kind}.none`, n: left }),
});

/** The build's side of a targets goal; `check` says what is wrong with one target point. */
export const targetsSource = <K extends string>(
  kind: K,
  check: (game: NineTaskGame, goal: TargetsGoal<K>, t: string) => string | undefined,
): NineGoalSource<TargetsGoal<K>> => ({
  keys: ['targets', 'piece'],
  parse(y, g, path, read) {
    const targets = read.points(y, g.targets, [...path, 'targets']);
    const piece = read.ownPiece(y, g.piece, [...path, 'piece']);
    if (!targets || piece === null) return undefined;
    return piece === undefined ? { kind, targets } : { kind, targets, piece };
  },
  check(pos, goal) {
    for (const t of goal.targets) {
      const error = check(pos, goal, t);
      if (error) return { at: 'goal', error };
    }
    return undefined;
  },
});
