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
import { ELEPHANT_FROM, HORSE_FROM, PALACE_STEP, SENSITIVE, SOLDIER_FROM } from './geometry';
import { Position, encodeMove } from './position';
import { SQUARE_COUNT, type Move } from './types';

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

/**
 * REACH[k*90 + sq] = 1 when a piece leaving or reaching `sq` can change whether a general on `k` is
 * attacked: its lines (a chariot, a cannon or its screen, a step of a soldier, guard or general along
 * them), the legs of horses and elephants aimed at it, and the points they and soldiers attack it
 * from. A move that neither leaves nor reaches such a point gives no check and cannot make the
 * generals face: the solver skips making it to ask. Built by a call marked pure, so that a page
 * that imports the engine without the mate solver does not get the solver with it.
 */
const REACH = /* @__PURE__ */ reachTable();
function reachTable(): Uint8Array {
  const reach = new Uint8Array(SENSITIVE);
  for (let k = 0; k < SQUARE_COUNT; k++) {
    const row = k * SQUARE_COUNT;
    for (let n = 0; n < HORSE_FROM[k * 17]; n++) reach[row + HORSE_FROM[k * 17 + 2 + n * 2]] = 1;
    for (let n = 0; n < ELEPHANT_FROM[k * 25]; n++) reach[row + ELEPHANT_FROM[k * 25 + 3 + n * 3]] = 1;
    for (let c = 0; c < 2; c++) {
      const t = (c * SQUARE_COUNT + k) * 6;
      for (let n = 0; n < SOLDIER_FROM[t]; n++) reach[row + SOLDIER_FROM[t + 1 + n]] = 1;
    }
    for (let n = 0; n < PALACE_STEP[k * 9]; n++) reach[row + PALACE_STEP[k * 9 + 1 + n]] = 1;
  }
  return reach;
}

/** How attack() classes a solver move: not searched (a pass, generals left facing, a quiet move when only checks count), a check, a quiet move. */
const SKIP = 0;
const CHECK = 1;
const QUIET = 2;

class Solver {
  readonly pos: Position;
  private tt = new Map<number, Entry>();
  /** Per index of the move stack: how attack() classed the move there (SKIP, CHECK or QUIET). */
  private readonly kinds: Uint8Array;
  private readonly strict: boolean;
  readonly checksOnly: boolean;
  nodes = 0;

  constructor(pos: Position, options: MateOptions = {}) {
    // No history, no bikjang rule: the same under every rule set.
    this.pos = pos.withRules('casual');
    this.strict = options.strict ?? true;
    this.checksOnly = options.checksOnly ?? false;
    this.kinds = new Uint8Array(this.pos.moves.length);
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
    const mv = pos.moves;
    const us = pos.side;
    // Moves far from the defender's general (REACH) give no check and leave the generals as they are.
    const reach = pos.kings[us ^ 1] * SQUARE_COUNT;
    let result = false;
    if (n === 1) {
      // A mate in one is a check that leaves no legal reply: one reply found is enough to say no.
      // Only the moves near the defender's general are made, and only the checks among them are
      // tested for the safety of the solver's own general.
      const end = pos.generatePseudo(sp);
      for (let i = sp; i < end && !result; i++) {
        const m = mv[i];
        if (REACH[reach + (m & 0xff)] === 0 && REACH[reach + (m >>> 8)] === 0) continue;
        pos.makeMove(m);
        // Check first: few moves give it, and only those need the safety test.
        if (
          !this.facing() &&
          pos.attacked(pos.kings[us ^ 1], us) &&
          !pos.attacked(pos.kings[us], us ^ 1) &&
          pos.generate(end, true) === end
        )
          result = true;
        pos.unmakeMove();
      }
    } else {
      const end = pos.generate(sp);
      // Checking moves first, then quiet ones (none when every move must check). Each move is
      // classed once (the pass and moves into facing generals are left out), then searched in that order.
      const kind = this.kinds;
      const far = this.facing() || this.checksOnly ? SKIP : QUIET;
      let checks = 0;
      for (let i = sp; i < end; i++) {
        const m = mv[i];
        const from = m & 0xff;
        const to = m >>> 8;
        kind[i] = SKIP;
        if (from === to) continue;
        if (REACH[reach + from] === 0 && REACH[reach + to] === 0) {
          kind[i] = far;
          continue;
        }
        pos.makeMove(m);
        if (!this.facing()) {
          if (pos.attacked(pos.kings[us ^ 1], us)) {
            kind[i] = CHECK;
            checks++;
          } else if (!this.checksOnly) kind[i] = QUIET;
        }
        pos.unmakeMove();
      }
      for (let want = checks ? CHECK : QUIET; want !== SKIP && !result; want = want === CHECK ? QUIET : SKIP) {
        for (let i = sp; i < end && !result; i++) {
          if (kind[i] !== want) continue;
          pos.makeMove(mv[i]);
          if (this.defend(n, end)) result = true;
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
    // Out of check the defender may pass. A quiet solver move most often threatens nothing within
    // the moves left, and the pass then escapes before the defender's moves are even listed.
    let pass = -1;
    if (n > 1 && !pos.isCheck()) {
      const k = pos.kings[pos.side];
      pass = k | (k << 8);
      pos.makeMove(pass);
      const escaped = !this.attack(n - 1, sp);
      pos.unmakeMove();
      if (escaped) return false;
    }
    const end = pos.generate(sp);
    if (end === sp) return pos.isCheck();
    if (n <= 1) return false;
    const mv = pos.moves;
    for (let i = sp; i < end; i++) {
      if (mv[i] === pass) continue;
      pos.makeMove(mv[i]);
      // After a defence into bikjang the solver's moves that keep it are left out by attack().
      const escaped = !this.attack(n - 1, end);
      pos.unmakeMove();
      if (escaped) return false;
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
 * Mate questions about one position that share one solver's table: what is proven for one length
 * (a position mates within n, or does not) stays proven for the next, so asking for mates in 1, 2,
 * 3... and then the mating line costs little more than the longest question alone.
 */
export class MateSearch {
  private readonly s: Solver;

  constructor(pos: Position, options: MateOptions = {}) {
    this.s = new Solver(pos, options);
  }

  /** Every first move that forces checkmate within n of the solver's own moves; `onRootMove` after each first move is settled. */
  mateMoves(n: number, onRootMove?: (done: number, total: number) => void): Move[] {
    const s = this.s;
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
      onRootMove?.(i + 1, root.length);
    }
    return out;
  }

  /**
   * The mating line after `first` (a move that mates within n): the defender's longest resistance
   * (`bestDefence`), then the first mating move, and so on, until the mate or until no reply is left.
   */
  line(first: Move, n: number): Move[] {
    const p = this.s.pos;
    const line = [first];
    let played = 1;
    p.makeMove(encodeMove(first.from, first.to));
    for (let left = n - 1; left >= 0; left--) {
      const d = resist(this.s, left, false);
      if (!d) break;
      line.push(d.move);
      p.makeMove(encodeMove(d.move.from, d.move.to));
      played++;
      if (left === 0) break;
      const next = this.mateMoves(left)[0];
      if (!next) break;
      line.push(next);
      p.makeMove(encodeMove(next.from, next.to));
      played++;
    }
    for (; played > 0; played--) p.unmakeMove();
    return line;
  }
}

/**
 * Every first move of the side to move that forces checkmate within n of its own moves,
 * in strict mode.
 */
export function mateMoves(pos: Position, n: number, options: MateOptions = {}): Move[] {
  return new MateSearch(pos, options).mateMoves(n, options.onRootMove);
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
