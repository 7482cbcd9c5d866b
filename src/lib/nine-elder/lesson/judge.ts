/**
 * Judging one move of a Nine Elder lesson step against its goal. Pure functions over the TaskGame
 * interface's facts: no engine, no DOM. The other side waits in drills (Nine Elder has no pass, but
 * a drill is not a game), so a move that gives check is refused unless it does the task.
 */
import type { MoveFacts, TaskGame } from './game';
import type { NineGoal } from './types';

export interface JudgeState {
  /** Points still to reach, or enemy pieces (by point) still to capture. */
  remaining: string[];
  /** Where the goal's own piece stands now. */
  tracked?: string;
}

/** What the opponent's position looks like after the move. */
export interface After {
  check: boolean;
  mate: boolean;
}

export type RefuseReason = 'gives-check' | 'not-check' | 'not-mate';

export type Verdict =
  | { kind: 'done' }
  /** The move is taken back and counts as a try. */
  | { kind: 'refuse'; reason: RefuseReason }
  /** The move stands; `progressed` says whether it reached, captured or dropped anything the goal wants. */
  | { kind: 'continue'; state: JudgeState; progressed: boolean };

export function initialState(goal: NineGoal): JudgeState {
  switch (goal.kind) {
    case 'reach':
    case 'capture':
      return { remaining: [...goal.targets], tracked: goal.piece };
    case 'promote':
      return { remaining: [], tracked: goal.piece };
    default:
      return { remaining: [] };
  }
}

export function judgeMove(goal: NineGoal, state: JudgeState, f: MoveFacts, after: After): Verdict {
  if (goal.kind === 'mate') return after.mate ? { kind: 'done' } : { kind: 'refuse', reason: 'not-mate' };
  if (goal.kind === 'check') return after.check ? { kind: 'done' } : { kind: 'refuse', reason: 'not-check' };

  // The goal's own piece: does this move move it, and where is it afterwards?
  const own = state.tracked === undefined || (!f.drop && f.from === state.tracked);
  const tracked = state.tracked !== undefined && !f.drop && f.from === state.tracked ? f.to : state.tracked;
  let remaining = state.remaining;
  let done = false;
  switch (goal.kind) {
    case 'reach':
      if (own && remaining.includes(f.to)) remaining = remaining.filter((s) => s !== f.to);
      done = remaining.length === 0;
      break;
    case 'capture':
      if (own && f.captured && remaining.includes(f.to)) remaining = remaining.filter((s) => s !== f.to);
      done = remaining.length === 0;
      break;
    case 'drop':
      done = f.drop && f.piece === goal.piece && (goal.targets.length === 0 || goal.targets.includes(f.to));
      break;
    case 'promote':
      done = own && f.promote;
      break;
  }
  if (done) return { kind: 'done' };
  if (after.check) return { kind: 'refuse', reason: 'gives-check' };
  const progressed = remaining.length < state.remaining.length || (goal.kind === 'drop' && f.captured === goal.piece);
  return { kind: 'continue', state: { remaining, tracked }, progressed };
}

/** Plays `uci` on the game, judges it, and leaves it played (undo on refuse is the caller's). */
export function playAndJudge(game: TaskGame, goal: NineGoal, state: JudgeState, uci: string): Verdict {
  const facts = game.facts(uci);
  game.play(uci);
  const check = game.inCheck();
  const mate = check && game.mated();
  return judgeMove(goal, state, facts, { check, mate });
}
