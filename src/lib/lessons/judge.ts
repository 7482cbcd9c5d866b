/**
 * How a step judges moves: the pure rules shared by the player (runner.ts) and the validator's
 * search (validate.ts), so "solvable within budget" means the same thing in both.
 *
 * Defaults (documented in README "Add a lesson"):
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
import { moveForcesMate, type Move, type Position, type Square } from '$lib/engine';
import type { EscapeWay, Goal, Step } from './types';
import { msg, text, type TaskMessage } from '$lib/task/messages';

export type Verdict = { ok: true } | { ok: false; code: OffTaskCode; message: TaskMessage };
export type OffTaskCode = 'gives-check' | 'makes-bikjang' | 'no-pass' | 'wrong-checker' | 'not-mate' | 'wrong-way' | 'not-pass' | 'pass-in-bikjang' | 'not-escape';

/** Pieces to collect: reach targets, or the squares of the opponent pieces to capture. */
export function initialRemaining(goal: Goal): Square[] {
  return goal.kind === 'reach' || goal.kind === 'capture' ? [...goal.targets] : [];
}

/** How a move answers a check: the general steps away, the checker is taken, or a piece blocks. */
function escapeWays(pos: Position, move: Move): EscapeWay[] {
  const ways: EscapeWay[] = [];
  const checkers = pos.checkers();
  if (move.from === pos.generalSquare(pos.turn)) ways.push('move');
  if (checkers.includes(move.to)) ways.push('capture');
  if (ways.length === 0) ways.push('block');
  return ways;
}

/**
 * Plays `move` (legal) on `pos` and says whether the goal is now met; the caller undoes it if
 * needed. `tracked` is where the goal's `piece` stood before the move (reach/capture with a piece).
 */
function playAndTest(pos: Position, goal: Goal, move: Move, remaining: Square[], tracked: Square | undefined) {
  const mover = pos.turn;
  pos.play(move);
  switch (goal.kind) {
    case 'reach':
    case 'capture': {
      const counts = goal.piece === undefined || move.from === tracked;
      const left = counts ? remaining.filter((s) => s !== move.to) : remaining;
      return { remaining: left, done: left.length === 0 };
    }
    case 'check': {
      if (!pos.isCheck()) return { remaining, done: false };
      const ok = goal.checker === undefined || pos.checkers().some((s) => pos.pieceAt(s)?.role === goal.checker);
      return { remaining, done: ok };
    }
    case 'bikjang':
      return { remaining, done: pos.facing() && move.from !== move.to };
    case 'escape':
    case 'pass':
      return { remaining, done: true };
    case 'mate':
      return { remaining, done: pos.turn !== mover && pos.isCheck() && pos.legalMoves().length === 0 };
    default:
      return { remaining, done: false };
  }
}

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
  const isPass = move.from === move.to;
  // The step's own words for a legal move that misses the point, else the judge's.
  const wrong = (m: TaskMessage) => (step.wrong !== undefined ? text(step.wrong) : m);
  const refuse = (code: OffTaskCode, message: TaskMessage): SolverMoveResult => ({
    verdict: { ok: false, code, message },
    remaining,
    done: false,
    played: false,
  });

  // Checks made before playing.
  switch (goal.kind) {
    case 'mate':
      if (isPass) return refuse('not-mate', msg('judge.pass-never-mates'));
      if (!moveForcesMate(pos, move, movesLeft))
        return refuse('not-mate', wrong(movesLeft === 1 ? msg('judge.not-mate') : msg('judge.lets-escape')));
      break;
    case 'escape': {
      if (isPass) {
        return refuse(
          pos.isCheck() ? 'not-escape' : 'pass-in-bikjang',
          pos.isCheck() ? msg('pass.in-check') : msg('judge.pass-in-bikjang'),
        );
      }
      if (goal.ways && !escapeWays(pos, move).some((w) => goal.ways!.includes(w)))
        return refuse('wrong-way', wrong(msg('judge.wrong-way', { ways: { msgs: goal.ways.map((w) => msg(`way.${w}`)), joiner: 'or' } })));
      break;
    }
    case 'pass':
      if (!isPass) return refuse('not-pass', wrong(msg('judge.not-pass')));
      break;
    default:
      if (isPass)
        return refuse('no-pass', msg('judge.no-pass'));
  }

  const mover = pos.turn;
  const result = playAndTest(pos, goal, move, remaining, tracked);
  if (result.done) return { verdict: { ok: true }, remaining: result.remaining, done: true, played: true };

  // Not done: the move must leave a position where the opponent can answer as the step says.
  if (goal.kind === 'check' && pos.isCheck()) {
    pos.undo();
    return refuse('wrong-checker', wrong(msg('judge.wrong-checker', { piece: { piece: goal.checker ?? 'general', side: mover } })));
  }
  if (step.opponent.kind !== 'defend') {
    const scripted = step.opponent.kind === 'scripted' && replyIndex !== undefined ? step.opponent.moves[replyIndex] : undefined;
    if (pos.isCheck() && !(scripted && pos.isLegal(scripted))) {
      pos.undo();
      return refuse('gives-check', msg('judge.gives-check'));
    }
    if (pos.rules.bikjang && pos.facing() && pos.turn !== mover) {
      pos.undo();
      return refuse('makes-bikjang', msg('judge.makes-bikjang'));
    }
  }
  return { verdict: { ok: true }, remaining: result.remaining, done: false, played: true };
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

