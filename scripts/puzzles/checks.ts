/**
 * Check-only mate search for bakbo problems (박보): the attacker must give check with every move,
 * the defender may answer anything (a reply that leaves the generals facing escapes only when no
 * checking move that breaks the line mates in time, as in our solver's strict mode). Used by the composer and by the content tests; the solver in
 * src/lib/engine stays the judge of mate length and uniqueness.
 */
import { bestDefence, forcesMate, mateIn, mateMoves, moveToUci, type MateOptions, type Move, type Position } from '../../src/lib/engine';

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

/**
 * A bakbo's main line from `first`: the defender's best replies (bestDefence), then check-only
 * mating moves; undefined when the defender escapes or no check mates in time.
 */
export function bakboLine(root: Position, first: Move, n: number): string[] | undefined {
  const pos = root.clone();
  const line: string[] = [];
  let move: Move = first;
  for (let k = 1; k <= n; k++) {
    pos.play(move);
    line.push(moveToUci(move));
    const d = bestDefence(pos, n - k + 1);
    if (!d) return line;
    if (d.escapes) return undefined;
    pos.play(d.move);
    line.push(moveToUci(d.move));
    const solver = new CheckSolver(pos);
    const rem = solver.length(n - k);
    const next = rem ? solver.firstMoves(rem)[0] : undefined;
    if (!next) return undefined;
    move = next;
  }
  return undefined;
}
