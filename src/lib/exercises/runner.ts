/**
 * How an exercise is played and judged: plain TypeScript shared by the page (ExerciseView), the
 * content validator and the tests, so "solvable within budget" means the same thing everywhere.
 *
 * A move task: the solver moves, the opponent answers (pass, scripted line or shallow search),
 * then the `keep` predicates are checked (a failure ends the try at once: the careless move was
 * punished on the board), then the `goal` predicates (all hold: solved). When the budget is used
 * up and the goal still fails, the try fails with the first failing predicate's reason.
 * A choice task: one pick; the answer is right or wrong (with the option's reply).
 */
// The exercises' task words join the catalogue before any of their codes is said.
import { Position, SETUPS, setupFen, squareName, type Color, type Move, type Outcome, type Setup, type Square } from '$lib/engine';
import { explainMessage, explainMove } from '$lib/task/explain-slot';
import { joined, msg, sayEn, text, type TaskMessage } from '$lib/task/messages';
import type { TaskJudge, TaskView } from '$lib/task/session.svelte';
import { opponentReply } from './opponent';
import { evaluateAll, type PredicateContext } from './predicates';
import type { ChoiceOption, ExerciseTask } from './types';

export type Status = 'playing' | 'solved' | 'failed';

export interface TurnResult {
  status: Status;
  /** The opponent's answer (undefined when the game ended or the goal was met at once). */
  reply?: Move;
  /** Why the try failed, naming the points. */
  message?: TaskMessage;
  squares: Square[];
}

/** The predicate context of a task (the solver is the side to move in its FEN). */
export function contextFor(task: ExerciseTask): PredicateContext {
  const r = Position.fromFen(task.fen, task.rules);
  if (!r.ok) throw new Error(r.error.code);
  return { solver: r.value.turn, start: r.value };
}

const sameMove = (a: Move | undefined, b: Move) => a !== undefined && a.from === b.from && a.to === b.to;

/** Whether `moves` (the solver's, this one included) follow the intended solution. */
export function followsSolution(task: ExerciseTask, moves: Move[]): boolean {
  return moves.every((m, i) => sameMove(task.solution[i], m));
}

/**
 * Plays the solver's legal, non-pass `move` (the `index`-th, 0-based) and the opponent's answer on
 * `pos`, then judges. The moves stay played (the caller undoes two plies, or one without reply).
 * `onScript`: the solver's moves so far, this one included, are the intended solution's.
 */
export function playTurn(pos: Position, task: ExerciseTask, ctx: PredicateContext, move: Move, index: number, onScript = true): TurnResult {
  pos.play(move);
  let reply: Move | undefined;
  if (!pos.outcome() && pos.legalMoves().length > 0) {
    reply = opponentReply(pos, task.opponent, index, onScript);
    if (reply) pos.play(reply);
  }
  // The game may be over (mate; under tournament rules a bikjang or a double pass decided on the
  // count): a won game solves the exercise, any other end fails it.
  const end = pos.outcome();
  if (end && end.winner === ctx.solver) return { status: 'solved', reply, squares: [] };
  if (end) return { status: 'failed', reply, message: endMessage(end, ctx.solver), squares: [] };
  const kept = evaluateAll(task.keep, pos, ctx);
  if (!kept.ok) return { status: 'failed', reply, message: kept.message, squares: kept.squares };
  const goal = evaluateAll(task.goal, pos, ctx);
  if (goal.ok) return { status: 'solved', reply, squares: [] };
  if (index + 1 >= task.budget || !reply) return { status: 'failed', reply, message: goal.message, squares: goal.squares };
  return { status: 'playing', reply, squares: [] };
}

/** Why a finished game fails the exercise, from the solver's side. */
export function endMessage(end: Outcome, solver: Color): TaskMessage {
  const other: Color = solver === 'cho' ? 'han' : 'cho';
  const result = { msg: end.winner === undefined ? msg('end.result.draw') : msg('end.result.win', { side: { side: end.winner } }) };
  const count = end.points ? { mine: end.points[solver], theirs: end.points[other] } : undefined;
  switch (end.reason) {
    case 'checkmate':
      return end.winner === undefined ? msg('end.over') : msg('end.mated');
    case 'bikjang':
      return count ? msg('end.bikjang.count', { result, ...count }) : msg('end.bikjang', { result });
    case 'double-pass':
      return count ? msg('end.double-pass.count', { result, ...count }) : msg('end.double-pass', { result });
    default:
      return msg('end.other', { reason: { msg: msg(`end.reason.${end.reason}`) }, result });
  }
}

export type Feedback =
  /** Not a legal move (or a pass): nothing changed, nothing counted. */
  | { kind: 'illegal'; message?: TaskMessage; squares: Square[] }
  | { kind: 'ok'; move: Move; reply?: Move; fenBeforeReply: string }
  | { kind: 'solved'; move?: Move; reply?: Move; fenBeforeReply?: string; message: TaskMessage; score: number }
  | { kind: 'failed'; move?: Move; reply?: Move; fenBeforeReply?: string; message: TaskMessage; squares: Square[] };

/** What an exercise's view shows (a snapshot; TaskSession re-reads it after each change). */
export interface ExerciseSnapshot extends TaskView {
  fen: string;
  dests: Map<number, number[]>;
  check: Square | undefined;
  /** The general in check has no way out. */
  mate: boolean;
  status: Status;
  /** Solver moves played in this try. */
  moves: number;
  picked: number[];
  /** A standing bikjang: the one position where the solver may pass (and end the game on the count). */
  canPass: boolean;
}

/** One attempt at an exercise (the page keeps one and calls reset() to retry). */
export class ExerciseRunner implements TaskJudge<ExerciseSnapshot> {
  readonly task: ExerciseTask;
  readonly ctx: PredicateContext;
  pos!: Position;
  status: Status = 'playing';
  /** Solver moves played in this try. */
  moves = 0;
  /** Tries so far (a retry after a failure starts the next). */
  tries = 0;
  hintsShown = 0;
  /** Choice tasks: options picked (0-based). */
  picked: number[] = [];
  lastMove: Move | undefined;
  /** Solver moves of this try. */
  history: Move[] = [];
  message: TaskMessage | undefined;
  squares: Square[] = [];

  constructor(task: ExerciseTask) {
    this.task = task;
    this.ctx = contextFor(task);
    this.reset();
  }

  reset(): void {
    const r = Position.fromFen(this.task.fen, this.task.rules);
    if (!r.ok) throw new Error(r.error.code);
    this.pos = r.value;
    if (this.status !== 'playing' || this.moves > 0 || this.picked.length > 0) this.tries++;
    this.status = 'playing';
    this.moves = 0;
    this.picked = [];
    this.history = [];
    this.lastMove = undefined;
    this.message = undefined;
    this.squares = [];
  }

  snapshot(): ExerciseSnapshot {
    const pos = this.pos;
    return {
      fen: pos.fen(),
      dests: this.dests(),
      check: pos.isCheck() ? pos.generalSquare(pos.turn) : undefined,
      mate: pos.isCheck() && pos.legalMoves().length === 0,
      status: this.status,
      moves: this.moves,
      used: this.moves,
      over: this.status !== 'playing',
      picked: this.picked,
      canPass: this.movable && pos.isBikjang(),
    };
  }

  get isChoice(): boolean {
    return this.task.choice !== undefined;
  }

  /** Whether the board takes moves now. */
  get movable(): boolean {
    return this.status === 'playing' && !this.isChoice;
  }

  dests(): Map<number, number[]> {
    return this.movable ? this.pos.allDests() : new Map();
  }

  hint(): string | undefined {
    const h = this.task.hints[this.hintsShown];
    if (h !== undefined) this.hintsShown++;
    return h ?? this.task.hints.at(-1);
  }

  /** Score for the progress store: 3 at the first try without hints, less with hints or retries. */
  score(): number {
    return Math.max(1, 3 - Math.min(1, this.tries) - Math.min(1, this.hintsShown));
  }

  move(move: Move): Feedback {
    if (!this.movable) return { kind: 'illegal', message: msg('ex.try-over'), squares: [] };
    const pos = this.pos;
    // The one pass allowed: in a bikjang, where it ends the game on the count.
    if (move.from === move.to && !(pos.isBikjang() && pos.isLegal(move)))
      return { kind: 'illegal', message: msg('ex.no-pass'), squares: [] };
    if (!pos.isLegal(move)) {
      const why = explainMove(pos, move.from, move.to);
      return { kind: 'illegal', message: why ? explainMessage(why) : msg('move.not-allowed'), squares: why?.squares ?? [] };
    }
    const before = pos.clone();
    before.play(move);
    const fenBeforeReply = before.fen();
    this.history = [...this.history, move];
    const r = playTurn(pos, this.task, this.ctx, move, this.moves, followsSolution(this.task, this.history));
    this.moves++;
    this.lastMove = r.reply && r.reply.from !== r.reply.to ? r.reply : move;
    if (r.status === 'solved') {
      this.status = 'solved';
      this.message = text(this.task.success);
      return { kind: 'solved', move, reply: r.reply, fenBeforeReply, message: this.message, score: this.score() };
    }
    if (r.status === 'failed') {
      this.status = 'failed';
      this.message = r.message ?? msg('ex.try-over');
      this.squares = r.squares;
      return { kind: 'failed', move, reply: r.reply, fenBeforeReply, message: this.message, squares: r.squares };
    }
    return { kind: 'ok', move, reply: r.reply, fenBeforeReply };
  }

  /** Choice tasks: picks option `i` (0-based). */
  choose(i: number): Feedback {
    const choice = this.task.choice;
    if (!choice || this.status !== 'playing') return { kind: 'illegal', squares: [] };
    const opt = choice.options[i];
    if (!opt) return { kind: 'illegal', squares: [] };
    this.picked = [...this.picked, i];
    if (opt.correct) {
      this.status = 'solved';
      this.message = joined(opt.reply !== undefined ? text(opt.reply) : undefined, text(this.task.success))!;
      return { kind: 'solved', message: this.message, score: this.score() };
    }
    this.status = 'failed';
    this.message = opt.reply !== undefined ? text(opt.reply) : msg('ex.not-this');
    return { kind: 'failed', message: this.message, squares: [] };
  }
}

/** Replays `moves` from the start; for tests and the validator (the message in plain English). */
export function replay(task: ExerciseTask, moves: Move[]): { status: Status; message?: string; at: number } {
  const runner = new ExerciseRunner(task);
  for (let i = 0; i < moves.length; i++) {
    const f = runner.move(moves[i]);
    if (f.kind === 'illegal')
      return {
        status: 'failed',
        message: `move ${i + 1} (${squareName(moves[i].from)}${squareName(moves[i].to)}) is not legal here: ${f.message ? sayEn(f.message) : ''}`,
        at: i,
      };
    if (f.kind === 'solved') return { status: 'solved', message: sayEn(f.message), at: i };
    if (f.kind === 'failed') return { status: 'failed', message: sayEn(f.message), at: i };
  }
  return { status: 'playing', at: moves.length };
}

/** The position an option shows: its fen, or its setup against the opponent's. */
export function optionFen(task: ExerciseTask, option: ChoiceOption): string | undefined {
  if (option.fen) return option.fen;
  if (!option.setup) return undefined;
  const solverIsCho = !/ b( |$)/.test(task.fen);
  const other: Setup = task.choice?.opponentSetup ?? SETUPS[0];
  // setupFen(han, cho): Cho moves first in a starting position.
  return solverIsCho ? setupFen(other, option.setup) : setupFen(option.setup, other).replace(' w ', ' b ');
}
