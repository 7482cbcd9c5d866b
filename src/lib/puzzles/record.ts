/**
 * What a finished (or failed) puzzle writes to the progress store: the attempt, the Glicko-2
 * rating (first attempt at a puzzle only), the spaced-review card (ts-fsrs), the daily streak.
 */
import type { ProgressApi, RatingEntry } from '$lib/progress';
import { localDay } from '$lib/progress/day';
import { attemptOutcome, START_RATING, updateRating, type UserRating } from './glicko';
import { gradeOf, nextReview } from './review';
import type { Puzzle } from './types';

import { DAILY_STREAK, RATING_KIND } from './constants';

export { DAILY_STREAK, RATING_KIND };

export interface AttemptSummary {
  solved: boolean;
  hints: number;
  mistakes: number;
  solutionShown: boolean;
  /** The solver's moves, UCI. */
  moves: string[];
  ms: number;
}

export interface RecordOutcome {
  /** The rating before and after, when this attempt changed it. */
  rating?: { before: UserRating; after: UserRating };
}

const asUser = (r: UserRating): UserRating => ({ rating: r.rating, rd: r.rd, volatility: r.volatility });

/**
 * Record one attempt. `rated`: this is the first record of the session (later records of the
 * same session, e.g. a solve after a failure, keep the first's rating and review).
 */
export async function recordAttempt(
  api: ProgressApi,
  puzzle: Pick<Puzzle, 'id' | 'rating'>,
  a: AttemptSummary,
  opts: { rated: boolean; daily?: boolean; now?: Date },
): Promise<RecordOutcome> {
  const now = opts.now ?? new Date();
  const rec = await api.recordPuzzleAttempt({
    puzzleId: puzzle.id,
    result: a.solved && !a.solutionShown ? 'solved' : 'failed',
    hints: a.hints,
    moves: a.moves,
    ms: Math.round(a.ms),
    time: now.getTime(),
  });
  if (opts.daily && a.solved && !a.solutionShown) await api.touchStreak(DAILY_STREAK, localDay(now));
  const out: RecordOutcome = {};
  if (!opts.rated) return out;
  // The first attempt ever at a puzzle is rated: the one with the lowest id, decided in one
  // transaction, so two tabs finishing the same puzzle at once rate it once.
  const rating = await api.transact(['puzzleAttempts', 'ratings'], async (tx) => {
    const attempts = await tx.getAllByIndex('puzzleAttempts', 'puzzleId', puzzle.id);
    if (attempts.some((x) => x.id !== undefined && x.id < rec.id!)) return undefined;
    const latest = (await tx.getAllByIndex('ratings', 'kind', RATING_KIND)).reduce<RatingEntry | undefined>(
      (m, r) => (!m || r.time >= m.time ? r : m),
      undefined,
    );
    const before = latest ? asUser(latest) : START_RATING;
    const after = updateRating(before, puzzle.rating, attemptOutcome(a));
    await tx.add('ratings', { kind: RATING_KIND, time: now.getTime(), ...after });
    return { before, after };
  });
  if (rating) out.rating = rating;
  const previous = await api.getReview('puzzle', puzzle.id);
  const review = nextReview(puzzle.id, previous, gradeOf(a), now);
  if (review) await api.scheduleReview(review);
  else if (previous) await api.removeReview('puzzle', puzzle.id);
  return out;
}
