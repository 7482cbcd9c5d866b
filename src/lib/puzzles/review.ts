/**
 * Spaced review of failed puzzles with ts-fsrs: a failed puzzle gets a card graded Again; each
 * later attempt grades it (Again on a fail, Hard with hints, Good when clean) and reschedules it.
 * A clean solve after the card has grown past a week of stability retires it.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewRecord } from '../progress/types';

/**
 * A missed puzzle (or one whose solution was shown) comes back an hour later at the soonest, not
 * after the flash-card default of a minute: one minute later is within the same sitting, where
 * "Next" would hand back the puzzles just missed, one after another, until each was solved.
 */
const scheduler = fsrs({ enable_fuzz: false, learning_steps: ['1h'], relearning_steps: ['1h'] });
/** The soonest a missed puzzle is due again. */
export const REVIEW_AFTER_MS = 3600_000;
/** Stability (days) after which a clean solve takes the puzzle out of review. */
export const RETIRE_STABILITY_DAYS = 7;

export function gradeOf(a: { solved: boolean; hints: number; mistakes: number; solutionShown: boolean }): Grade {
  if (!a.solved || a.mistakes > 0 || a.solutionShown) return Rating.Again;
  return a.hints > 0 ? Rating.Hard : Rating.Good;
}

/**
 * The review record after an attempt, or `null` when the puzzle leaves review (or never needs
 * it: solved cleanly without a card).
 */
export function nextReview(puzzleId: string, previous: ReviewRecord | undefined, grade: Grade, now: Date): ReviewRecord | null {
  if (!previous && grade !== Rating.Again) return null;
  // A personal puzzle enters the deck due at once, before any card (its `card` is null).
  const card: Card = previous?.card ? (previous.card as Card) : createEmptyCard(now);
  const next = scheduler.next(card, now, grade).card;
  if (previous && grade === Rating.Good && next.stability >= RETIRE_STABILITY_DAYS) return null;
  return { kind: 'puzzle', itemId: puzzleId, due: new Date(next.due).getTime(), card: next };
}
