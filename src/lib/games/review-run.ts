/** A whole review: the searches, what they mean, and the personal puzzles. Shared by the worker and the in-thread fallback. */
import { Position, parseUci } from '$lib/engine';
import { puzzleFromMistake } from '$lib/puzzles/from-games';
import { openingOf } from '$lib/review/opening';
import { bookPlies } from '$lib/review/book';
import { drain, reviewSteps as reviewGameSteps, type PlyReview } from '$lib/review/review';
import { accuracy, criticalMoments, missedIdeas, moverOf } from './insights';
import { personalId } from './personal';
import {
  PUZZLE_WEIGHT,
  REFINE_PLIES,
  reviewSearches,
  reviewSteps,
  type ReviewBatch,
  type ReviewReport,
  type ReviewRequest,
} from './review-protocol';

export { REFINE_PLIES };

/**
 * The first pass's time for a whole game, ms: each position gets an equal share, between
 * MIN_MOVETIME and MAX_MOVETIME. The time is the clock's, so a slower device searches less deep
 * rather than longer: a 100-ply game's first pass takes about 20 s on any device (with 8 s, a
 * 50-ply game's big losses by Fairy-Stockfish were flagged 52% of the time, with 300 ms a
 * position 57%: docs/engine.md). Then the REFINE_PLIES costliest plies are searched again for
 * REFINE_MOVETIME ms a position.
 */
export const SEARCH_BUDGET = 20_000;
export const REFINE_MOVETIME = 350;
export const MIN_MOVETIME = 60;
export const MAX_MOVETIME = 300;

export function movetimeFor(plies: number): number {
  return Math.round(Math.max(MIN_MOVETIME, Math.min(MAX_MOVETIME, SEARCH_BUDGET / (plies + 1))));
}

/** The page's searches for a game of `plies` plies: the shared first pass and the second look (`movetime` fixes both). */
export function pageSearches(plies: number, movetime?: number): { movetime: number; refine: { plies: number; movetime: number } } {
  return {
    movetime: movetime ?? movetimeFor(plies),
    refine: { plies: REFINE_PLIES, movetime: movetime ? movetime * 2 : REFINE_MOVETIME },
  };
}

export interface ReviewEvents {
  /** Steps done of the whole review (searches, then each mistake's puzzle check). */
  progress?: (done: number, total: number) => void;
  /** Each ply's class as soon as it is known, in order (the page fills its list and graph with them). */
  ply?: (ply: PlyReview) => void;
}

export function runReview(req: ReviewRequest, on: ReviewEvents = {}): ReviewReport {
  return drain(reviewRunSteps(req, on));
}

/** The same review a step at a time: it yields after each search and each puzzle check. */
export function* reviewRunSteps(req: ReviewRequest, on: ReviewEvents = {}): Generator<void, ReviewReport, undefined> {
  const start = Position.fromFen(req.fen, req.rules);
  if (!start.ok) throw new Error(start.error.code);
  const first = start.value.turn;
  const progress = on.progress;
  // Plies that follow an opening taught in the lessons are book moves, not judged.
  const book = bookPlies(req.fen, req.moves, req.book ?? [], req.rules);
  // The progress counts the searches, then each mistake's puzzle check (their number is known once the searches end).
  const searches = reviewSearches(req.moves.length);
  const plies = yield* reviewGameSteps(req.fen, req.moves, {
    rules: req.rules,
    ...pageSearches(req.moves.length, req.movetime),
    progress: (done) => progress?.(done, reviewSteps(req.moves.length)),
    onPly: (p) => {
      if (p.ply <= book && p.class !== 'forced') p.class = 'book';
      on.ply?.(p);
    },
  });
  const learner = req.learner === undefined ? undefined : new Set(Array.isArray(req.learner) ? req.learner : [req.learner]);
  const costly = plies.filter((p) => (p.class === 'mistake' || p.class === 'blunder') && (!learner || learner.has(moverOf(p.ply, first))));
  const puzzles: ReviewReport['puzzles'] = [];
  if (costly.length) {
    const pos = start.value;
    const fens: string[] = [pos.fen()];
    for (const p of plies) {
      const m = parseUci(p.move);
      if (!m || !pos.play(m)) break;
      fens.push(pos.fen());
    }
    for (const [k, p] of costly.entries()) {
      progress?.(searches + k * PUZZLE_WEIGHT, searches + costly.length * PUZZLE_WEIGHT);
      const puzzle = puzzleFromMistake({ fen: fens[p.ply - 1], played: p.move, id: personalId(req.gameId, p.ply) });
      if (puzzle) puzzles.push({ ply: p.ply, puzzle });
      yield;
    }
  }
  progress?.(1, 1);
  return {
    plies,
    first,
    accuracy: accuracy(plies, first),
    critical: criticalMoments(plies, first),
    ideas: missedIdeas(req.fen, plies, req.rules),
    opening: openingOf(req.fen, req.moves),
    book,
    puzzles,
  };
}

/**
 * How often, at most, the review hands what it found to the page, ms: the list and the graph
 * redraw a few times a second, not once a search (each redraw is a main-thread task, four times
 * longer on a slow phone).
 */
export const STREAM_MS = 250;

export interface StreamOptions {
  /** The clock, ms (tests give their own). */
  now?: () => number;
  /** Awaited between two steps: the page's own thread yields there to its input and its frames. */
  between?: () => Promise<void>;
  /** Checked before each step: true ends the review there (its promise rejects). */
  stopped?: () => boolean;
}

/**
 * Runs the review step by step and hands over, at most every STREAM_MS, the plies classed and the
 * progress since the last batch. The next search waits until `send`'s promise settles: the page
 * resolves it once the batch is drawn, so the search does not take the processor from the frame
 * that draws it (on a phone whose cores the worker and the page's drawing share, that frame took
 * several times its own length). What came after the last batch is in the report.
 */
export async function streamReview(
  req: ReviewRequest,
  send: (batch: ReviewBatch) => Promise<void> | void,
  options: StreamOptions = {},
): Promise<ReviewReport> {
  const now = options.now ?? (() => performance.now());
  let batch: ReviewBatch = { plies: [], done: 0, total: reviewSteps(req.moves.length) };
  let moved = false;
  const steps = reviewRunSteps(req, {
    progress: (done, total) => {
      batch.done = done;
      batch.total = total;
      moved = true;
    },
    ply: (p) => {
      batch.plies.push(p);
      moved = true;
    },
  });
  let since = now();
  for (;;) {
    if (options.stopped?.()) throw new Error('stopped');
    const r = steps.next();
    if (r.done) return r.value;
    if (moved && now() - since >= STREAM_MS) {
      const out = batch;
      batch = { plies: [], done: out.done, total: out.total };
      moved = false;
      await send(out);
      since = now();
    } else if (options.between) await options.between();
  }
}
