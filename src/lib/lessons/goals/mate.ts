/** Force checkmate within `in` moves; the opponent defends with the mate solver's most stubborn reply. */
import { bestDefence, mateIn, mateMoves, type Move } from '$lib/engine';
import { mateSolver, mateSolverReady } from '$lib/task/mate-slot';
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export type MateGoal = { kind: 'mate'; in: number };

/** Longest mate a lesson step asks for. */
const MAX_MATE = 4;

export const rules: GoalRules<MateGoal> = {
  tries: ['not-mate'],
  ready: mateSolverReady,
  movesLeft: (goal, played) => goal.in - played,
  refuse(pos, _goal, move, { movesLeft, wrong }) {
    if (move.from === move.to) return { code: 'not-mate', message: msg('judge.pass-never-mates') };
    if (!mateSolver().moveForcesMate(pos, move, movesLeft)) return { code: 'not-mate', message: wrong(movesLeft === 1 ? msg('judge.not-mate') : msg('judge.lets-escape')) };
    return undefined;
  },
  met: (pos, _goal, _move, mover) => pos.turn !== mover && pos.isCheck() && pos.legalMoves().length === 0,
};

export const source: GoalSource<MateGoal> = {
  keys: ['in'],
  parse(y, g, path) {
    const n = g.in;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_MATE) {
      y.error([...path, 'in'], `needs the number of moves to mate in, from 1 to ${MAX_MATE}`);
      return undefined;
    }
    return { kind: 'mate', in: n };
  },
  budget: (goal) => goal.in,
  budgetError: (goal, budget) => (budget !== goal.in ? `a mate in ${goal.in} has a budget of ${goal.in} (or leave it out)` : undefined),
  defends: true,
  check(pos, goal, { side }) {
    if (pos.isCheck() && pos.legalMoves().length === 0) return { at: 'fen', error: `step fen: ${side} is already checkmated` };
    const n = mateIn(pos, goal.in);
    if (n === 0) return { at: 'goal', error: `step goal: the engine finds no forced mate in ${goal.in} for ${side}` };
    if (n < goal.in) return { at: 'goal', error: `step goal: there is already a mate in ${n}; write in: ${n}` };
    return { best: n };
  },
  solve(pos, goal) {
    const line: Move[] = [];
    for (let left = goal.in; left > 0; left--) {
      const first = mateMoves(pos, left)[0];
      if (!first) return undefined;
      line.push(first);
      pos.play(first);
      if (pos.legalMoves().length === 0) return line;
      const reply = bestDefence(pos, left - 1);
      if (!reply) return line;
      pos.play(reply.move);
    }
    return undefined;
  },
};
