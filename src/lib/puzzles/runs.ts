/**
 * The offline puzzle runs, without a DOM: a streak (puzzles in rising difficulty until the first
 * wrong move) and a timed run (as many as possible in three minutes; a wrong move costs that
 * puzzle). Each run draws a new random sequence; its best score is kept in the progress store.
 */
import type { ProgressApi } from '$lib/progress';

export type RunMode = 'streak' | 'timed';
export const RUN_MODES: readonly RunMode[] = ['streak', 'timed'];

/** The timed run's length. */
export const TIMED_MS = 3 * 60 * 1000;
/** Puzzles a run's sequence holds: more than anyone solves in a timed run. */
export const STREAK_LENGTH = 100;
export const TIMED_LENGTH = 150;

/** The progress store's key (the `streaks` store) for each mode's best. */
export const BEST_KIND: Record<RunMode, string> = { streak: 'puzzle-run-streak', timed: 'puzzle-run-timed' };

/**
 * A sequence rising in difficulty: the pool sorted by rating and cut into `length` bands of
 * neighbouring ratings, one puzzle drawn at random from each band, easiest band first. Every run
 * draws anew; the ratings never fall along the sequence.
 */
export function risingSequence<T extends { id: string; rating: number }>(
  pool: readonly T[],
  length: number,
  random: () => number = Math.random,
): T[] {
  const sorted = [...pool].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = Math.min(length, sorted.length);
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const lo = Math.floor((i * sorted.length) / n);
    const hi = Math.floor(((i + 1) * sorted.length) / n);
    out.push(sorted[lo + Math.min(hi - lo - 1, Math.floor(random() * (hi - lo)))]);
  }
  return out;
}

/** Why a run ended: a wrong move (streak), the clock (timed), or no puzzle left. */
export type RunEnd = 'wrong' | 'time' | 'done';

export interface RunState<T> {
  mode: RunMode;
  sequence: readonly T[];
  /** Index of the puzzle on the board. */
  at: number;
  solved: number;
  missed: number;
  /** Timed run: when the clock runs out (epoch ms). */
  endsAt?: number;
  end?: RunEnd;
}

export function startRun<T>(mode: RunMode, sequence: readonly T[], now = Date.now()): RunState<T> {
  const run: RunState<T> = { mode, sequence, at: 0, solved: 0, missed: 0 };
  if (mode === 'timed') run.endsAt = now + TIMED_MS;
  if (sequence.length === 0) run.end = 'done';
  return run;
}

/** The puzzle on the board, none once the run has ended. */
export const current = <T>(run: RunState<T>): T | undefined => (run.end ? undefined : run.sequence[run.at]);

/** The run's score: puzzles solved. */
export const score = (run: RunState<unknown>): number => run.solved;

/** Time left in a timed run (ms, never below 0); undefined for a streak. */
export const remaining = (run: RunState<unknown>, now: number): number | undefined =>
  run.endsAt === undefined ? undefined : Math.max(0, run.endsAt - now);

/** The clock: a timed run whose time is up has ended. */
export function tick<T>(run: RunState<T>, now: number): RunState<T> {
  if (run.end || run.endsAt === undefined || now < run.endsAt) return run;
  return { ...run, end: 'time' };
}

/**
 * The current puzzle is decided: solved, or failed (a wrong move). A streak ends at the first
 * failure; a timed run moves on to the next puzzle either way, but a result after the clock has run
 * out does not count.
 */
export function decide<T>(run: RunState<T>, solved: boolean, now: number): RunState<T> {
  const timed = tick(run, now);
  if (timed.end) return timed;
  if (!solved && run.mode === 'streak') return { ...run, missed: run.missed + 1, end: 'wrong' };
  const next: RunState<T> = { ...run, at: run.at + 1, solved: run.solved + (solved ? 1 : 0), missed: run.missed + (solved ? 0 : 1) };
  if (next.at >= run.sequence.length) next.end = 'done';
  return next;
}

/** A run's best and whether the run just ended set it. */
export interface BestOutcome {
  best: number;
  previous: number;
  isNew: boolean;
}

/** The best score kept for a mode (0 when none, or when what is stored cannot be read). */
export const readBest = (api: Pick<ProgressApi, 'getBest'>, mode: RunMode): Promise<number> => api.getBest(BEST_KIND[mode]);

/** Keep a finished run's score; the best stays the larger. */
export async function keepBest(api: Pick<ProgressApi, 'keepBest'>, mode: RunMode, runScore: number, day: string): Promise<BestOutcome> {
  const { best, previous } = await api.keepBest(BEST_KIND[mode], runScore, day);
  return { best, previous, isNew: runScore > previous };
}
