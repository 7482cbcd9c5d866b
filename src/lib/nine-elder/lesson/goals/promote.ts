/** Promote a piece (the one on `piece`, when given) by moving it into, out of or within the far three ranks. */
import type { NineGoalRules, NineGoalSource } from './kind';

export type PromoteGoal = { kind: 'promote'; piece?: string };

export const rules: NineGoalRules<PromoteGoal> = {
  tracked: (goal) => goal.piece,
  met: (_goal, move, { own }) => own && move.promote,
  said: () => ({ key: 'nl.left.promote.none' }),
};

export const source: NineGoalSource<PromoteGoal> = {
  keys: ['piece'],
  parse(y, g, path, read) {
    const piece = read.ownPiece(y, g.piece, [...path, 'piece']);
    if (piece === null) return undefined;
    return piece === undefined ? { kind: 'promote' } : { kind: 'promote', piece };
  },
};
