/**
 * Mate solver in strict mode, the same under every rule set:
 * - moves are generated without the bikjang rule (as in Fairy-Stockfish's janggicasual);
 * - a solver move that leaves the generals facing (bikjang) is never part of a mate (the defender
 *   may leave them standing and end the game without mate);
 * - a defence that leaves the generals facing is no escape by itself: the solver may break the
 *   bikjang with any move, and mates when one of those moves mates within the moves left (under
 *   tournament rules the side facing a bikjang may call a draw or make a move that breaks it);
 * - the defender may pass whenever not in check; the solver never passes (a pass answered by a
 *   pass ends the game).
 * These are Fairy-Stockfish's janggitraditional rules within a mate search, where a standing bikjang
 * or two passes end the game in a draw.
 * "Mate in n" counts the solver's moves.
 */
import { Position, encodeMove } from './position';
import type { Move } from './types';

interface Entry {
  /** Largest n for which the solver is known NOT to mate within n. */
  fails: number;
  /** Smallest n for which the solver is known to mate within n (Infinity if unknown). */
  mates: number;
}

export interface MateOptions {
  /**
   * Strict mode (default true). With `strict: false` bikjang is ignored altogether, as in
   * Fairy-Stockfish's janggicasual: facing generals neither forbid a mating move nor save the
   * defender. Used to compare with Fairy-Stockfish.
   */
  strict?: boolean;
  /** Every solver move must give check (bakbo problems, 박보). Default false. */
  checksOnly?: boolean;
  /** `mateMoves` only: after each first move is settled, how many of them are (a long search can say how far it is). */
  onRootMove?: (done: number, total: number) => void;
}

class Solver {
  readonly pos: Position;
  private tt = new Map<number, Entry>();
  private readonly strict: boolean;
  readonly checksOnly: boolean;
  nodes = 0;

  constructor(pos: Position, options: MateOptions = {}) {
    // No history, no bikjang rule: the same under every rule set.
    this.pos = pos.withRules('casual');
    this.strict = options.strict ?? true;
    this.checksOnly = options.checksOnly ?? false;
  }

  /** After a solver move by `us`: may it start or continue a mate here (not facing; a check when checks only)? */
  admissible(us: number): boolean {
    return !this.facing() && (!this.checksOnly || this.pos.attacked(this.pos.kings[us ^ 1], us));
  }

  /** After a move: do the generals face each other, and does that matter here? */
  facing(): boolean {
    return this.strict && this.pos.facing();
  }

  private entry(): Entry {
    const key = this.pos.hashKey();
    let e = this.tt.get(key);
    if (!e) {
      e = { fails: 0, mates: Infinity };
      this.tt.set(key, e);
    }
    return e;
  }

  /** Solver to move: can it mate within n of its moves? */
  attack(n: number, sp: number): boolean {
    if (n <= 0) return false;
    const e = this.entry();
    if (e.mates <= n) return true;
    if (e.fails >= n) return false;
    const pos = this.pos;
    this.nodes++;
    const end = pos.generate(sp);
    const mv = pos.moves;
    const us = pos.side;
    // Order: checks first (cheaply detected after the move), then the rest.
    let result = false;
    if (n === 1) {
      for (let i = sp; i < end && !result; i++) {
        const m = mv[i];
        if ((m & 0xff) === m >>> 8) continue; // the solver never passes
        pos.makeMove(m);
        if (!this.facing() && pos.attacked(pos.kings[us ^ 1], us) && pos.generate(end) === end) result = true;
        pos.unmakeMove();
      }
    } else {
      // Two passes: checking moves, then quiet moves (none when every move must check).
      for (let pass = 0; pass < (this.checksOnly ? 1 : 2) && !result; pass++) {
        for (let i = sp; i < end && !result; i++) {
          const m = mv[i];
          if ((m & 0xff) === m >>> 8) continue;
          pos.makeMove(m);
          if (!this.facing()) {
            const check = pos.attacked(pos.kings[us ^ 1], us);
            if (check === (pass === 0) && this.defend(n, end)) result = true;
          }
          pos.unmakeMove();
        }
      }
    }
    if (result) e.mates = Math.min(e.mates, n);
    else e.fails = Math.max(e.fails, n);
    return result;
  }

  /** Defender to move after a solver move: is it mated within n solver moves (this one included)? */
  defend(n: number, sp: number): boolean {
    const pos = this.pos;
    this.nodes++;
    const end = pos.generate(sp);
    if (end === sp) return pos.isCheck();
    if (n <= 1) return false;
    const mv = pos.moves;
    for (let i = sp; i < end; i++) {
      pos.makeMove(mv[i]);
      // After a defence into bikjang the solver's moves that keep it are left out by attack().
      const escaped = !this.attack(n - 1, end);
      pos.unmakeMove();
      if (escaped) {
        // Try this refutation first next time at this depth (killer ordering).
        if (i !== sp) {
          const t = mv[i];
          mv[i] = mv[sp];
          mv[sp] = t;
        }
        return false;
      }
    }
    return true;
  }

  /** Smallest n <= max with a forced mate from the solver's side, or 0. */
  mateLength(max: number, sp: number): number {
    for (let n = 1; n <= max; n++) if (this.attack(n, sp)) return n;
    return 0;
  }

  /** Defender to move: smallest n <= max such that every reply is mated within n; 0 if none. */
  defendLength(max: number, sp: number): number {
    for (let n = 1; n <= max; n++) if (this.defend(n, sp)) return n;
    return 0;
  }
}

function decode(m: number): Move {
  return { from: m & 0xff, to: m >>> 8 };
}

/**
 * Every first move of the side to move that forces checkmate within n of its own moves,
 * in strict mode.
 */
export function mateMoves(pos: Position, n: number, options: MateOptions = {}): Move[] {
  const s = new Solver(pos, options);
  const p = s.pos;
  const end = p.generate(0);
  const root = Array.from(p.moves.subarray(0, end));
  const out: Move[] = [];
  for (const [i, m] of root.entries()) {
    if ((m & 0xff) !== m >>> 8) {
      p.makeMove(m);
      if (s.admissible(p.side ^ 1) && s.defend(n, 0)) out.push(decode(m));
      p.unmakeMove();
    }
    options.onRootMove?.(i + 1, root.length);
  }
  return out;
}

/** For each first move that mates within n: the shortest mate length after it. */
export function mateMovesWithLength(pos: Position, n: number, options: MateOptions = {}): { move: Move; length: number }[] {
  const s = new Solver(pos, options);
  const p = s.pos;
  const end = p.generate(0);
  const root = Array.from(p.moves.subarray(0, end));
  const out: { move: Move; length: number }[] = [];
  for (const m of root) {
    if ((m & 0xff) === m >>> 8) continue;
    p.makeMove(m);
    if (s.admissible(p.side ^ 1)) {
      const len = s.defendLength(n, 0);
      if (len > 0) out.push({ move: decode(m), length: len });
    }
    p.unmakeMove();
  }
  return out;
}

/** Whether the side to move forces mate within n moves (strict mode). */
export function forcesMate(pos: Position, n: number, options: MateOptions = {}): boolean {
  return new Solver(pos, options).attack(n, 0);
}

/** Shortest forced mate for the side to move, up to max; 0 if there is none. */
export function mateIn(pos: Position, max: number, options: MateOptions = {}): number {
  return new Solver(pos, options).mateLength(max, 0);
}

/** Whether the solver's move `m` keeps a forced mate within n moves (counting m). */
export function moveForcesMate(pos: Position, m: Move, n: number, options: MateOptions = {}): boolean {
  const s = new Solver(pos, options);
  const p = s.pos;
  if (m.from === m.to || !p.isLegal(m)) return false;
  p.makeMove(encodeMove(m.from, m.to));
  const r = !s.facing() && s.defend(n, 0);
  p.unmakeMove();
  return r;
}

type Defence = { move: Move; escapes: boolean; mateIn: number };

/**
 * Defender to move in the solver's position: the reply that resists longest (see bestDefence).
 * With `firstEscape`, stops at the first escape that is not a pass (any escape refutes; the
 * longest resistance matters only when every reply is mated).
 */
function resist(s: Solver, n: number, firstEscape: boolean): Defence | undefined {
  const p = s.pos;
  const end = p.generate(0);
  if (end === 0) return undefined;
  const replies = Array.from(p.moves.subarray(0, end));
  // Board moves before the pass: a refutation the user can see.
  replies.sort((a, b) => Number((a & 0xff) === a >>> 8) - Number((b & 0xff) === b >>> 8));
  let best: Defence | undefined;
  for (const m of replies) {
    p.makeMove(m);
    // A defence into bikjang is answered like any other: by the solver's mate that breaks it.
    const len = s.mateLength(Math.max(0, n - 1), end);
    p.unmakeMove();
    if (len === 0) {
      const isPass = (m & 0xff) === m >>> 8;
      if (!best || !best.escapes) best = { move: decode(m), escapes: true, mateIn: 0 };
      if (firstEscape && !isPass) break;
      continue;
    }
    if (!best || (!best.escapes && len > best.mateIn)) best = { move: decode(m), escapes: false, mateIn: len };
  }
  return best;
}

/**
 * Defender to move, facing a mate within at most n solver moves. Returns the reply that resists
 * longest: a reply after which there is no mate within n - 1 (an escape) if one exists, else
 * the reply with the longest forced mate. `escapes` tells which case it is. Undefined when the
 * defender has no legal move (already mated).
 */
export function bestDefence(pos: Position, n: number, options: MateOptions = {}): Defence | undefined {
  return resist(new Solver(pos, options), n, false);
}

/**
 * A solver move judged in one search: whether it keeps a forced mate within n (counting it), and
 * the defender's answer to it (an escape when it does not; the longest resistance when it does).
 * Sharing one solver's table between the two questions is what keeps a wrong try in a long mate
 * fast enough for a phone.
 */
export function judgeSolverMove(
  pos: Position,
  m: Move,
  n: number,
  options: MateOptions = {},
): { forces: boolean; defence: Defence | undefined } {
  const s = new Solver(pos, options);
  const p = s.pos;
  if (m.from === m.to || !p.isLegal(m)) return { forces: false, defence: undefined };
  p.makeMove(encodeMove(m.from, m.to));
  const forces = !s.facing() && s.defend(n, 0);
  const defence = resist(s, n, !forces);
  p.unmakeMove();
  return { forces, defence };
}
