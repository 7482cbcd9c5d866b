/**
 * How a step judges moves: the pure rules shared by the player (runner.ts) and the validator's
 * search (validate.ts), so "solvable within budget" means the same thing in both. What differs by
 * goal is the goal kind's (goals/<kind>.ts); what is here holds for every kind.
 *
 * Defaults (documented in docs/lessons.md):
 * - reach, capture, check, bikjang: the opponent passes after each solver move, unless the step
 *   lists scripted replies (`opponent: [e9e8, pass]`; a listed reply that is illegal becomes a
 *   pass). Because the opponent cannot pass while in check, and a standing bikjang would end the
 *   game, a solver move that gives check or makes bikjang is refused in these drills unless that
 *   move completes the task.
 *   With scripted replies, a check is allowed when the scripted reply to it is legal (a fork with
 *   check, answered by the general's best escape).
 * - mate: the opponent answers with the mate solver's most stubborn defence.
 * - the solver passes only in pass tasks; in escape tasks a pass is shown but judged wrong.
 */
import type { Move, Position, Square } from '$lib/engine';
import { msg, text, type TaskMessage } from '$lib/task/messages';
import { goalRules, type Goal, type Refusal } from './goals';
import type { Step } from './types';

export type Verdict = { ok: true } | { ok: false; code: string; message: TaskMessage; counted: boolean };

/** Pieces to collect: reach targets, or the squares of the opponent pieces to capture. */
export const initialRemaining = (goal: Goal): Square[] => goalRules(goal).targets?.(goal) ?? [];

/** Where the piece whose moves alone count stands at the start (reach or capture with a piece). */
export const initialTracked = (goal: Goal): Square | undefined => goalRules(goal).tracked?.(goal);

export interface SolverMoveResult {
  verdict: Verdict;
  /** Targets still to do after the move. */
  remaining: Square[];
  done: boolean;
  /** Whether the move was left on the board (the caller must undo it if it does not keep it). */
  played: boolean;
}

/**
 * Judges a legal solver move. On an accepted move it stays played on `pos`; on a refused one
 * `pos` is unchanged. `movesLeft` is the budget left for mate tasks (this move included).
 * `tracked` is where the goal's `piece` stands now (reach/capture with a piece).
 */
export function judgeSolverMove(
  pos: Position,
  step: Step,
  move: Move,
  remaining: Square[],
  movesLeft: number,
  tracked: Square | undefined,
  /** Which scripted reply would answer this move (its 0-based index in `opponent`). */
  replyIndex?: number,
): SolverMoveResult {
  const goal = step.goal;
  const rules = goalRules(goal);
  // The step's own words for a legal move that misses the point, else the judge's.
  const wrong = (m: TaskMessage) => (step.wrong !== undefined ? text(step.wrong) : m);
  const refuse = ({ code, message }: Refusal): SolverMoveResult => ({
    verdict: { ok: false, code, message, counted: rules.tries?.includes(code) === true },
    remaining,
    done: false,
    played: false,
  });

  // Checks made before playing: the kind's own, else a pass is no move in a drill.
  const before = rules.refuse
    ? rules.refuse(pos, goal, move, { movesLeft, wrong })
    : move.from === move.to
      ? { code: 'no-pass', message: msg('judge.no-pass') }
      : undefined;
  if (before) return refuse(before);

  const mover = pos.turn;
  pos.play(move);
  let left = remaining;
  if (rules.targets) {
    // The targets count a landing of any piece, or of the tracked piece only.
    const counts = rules.tracked?.(goal) === undefined || move.from === tracked;
    left = counts ? remaining.filter((s) => s !== move.to) : remaining;
  }
  const done = rules.targets ? left.length === 0 : (rules.met?.(pos, goal, move, mover) ?? false);
  if (done) return { verdict: { ok: true }, remaining: left, done: true, played: true };

  // Not done: the move must leave a position where the opponent can answer as the step says.
  const after = rules.after?.(pos, goal, mover, wrong);
  if (after) {
    pos.undo();
    return refuse(after);
  }
  if (step.opponent.kind !== 'defend') {
    const scripted = step.opponent.kind === 'scripted' && replyIndex !== undefined ? step.opponent.moves[replyIndex] : undefined;
    if (pos.isCheck() && !(scripted && pos.isLegal(scripted))) {
      pos.undo();
      return refuse({ code: 'gives-check', message: msg('judge.gives-check') });
    }
    if (pos.rules.bikjang && pos.facing() && pos.turn !== mover) {
      pos.undo();
      return refuse({ code: 'makes-bikjang', message: msg('judge.makes-bikjang') });
    }
  }
  return { verdict: { ok: true }, remaining: left, done: false, played: true };
}

/**
 * The opponent's answer after the solver's `index`-th move (0-based), for pass/scripted opponents.
 * Undefined when the opponent has no legal answer of that kind (the step cannot go on).
 */
export function scriptedReply(pos: Position, step: Step, index: number): Move | undefined {
  const k = pos.generalSquare(pos.turn);
  const pass: Move = { from: k, to: k };
  if (step.opponent.kind === 'scripted') {
    const m = step.opponent.moves[index];
    if (m && pos.isLegal(m)) return m;
  }
  return pos.isLegal(pass) ? pass : undefined;
}

/** Follows a tracked square through a move: where does the piece on `tracked` stand afterwards? */
export function follow(tracked: Square | undefined, move: Move): Square | undefined {
  if (tracked === undefined) return undefined;
  if (move.from === tracked && move.to !== move.from) return move.to;
  if (move.to === tracked && move.from !== move.to) return undefined; // captured
  return tracked;
}

/** Moves the remaining capture targets along with opponent moves (scripted replies). */
export function followTargets(remaining: Square[], move: Move): Square[] {
  if (move.from === move.to) return remaining;
  return remaining.map((s) => (s === move.from ? move.to : s));
}
