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

/**
 * Mate search in which every attacking move gives check but `quiet` of them (건너뜀연장군: one
 * quiet move allowed). Strict mode as the engine's solver: a solver move that leaves the generals
 * facing never counts; the defender may answer anything, passes included. With no quiet move left
 * the engine's check-only solver answers.
 */
export class QuietSolver {
  private memo = new Map<string, boolean>();
  readonly pos: Position;
  constructor(pos: Position) {
    this.pos = pos.withRules('casual');
  }

  /** Solver to move: mate within n, at most `quiet` moves without check. */
  attack(n: number, quiet: number): boolean {
    if (n <= 0) return false;
    if (quiet <= 0) return forcesMate(this.pos, n, CHECKS);
    const key = `${this.pos.hashKey()}:${this.pos.turn}:${n}:${quiet}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    // Checks first: they are few.
    const moves = this.pos.legalMoves().filter((m) => m.from !== m.to);
    for (const pass of [true, false]) {
      for (const m of moves) {
        if (result) break;
        this.pos.play(m);
        if (!this.pos.facing()) {
          const check = this.pos.isCheck();
          if (check === pass && (check || n > 1) && this.defend(n, check ? quiet : quiet - 1)) result = true;
        }
        this.pos.undo();
      }
    }
    this.memo.set(key, result);
    return result;
  }

  /** Defender to move after a solver move: mated within n solver moves (that one counted)? */
  defend(n: number, quiet: number): boolean {
    const replies = this.pos.legalMoves();
    if (replies.length === 0) return this.pos.isCheck();
    if (n <= 1) return false;
    for (const r of replies) {
      this.pos.play(r);
      const ok = this.attack(n - 1, quiet);
      this.pos.undo();
      if (!ok) return false;
    }
    return true;
  }

  /** Shortest mate up to max with at most `quiet` quiet moves, 0 if none. */
  length(max: number, quiet: number): number {
    for (let n = 1; n <= max; n++) if (this.attack(n, quiet)) return n;
    return 0;
  }

  /** First moves that mate within n with at most `quiet` quiet moves. */
  firstMoves(n: number, quiet: number): Move[] {
    const out: Move[] = [];
    for (const m of this.pos.legalMoves()) {
      if (m.from === m.to) continue;
      this.pos.play(m);
      const check = this.pos.isCheck();
      if (!this.pos.facing() && (check || quiet > 0) && this.defend(n, check ? quiet : quiet - 1)) out.push(m);
      this.pos.undo();
    }
    return out;
  }
}

/**
 * A bakbo's main line with at most `quiet` quiet solver moves: `first`, then the defender's best
 * reply (bestDefence, the longest resistance to any mate), then the solver move that mates in the
 * moves left, a check whenever one does; undefined when the line escapes or falls short of n.
 */
export function quietLine(root: Position, first: Move, n: number, quiet: number): string[] | undefined {
  const pos = root.clone();
  const line: string[] = [];
  let move: Move = first;
  let left = quiet;
  for (let k = 1; k <= n; k++) {
    pos.play(move);
    if (!pos.isCheck()) left--;
    line.push(moveToUci(move));
    const d = bestDefence(pos, n - k + 1);
    if (!d) return k === n ? line : undefined;
    if (d.escapes || k === n) return undefined;
    pos.play(d.move);
    line.push(moveToUci(d.move));
    // The mate must still take every move left: a shorter one would leave the line short of n.
    if (mateIn(pos, n - k - 1) > 0) return undefined;
    const solver = new QuietSolver(pos);
    const moves = solver.firstMoves(n - k, left);
    const next =
      moves.find((m) => {
        pos.play(m);
        const c = pos.isCheck();
        pos.undo();
        return c;
      }) ?? moves[0];
    if (!next) return undefined;
    move = next;
  }
  return undefined;
}

/**
 * The mirror image of a position across the river with the colours swapped: Cho's problem as Han's
 * (the board is symmetric, so every line stays a line and every mate a mate).
 */
export function swapSides(fen: string): string {
  const [board, side, ...rest] = fen.split(' ');
  const swapCase = (s: string) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const rows = board.split('/').reverse().map(swapCase);
  return [rows.join('/'), side === 'w' ? 'b' : 'w', ...rest].join(' ');
}

/** A UCI move on the mirrored board (files stay, ranks 1..10 turn round). */
export function swapUci(uci: string): string {
  return uci.replace(/([a-i])(\d+)/g, (_, f: string, r: string) => `${f}${11 - Number(r)}`);
}
