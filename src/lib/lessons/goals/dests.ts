/** Dests: tap every legal destination of the piece on `piece`. */
import { squareName, type Square } from '$lib/engine';
import { goalKind } from './kind';

export type DestsGoal = { kind: 'dests'; piece: Square };

export const dests = goalKind<DestsGoal>({
  kind: 'dests',
  keys: ['piece'],
  input: 'taps',
  parse(g, read, path) {
    const piece = read.square(g.piece, [...path, 'piece']);
    return piece === undefined ? undefined : { kind: 'dests', piece };
  },
  // Counted from the position; a bad FEN is reported on its own line.
  budget: (goal, start) => (start ? Math.max(1, start.dests(goal.piece).length) : 1),
  check(goal, pos, step) {
    const side = pos.turn === 'cho' ? 'Cho' : 'Han';
    if (pos.pieceAt(goal.piece)?.color !== pos.turn) return { fail: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)}`, line: 'goal' };
    const d = pos.dests(goal.piece);
    if (d.length === 0) return { fail: `step goal.piece: the piece on ${squareName(goal.piece)} has no legal move`, line: 'goal' };
    if (step.budget < d.length) return { fail: `step budget: ${step.budget} taps cannot find all ${d.length} points`, line: 'budget' };
    return { best: d.length };
  },
  taps: (goal, pos) => pos.dests(goal.piece),
  marks: (goal, view) => (view.done ? [] : [{ square: goal.piece, kind: 'hint' }]),
});
