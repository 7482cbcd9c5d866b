/** Messages between the review page and the review worker. */
import type { Color, RuleSetName } from '$lib/engine';
import type { Puzzle } from '$lib/puzzles/types';
import type { Opening } from '$lib/review/opening';
import type { PlyReview } from '$lib/review/review';
import type { MissedIdea } from './insights';

/** The costliest plies whose positions the review searches again (its second look). */
export const REFINE_PLIES = 8;
/** A mistake's puzzle check costs about as much as this many searches, for the progress bar. */
export const PUZZLE_WEIGHT = 4;

/** The searches of a review of `plies` plies: each position, and the second look's two positions a ply. */
export function reviewSearches(plies: number): number {
  return plies + 1 + 2 * REFINE_PLIES;
}

/**
 * The progress's steps for a game of `plies` plies, as the review counts them until its searches
 * end: the searches and an estimate of the puzzle checks (their number is known only then). The
 * page shows it before the first report comes.
 */
export function reviewSteps(plies: number): number {
  return reviewSearches(plies) + PUZZLE_WEIGHT * Math.max(1, Math.round(plies / 10));
}

export interface ReviewRequest {
  rules: RuleSetName;
  fen: string;
  /** UCI moves from `fen`. */
  moves: string[];
  /** Search time for each position, ms (default: the game's share of the review's budget, review-run.ts). */
  movetime?: number;
  /** Whose mistakes become puzzles: one side, both sides on one screen, or undefined for both sides. */
  learner?: Color | Color[];
  /** The opening book's position keys (lib/review/book.ts), built from the lessons. */
  book?: string[];
  /** The game's id, for the puzzles' ids. */
  gameId: string;
}

export interface ReviewReport {
  plies: PlyReview[];
  first: Color;
  accuracy: Record<Color, number | null>;
  critical: number[];
  ideas: Record<number, MissedIdea[]>;
  opening: Opening;
  /** How many first plies follow an opening the lessons teach (classed `book`). */
  book: number;
  /** Personal puzzles by the ply of the mistake. */
  puzzles: { ply: number; puzzle: Puzzle }[];
}

/** What the review found since its last batch: the plies classed (in order), and its progress (`done` of `total` steps). */
export interface ReviewBatch {
  plies: PlyReview[];
  done: number;
  total: number;
}

/**
 * Worker to page: a batch, the report, or an error. After a batch the worker waits for the page's
 * `drawn` before its next search.
 */
export type ReviewMessage =
  | ({ id: number; kind: 'batch' } & ReviewBatch)
  | { id: number; kind: 'done'; report: ReviewReport }
  | { id: number; kind: 'error'; error: string };

/** Page to worker: the review to run, or the last batch is drawn. */
export type ReviewCommand = { id: number; kind: 'review'; request: ReviewRequest } | { id: number; kind: 'drawn' };
