/** Mate: force checkmate within `in` moves; the opponent defends with the mate solver's best reply. */
import { bestDefence, mateIn, mateMoves, moveForcesMate, type Move } from '$lib/engine';
import { msg } from '$lib/task/messages';
import { goalKind } from './kind';

export type MateGoal = { kind: 'mate'; in: number };

export const mate = goalKind<MateGoal>({
  kind: 'mate',
  keys: ['in'],
  input: 'moves',
  parse(g, read, path) {
    const n = g.in;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 4) {
      read.error([...path, 'in'], 'needs the number of moves to mate in, from 1 to 4');
      return undefined;
    }
    return { kind: 'mate', in: n };
  },
  budget: (goal) => goal.in,
  moves: (goal) => goal.in,
  check(goal, pos) {
    const side = pos.turn === 'cho' ? 'Cho' : 'Han';
    if (pos.isCheck() && pos.legalMoves().length === 0) return { fail: `step fen: ${side} is already checkmated`, line: 'fen' };
    const n = mateIn(pos, goal.in);
    if (n === 0) return { fail: `step goal: the engine finds no forced mate in ${goal.in} for ${side}`, line: 'goal' };
    if (n < goal.in) return { fail: `step goal: there is already a mate in ${n}; write in: ${n}`, line: 'goal' };
    return { best: n };
  },
  solve(goal, pos) {
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
  refuse(_goal, { pos, move, isPass, movesLeft, wrong }) {
    if (isPass) return { code: 'not-mate', message: msg('judge.pass-never-mates') };
    if (!moveForcesMate(pos, move, movesLeft)) return { code: 'not-mate', message: wrong(movesLeft === 1 ? msg('judge.not-mate') : msg('judge.lets-escape')) };
    return undefined;
  },
  test: (_goal, pos, _move, remaining, _tracked, mover) => ({ remaining, done: pos.turn !== mover && pos.isCheck() && pos.legalMoves().length === 0 }),
});
