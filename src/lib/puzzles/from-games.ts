/**
 * Personal puzzles: a learner's mistake in a game becomes a puzzle when the engine proves the
 * better move clearly best, by the same rules as the collection's puzzles:
 * - a forced mate (up to MAX_PERSONAL_MATE moves) that the played move missed: a mate puzzle, any
 *   mating first move accepted by the same judge;
 * - else a winning-material line of two solver moves whose first move keeps at least
 *   CLEAR_MARGIN points more than every other move, wins at least MIN_GAIN points, and that the
 *   played move fell short of: a tactics puzzle with the tactics judge.
 * A position that proves neither gives no puzzle (a positional mistake is for the review to name,
 * not for a puzzle to judge). Pure and synchronous: run it in a worker.
 */
import { mateIn as mateLength, moveForcesMate, parseUci } from '../engine';
import { puzzleRating } from './rating';
import { tacticRules } from './position';
import { load, solutionLine } from './solve';
import { deriveTacticThemes } from './tactic-themes';
import { allMoveValues, lead, tacticLine, tacticRating } from './tactics';
import { deriveThemes } from './themes';
import type { Puzzle } from './types';

/** The longest mate a personal puzzle asks for. */
export const MAX_PERSONAL_MATE = 3;
/** Points the best move keeps over every other (the tactics collection's rule). */
export const CLEAR_MARGIN = 3;
/** Points the line must win. */
export const MIN_GAIN = 2;

export interface GameMistake {
  /** The position before the learner's move (learner to move). */
  fen: string;
  /** What the learner played, UCI. */
  played: string;
  /** An id for the puzzle, e.g. the game's id and the ply. */
  id: string;
}

/** The puzzle a mistake proves, or undefined. */
export function puzzleFromMistake(mistake: GameMistake): Puzzle | undefined {
  const pos = load(mistake.fen);
  const played = parseUci(mistake.played);
  if (!played || !pos.isLegal(played)) return undefined;

  const n = mateLength(pos, MAX_PERSONAL_MATE);
  if (n > 0) {
    // The played move kept the mate (in as many moves): nothing was missed.
    if (moveForcesMate(pos, played, n)) return undefined;
    const line = solutionLine(mistake.fen, n);
    if (line.length === 0 || line[0] === mistake.played) return undefined;
    return {
      id: mistake.id,
      fen: mistake.fen,
      moves: line,
      mateIn: n,
      rating: puzzleRating(mistake.fen, line, n),
      themes: deriveThemes({ fen: mistake.fen, moves: line, mateIn: n }),
      source: 'game',
    };
  }

  const values = allMoveValues(pos, 2);
  if (values.length < 2) return undefined;
  const [best, second] = values;
  const start = lead(pos);
  const playedValue = values.find((v) => v.uci === mistake.played)?.value ?? -Infinity;
  if (best.uci === mistake.played) return undefined;
  if (best.value - second.value < CLEAR_MARGIN || best.value - start < MIN_GAIN || best.value - playedValue < CLEAR_MARGIN)
    return undefined;
  const line = tacticLine(mistake.fen, 2);
  if (line.length === 0 || line[0] !== best.uci || line.length % 2 === 0) return undefined;
  const themes = deriveTacticThemes(mistake.fen, line);
  // Found under casual rules: a line that makes a bikjang would be judged under tournament rules
  // (position.ts), by other rules than it was found by.
  if (tacticRules(themes) !== 'casual') return undefined;
  return {
    id: mistake.id,
    fen: mistake.fen,
    moves: line,
    mateIn: 0,
    rating: tacticRating(mistake.fen, line),
    themes,
    source: 'game',
  };
}
