/**
 * One go at a puzzle, as reactive state (Svelte 5 runes). The user plays the solver's side; the
 * app answers each good move with the defence that resists longest. A move counts when it still
 * forces mate within the moves left (moveForcesMate, live, not the stored line); a move that does
 * not is answered on the board by an escaping reply, explained, and can be retried. In a
 * winning-material puzzle a move counts when the tactics judge finds it keeps the win
 * (tactics.ts: at least the stored line's win minus a point).
 *
 * It runs on the shared task controller (TaskSession, $lib/task/session.svelte): the puzzle's rules
 * plug in as its judge, and the controller keeps the feedback (a wrong move and its refutation, the
 * defender's reply to a good move, a hint, the verdict), the last move, the judge calls and the
 * delayed reply with their cancellation, the busy hold and the hint and retry counts. This file
 * keeps what only puzzles have: the worker judge, the two-step hint, the solution, and the
 * attempt's report. Feedback is a task message code (the puzzle's words are the `puzzleTask` namespace, i18n/lang/<code>/puzzleTask.ts);
 * PuzzlePlayer says it as lessons and exercises do.
 */
import { moveToUci, parseUci, type Color, type Move, type RuleSetName } from '$lib/engine';
import { moveFacts } from '$lib/i18n/moves';
import { msg, type Arg, type TaskMessage } from '$lib/task/messages';
import { TaskSession, type TaskJudge, type TaskView } from '$lib/task/session.svelte';
import { solveKind } from './outcome';
import type { AttemptSummary } from './record';
import { load, tacticRules } from './position';
import type { Reply } from './solve';
import type { SolverClient } from './solver-client';
import { lead, tacticTarget } from './tactic-target';
import { puzzleKind, solverMoveCount, type Puzzle, type PuzzleKind } from './types';

export type Status = 'solving' | 'thinking' | 'wrong' | 'solved' | 'shown';

/** Mates: bikjang, pass, capture, escape, quiet. Winning material: short (the move wins too little), capture (and the reply takes a piece). */
export type WrongKind = 'bikjang' | 'pass' | 'capture' | 'escape' | 'quiet' | 'short';

export interface WrongMove {
  move: string;
  reply?: Reply;
  kind: WrongKind;
  /** The solver piece the reply takes, when it takes one. */
  captured?: string;
  /** Winning material: points the move wins at best (negative: loses), and what the puzzle wins. */
  won?: number;
  wins?: number;
}

/** What the progress store records of an attempt, and when. */
export interface FinishEvent extends AttemptSummary {
  kind: 'failed' | 'solved' | 'shown';
  /** The first report of this session. */
  first: boolean;
}

export interface SessionOptions {
  solver: SolverClient;
  /** Pause before the app's reply, ms (0 in tests). */
  replyDelay?: number;
  /**
   * Awaited after the user's move is on the board and before the solver is asked, e.g. until the
   * browser has painted it (the solver would compete with the paint for a slow phone's CPU).
   */
  afterMove?: () => Promise<void>;
  /** Called when the attempt is decided: first failure, solve, solution shown. */
  onreport?: (e: FinishEvent) => void;
  now?: () => number;
}

/** The verdict's key: `puzzle.solved`, then the kind (`.material`, `.defence`), then how (`.retry`, `.hint`, `.both`). */
type SolvedKey = `puzzle.solved${'' | '.material' | '.defence' | '.count'}${'' | '.retry' | '.hint' | '.both'}`;

export class PuzzleSession {
  readonly puzzle: Puzzle;
  readonly solverColor: Color;
  /** The shared controller: feedback, last move, judge calls and the reply pause, busy, hint and retry counts. */
  readonly task: TaskSession<TaskView, TaskMessage, Move>;
  /** Current position. */
  fen = $state('');
  /** Moves played from the puzzle's position, both sides, UCI. */
  played = $state<string[]>([]);
  #status = $state<Status>('solving');
  #mistakes = $state(0);
  /** 0: no hint; 1: the piece is marked; 2: the target too. */
  hintLevel = $state(0);
  hintMove = $state<string | undefined>();
  /** The refuted move, while it is on the board (its arrows). */
  wrong = $state.raw<WrongMove | undefined>();
  error = $state<string | undefined>();

  private opts: SessionOptions;
  private startedAt: number;
  private reported = false;
  private beforeWrong: { fen: string; played: string[] } | undefined;

  readonly kind: PuzzleKind;
  /** Winning material: the material lead every solver move must keep (tactic-target.ts). */
  private readonly target: number;
  /** Winning material: the solver's lead at the start, and what the stored line wins. */
  private readonly startLead: number;

  /** A defence puzzle (theme `defence`): the only move that holds, not a win. */
  private readonly defence: boolean;
  /** A count puzzle (theme `count`): the answer wins the game on the count. */
  readonly count: boolean;
  /** The rules the puzzle is judged and played by (position.ts: tournament rules for a bikjang). */
  readonly rules: RuleSetName;

  constructor(puzzle: Puzzle, opts: SessionOptions) {
    this.puzzle = puzzle;
    this.kind = puzzleKind(puzzle);
    this.defence = this.kind === 'material' && puzzle.themes.includes('defence');
    this.count = this.kind === 'material' && puzzle.themes.includes('count');
    this.rules = this.kind === 'material' ? tacticRules(puzzle.themes) : 'casual';
    this.startLead = this.kind === 'material' ? lead(load(puzzle.fen)) : 0;
    this.target = this.kind === 'material' ? tacticTarget(puzzle.fen, puzzle.moves) : 0;
    this.opts = opts;
    this.fen = puzzle.fen;
    this.solverColor = load(puzzle.fen).turn;
    this.startedAt = this.now();
    const judge: TaskJudge<TaskView> = {
      // Counted: moves, mistakes, hints, and a judge call under way (it holds the app busy too).
      snapshot: () => ({
        used: this.played.length + this.#mistakes + (this.task?.hintsUsed ?? 0) + (this.#status === 'thinking' ? 1 : 0),
        over: this.#status === 'solved' || this.#status === 'shown',
      }),
      // Back before the refuted move, else to the puzzle's position.
      reset: () => {
        const to = this.beforeWrong ?? { fen: puzzle.fen, played: [] };
        this.beforeWrong = undefined;
        this.wrong = undefined;
        this.hintLevel = 0;
        this.hintMove = undefined;
        this.#status = 'solving';
        this.at(to.fen, to.played);
      },
      // The next step of the hint, once its move is known.
      hint: () => {
        if (!this.hintMove || this.hintLevel >= 2) return undefined;
        this.hintLevel++;
        return this.hintMove;
      },
    };
    this.task = new TaskSession<TaskView, TaskMessage, Move>(judge, {
      reason: 'puzzle',
      replyDelay: opts.replyDelay ?? 0,
      hintSaid: () => msg(this.hintLevel >= 2 ? 'puzzle.hint.target' : 'puzzle.hint.piece'),
    });
  }

  /** In the player's script: holds the app busy while `busy`, and cancels what is pending on unmount. */
  attach(): void {
    this.task.attach();
  }

  get status(): Status {
    return this.#status;
  }
  private set status(s: Status) {
    this.#status = s;
    this.task.sync();
  }

  get mistakes(): number {
    return this.#mistakes;
  }

  get hintsUsed(): number {
    return this.task.hintsUsed;
  }

  /** Retries after a refuted move (and restarts). */
  get tries(): number {
    return this.task.tries;
  }

  /**
   * The feedback line: what the session said (a good move and the reply, a refutation, a hint, the
   * verdict), "thinking" while the judge or the solution is under way, else "your move".
   */
  get message(): TaskMessage {
    if (this.#status === 'thinking') return msg('puzzle.thinking');
    return this.task.message?.said ?? msg('puzzle.yourTurn');
  }

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** Solver moves still to play, this turn's included. */
  get left(): number {
    const solverMoves = Math.ceil(this.played.length / 2);
    return solverMoveCount(this.puzzle) - solverMoves;
  }

  /**
   * What the board asks of the current position, worked out once per position: the board reads
   * `dests` once a point (90 reads a render), and each read used to set up the position and
   * generate every move again.
   */
  #here = $derived.by(() => {
    const pos = load(this.fen, this.rules);
    const check = pos.isCheck() ? pos.generalSquare(pos.turn) : undefined;
    return { pos, turn: pos.turn, check, mate: check !== undefined && pos.legalMoves().length === 0 };
  });
  /** Only generated when the board asks for them while the user is to move. */
  #dests = $derived.by(() => {
    const { pos, turn } = this.#here;
    return turn === this.solverColor ? pos.allDests() : new Map<number, number[]>();
  });

  /**
   * A winning-material or defence puzzle offers the pass while the user is to move and may pass:
   * it can be the answer (한수쉼), and the judge weighs it as any other move. A mate's solver never
   * passes (the defender would pass back, and two passes end the game).
   */
  #canPass = $derived.by(() => this.kind === 'material' && this.#here.turn === this.solverColor && this.#here.pos.canPass());

  get turn(): Color {
    return this.#here.turn;
  }

  /** The pass as a move (the general's point twice), while the user may play it. */
  get passMove(): Move | undefined {
    if (this.status === 'solving' && this.#canPass) {
      const g = this.#here.pos.generalSquare(this.#here.turn);
      return { from: g, to: g };
    }
  }

  /** Legal destinations for the board, only while it is the user's turn. */
  get dests(): Map<number, number[]> {
    if (this.status !== 'solving') return new Map();
    return this.#dests;
  }

  get lastMove(): Move | undefined {
    return this.task.lastMove;
  }

  /** The general in check in the current position, if any. */
  get check(): number | undefined {
    return this.#here.check;
  }

  /** The general in check has no way out. */
  get mate(): boolean {
    return this.#here.mate;
  }

  /** Whether the moves played so far follow the stored main line. */
  get onMainLine(): boolean {
    return this.played.every((m, i) => this.puzzle.moves[i] === m);
  }

  /** The board shows `fen` after `played`; the last move marked. */
  private at(fen: string, played: string[]) {
    this.fen = fen;
    this.played = played;
    const u = played.at(-1);
    this.task.lastMove = u ? parseUci(u) : undefined;
    this.task.sync();
  }

  /** The position after `uci` (thrown when it is not legal). */
  private after(uci: string): string {
    const pos = load(this.fen);
    const m = parseUci(uci);
    if (!m || !pos.play(m)) throw new Error(`illegal ${uci} in ${this.fen}`);
    return pos.fen();
  }

  private apply(uci: string) {
    this.at(this.after(uci), [...this.played, uci]);
  }

  /**
   * The defender's `reply` (or none) after the shared pause of `delay` ms, then `then`; false when a
   * retry or restart came first. The reply is checked before the pause.
   */
  private answer(reply: string | undefined, delay: number, then: () => void): Promise<boolean> {
    const fen = reply ? this.after(reply) : undefined;
    return this.task.reply(
      this.fen,
      this.lastMove,
      () => {
        if (reply && fen) this.at(fen, [...this.played, reply]);
        then();
      },
      delay,
    );
  }

  /** The solver's answer, undefined when a retry came first; a failure is thrown. */
  private async ask<T>(work: Promise<T>): Promise<T | undefined> {
    const out = await this.task.wait(
      undefined,
      work.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    if (!out) return undefined;
    if ('error' in out) throw out.error;
    return out.value;
  }

  private solverMoves(): string[] {
    return this.played.filter((_, i) => i % 2 === 0);
  }

  private report(kind: FinishEvent['kind']) {
    const solved = kind === 'solved';
    this.opts.onreport?.({
      kind,
      solved,
      hints: this.hintsUsed,
      mistakes: this.mistakes,
      solutionShown: kind === 'shown',
      moves: this.solverMoves(),
      ms: this.now() - this.startedAt,
      first: !this.reported,
    });
    this.reported = true;
  }

  /** The move was not legal after all: back to the position before it. */
  private takeBack(fen: string, played: string[]) {
    this.at(fen, played);
    this.status = 'solving';
  }

  private solved() {
    this.status = 'solved';
    const how = solveKind({ mistakes: this.mistakes, hints: this.hintsUsed });
    const kind = this.kind === 'mate' ? '' : this.count ? '.count' : this.defence ? '.defence' : '.material';
    this.task.say('done', msg(`puzzle.solved${kind}${how === 'clean' ? '' : `.${how}`}` as SolvedKey));
    this.report('solved');
  }

  /** The last move played (the defender's reply, when there is one) as a reader says it. */
  private lastMoveSaid(): Arg {
    const pos = load(this.puzzle.fen);
    for (const u of this.played.slice(0, -1)) pos.play(parseUci(u)!);
    const last = this.played.at(-1) ?? '';
    const m = parseUci(last);
    const facts = m && moveFacts(pos, m);
    return facts ? { move: facts } : last;
  }

  /** Why a refuted move fails, said after its refutation is on the board. */
  private wrongSaid(w: WrongMove): TaskMessage {
    const move = this.lastMoveSaid();
    if (this.kind === 'material') {
      const won = w.won ?? 0;
      const best: Arg = { count: w.wins ?? 0, unit: 'point' };
      const result = this.count
        ? msg('puzzle.won.count')
        : this.defence && won < 0
          ? msg('puzzle.won.hold', { amount: { count: -won, unit: 'point' } })
          : won > 0
            ? msg('puzzle.won.less', { amount: { count: won, unit: 'point' }, best })
            : won === 0
              ? msg('puzzle.won.none', { best })
              : msg('puzzle.won.lose', { amount: { count: -won, unit: 'point' }, best });
      return msg('puzzle.wrong.material', { move, result: { msg: result } });
    }
    switch (w.kind) {
      case 'bikjang':
        return msg('puzzle.wrong.bikjang');
      case 'pass':
        return msg('puzzle.wrong.pass', { side: { side: this.solverColor === 'cho' ? 'han' : 'cho' } });
      case 'capture':
        return msg('puzzle.wrong.capture', { move });
      case 'escape':
        return msg('puzzle.wrong.escape', { move });
      default:
        return msg('puzzle.wrong.quiet', { move });
    }
  }

  /** Whether the user has started and not finished: a move or a hint, and neither solved nor shown. */
  get inProgress(): boolean {
    if (this.status === 'solved' || this.status === 'shown') return false;
    return this.played.length > 0 || this.hintsUsed > 0 || this.mistakes > 0;
  }

  /** The app must not be interrupted (the update prompt waits): an attempt under way, or a judge call pending. */
  get busy(): boolean {
    return this.task.busy;
  }

  /** A refuted move: counted, reported once, and said with its refutation after the pause. */
  private async refuted(fenBefore: string, playedBefore: string[], wrong: WrongMove, delay: number) {
    this.#mistakes++;
    this.beforeWrong = { fen: fenBefore, played: playedBefore };
    if (!this.reported) this.report('failed');
    await this.answer(wrong.reply?.move, delay, () => {
      this.wrong = wrong;
      this.status = 'wrong';
      this.task.say('wrong', this.wrongSaid(wrong));
    });
  }

  /** A good move: the defender's reply after the pause, and the user is to move again. */
  private async answered(reply: string, delay: number) {
    await this.answer(reply, delay, () => {
      this.status = 'solving';
      this.task.say('ok', msg('puzzle.good', { move: this.lastMoveSaid() }));
    });
  }

  /**
   * The user's move (from the board). It shows on the board at once; the solver's judgement
   * follows (status `thinking` meanwhile), then the reply, no sooner than `replyDelay` after the
   * move (the time spent judging counts towards it).
   */
  async play(move: Move): Promise<void> {
    if (this.status !== 'solving') return;
    const pos = load(this.fen);
    if (pos.turn !== this.solverColor) return;
    const uci = moveToUci(move);
    if (!pos.play(move)) return;
    // A hint call under way is dropped.
    this.task.cancel();
    const fenBefore = this.fen;
    const playedBefore = this.played;
    const left = this.left;
    const movedAt = this.now();
    this.hintLevel = 0;
    this.hintMove = undefined;
    this.task.say('ok', undefined);
    this.at(pos.fen(), [...playedBefore, uci]);
    this.status = 'thinking';
    /** The rest of replyDelay after the move (judging took some of it). */
    const delay = () => Math.max(0, (this.opts.replyDelay ?? 0) - (this.now() - movedAt));
    try {
      if (this.opts.afterMove) {
        const painted = await this.ask(this.opts.afterMove().then(() => true));
        if (!painted) return;
      }
      if (this.kind === 'material') {
        await this.playTactic(uci, fenBefore, playedBefore, left, delay);
        return;
      }
      const j = await this.ask(this.opts.solver.ask({ kind: 'judge', fen: fenBefore, move: uci, left }));
      if (!j) return;
      if (!j.legal) return this.takeBack(fenBefore, playedBefore);
      if (j.mates) return this.solved();
      if (j.forces && j.reply) return await this.answered(j.reply.move, delay());
      // Not a forced mate: show the refutation.
      const reply = j.reply;
      let kind: WrongKind = 'quiet';
      let captured: string | undefined;
      if (j.facing) kind = 'bikjang';
      else if (reply) {
        const r = parseUci(reply.move)!;
        const after = load(this.fen);
        const taken = after.pieceAt(r.to);
        if (r.from === r.to) kind = 'pass';
        else if (taken && taken.color === this.solverColor) {
          kind = 'capture';
          captured = taken.role;
        } else if (j.check) kind = 'escape';
      }
      await this.refuted(fenBefore, playedBefore, { move: uci, reply, kind, captured }, delay());
    } catch (e) {
      this.at(fenBefore, playedBefore);
      this.error = e instanceof Error ? e.message : String(e);
      this.status = 'solving';
    }
  }

  /**
   * A winning-material puzzle's move (the user's move is on the board): right when the tactics
   * judge finds it keeps the target; then the stored defence while on the main line (else the
   * search's), or solved after the last solver move.
   */
  private async playTactic(uci: string, fenBefore: string, playedBefore: string[], left: number, delay: () => number) {
    const j = await this.ask(
      this.opts.solver.ask({ kind: 'tactic', fen: fenBefore, move: uci, left, target: this.target, rules: this.rules }),
    );
    if (!j) return;
    if (!j.legal) return this.takeBack(fenBefore, playedBefore);
    if (j.keeps) {
      if (left <= 1 || j.mates) return this.solved();
      const onLine = [...playedBefore, uci].every((m, i) => this.puzzle.moves[i] === m);
      const reply = onLine ? this.puzzle.moves[playedBefore.length + 1] : j.reply;
      if (!reply) return this.solved();
      return this.answered(reply, delay());
    }
    const reply: Reply | undefined = j.reply ? { move: j.reply, escapes: true, mateIn: 0 } : undefined;
    const wins = this.target + 1 - this.startLead;
    const wrong: WrongMove = {
      move: uci,
      reply,
      kind: j.replyTakes ? 'capture' : 'short',
      captured: j.replyTakes,
      won: Math.max(-99, Math.min(99, j.value - this.startLead)),
      wins,
    };
    await this.refuted(fenBefore, playedBefore, wrong, delay());
  }

  /** Take back the wrong move and its refutation. */
  retry(): void {
    if (this.status !== 'wrong' || !this.beforeWrong) return;
    this.task.retry();
  }

  /** The move the next hint is about: the stored line's while on it, else the solver's. */
  private async nextMove(): Promise<string | undefined> {
    if (this.onMainLine) return this.puzzle.moves[this.played.length];
    if (this.kind === 'material') return this.opts.solver.ask({ kind: 'tacticBest', fen: this.fen, left: this.left, rules: this.rules });
    return this.opts.solver.ask({ kind: 'best', fen: this.fen, left: this.left });
  }

  /** One more hint step: first the piece, then the target. */
  async hint(): Promise<void> {
    if (this.status !== 'solving' || this.hintLevel >= 2) return;
    if (!this.hintMove) {
      const m = await this.ask(this.nextMove());
      if (!m) return;
      this.hintMove = m;
    }
    this.task.hint();
  }

  /** Marks for the board: the hinted piece, then its target. */
  get hintMarks(): { square: number; kind: 'hint' | 'target' }[] {
    const m = this.hintMove ? parseUci(this.hintMove) : undefined;
    if (!m || this.hintLevel === 0) return [];
    const out: { square: number; kind: 'hint' | 'target' }[] = [{ square: m.from, kind: 'hint' }];
    if (this.hintLevel >= 2) out.push({ square: m.to, kind: 'target' });
    return out;
  }

  /** Play the rest of the solution on the board. */
  async showSolution(): Promise<void> {
    if (this.status === 'solved' || this.status === 'shown' || this.status === 'thinking') return;
    if (this.status === 'wrong') this.retry();
    this.task.cancel();
    this.status = 'thinking';
    this.hintLevel = 0;
    this.hintMove = undefined;
    this.task.say('ok', undefined);
    try {
      const rest = this.onMainLine
        ? this.puzzle.moves.slice(this.played.length)
        : this.kind === 'material'
          ? await this.ask(this.opts.solver.ask({ kind: 'tacticLine', fen: this.fen, left: this.left, rules: this.rules }))
          : await this.ask(this.opts.solver.ask({ kind: 'line', fen: this.fen, left: this.left }));
      if (!rest) return;
      if (!this.reported) this.report('shown');
      for (const u of rest) if (!(await this.answer(u, this.opts.replyDelay ?? 0, () => {}))) return;
      this.status = 'shown';
      this.task.say('done', msg('puzzle.solution.shown'));
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.status = 'solving';
    }
  }

  /** Back to the puzzle's position (hints and mistakes are kept). */
  restart(): void {
    this.beforeWrong = undefined;
    this.task.retry();
  }
}
