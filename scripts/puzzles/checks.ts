/**
 * Check-only mate search for bakbo problems (박보): the attacker must give check with every move,
 * the defender may answer anything (a reply that leaves the generals facing escapes only when no
 * checking move that breaks the line mates in time, as in our solver's strict mode). Used by the composer and by the content tests; the solver in
 * src/lib/engine stays the judge of mate length and uniqueness.
 */
import { forcesMate, mateIn, mateMoves, moveToUci, type MateOptions, type Move, type Position } from '../../src/lib/engine';

const CHECKS: MateOptions = { checksOnly: true };

/** The engine's mate solver with every attacking move a check. */
export class CheckSolver {
  constructor(readonly pos: Position) {}

  /** Attacker to move: mate within n moves, every one a check? */
  attack(n: number): boolean {
    return forcesMate(this.pos, n, CHECKS);
  }

  /** Shortest check-only mate up to max, 0 if none. */
  length(max: number): number {
    return mateIn(this.pos, max, CHECKS);
  }

  /** Checking first moves that mate within n with checks only. */
  firstMoves(n: number): Move[] {
    return mateMoves(this.pos, n, CHECKS);
  }
}

/** Shortest mate for the side to move in which every attacking move is a check (0: none up to max). */
export function checkMateLength(pos: Position, max: number): number {
  return new CheckSolver(pos).length(max);
}

/**
 * Whether every line of the solution tree can be played with checks only: from `pos` (attacker
 * to move) there is a check-only mate within n. The same as checkMateLength(pos, n) > 0, spelled
 * for tests.
 */
export function allLinesCheck(pos: Position, n: number): boolean {
  return new CheckSolver(pos).attack(n);
}

export const ucis = (ms: Move[]) => ms.map(moveToUci);
