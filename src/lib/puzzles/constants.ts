/**
 * Small puzzle facts that pages read up front. Kept apart from glicko.ts and record.ts so that
 * importing them does not pull the rating and review libraries (glicko2, ts-fsrs) into a page's
 * first load: those load when an attempt is recorded.
 */
export interface UserRating {
  rating: number;
  rd: number;
  volatility: number;
}

/** Where a new user starts: between mate in 1 (~1000) and mate in 2 (~1350). */
export const START_RATING: UserRating = { rating: 1200, rd: 350, volatility: 0.06 };

/** Progress store keys: the puzzle rating's kind and the daily streak's name. */
export const RATING_KIND = 'puzzle';
export const DAILY_STREAK = 'puzzle-daily';
