/** A whole review: the searches, what they mean, and the personal puzzles. Shared by the worker and the in-thread fallback. */
import { Position, parseUci } from '$lib/engine';
import { puzzleFromMistake } from '$lib/puzzles/from-games';
import { openingOf } from '$lib/review/opening';
import { bookPlies } from '$lib/review/book';
import { reviewGame, type PlyReview } from '$lib/review/review';
import { accuracy, criticalMoments, missedIdeas, moverOf } from './insights';
import { personalId } from './personal';
import { PUZZLE_WEIGHT, REFINE_PLIES, reviewSearches, reviewSteps, type ReviewReport, type ReviewRequest } from './review-protocol';

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
  const start = Position.fromFen(req.fen, req.rules);
  if (!start.ok) throw new Error(start.error.code);
  const first = start.value.turn;
  const progress = on.progress;
  // Plies that follow an opening taught in the lessons are book moves, not judged.
  const book = bookPlies(req.fen, req.moves, req.book ?? [], req.rules);
  // The progress counts the searches, then each mistake's puzzle check (their number is known once the searches end).
  const searches = reviewSearches(req.moves.length);
  const plies = reviewGame(req.fen, req.moves, {
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
