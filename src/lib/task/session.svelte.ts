/**
 * One task on a board, as reactive state (Svelte 5 runes): the controller every task view shares
 * (lesson steps, Nine Elder lesson steps, exercises, puzzles).
 *
 * A task plugs in its own rules as a `TaskJudge` (a plain TypeScript runner: it judges moves and
 * keeps the position); the session owns what every task does the same way around it:
 * - `view`, the judge's snapshot (position, moves used, whether it is over), re-read after every
 *   change the session makes or is told of (`sync`), so no view keeps a counter to re-read it;
 * - the position shown while the opponent's reply is on its way (`shown`), the last move, and the
 *   one delayed reply (`reply`: its delay, and its cancellation on retry and unmount);
 * - feedback as a message (`message`; views turn it into words) and the points it names;
 * - hint and retry, and the attempt's bookkeeping (`hintsUsed`, `tries`);
 * - busy: while a try is under way or a reply or judge call is pending, the app is held busy
 *   (`$lib/app/busy.svelte`), so the update prompt waits and no reload interrupts the task.
 */
import { useBusy, type BusyReason } from '$lib/app/busy.svelte';
import { locale } from '$lib/i18n/locale.svelte';
import { loadTaskWords } from './catalogue';
import type { TaskMessage } from './messages';

/** The tone of a feedback line (TaskFeedback.svelte colours it). */
export type Tone = 'info' | 'hint' | 'ok' | 'wrong' | 'done';

/** What every judge's snapshot tells the session. */
export interface TaskView {
  /** Moves, taps or tries counted in this try. */
  used: number;
  /** The try is over (solved, failed or stuck): the board takes no more moves. */
  over: boolean;
}

/** A task's own rules, plugged into a session. */
export interface TaskJudge<V extends TaskView> {
  /** What the view shows now (a fresh object: the session stores it as it is). */
  snapshot(): V;
  /** Back to the task's start, for a new try. */
  reset(): void;
  /** The next hint (the last one again when all were shown), undefined when there is none. */
  hint(): string | undefined;
}

/** A feedback line: a message (`S`: a TaskMessage, or a view's own words) in a tone. */
export interface Said<S = TaskMessage> {
  tone: Tone;
  said: S;
  /** Said first, on a line of its own (e.g. the opponent's reply before why the try failed). */
  lead?: S;
  /** A line of plain words after the message. */
  extra?: string;
}

export interface TaskSessionOptions<S> {
  /** Why the app is busy while a try is under way. */
  reason: BusyReason;
  /** How long the solver's move stays on the board before the opponent's reply, ms. */
  replyDelay: number;
  /** A hint's text as a message. */
  hintSaid: (hint: string) => S;
}

/** Resolves after `ms` (at once for 0): the pause before an app's reply. */
export const pause = (ms: number): Promise<void> => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export class TaskSession<V extends TaskView, S = TaskMessage, M = unknown> {
  readonly judge: TaskJudge<V>;
  private readonly opts: TaskSessionOptions<S>;

  /** The judge's snapshot, re-read after every change. */
  view = $state.raw<V>() as V;
  /** The feedback line, or nothing. */
  message = $state.raw<Said<S> | undefined>(undefined);
  /** Points the feedback names (marked bad on the board). */
  squares = $state.raw<number[]>([]);
  /** The position shown instead of the judge's while a reply is on its way (FEN), if any. */
  shown = $state<string | undefined>(undefined);
  lastMove = $state.raw<M | undefined>(undefined);
  /** The opponent's reply (or a judge call) is pending: the board waits. */
  pending = $state(false);
  /** Hints shown in this task (all tries). */
  hintsUsed = $state(0);
  /** Tries started after the first (retries of a try with something in it). */
  tries = $state(0);

  /** A try is under way: something counted, and not over. */
  readonly inProgress = $derived(this.view.used > 0 && !this.view.over);
  /** The app must not be interrupted: a try under way, or a reply or judge call pending. */
  readonly busy = $derived(this.inProgress || this.pending);
  /** The board takes moves now. */
  readonly accepting = $derived(!this.pending && !this.view.over);

  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Settles the reply on its way (false: cancelled). */
  private settle: ((fired: boolean) => void) | undefined;
  /** Bumped by retry and destroy: a reply or wait begun before is dropped. */
  private generation = 0;

  constructor(judge: TaskJudge<V>, opts: TaskSessionOptions<S>) {
    this.judge = judge;
    this.opts = opts;
    this.view = judge.snapshot();
  }

  /**
   * In a component's script (or an effect root): holds the app busy while `busy`, and cancels a
   * pending reply when the component goes.
   */
  attach(): void {
    useBusy(() => this.busy, this.opts.reason);
    $effect(() => () => this.destroy());
    // The feedback's words, after the first paint (a failed load is tried again on the next switch).
    $effect(() => {
      loadTaskWords(this.opts.reason, locale.current).catch(() => {});
    });
  }

  /** Re-reads the judge after a change made to it. */
  sync(): void {
    this.view = this.judge.snapshot();
  }

  /** Sets the feedback line (nothing when `said` is undefined) and the points it names. */
  say(tone: Tone, said: S | undefined, squares: number[] = [], more: { lead?: S; extra?: string } = {}): void {
    this.message = said === undefined ? undefined : { tone, said, ...more };
    this.squares = squares;
  }

  /**
   * The solver's move stands and the opponent answers: `before` (the position after the solver's
   * move) shows at once with `move` marked, and after `delay` (the reply delay unless given) the
   * judge's position, when `then` says what happened. Retry and unmount cancel it. Resolves true
   * once `then` has run, false when cancelled.
   */
  reply(before: string, move: M | undefined, then: () => void, delay = this.opts.replyDelay): Promise<boolean> {
    this.cancel();
    this.shown = before;
    this.lastMove = move;
    this.pending = true;
    this.say('ok', undefined);
    this.sync();
    return new Promise((resolve) => {
      this.settle = resolve;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.settle = undefined;
        this.shown = undefined;
        this.pending = false;
        try {
          then();
          this.sync();
        } finally {
          resolve(true);
        }
      }, delay);
    });
  }

  /**
   * Waits for `work` (e.g. the opponent's search loading) with the board held: `before` shows
   * meanwhile. Resolves to undefined when it failed or a retry came first.
   */
  async wait<T>(before: string | undefined, work: Promise<T>): Promise<T | undefined> {
    const gen = this.generation;
    this.shown = before;
    this.pending = true;
    let out: T | undefined;
    try {
      out = await work;
    } catch {
      out = undefined;
    }
    if (gen !== this.generation) return undefined;
    this.pending = false;
    this.shown = undefined;
    return out;
  }

  /** The next hint, said; counted. */
  hint(): void {
    const h = this.judge.hint();
    if (h) {
      this.hintsUsed++;
      this.say('hint', this.opts.hintSaid(h));
    }
    this.sync();
  }

  /** A new try: the reply on its way is dropped, the judge starts over, the feedback clears. */
  retry(): void {
    this.cancel();
    if (this.view.used > 0 || this.view.over) this.tries++;
    this.shown = undefined;
    this.lastMove = undefined;
    this.pending = false;
    // After the clearing: a judge may mark its start's last move.
    this.judge.reset();
    this.say('info', undefined);
    this.sync();
  }

  /** Drops the reply on its way (the board stays as it is). */
  cancel(): void {
    this.generation++;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.settle?.(false);
    this.settle = undefined;
  }

  /** The view is gone: nothing pending may fire. */
  destroy(): void {
    this.cancel();
    this.pending = false;
  }
}
