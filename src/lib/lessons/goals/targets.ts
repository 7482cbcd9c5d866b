/** What reach and capture share: target points, an optional piece whose moves alone count, and their marks. */
import { squareName, type Position, type Square } from '$lib/engine';
import type { GoalKind, StartCheck } from './kind';

export type TargetsGoal<K extends string> = { kind: K; targets: Square[]; piece?: Square };

export function targetsGoal<K extends string>(kind: K): Omit<GoalKind<TargetsGoal<K>>, 'left' | 'check'> {
  return {
    kind,
    keys: ['targets', 'piece'],
    input: 'moves',
    parse(g, read, path) {
      const targets = read.squares(g.targets, [...path, 'targets']);
      const piece = g.piece === undefined ? undefined : read.square(g.piece, [...path, 'piece']);
      if (!targets || (g.piece !== undefined && piece === undefined)) return undefined;
      return piece === undefined ? { kind, targets } : { kind, targets, piece };
    },
    targets: (goal) => [...goal.targets],
    tracked: (goal) => goal.piece,
    test(goal, _pos, move, remaining, tracked) {
      const counts = goal.piece === undefined || move.from === tracked;
      const left = counts ? remaining.filter((s) => s !== move.to) : remaining;
      return { remaining: left, done: left.length === 0 };
    },
    marks: (_goal, view) => view.remaining.map((square) => ({ square, kind: 'target' as const })),
  };
}

/** The goal's piece must be the side to move's. */
export function pieceSide(goal: { piece?: Square }, pos: Position): StartCheck | undefined {
  if (goal.piece === undefined || pos.pieceAt(goal.piece)?.color === pos.turn) return undefined;
  const side = pos.turn === 'cho' ? 'Cho' : 'Han';
  return { fail: `step goal.piece: there is no ${side} piece on ${squareName(goal.piece)} (the side to move is ${side})`, line: 'goal' };
}
