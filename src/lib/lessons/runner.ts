/**
 * One attempt at a lesson step: the position, what is left to do, moves used, stars. Plain
 * TypeScript (no DOM, no runes) so unit tests and the end-to-end flow share it; StepView wraps it.
 */
import { Position, type Move, type Square } from '$lib/engine';
import { mateSolver } from '$lib/task/mate-slot';
import { explainMessage, explainMove, type Explanation } from '$lib/task/explain-slot';
import { joined, msg, text, type TaskMessage } from '$lib/task/messages';
import type { TaskJudge, TaskView } from '$lib/task/session.svelte';
import { goalRules } from './goals';
import { follow, followTargets, initialRemaining, initialTracked, judgeSolverMove, scriptedReply } from './judge';
import type { Step } from './types';
import { starsFor, type Stars } from '$lib/task/stars';

export { starsFor, type Stars } from '$lib/task/stars';

export type Feedback =
  /** Not a legal move (or tap): nothing changed. */
  | { kind: 'illegal'; message?: TaskMessage; squares: Square[]; why?: Explanation }
  /** Legal, but refused by this step; counted as a try. */
  | { kind: 'wrong'; message: TaskMessage; squares: Square[]; why?: Explanation; miss?: Miss }
  /** Accepted; the opponent may have answered. */
  | { kind: 'ok'; move?: Move; reply?: Move; fenBeforeReply?: string; message?: TaskMessage; left?: Left }
  | { kind: 'done'; move?: Move; message: TaskMessage; stars: Stars }
  /** The step cannot go on (e.g. the scripted opponent has no answer); retry. */
  | { kind: 'stuck'; message: TaskMessage; move?: Move; reply?: Move; fenBeforeReply?: string };

/** What is still to do after an accepted move or tap (also said in `message`). */
export interface Left {
  n: number;
  /** Points to reach, pieces to capture, or points to find. */
  to: 'go' | 'capture' | 'find';
  /** False when the move reached or captured nothing (the view says so instead of counting down). */
  progress: boolean;
}

/** A tap on a point that is not one of a points task's (the view names it and what is left). */
export interface Miss {
  point: string;
  /** Points still to find. */
  n: number;
}

/** What is left, in words: "2 more to go." or "Not there yet: 2 still to reach." */
export function leftMessage(left: Left): TaskMessage {
  const n = left.n;
  if (left.to === 'find') return msg('step.left.find', { n });
  if (!left.progress) return msg(left.to === 'go' ? 'step.left.go.none' : 'step.left.capture.none', { n });
  return msg(left.to === 'go' ? 'step.left.go' : 'step.left.capture', { n });
}

/**
 * What the step asks, said after a legal move that stood but did not do it (a check or bikjang
 * drill: the other side waits, so the move is kept, and without a word the learner would not know
 * why nothing happened). Other goals say what is left instead, or refuse the move with a reason.
 */
export function missedMessage(step: Step): TaskMessage | undefined {
  const goal = goalRules(step.goal).missed?.(step.goal, sideToMove(step.fen));
  return goal && msg('step.missed', { goal: { msg: goal } });
}

const sideToMove = (fen: string) => (fen.split(' ')[1] === 'b' ? 'han' : 'cho');

/** What a lesson step's view shows (a snapshot; TaskSession re-reads it after each change). */
export interface StepSnapshot extends TaskView {
  fen: string;
  dests: Map<number, number[]>;
  canPass: boolean;
  check: Square | undefined;
  /** The general in check has no way out. */
  mate: boolean;
  bikjang: boolean;
  done: boolean;
  stuck: boolean;
  stars: Stars;
  remaining: Square[];
  found: Square[];
  missed: Square[];
  tried: number[];
  /** Tap tasks: how many points there are to find (0 for other tasks). */
  total: number;
}

export class StepRunner implements TaskJudge<StepSnapshot> {
  readonly step: Step;
  pos!: Position;
  remaining: Square[] = [];
  tracked: Square | undefined;
  /** Solver moves that stood. */
  moves = 0;
  /** Moves, taps or tries counted against the budget (wrong ones included). */
  used = 0;
  hintsShown = 0;
  done = false;
  stuck = false;
  stars: Stars = 0;
  /** Dests tasks: points found, and wrong taps. */
  found: Square[] = [];
  missed: Square[] = [];
  /** Choose tasks: options tried. */
  tried: number[] = [];
  lastMove: Move | undefined;

  constructor(step: Step) {
    this.step = step;
    this.reset();
  }

  reset(): void {
    const r = Position.fromFen(this.step.fen, this.step.rules);
    if (!r.ok) throw new Error(`step ${this.step.id}: ${r.error.code}`);
    this.pos = r.value;
    this.remaining = initialRemaining(this.step.goal);
    this.tracked = initialTracked(this.step.goal);
    this.moves = 0;
    this.used = 0;
    this.hintsShown = 0;
    this.done = false;
    this.stuck = false;
    this.stars = 0;
    this.found = [];
    this.missed = [];
    this.tried = [];
    this.lastMove = undefined;
  }

  get kind() {
    return this.step.goal.kind;
  }

  /** What the goal's kind does (goals/<kind>.ts). */
  private get rules() {
    return goalRules(this.step.goal);
  }

  snapshot(): StepSnapshot {
    const pos = this.pos;
    const goal = this.step.goal;
    return {
      fen: pos.fen(),
      dests: this.dests(),
      canPass: this.canPass,
      check: pos.isCheck() ? pos.generalSquare(pos.turn) : undefined,
      mate: pos.isCheck() && pos.legalMoves().length === 0,
      bikjang: pos.isBikjang(),
      done: this.done,
      stuck: this.stuck,
      over: this.done || this.stuck,
      stars: this.stars,
      used: this.used,
      remaining: this.remaining,
      found: this.found,
      missed: this.missed,
      tried: this.tried,
      total: this.rules.taps?.points(pos, goal).length ?? 0,
    };
  }

  /** Whether the board takes moves (not a tapping or choosing task) right now. */
  get movable(): boolean {
    const rules = this.rules;
    return !this.done && !this.stuck && !rules.taps && !rules.options && (rules.ready?.() ?? true);
  }

  /** Whether to show the pass control. */
  get canPass(): boolean {
    return this.movable && this.rules.passes === true && this.pos.canPass();
  }

  /** Legal destinations to offer on the board. */
  dests(): Map<number, number[]> {
    return this.movable ? this.pos.allDests() : new Map();
  }

  hint(): string | undefined {
    const h = this.step.hints[this.hintsShown];
    if (h !== undefined) this.hintsShown++;
    return h ?? this.step.hints.at(-1);
  }

  private finish(message: TaskMessage, move?: Move): Feedback {
    this.done = true;
    this.stars = starsFor(this.used, this.step.budget, this.hintsShown > 0);
    return { kind: 'done', move, message, stars: this.stars };
  }

  /** The solver tries a move on the board (a pass is from === to on the general's square). */
  move(move: Move): Feedback {
    if (!this.movable) return { kind: 'illegal', message: msg('step.finished'), squares: [] };
    const pos = this.pos;
    if (!pos.isLegal(move)) {
      if (move.from === move.to) return { kind: 'illegal', message: msg(pos.isCheck() ? 'pass.in-check' : 'pass.not-now'), squares: [] };
      const why = explainMove(pos, move.from, move.to);
      return { kind: 'illegal', message: why ? explainMessage(why) : msg('move.not-allowed'), squares: why?.squares ?? [], ...(why ? { why } : {}) };
    }
    const goal = this.step.goal;
    const rules = this.rules;
    const movesLeft = rules.movesLeft?.(goal, this.moves) ?? Infinity;
    const res = judgeSolverMove(pos, this.step, move, this.remaining, movesLeft, this.tracked, this.moves);
    if (!res.verdict.ok) {
      const counted = res.verdict.counted;
      if (counted) this.used++;
      return { kind: counted ? 'wrong' : 'illegal', message: res.verdict.message, squares: [] };
    }
    this.used++;
    this.moves++;
    this.lastMove = move;
    this.tracked = follow(this.tracked, move);
    const progress = res.remaining.length < this.remaining.length;
    this.remaining = res.remaining;
    if (res.done) return this.finish(text(this.step.success), move);

    // The opponent answers.
    const fenBeforeReply = pos.fen();
    let reply: Move | undefined;
    if (this.step.opponent.kind === 'defend') {
      const movesLeftAfter = rules.movesLeft?.(goal, this.moves) ?? 1;
      reply = mateSolver().bestDefence(pos, movesLeftAfter)?.move;
    } else {
      reply = scriptedReply(pos, this.step, this.moves - 1);
    }
    if (!reply) {
      this.stuck = true;
      return { kind: 'stuck', message: msg('step.stuck.no-answer') };
    }
    pos.play(reply);
    this.lastMove = reply;
    const hadPiece = this.tracked !== undefined;
    this.tracked = follow(this.tracked, reply);
    if (hadPiece && this.tracked === undefined) {
      this.stuck = true;
      return { kind: 'stuck', move, reply, fenBeforeReply, message: msg('step.stuck.captured') };
    }
    this.remaining = followTargets(this.remaining, reply);
    if (pos.legalMoves().length === 0) {
      this.stuck = true;
      return { kind: 'stuck', message: msg('step.stuck.no-moves') };
    }
    const n = this.remaining.length;
    const left: Left | undefined = n > 0 && rules.left ? { n, to: rules.left, progress } : undefined;
    const message = left ? leftMessage(left) : missedMessage(this.step);
    return { kind: 'ok', move, reply, fenBeforeReply, message, ...(left ? { left } : {}) };
  }

  /** Whether the task is tapping points (dests, points). */
  get tapping(): boolean {
    return !this.done && this.rules.taps !== undefined;
  }

  /** Dests and points tasks: the solver taps a point. */
  tap(sq: Square): Feedback {
    const goal = this.step.goal;
    const taps = this.rules.taps;
    if (!taps || this.done) return { kind: 'illegal', squares: [] };
    if (sq === taps.origin?.(goal) || this.found.includes(sq) || this.missed.includes(sq)) return { kind: 'ok' };
    const all = taps.points(this.pos, goal);
    this.used++;
    if (all.includes(sq)) {
      this.found = [...this.found, sq];
      if (this.found.length === all.length) return this.finish(text(this.step.success));
      const n = all.length - this.found.length;
      const left: Left = { n, to: 'find', progress: true };
      return { kind: 'ok', message: leftMessage(left), left };
    }
    this.missed = [...this.missed, sq];
    return { kind: 'wrong', ...taps.wrong(this.pos, goal, sq, all.length - this.found.length) };
  }

  /** Choose tasks: the solver picks option `i`. */
  choose(i: number): Feedback {
    const options = this.rules.options?.(this.step.goal);
    if (!options || this.done || this.tried.includes(i)) return { kind: 'ok' };
    const opt = options[i];
    if (!opt) return { kind: 'illegal', squares: [] };
    this.used++;
    this.tried = [...this.tried, i];
    const reply = opt.reply !== undefined ? text(opt.reply) : undefined;
    if (opt.correct) return this.finish(joined(reply, text(this.step.success))!);
    return { kind: 'wrong', message: reply ?? msg('step.choose-wrong'), squares: [] };
  }

  /** The points to mark on the board now. */
  targets(): Square[] {
    return this.remaining;
  }
}
