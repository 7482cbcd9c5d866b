/** Messages between the analysis board and its engine worker. */
import type { RuleSetName } from '$lib/engine';

export interface AnalyseRequest {
  rules: RuleSetName;
  rootFen: string;
  /** UCI moves from rootFen to the position to analyse (repetition and counting depend on them). */
  moves: string[];
  /** How many best lines (default 3). */
  lines?: number;
  /** The search's time in ms (default: a long one; the page stops it sooner when the position changes). */
  movetime?: number;
}

/** A line's score from Cho's view: centi-points, or a mate (positive: Cho mates) in moves of the mating side. */
export interface LineScore {
  cp: number;
  /** Mate in this many of the winner's moves: positive when Cho mates, negative when Han does. */
  mate?: number;
  /** A game won by a rule (counting, perpetual check) or drawn by one, rather than mate. */
  rule?: 'win' | 'loss';
}

export interface AnalysedLine {
  /** UCI moves, the line's first move first. */
  pv: string[];
  score: LineScore;
}

export interface AnalyseReport {
  id: number;
  /** The last completed iteration's depth. */
  depth: number;
  nodes: number;
  ms: number;
  /** Best first. */
  lines: AnalysedLine[];
  /** The search has ended (its time is up, a forced result is found, or the game is over). */
  done: boolean;
  /** The position is the end of the game: no search. */
  over?: boolean;
  error?: string;
}
