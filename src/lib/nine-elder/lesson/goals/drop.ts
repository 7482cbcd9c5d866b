/**
 * Drop a `piece` from the hand on one of `targets` (anywhere when empty). The hand may be empty at
 * the start: capturing such a piece first is progress.
 */
import { HAND_LETTERS, type HandLetter } from '../types';
import type { NineGoalRules, NineGoalSource } from './kind';

export type DropGoal = { kind: 'drop'; piece: HandLetter; targets: string[] };

export const rules: NineGoalRules<DropGoal> = {
  met: (goal, move) => move.drop && move.piece === goal.piece && (goal.targets.length === 0 || goal.targets.includes(move.to)),
  progressed: (goal, move) => move.captured === goal.piece,
  marks: (goal) => goal.targets.map((square) => ({ square, kind: 'target' })),
  said: (goal, { progressed }) => (progressed ? { key: 'nl.left.drop' } : { key: 'nl.left.drop.none', piece: goal.piece }),
};

export const source: NineGoalSource<DropGoal> = {
  keys: ['piece', 'targets'],
  parse(y, g, path, read) {
    const letter = g.piece;
    if (typeof letter !== 'string' || !HAND_LETTERS.includes(letter as HandLetter)) {
      y.error([...path, 'piece'], `needs the letter of a piece that can be held: ${HAND_LETTERS.join(', ')}`);
      return undefined;
    }
    const targets = g.targets === undefined ? [] : read.points(y, g.targets, [...path, 'targets']);
    return targets ? { kind: 'drop', piece: letter as HandLetter, targets } : undefined;
  },
};
