/** Tap every legal destination of the piece on `piece`. */
import { squareName, type Square } from '$lib/engine';
import { explainMessage, explainMove } from '$lib/task/explain-slot';
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type DestsGoal = { kind: 'dests'; piece: Square };

export const rules: GoalRules<DestsGoal> = {
  taps: {
    points: (pos, goal) => pos.dests(goal.piece),
    origin: (goal) => goal.piece,
    wrong(pos, goal, sq) {
      const why = explainMove(pos, goal.piece, sq);
      return { message: why ? explainMessage(why) : msg('step.cannot-go'), squares: why?.squares ?? [], ...(why ? { why } : {}) };
    },
  },
  marks: (goal, view) => (view.done ? [] : [{ square: goal.piece, kind: 'hint' }]),
};

export const source: GoalSource<DestsGoal> = {
  keys: ['piece'],
  parse(y, g, path, read) {
    const piece = read.square(y, g.piece, [...path, 'piece']);
    return piece === undefined ? undefined : { kind: 'dests', piece };
  },
  // Counted from the position; a bad FEN is reported on its own line.
  budget: (goal, pos) => (pos ? Math.max(1, pos.dests(goal.piece).length) : 1),
  check(pos, goal, { side, budget }) {
    if (pos.pieceAt(goal.piece)?.color !== pos.turn) return { at: 'goal', error: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)}` };
    const d = pos.dests(goal.piece);
    if (d.length === 0) return { at: 'goal', error: `step goal.piece: the piece on ${squareName(goal.piece)} has no legal move` };
    if (budget < d.length) return { at: 'budget', error: `step budget: ${budget} taps cannot find all ${d.length} points` };
    return { best: d.length };
  },
};
