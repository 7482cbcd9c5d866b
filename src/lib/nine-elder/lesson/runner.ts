/**
 * One attempt at a Nine Elder lesson step: the position, what is left to do, moves used, stars.
 * Plain TypeScript over the TaskGame interface (no DOM, no runes): the view wraps it and turns its
 * codes into words.
 */
import type { IllegalReason, TaskGame } from './game';
import { nineGoalRules } from './goals';
import { initialState, playAndJudge, type JudgeState, type RefuseReason } from './judge';
import type { NineStep } from './types';
import { starsFor, type Stars } from '$lib/task/stars';

export { starsFor, type Stars } from '$lib/task/stars';

export type Feedback =
  /** Not a legal move: nothing changed, nothing counted. */
  | { kind: 'illegal'; reason: IllegalReason }
  /** Legal, but refused by this step: taken back, counted as a try. */
  | { kind: 'wrong'; reason: RefuseReason }
  /** The move stands. `left`: points, pieces or drops still to do; `progressed`: whether this move helped. */
  | { kind: 'ok'; left: number; progressed: boolean }
  | { kind: 'done'; stars: Stars };

export class NineStepRunner {
  readonly step: NineStep;
  private readonly makeGame: (fen: string) => TaskGame;
  game!: TaskGame;
  state!: JudgeState;
  /** Moves counted against the budget (refused ones included). */
  used = 0;
  hintsShown = 0;
  done = false;
  stars: Stars = 0;
  /** The last move that stood (for highlighting). */
  last: string | undefined;

  constructor(step: NineStep, makeGame: (fen: string) => TaskGame) {
    this.step = step;
    this.makeGame = makeGame;
    this.reset();
  }

  reset(): void {
    this.game = this.makeGame(this.step.fen);
    this.state = initialState(this.step.goal);
    this.used = 0;
    this.hintsShown = 0;
    this.done = false;
    this.stars = 0;
    this.last = undefined;
  }

  hint(): string | undefined {
    const h = this.step.hints[this.hintsShown];
    if (h !== undefined) this.hintsShown++;
    return h ?? this.step.hints.at(-1);
  }

  /** Tries a move written in UCI (`e3e4`, `d6d7+`, `P@e5`). */
  move(uci: string): Feedback {
    if (this.done) return { kind: 'illegal', reason: 'cannot-move' };
    const why = this.game.whyIllegal(uci);
    if (why) return { kind: 'illegal', reason: why };
    this.used++;
    const v = playAndJudge(this.game, this.step.goal, this.state, uci);
    if (v.kind === 'refuse') {
      this.game.undo();
      return { kind: 'wrong', reason: v.reason };
    }
    this.last = uci;
    if (v.kind === 'done') {
      this.done = true;
      this.stars = starsFor(this.used, this.step.budget, this.hintsShown > 0);
      return { kind: 'done', stars: this.stars };
    }
    this.state = v.state;
    this.game.wait();
    const left = nineGoalRules(this.step.goal).targets ? v.state.remaining.length : 1;
    return { kind: 'ok', left, progressed: v.progressed };
  }
}
