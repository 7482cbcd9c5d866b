/** What the puzzle screens read about the user from the progress store. */
import type { ProgressApi } from '$lib/progress';
import { DAILY_STREAK, RATING_KIND, START_RATING, type UserRating } from './constants';

export interface PuzzleUserState {
  rating: UserRating;
  /** At least one rated attempt. */
  rated: boolean;
  /** Last result per attempted puzzle. */
  results: Map<string, 'solved' | 'failed'>;
  /** Ids of puzzle reviews due now, soonest first. */
  due: string[];
  streak: { current: number; best: number };
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
  return {
    rating: rating ? { rating: rating.rating, rd: rating.rd, volatility: rating.volatility } : START_RATING,
    rated: !!rating,
    results,
    due: reviews.filter((r) => r.kind === 'puzzle').map((r) => r.itemId),
    streak: { current: streak?.current ?? 0, best: streak?.best ?? 0 },
  };
}
