/**
 * Check-only mate search for bakbo problems (박보): the attacker must give check with every move,
 * the defender may answer anything (a reply that leaves the generals facing escapes, as in our
 * solver's strict mode). Used by the composer and by the content tests; the solver in
 * src/lib/engine stays the judge of mate length and uniqueness.
 */
import { moveToUci, Position, type Move } from '../../src/lib/engine';

export class CheckSolver {
  private tt = new Map<number, { fails: number; mates: number }>();
  readonly pos: Position;
  constructor(pos: Position) {
    this.pos = pos.withRules('casual');
  }

  private entry() {
    const key = this.pos.hashKey();
    let e = this.tt.get(key);
    if (!e) this.tt.set(key, (e = { fails: 0, mates: Infinity }));
    return e;
  }

  /** Attacker to move: mate within n moves, every one a check? */
  attack(n: number, sp = 0): boolean {
    if (n <= 0) return false;
    const e = this.entry();
    if (e.mates <= n) return true;
    if (e.fails >= n) return false;
    const p = this.pos;
    const us = p.side;
    const end = p.generate(sp);
    let ok = false;
    for (let i = sp; i < end && !ok; i++) {
      const m = p.moves[i];
      if ((m & 0xff) === m >>> 8) continue;
      p.makeMove(m);
      if (!p.facing() && p.attacked(p.kings[us ^ 1], us) && this.defend(n, end)) ok = true;
      p.unmakeMove();
    }
    if (ok) e.mates = Math.min(e.mates, n);
    else e.fails = Math.max(e.fails, n);
    return ok;
  }

  /** Defender to move, in check: mated within n attacker moves (the one just played counts)? */
  defend(n: number, sp: number): boolean {
    const p = this.pos;
    const end = p.generate(sp);
    if (end === sp) return p.isCheck();
    if (n <= 1) return false;
    for (let i = sp; i < end; i++) {
      p.makeMove(p.moves[i]);
      const escaped = p.facing() || !this.attack(n - 1, end);
      p.unmakeMove();
      if (escaped) {
        if (i !== sp) {
          const t = p.moves[i];
          p.moves[i] = p.moves[sp];
          p.moves[sp] = t;
        }
        return false;
      }
    }
    return true;
  }

  /** Shortest check-only mate up to max, 0 if none. */
  length(max: number): number {
    for (let n = 1; n <= max; n++) if (this.attack(n)) return n;
    return 0;
  }

  /** Checking first moves that mate within n with checks only. */
  firstMoves(n: number): Move[] {
    const p = this.pos;
    const us = p.side;
    const end = p.generate(0);
    const root = Array.from(p.moves.subarray(0, end));
    const out: Move[] = [];
    for (const m of root) {
      if ((m & 0xff) === m >>> 8) continue;
      p.makeMove(m);
      if (!p.facing() && p.attacked(p.kings[us ^ 1], us) && this.defend(n, 0)) out.push({ from: m & 0xff, to: m >>> 8 });
      p.unmakeMove();
    }
    return out;
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
