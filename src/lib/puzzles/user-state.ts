/** What the puzzle screens read about the user from the progress store. */
import type { ProgressApi } from '$lib/progress';
import { localDay } from '$lib/progress/day';
import { DAILY_STREAK, RATING_KIND, START_RATING, type UserRating } from './constants';

export interface PuzzleUserState {
  rating: UserRating;
  /** At least one rated attempt. */
  rated: boolean;
  /** Last result per attempted puzzle. */
  results: Map<string, 'solved' | 'failed'>;
  /** Ids of puzzle reviews due now, soonest first. */
  due: string[];
  /** Ids of the puzzles attempted lately, most recent first (each once). */
  recent: string[];
  streak: { current: number; best: number };
  /** Today's daily puzzle is solved (the daily streak is only kept by solving it). */
  dailySolvedToday: boolean;
}

export async function loadUserState(api: ProgressApi, now = Date.now()): Promise<PuzzleUserState> {
  const [rating, attempts, reviews, streak] = await Promise.all([
    api.getRating(RATING_KIND),
    api.getPuzzleAttempts(),
    api.getDueReviews(now),
    api.getStreak(DAILY_STREAK),
  ]);
  const results = new Map<string, 'solved' | 'failed'>();
  for (const a of attempts) results.set(a.puzzleId, a.result === 'solved' ? 'solved' : 'failed');
  const recent = [...new Set([...attempts].sort((a, b) => b.time - a.time).map((a) => a.puzzleId))].slice(0, 10);
  return {
    rating: rating ? { rating: rating.rating, rd: rating.rd, volatility: rating.volatility } : START_RATING,
    rated: !!rating,
    results,
    due: reviews.filter((r) => r.kind === 'puzzle').map((r) => r.itemId),
    recent,
    streak: { current: streak?.current ?? 0, best: streak?.best ?? 0 },
    dailySolvedToday: streak?.lastDay === localDay(new Date(now)),
  };
}
