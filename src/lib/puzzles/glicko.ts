/**
 * The user's puzzle rating, Glicko-2 (the `glicko2` package). Each puzzle is an opponent with
 * its CSV rating and a fixed deviation; solving is a win, failing a loss, solving with hints
 * half a win. One update per puzzle, on the first attempt.
 */
import glicko2 from 'glicko2';
import { isProvisional, START_RATING, type UserRating } from './constants';

export { isProvisional, START_RATING, type UserRating };
/*
 * Glicko-2 settings: tau 0.3 (ratings drift slowly); every puzzle is an opponent with its CSV
 * rating and deviation 60. One change is never more than MAX_STEP points while provisional, nor
 * more than MAX_STEP_ESTABLISHED after (constants.ts has the start and the provisional mark).
 */
/** How sure we are of a puzzle's rating. */
export const PUZZLE_RD = 60;
const TAU = 0.3;
export const MAX_STEP = 150;
export const MAX_STEP_ESTABLISHED = 40;
/** The deviation never falls below this: a settled rating still moves a little. */
const MIN_RD = 45;

export type Outcome = 0 | 0.5 | 1;

/** Outcome of an attempt: clean solve 1, solve with hints 0.5, anything with a wrong move or the solution shown 0. */
export function attemptOutcome(a: { solved: boolean; hints: number; mistakes: number; solutionShown: boolean }): Outcome {
  if (!a.solved || a.mistakes > 0 || a.solutionShown) return 0;
  return a.hints > 0 ? 0.5 : 1;
}

export function updateRating(user: UserRating, puzzleRating: number, outcome: Outcome): UserRating {
  const ranking = new glicko2.Glicko2({ tau: TAU, rating: START_RATING.rating, rd: START_RATING.rd, vol: START_RATING.volatility });
  const me = ranking.makePlayer(user.rating, user.rd, user.volatility);
  const puzzle = ranking.makePlayer(puzzleRating, PUZZLE_RD, 0.06);
  ranking.updateRatings([[me, puzzle, outcome]]);
  const cap = isProvisional(user) ? MAX_STEP : MAX_STEP_ESTABLISHED;
  const delta = Math.max(-cap, Math.min(cap, me.getRating() - user.rating));
  return { rating: user.rating + delta, rd: Math.max(MIN_RD, me.getRd()), volatility: Math.min(me.getVol(), 0.09) };
}
