/** Messages between the review page and the review worker. */
import type { Color, RuleSetName } from '$lib/engine';
import type { Puzzle } from '$lib/puzzles/types';
import type { Opening } from '$lib/review/opening';
import type { PlyReview } from '$lib/review/review';
import type { MissedIdea } from './insights';

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

/** Worker to page: progress (`done` of `total` steps), the report, or an error. */
export type ReviewMessage =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'ply'; ply: PlyReview }
  | { id: number; kind: 'done'; report: ReviewReport }
  | { id: number; kind: 'error'; error: string };
