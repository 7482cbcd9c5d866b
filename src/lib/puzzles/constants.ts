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

/**
 * Glicko-2 settings (README, "How puzzles are rated"; the update is in glicko.ts): a new user
 * starts at 1200 (between the easy and the middle puzzles) with deviation 250 and volatility 0.06;
 * while the deviation is above PROVISIONAL_RD the rating is shown as provisional.
 */
export const START_RATING: UserRating = { rating: 1200, rd: 250, volatility: 0.06 };
/** Above this deviation the rating is provisional. */
export const PROVISIONAL_RD = 110;
export const isProvisional = (r: UserRating): boolean => r.rd > PROVISIONAL_RD;

/** Progress store keys: the puzzle rating's kind and the daily streak's name. */
export const RATING_KIND = 'puzzle';
export const DAILY_STREAK = 'puzzle-daily';
