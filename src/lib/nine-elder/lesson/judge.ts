/**
 * Judging one move of a Nine Elder lesson step against its goal. Pure functions over the TaskGame
 * interface's facts: no engine, no DOM. The other side waits in drills (Nine Elder has no pass, but
 * a drill is not a game), so a move that gives check is refused unless it does the task.
 */
import type { MoveFacts, TaskGame } from './game';
import { nineGoalRules, type After, type NineGoal, type RefuseReason } from './goals';

export type { After, RefuseReason } from './goals';

export interface JudgeState {
  /** Points still to reach, or enemy pieces (by point) still to capture. */
  remaining: string[];
  /** Where the goal's own piece stands now. */
  tracked?: string;
}

export type Verdict =
  | { kind: 'done' }
  /** The move is taken back and counts as a try. */
  | { kind: 'refuse'; reason: RefuseReason }
  /** The move stands; `progressed` says whether it reached, captured or dropped anything the goal wants. */
  | { kind: 'continue'; state: JudgeState; progressed: boolean };

export function initialState(goal: NineGoal): JudgeState {
  const rules = nineGoalRules(goal);
  return { remaining: rules.targets?.(goal) ?? [], tracked: rules.tracked?.(goal) };
}

/** What holds for every kind; what differs is the goal kind's (goals/<kind>.ts). */
export function judgeMove(goal: NineGoal, state: JudgeState, f: MoveFacts, after: After): Verdict {
  const rules = nineGoalRules(goal);
  // The goal's own piece: does this move move it, and where is it afterwards?
  const own = state.tracked === undefined || (!f.drop && f.from === state.tracked);
  const tracked = state.tracked !== undefined && !f.drop && f.from === state.tracked ? f.to : state.tracked;
  let remaining = state.remaining;
  if (rules.targets && own && (rules.collects?.(f) ?? true) && remaining.includes(f.to)) remaining = remaining.filter((s) => s !== f.to);
  const done = rules.targets ? remaining.length === 0 : (rules.met?.(goal, f, { after, own }) ?? false);
  if (done) return { kind: 'done' };
  if (rules.unmet) return { kind: 'refuse', reason: rules.unmet };
  if (after.check) return { kind: 'refuse', reason: 'gives-check' };
  const progressed = remaining.length < state.remaining.length || (rules.progressed?.(goal, f) ?? false);
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
