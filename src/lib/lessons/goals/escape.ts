/** The solver starts in check (or bikjang) and gets out of it; with `ways`, in one of those ways. */
import type { Move, Position } from '$lib/engine';
import { msg } from '$lib/task/messages';
import type { GoalRules, GoalSource } from './kind';

export const ESCAPE_WAYS = ['move', 'block', 'capture'] as const;
/** How a check is answered: the general steps away, a piece blocks the line, or the checker is taken. */
export type EscapeWay = (typeof ESCAPE_WAYS)[number];

export type EscapeGoal = { kind: 'escape'; ways?: EscapeWay[] };

/** How a move answers a check: the general steps away, the checker is taken, or a piece blocks. */
function escapeWays(pos: Position, move: Move): EscapeWay[] {
  const ways: EscapeWay[] = [];
  const checkers = pos.checkers();
  if (move.from === pos.generalSquare(pos.turn)) ways.push('move');
  if (checkers.includes(move.to)) ways.push('capture');
  if (ways.length === 0) ways.push('block');
  return ways;
}

export const rules: GoalRules<EscapeGoal> = {
  passes: true,
  // A pass is shown (it is a move the learner may think of) but is never the way out; in check it is not even legal.
  tries: ['pass-in-bikjang', 'wrong-way'],
  refuse(pos, goal, move, { wrong }) {
    if (move.from === move.to)
      return pos.isCheck() ? { code: 'not-escape', message: msg('pass.in-check') } : { code: 'pass-in-bikjang', message: msg('judge.pass-in-bikjang') };
    if (goal.ways && !escapeWays(pos, move).some((w) => goal.ways!.includes(w)))
      return { code: 'wrong-way', message: wrong(msg('judge.wrong-way', { ways: { msgs: goal.ways.map((w) => msg(`way.${w}`)), joiner: 'or' } })) };
    return undefined;
  },
  met: () => true,
};

export const source: GoalSource<EscapeGoal> = {
  keys: ['ways'],
  parse(y, g, path) {
    if (g.ways === undefined) return { kind: 'escape' };
    const ways = typeof g.ways === 'string' ? [g.ways] : g.ways;
    if (!Array.isArray(ways) || ways.length === 0 || ways.some((w) => !ESCAPE_WAYS.includes(w as EscapeWay))) {
      y.error([...path, 'ways'], `must list ways out of check: ${ESCAPE_WAYS.join(', ')}`);
      return undefined;
    }
    return { kind: 'escape', ways: ways as EscapeWay[] };
  },
  budget: () => 1,
  check: (pos, _goal, { side }) =>
    !pos.isCheck() && !pos.isBikjang()
      ? { at: 'fen', error: `step fen: ${side} is not in check${pos.rules.bikjang ? ' or bikjang' : ''}, so there is nothing to escape` }
      : undefined,
  // Any way out does it in one move; a step may still give a larger budget.
  slack: true,
};
