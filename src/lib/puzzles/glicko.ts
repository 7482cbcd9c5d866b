/**
 * The user's puzzle rating, Glicko-2 (the `glicko2` package). Each puzzle is an opponent with
 * its CSV rating and a fixed deviation; solving is a win, failing a loss, solving with hints
 * half a win. One update per puzzle, on the first attempt.
 */
import glicko2 from 'glicko2';
import { START_RATING, type UserRating } from './constants';

export { START_RATING, type UserRating };
/** How sure we are of a puzzle's rating. */
export const PUZZLE_RD = 80;
const TAU = 0.5;

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
  return { rating: me.getRating(), rd: me.getRd(), volatility: me.getVol() };
}

/** Chance the user solves a puzzle of this rating (Glicko expectation). */
export function expectedScore(user: UserRating, puzzleRating: number): number {
  const ranking = new glicko2.Glicko2();
  return ranking.predict(ranking.makePlayer(user.rating, user.rd, user.volatility), ranking.makePlayer(puzzleRating, PUZZLE_RD, 0.06));
}
