/** A whole review: the searches, what they mean, and the personal puzzles. Shared by the worker and the in-thread fallback. */
import { Position, parseUci } from '$lib/engine';
import { puzzleFromMistake } from '$lib/puzzles/from-games';
import { openingOf } from '$lib/review/opening';
import { reviewGame } from '$lib/review/review';
import { accuracy, criticalMoments, missedIdeas, moverOf } from './insights';
import { personalId } from './personal';
import type { ReviewReport, ReviewRequest } from './review-protocol';

/** A mistake's puzzle check costs about as much as this many searches, for the progress bar. */
const PUZZLE_WEIGHT = 4;

export function runReview(req: ReviewRequest, progress?: (done: number, total: number) => void): ReviewReport {
  const start = Position.fromFen(req.fen, req.rules);
  if (!start.ok) throw new Error(start.error.code);
  const first = start.value.turn;
  // The progress counts the searches, then each mistake's puzzle check (their number is known once the searches end).
  const searches = req.moves.length + 1;
  const plies = reviewGame(req.fen, req.moves, {
    rules: req.rules,
    movetime: req.movetime,
    progress: (done) => progress?.(done, searches + PUZZLE_WEIGHT * Math.max(1, Math.round(req.moves.length / 10))),
  });
  const costly = plies.filter(
    (p) => (p.class === 'mistake' || p.class === 'blunder') && (req.learner === undefined || moverOf(p.ply, first) === req.learner),
  );
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
    puzzles,
  };
}
