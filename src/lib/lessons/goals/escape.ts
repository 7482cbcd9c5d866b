/** Escape: the solver starts in check (or bikjang) and must get out of it, in one of `ways` if given. */
import type { Move, Position } from '$lib/engine';
import { msg } from '$lib/task/messages';
import { goalKind } from './kind';

export const ESCAPE_WAYS = ['move', 'block', 'capture'] as const;
/** How a check is answered: the general steps away, a piece blocks the line, or the checker is taken. */
export type EscapeWay = (typeof ESCAPE_WAYS)[number];

export type EscapeGoal = { kind: 'escape'; ways?: EscapeWay[] };

/** How a move answers a check: the general steps away, the checker is taken, or a piece blocks. */
function escapeWays(pos: Position, move: Move): EscapeWay[] {
  const ways: EscapeWay[] = [];
  if (move.from === pos.generalSquare(pos.turn)) ways.push('move');
  if (pos.checkers().includes(move.to)) ways.push('capture');
  if (ways.length === 0) ways.push('block');
  return ways;
}

export const escape = goalKind<EscapeGoal>({
  kind: 'escape',
  keys: ['ways'],
  input: 'moves',
  passes: true,
  slack: true,
  parse(g, read, path) {
    if (g.ways === undefined) return { kind: 'escape' };
    const ways = typeof g.ways === 'string' ? [g.ways] : g.ways;
    if (!Array.isArray(ways) || ways.length === 0 || ways.some((w) => !ESCAPE_WAYS.includes(w as EscapeWay))) {
      read.error([...path, 'ways'], `must list ways out of check: ${ESCAPE_WAYS.join(', ')}`);
      return undefined;
    }
    return { kind: 'escape', ways: ways as EscapeWay[] };
  },
  budget: () => 1,
  check(_goal, pos, step) {
    if (pos.isCheck() || pos.isBikjang()) return undefined;
    const side = pos.turn === 'cho' ? 'Cho' : 'Han';
    return { fail: `step fen: ${side} is not in check${step.rules === 'casual' ? '' : ' or bikjang'}, so there is nothing to escape`, line: 'fen' };
  },
  refuse(goal, { pos, move, isPass, wrong }) {
    if (isPass)
      return pos.isCheck() ? { code: 'not-escape', message: msg('pass.in-check') } : { code: 'pass-in-bikjang', message: msg('judge.pass-in-bikjang') };
    if (goal.ways && !escapeWays(pos, move).some((w) => goal.ways!.includes(w)))
      return { code: 'wrong-way', message: wrong(msg('judge.wrong-way', { ways: { msgs: goal.ways.map((w) => msg(`way.${w}`)), joiner: 'or' } })) };
    return undefined;
  },
  test: (_goal, _pos, _move, remaining) => ({ remaining, done: true }),
});
