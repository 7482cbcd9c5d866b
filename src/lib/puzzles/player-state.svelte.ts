/**
 * The puzzle player without its view: the session, the result recorded in the progress store, why a
 * tapped move is not allowed, and what the panel says (the heading, the line played, where a hint
 * points, the refuted move's arrows, the score). It needs no DOM, so its logic is tested on its own
 * (test/unit/puzzles-player-state.test.ts); PuzzlePlayer.svelte draws it and moves the focus.
 */
import { holdBusy } from '$lib/app/busy.svelte';
import { pointName } from '$lib/board/describe';
import { formatMove, parseUci, type Color, type Move } from '$lib/engine';
import { loadSections, locale, t } from '$lib/i18n';
import { progress } from '$lib/progress';
import { settings } from '$lib/settings.svelte';
import type { Explanation } from '$lib/task/explain';
import { msg, type TaskMessage } from '$lib/task/messages';
import { PickTracker } from '$lib/task/pick';
import { tell } from '$lib/task/tell';
import { isProvisional } from './constants';
import { pt } from './messages';
import { load } from './position';
import { PuzzleSession, type FinishEvent } from './session.svelte';
import { createSolver, type SolverClient } from './solver-client';
import { lineGain } from './tactic-target';
import type { Puzzle } from './types';

export interface PlayerOptions {
  /** Counts for the daily streak. */
  daily?: boolean;
  /** Injected in tests (synchronous solver); otherwise the player starts (and disposes) its own. */
  solver?: SolverClient;
  replyDelay?: number;
  /** Record results in the progress store (off in component tests). */
  record?: boolean;
  /** After an attempt is stored. */
  onrecorded?: () => void;
  /** Each finished attempt, recorded or not (a custom puzzle keeps its own record). */
  onfinish?: (e: FinishEvent) => void;
  /** Waited for after each move before the solver starts (the view: the next paint). */
  afterMove?: () => Promise<void>;
  /** The puzzle's name for the reader (default: its number in the collection) and its address. */
  title?: string;
  href?: string;
}

/** The rating after a rated attempt, as the result line says it. */
export interface RatingChange {
  rating: number;
  delta: number;
  provisional: boolean;
}

/** A tap on a point the picked piece cannot reach, explained in the position it was made in. */
interface Illegal {
  why: Explanation;
  said: TaskMessage;
  fen: string;
}

type Arrow = { from: number; to: number; color: 'red' | 'yellow' };

/** The judge has taken more than a moment: say so (a quick answer shows no "thinking" at all). */
export const SLOW_MS = 150;

export class PlayerState {
  readonly puzzle: Puzzle;
  readonly session: PuzzleSession;
  readonly #opts: PlayerOptions;
  readonly #solver: SolverClient;
  ratingChange = $state<RatingChange | undefined>();
  /** The puzzle is in the review deck (missed before): said beside its rating, read once it opens. */
  review = $state(false);
  /** A judgement under way has taken longer than SLOW_MS. */
  slow = $state(false);
  #illegal = $state<Illegal | undefined>();
  #picked = new PickTracker();
  #tapCount = 0;
  /** What the prompt said before the move: kept while a quick judgement is under way. */
  #before = '';

  constructor(puzzle: Puzzle, opts: PlayerOptions = {}) {
    this.puzzle = puzzle;
    this.#opts = opts;
    this.#solver = opts.solver ?? createSolver();
    this.session = new PuzzleSession(puzzle, {
      solver: this.#solver,
      replyDelay: opts.replyDelay ?? 450,
      afterMove: opts.afterMove,
      onreport: (e) => void this.report(e),
    });
  }

  get recording(): boolean {
    return this.#opts.record ?? true;
  }

  /**
   * In the view's script: a puzzle under way (or its judge call) holds off the update prompt, and a
   * reload after an update from another tab, as every task does; the record module is fetched once
   * the puzzle starts; "thinking" shows only once the judge is slow.
   */
  attach(): void {
    this.session.attach();
    $effect(() => {
      if (this.recording && this.session.inProgress) void this.#loadRecord().catch(() => {});
    });
    $effect(() => {
      if (this.session.status !== 'thinking') {
        this.slow = false;
        return;
      }
      const timer = setTimeout(() => (this.slow = true), SLOW_MS);
      return () => clearTimeout(timer);
    });
  }

  /**
   * Once mounted: the player's feedback words, and the themes its result names (a page that draws
   * the player only once it has started has not loaded them with the page, and the result's themes
   * are not on the first paint; loaded now, not when the result shows: by then a new version may
   * have replaced this one's files); whether the puzzle is in the review deck; the last activity.
   */
  start(): void {
    void loadSections(locale.current, ['puzzleTask', 'puzzleThemes']).catch(() => {});
    if (!this.recording) return;
    const { id } = this.puzzle;
    progress.getReview('puzzle', id).then(
      (r) => (this.review = r !== undefined),
      () => {},
    );
    void progress
      .setLastActivity({
        kind: 'puzzle',
        id,
        title: this.#opts.title ?? pt('puzzle.title', { id }),
        href: this.#opts.href ?? `/puzzles/${id}`,
        time: Date.now(),
      })
      .catch(() => {});
  }

  /** On unmount: stops the solver the player started itself. */
  dispose(): void {
    if (!this.#opts.solver) this.#solver.dispose();
  }

  /**
   * The rating and review libraries stay out of the first load, but are fetched when the puzzle
   * starts, not when it ends: an update deployed meanwhile (accepted in another tab) removes this
   * version's files, and the attempt must still be recorded.
   */
  #recordModule: Promise<typeof import('./record')> | undefined;
  #loadRecord() {
    return (this.#recordModule ??= import('./record').catch((error: unknown) => {
      this.#recordModule = undefined;
      throw error;
    }));
  }

  async report(e: FinishEvent): Promise<void> {
    this.#opts.onfinish?.(e);
    if (!this.recording) return;
    // Until the attempt is in the store: no update reload over it (and tests wait on html[data-busy]).
    const release = holdBusy('saving');
    try {
      const { recordAttempt } = await this.#loadRecord();
      const out = await recordAttempt(progress, this.puzzle, e, { rated: e.first, daily: this.#opts.daily ?? false });
      if (out.rating)
        this.ratingChange = {
          rating: Math.round(out.rating.after.rating),
          delta: Math.round(out.rating.after.rating - out.rating.before.rating),
          provisional: isProvisional(out.rating.after),
        };
      this.#opts.onrecorded?.();
    } catch (err) {
      console.error('[puzzles] could not record the attempt', err);
    } finally {
      release();
    }
  }

  /*
   * Why a move is not allowed (the task core: explanations and their words) is not part of the
   * page's first load: it loads when a piece is picked, and a miss is explained once it is in.
   */
  #explainLoading: Promise<typeof import('$lib/task/explain')> | undefined;
  #loadExplain() {
    this.#explainLoading ??= Promise.all([import('$lib/task/explain'), loadSections(locale.current, ['task'])]).then(
      ([e]) => e,
      (err) => {
        this.#explainLoading = undefined;
        throw err;
      },
    );
    return this.#explainLoading;
  }

  /**
   * A tap on a point: one the picked piece cannot reach is explained, in the lessons' words (the
   * board only plays legal moves, so without this the pick would just be dropped). Resolves once
   * the explanation (if any) is in.
   */
  async select(sq: number): Promise<void> {
    if (this.session.status !== 'solving') return;
    const fen = this.session.fen;
    const pos = load(fen);
    const miss = this.#picked.tapMiss(pos, sq);
    const tap = ++this.#tapCount;
    this.#illegal = undefined;
    if (!miss) {
      if (this.#picked.from !== undefined) this.#loadExplain().catch(() => {});
      return;
    }
    let e: typeof import('$lib/task/explain');
    try {
      e = await this.#loadExplain();
    } catch {
      return;
    }
    // Only while nothing else was tapped or played meanwhile.
    if (tap !== this.#tapCount || this.session.fen !== fen) return;
    const why = e.explainMove(pos, miss.from, miss.to);
    this.#illegal = why ? { why, said: e.explainMessage(why), fen } : undefined;
  }

  /** A move made on the board. */
  move(m: Move): Promise<void> {
    this.#picked.clear();
    this.#tapCount++;
    this.#illegal = undefined;
    return this.session.play(m);
  }

  /** The illegal tap's explanation, while the position it explains is on the board and the user is still to move. */
  get illegal() {
    return this.#illegal && this.#illegal.fen === this.session.fen && this.session.status === 'solving' ? this.#illegal : undefined;
  }
  /** The board's marks: the hint's, and the points that make a tapped move illegal. */
  readonly marks = $derived.by(() => [
    ...this.session.hintMarks,
    ...(this.illegal?.why.squares ?? []).map((square) => ({ square, kind: 'bad' as const })),
  ]);

  sideName(c: Color): string {
    return pt(c === 'cho' ? 'side.cho' : 'side.han');
  }
  get material() {
    return this.session.kind === 'material';
  }
  /** What the stored line wins (winning material). */
  get best() {
    return this.material ? lineGain(this.puzzle.fen, this.puzzle.moves) : 0;
  }
  /** A defence puzzle (theme `defence`): the answer holds the balance rather than winning material. */
  get defence() {
    return this.material && this.puzzle.themes.includes('defence');
  }
  /** What counts in a defence puzzle (the rules line under the board). */
  get defenceRules() {
    return tell(msg('puzzle.rules.defence'));
  }
  /** A count puzzle (theme `count`): the answer wins the game on the count. */
  get count() {
    return this.session.count;
  }
  /** Played under tournament rules (a bikjang in the line): the rules line says so first. */
  get tournament() {
    return this.session.rules === 'janggi';
  }
  get tournamentRules() {
    return tell(msg(this.count ? 'puzzle.rules.count' : 'puzzle.rules.tournament'));
  }
  get heading() {
    if (this.count) return tell(msg('puzzle.toMove.count', { side: { side: this.session.solverColor } }));
    if (this.defence) return tell(msg('puzzle.toMove.defence', { side: { side: this.session.solverColor } }));
    return this.material
      ? pt('puzzle.toMove.material', { side: this.sideName(this.session.solverColor) })
      : pt('puzzle.toMove', { side: this.sideName(this.session.solverColor), n: this.puzzle.mateIn });
  }

  /** The moves played in the user's notation, each read in the position before it; a pass in the reader's word, never as the general's point twice. */
  readonly lineText = $derived.by(() => {
    const pos = load(this.puzzle.fen);
    const notation = settings.current.notation;
    return this.session.played.map((uci) => {
      const m = parseUci(uci);
      let text = uci;
      if (m) {
        try {
          text = m.from === m.to ? t('board.pass') : formatMove(pos, m, notation);
        } catch {
          text = uci;
        }
        pos.play(m);
      }
      return text;
    });
  });

  /** The feedback line: why a tapped move is not allowed while it is shown, else the session's message. */
  get live() {
    return tell(this.illegal?.said ?? this.session.message);
  }
  /** What the prompt shows: during a quick judgement, still what it said before the move. */
  readonly message = $derived.by(() => {
    const live = this.live;
    if (this.session.status !== 'thinking') return (this.#before = live);
    return this.slow ? live : this.#before;
  });

  /** Where the hint points, spoken and shown: the marks alone are invisible to screen readers. */
  readonly hintWhere = $derived.by(() => {
    if (this.session.status !== 'solving' || !this.session.hintLevel) return [];
    const pos = load(this.session.fen);
    return this.session.hintMarks.map((m) => pointName(m.square, pos.pieceAt(m.square), settings.current.coordinates));
  });

  /** After a refuted move: the move (yellow) and the reply that refutes it (red). */
  readonly wrongArrows = $derived.by(() => {
    const wrong = this.session.status === 'wrong' ? this.session.wrong : undefined;
    if (!wrong) return [];
    const out: Arrow[] = [];
    const w = parseUci(wrong.move);
    if (w && w.from !== w.to) out.push({ from: w.from, to: w.to, color: 'yellow' });
    const r = wrong.reply ? parseUci(wrong.reply.move) : undefined;
    if (r && r.from !== r.to) out.push({ from: r.from, to: r.to, color: 'red' });
    return out;
  });

  get done() {
    return this.session.status === 'solved' || this.session.status === 'shown';
  }
  /** 100 for a clean solve, less for each hint and mistake; 0 once the solution was shown. */
  get score() {
    return this.done
      ? Math.max(0, (this.session.status === 'shown' ? 0 : 100) - 25 * this.session.hintsUsed - 30 * this.session.mistakes)
      : 0;
  }
}
