/**
 * The computer opponent's search: iterative deepening, alpha-beta with principal-variation
 * search, a real pass as the null move, late-move reductions, quiescence on captures (and on check
 * evasions near the horizon), a transposition table on the position's Zobrist hash, and move
 * ordering by TT move, MVV-LVA, killers, counter-moves and history (with a malus for the quiet
 * moves that did not cut). The play's selective search (`selective`) adds aspiration windows,
 * reverse futility, futility and late-move pruning of quiet moves near the horizon, logarithmic
 * reductions, a deeper null move, a shallower search first where the table has no move, and leaves
 * losing captures onto a defended point out of quiescence.
 *
 * Game ends come from the position itself (`Position.ruleEnd`, the same rules as `outcome()`):
 * two passes in a row and bikjang left standing (counted under `janggi` with Han's 1.5 deom, drawn
 * otherwise), the move limit, repetition (counted or drawn; scored at its second occurrence) and
 * perpetual check (the checking side loses). Root moves are checked with the exact `outcome()`,
 * so no rule (the modern back-and-forth rule included) is broken by the move the search plays.
 *
 * Pure TypeScript, no DOM. `stop()` and the time limit are honoured within about 256 nodes, so
 * that even a slow phone overruns its time by little.
 */
import { Position, type Outcome } from '../position';
import { moveToUci } from '../notation';
import { SQUARE_COUNT, type Move } from '../types';
import { CANNON, CHARIOT } from '../codes';
import { VALUE, evaluate, evaluateMaterial } from './eval';

export const MATE = 30000;
/** A game won by counting, perpetual check or a rule: below mate, above any evaluation. */
export const WIN = 20000;
const WIN_BOUND = WIN - 1000;
const INF = 32000;

/** Transposition table entries, as a power of two (the default; a short search may ask for fewer). */
const TT_BITS = 18;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

const MAX_PLY = 128;
/** The evaluation cache's entries at most, as a power of two (384 KB; an eighth of a smaller table's). */
const EVAL_BITS = 15;

/** Late-move reductions by depth and move number (both capped at 63): about ln(d)·ln(n)/2. */
const LMR = new Uint8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let n = 1; n < 64; n++) LMR[d * 64 + n] = Math.floor(0.5 + (Math.log(d) * Math.log(n)) / 2);

export interface SearchLimits {
  /** Deepest iteration (default 64). */
  depth?: number;
  /** Milliseconds for the whole search (default: no limit, then depth must be given). */
  movetime?: number;
  /** Node budget (default no limit). */
  nodes?: number;
  /**
   * The clock the time limit is read from, in ms (default the wall clock). A match on a busy
   * machine may pass the process's processor time, so that other work does not weaken the search.
   */
  clock?: () => number;
}

export interface SearchOptions {
  /** Amplitude of deterministic evaluation noise, in centi-points (0 = none). */
  noise?: number;
  /** Seed for the noise and the level's choices. */
  seed?: number;
  /** Quiescence: 'full' (captures, evasions), 'none' (the horizon is the evaluation). */
  quiescence?: 'full' | 'none';
  /**
   * Root moves within this many centi-points of the best get exact scores (not just "worse"), so
   * that a level can choose among them. 0 (default): plain principal-variation search.
   */
  margin?: number;
  /**
   * Human-like blind spots for the weaker levels: below the root, each move geometry (from, to,
   * and whose move it is) is overlooked for the whole search with these chances, drawn from the
   * seed. The root's own moves are always seen, and so is the opponent capturing a chariot (no
   * level gives one away for nothing). Default: sees everything.
   */
  blind?: BlindSpots;
  /**
   * The play's selective search (the computer opponent): aspiration windows, reverse futility,
   * futility and late-move pruning, deeper reductions and null moves, losing captures left out of
   * quiescence; far deeper in the same time, but a fixed depth no longer sees every line of that
   * depth. Default false: full width to the depth asked (the analysis, the review, the checks of
   * lessons, exercises and puzzles).
   */
  selective?: boolean;
  /** 'full' (default): the evaluation above; 'material': the counting values only (tactics puzzles). */
  evaluation?: 'full' | 'material';
  /**
   * How many best lines to score exactly, each with its principal variation (the analysis board's
   * lines). Default 1: a plain search.
   */
  multiPv?: number;
}

/** Chances (0..1) of overlooking a kind of move below the root; see SearchOptions.blind. */
export interface BlindSpots {
  /** The opponent's capture: a piece left hanging. */
  reply: number;
  /** Our own capture a move later: the second half of a fork or a double attack. */
  deep: number;
  /** Any capture by a cannon (its new screen not noticed); the larger of this and the above applies. */
  cannon: number;
  /** A quiet move below the root (a threat not seen, ours or theirs). */
  quiet: number;
}

export interface SearchLine {
  /** The first move, UCI. */
  move: string;
  /** Centi-points for the side to move. */
  score: number;
  /** The line, this move first, UCI. */
  pv: string[];
}

export interface SearchInfo {
  depth: number;
  score: number;
  nodes: number;
  ms: number;
  pv: string[];
  /** With `multiPv` above 1: this iteration's best lines, best first (the analysis board shows them as they come). */
  lines: SearchLine[];
}

export interface SearchResult {
  /** Best move, or undefined when the game is over (no legal move or already ended). */
  move?: Move;
  /** UCI text of the move (`e2e2` style for a pass). */
  uci?: string;
  score: number;
  depth: number;
  nodes: number;
  ms: number;
  pv: string[];
  /** Scores of root moves from the last completed iteration (best first), for the levels. */
  rootScores: { move: number; score: number }[];
  /** With `multiPv` above 1: the best lines of the last completed iteration, best first. */
  lines: SearchLine[];
}

/** True when a score means a forced result (mate or a won/lost game end). */
export const isDecisive = (s: number) => Math.abs(s) >= WIN_BOUND;

const wallClock = () => performance.now();

export class Search {
  readonly pos: Position;
  nodes = 0;
  private stopped = false;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private stopRequested = false;
  private clock: () => number = wallClock;
  private noise = 0;
  private seed = 0;
  private quiescence = true;
  private materialOnly = false;
  /** The play's selective search (see SearchOptions.selective). */
  private sel = false;
  private blind: BlindSpots | undefined;

  // Transposition table.
  private readonly ttMask: number;
  private ttLo: Int32Array;
  private ttHi: Int32Array;
  private ttMove: Int32Array;
  private ttScore: Int16Array;
  private ttDepth: Int8Array;
  private ttFlag: Uint8Array;

  // Ordering.
  private killers = new Int32Array(MAX_PLY * 2);
  private history = new Int32Array(2 * SQUARE_COUNT * SQUARE_COUNT);
  /** The quiet reply that last refuted each move (by the move's from and to). */
  private counter = new Int32Array(SQUARE_COUNT * SQUARE_COUNT);
  /** The move played at each ply of the current line (0 at the root's parent). */
  private line = new Int32Array(MAX_PLY + 1);
  /** Quiet moves searched at each ply before the one that cut off (history's losers). */
  private tried = new Int32Array(MAX_PLY * 64);
  private scores = new Int32Array(1 << 16);
  /** Static evaluations by position hash (emptied when the kind of evaluation changes). */
  private readonly evalMask: number;
  private evalLo: Int32Array;
  private evalHi: Int32Array;
  private evalScore: Int32Array;

  private pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private pvLen = new Int32Array(MAX_PLY);

  /** `ttBits`: the transposition table has 2^ttBits entries (16 bytes each; default 18, 4 MB). */
  constructor(pos: Position, ttBits = TT_BITS) {
    const size = 1 << Math.max(8, Math.min(22, Math.round(ttBits)));
    this.ttMask = size - 1;
    this.ttLo = new Int32Array(size);
    this.ttHi = new Int32Array(size);
    this.ttMove = new Int32Array(size);
    this.ttScore = new Int16Array(size);
    this.ttDepth = new Int8Array(size);
    this.ttFlag = new Uint8Array(size);
    const evalSize = Math.min(1 << EVAL_BITS, size >> 3);
    this.evalMask = evalSize - 1;
    this.evalLo = new Int32Array(evalSize);
    this.evalHi = new Int32Array(evalSize);
    this.evalScore = new Int32Array(evalSize);
    this.pos = pos.clone();
    this.setRoot();
  }

  /** The game so far: the repetition rule reads whether each side was in check at every ply. */
  private setRoot() {
    this.pos.knowChecks();
  }

  /** Ask a running search to stop (from a callback); it returns its best move so far. */
  stop() {
    this.stopRequested = true;
  }

  /** Plays a move on the search's own position (the history follows), e.g. after the opponent's reply. */
  play(move: Move): boolean {
    if (!this.pos.play(move)) return false;
    this.setRoot();
    return true;
  }

  /** A game end by a rule as a score for the side to move, `ply` plies from the root. */
  private score(o: Outcome, ply: number): number {
    return o.winner === undefined ? 0 : o.winner === this.pos.turn ? WIN - ply : -(WIN - ply);
  }

  /**
   * A game end by the rules at the current node (not mate), as a score for the side to move, or
   * undefined: the position's own rules, with a repetition scored at its second occurrence.
   */
  private ruleEnd(ply: number, sp: number): number | undefined {
    const o = this.pos.ruleEnd(2, false, sp);
    return o && this.score(o, ply);
  }

  /** Chooses the evaluation (full or material only); the cache of the other is emptied. */
  private setEvaluation(materialOnly: boolean) {
    if (materialOnly === this.materialOnly) return;
    this.materialOnly = materialOnly;
    this.evalLo.fill(0);
    this.evalHi.fill(0);
  }

  private evalNode(): number {
    const pos = this.pos;
    // The evaluation depends on the position alone: kept by hash, since the search meets the same
    // positions again through transpositions and re-searches (a quarter of its time is evaluation).
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const i = (lo ^ (hi >>> 11)) & this.evalMask;
    let e: number;
    if (this.evalLo[i] === lo && this.evalHi[i] === hi) e = this.evalScore[i];
    else {
      e = this.materialOnly ? evaluateMaterial(pos) : evaluate(pos);
      this.evalLo[i] = lo;
      this.evalHi[i] = hi;
      this.evalScore[i] = e;
    }
    if (this.noise) {
      // Deterministic per position and seed, so the tree stays consistent.
      let h = (this.pos.hashLo ^ Math.imul(this.seed, 0x9e3779b1)) | 0;
      h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
      h ^= h >>> 13;
      e += ((h & 0xffff) / 0xffff - 0.5) * 2 * this.noise;
    }
    return e | 0;
  }

  /**
   * Whether the move `m`, made at `ply` (even: the root side's, odd: the opponent's), is
   * overlooked in this search. Decided by the move and the seed only, so the same jump is missed
   * everywhere in the tree (as a person misses it) and the tree stays consistent.
   */
  private overlooks(m: number, ply: number): boolean {
    const bl = this.blind;
    if (!bl || ply === 0) return false;
    const from = m & 0xff;
    const to = m >>> 8;
    if (from === to) return false;
    const b = this.pos.board;
    const own = (ply & 1) === 0;
    let p: number;
    if (b[to] !== 0) {
      if (!own && (b[to] & 7) === CHARIOT) return false;
      p = own ? bl.deep : bl.reply;
      if ((b[from] & 7) === CANNON) p = Math.max(p, bl.cannon);
    } else p = bl.quiet;
    if (p <= 0) return false;
    let h = Math.imul(m ^ (own ? 0x5bd1e995 : 0x1b873593), 0x9e3779b1) ^ Math.imul(this.seed + 0x632be5ab, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
    h ^= h >>> 15;
    return (h >>> 0) / 4294967296 < p;
  }

  private checkTime() {
    if (this.stopRequested || this.nodes >= this.nodeLimit || this.clock() >= this.deadline) this.stopped = true;
  }

  // ---------------------------------------------------------------- ordering

  private scoreMoves(sp: number, end: number, ttMove: number, ply: number) {
    const pos = this.pos;
    const b = pos.board;
    const mv = pos.moves;
    const sc = this.scores;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    const prev = ply > 0 ? this.line[ply - 1] : 0;
    const cm = prev ? this.counter[(prev & 0xff) * SQUARE_COUNT + (prev >>> 8)] : 0;
    const hbase = pos.side * SQUARE_COUNT * SQUARE_COUNT;
    for (let i = sp; i < end; i++) {
      const m = mv[i];
      const from = m & 0xff;
      const to = m >>> 8;
      if (m === ttMove) sc[i] = 1 << 30;
      else if (from === to)
        sc[i] = -(1 << 30); // pass: last
      else if (b[to] !== 0) sc[i] = (1 << 28) + VALUE[b[to] & 7] * 16 - (b[from] & 7);
      else if (m === k1) sc[i] = (1 << 27) + 1;
      else if (m === k2) sc[i] = 1 << 27;
      else if (m === cm) sc[i] = (1 << 27) - 1;
      else sc[i] = this.history[hbase + from * SQUARE_COUNT + to];
    }
  }

  /** Moves the best-scored move of [i, end) to i. */
  private pick(i: number, end: number) {
    const mv = this.pos.moves;
    const sc = this.scores;
    let best = i;
    for (let j = i + 1; j < end; j++) if (sc[j] > sc[best]) best = j;
    if (best !== i) {
      const m = mv[i];
      mv[i] = mv[best];
      mv[best] = m;
      const s = sc[i];
      sc[i] = sc[best];
      sc[best] = s;
    }
  }

  // ---------------------------------------------------------------- TT

  private ttIndex(): number {
    return (this.pos.hashLo ^ (this.pos.hashHi >>> 7)) & this.ttMask;
  }

  private toTT(score: number, ply: number) {
    if (score >= WIN_BOUND) return score + ply;
    if (score <= -WIN_BOUND) return score - ply;
    return score;
  }

  private fromTT(score: number, ply: number) {
    if (score >= WIN_BOUND) return score - ply;
    if (score <= -WIN_BOUND) return score + ply;
    return score;
  }

  private store(depth: number, flag: number, score: number, move: number, ply: number) {
    const i = this.ttIndex();
    // Replace when deeper or a different position (always-replace for other keys keeps it fresh).
    if (this.ttLo[i] === this.pos.hashLo && this.ttHi[i] === this.pos.hashHi && this.ttDepth[i] > depth && flag !== EXACT) return;
    this.ttLo[i] = this.pos.hashLo;
    this.ttHi[i] = this.pos.hashHi;
    this.ttMove[i] = move;
    this.ttScore[i] = this.toTT(score, ply);
    this.ttDepth[i] = depth;
    this.ttFlag[i] = flag;
  }

  // ---------------------------------------------------------------- search

  private qsearch(alpha: number, beta: number, ply: number, sp: number, qply: number): number {
    const pos = this.pos;
    this.nodes++;
    if ((this.nodes & 255) === 0) this.checkTime();
    if (this.stopped) return 0;
    const end0 = this.ruleEnd(ply, sp);
    if (end0 !== undefined) return end0;
    const inCheck = pos.isCheck();
    // In check, or under a standing bikjang, the side to move must answer (a bikjang may be broken
    // by any quiet move, or passed into a count): every legal move, no standing pat.
    const answer = inCheck || pos.isBikjang();
    let best = -INF;
    if (!answer) {
      // Standing pat: a pass is legal here.
      const stand = this.evalNode();
      if (!this.quiescence || ply >= MAX_PLY - 2) return stand;
      if (stand >= beta) return stand;
      if (stand > alpha) alpha = stand;
      best = stand;
    } else if (ply >= MAX_PLY - 2 || qply > 6 || !this.quiescence) {
      return this.evalNode();
    }
    // Captures only (pseudo-legal, checked after the move), or every legal move when answering.
    let n: number;
    if (answer) {
      n = pos.generate(sp);
      if (n === sp) return -MATE + ply;
    } else n = pos.generateCaptures(sp);
    const mv = pos.moves;
    const b = pos.board;
    const us = pos.side;
    this.scoreMoves(sp, n, 0, ply);
    for (let i = sp; i < n; i++) {
      this.pick(i, n);
      const m = mv[i];
      let bad = false;
      if (!answer) {
        if (this.blind && this.overlooks(m, ply)) continue;
        // Delta pruning: even winning this piece cannot reach alpha.
        if (best + VALUE[b[m >>> 8] & 7] + 250 < alpha) continue;
        // A capture by a piece worth more than its prey onto a defended point loses material: not searched.
        const victim = VALUE[b[m >>> 8] & 7];
        bad = this.sel && victim + 50 < VALUE[b[m & 0xff] & 7];
      }
      pos.makeMove(m);
      // A capture is tested after it is made, once: its own general left attacked, or (a bad one) its prey defended.
      if (!answer && (pos.attacked(pos.kings[us], us ^ 1) || (bad && pos.attacked(m >>> 8, us ^ 1)))) {
        pos.unmakeMove();
        continue;
      }
      const s = -this.qsearch(-beta, -alpha, ply + 1, n, qply + 1);
      pos.unmakeMove();
      if (this.stopped) return 0;
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          if (s >= beta) break;
        }
      }
    }
    if (best === -INF) return inCheck ? -MATE + ply : alpha;
    return best;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, sp: number, allowPass: boolean): number {
    const pos = this.pos;
    const pv = beta - alpha > 1;
    this.pvLen[ply] = ply;
    if (ply > 0) {
      const e = this.ruleEnd(ply, sp);
      if (e !== undefined) return e;
      // Mate distance pruning.
      const ma = Math.max(alpha, -MATE + ply);
      const mb = Math.min(beta, MATE - ply - 1);
      if (ma >= mb) return ma;
    }
    const inCheck = pos.isCheck();
    if (inCheck && ply < MAX_PLY / 2) depth++;
    if (depth <= 0 || ply >= MAX_PLY - 4) return this.qsearch(alpha, beta, ply, sp, 0);
    this.nodes++;
    if ((this.nodes & 255) === 0) this.checkTime();
    if (this.stopped) return 0;

    // Transposition table.
    const ti = this.ttIndex();
    let ttMove = 0;
    if (this.ttLo[ti] === pos.hashLo && this.ttHi[ti] === pos.hashHi) {
      ttMove = this.ttMove[ti];
      if (!pv && ply > 0 && this.ttDepth[ti] >= depth) {
        const s = this.fromTT(this.ttScore[ti], ply);
        const f = this.ttFlag[ti];
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }

    // The static evaluation, for the pruning below (not in check, not under a standing bikjang).
    const quietNode = !inCheck && ply > 0 && !pos.isBikjang();
    const sel = this.sel;
    const staticEval = quietNode ? this.evalNode() : -INF;
    // Reverse futility: far enough above beta near the horizon, the opponent will not catch up.
    if (sel && !pv && quietNode && depth <= 6 && Math.abs(beta) < WIN_BOUND && staticEval - 90 * depth >= beta) return staticEval;

    // The pass is a legal move: if passing already holds beta at reduced depth, so does the node.
    if (!pv && quietNode && allowPass && depth >= 3 && Math.abs(beta) < WIN_BOUND && staticEval >= beta) {
      const k = pos.kings[pos.side];
      pos.makeMove(k | (k << 8));
      const r = sel ? 3 + (depth >> 2) : depth >= 6 ? 3 : 2;
      const s = -this.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, sp, false);
      pos.unmakeMove();
      if (this.stopped) return 0;
      if (s >= beta) return s >= WIN_BOUND ? beta : s;
    }
    // No table move deep in the tree: a shallower search first finds one cheaply next time.
    if (sel && !ttMove && depth >= 5) depth--;

    const end = pos.generate(sp);
    if (end === sp) return -MATE + ply; // in check with no move: mated
    this.scoreMoves(sp, end, ttMove, ply);
    const mv = pos.moves;
    const b = pos.board;
    let best = -INF;
    let bestMove = 0;
    const alpha0 = alpha;
    let searched = 0;
    let quiets = 0;
    let triedN = 0;
    // Near the horizon, quiet moves that cannot lift the score to alpha are not searched.
    const prune = sel && !pv && quietNode && Math.abs(alpha) < WIN_BOUND;
    const futile = prune && depth <= 3 && staticEval + 120 + 130 * depth <= alpha;
    const lateLimit = prune && depth <= 5 ? 4 + depth * depth : 999;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    for (let i = sp; i < end; i++) {
      this.pick(i, end);
      const m = mv[i];
      const from = m & 0xff;
      const to = m >>> 8;
      const capture = from !== to && b[to] !== 0;
      const isPass = from === to;
      // A weaker level's blind spot (never when in check: the check itself is always seen).
      if (this.blind && !inCheck && this.overlooks(m, ply)) continue;
      const quiet = !capture && !isPass;
      // A pass right after the opponent's pass ends the game; only worth it when counted.
      pos.makeMove(m);
      const givesCheck = pos.isCheck();
      if (quiet && !givesCheck && searched > 0 && (futile || quiets >= lateLimit)) {
        pos.unmakeMove();
        quiets++;
        continue;
      }
      if (quiet) {
        if (triedN < 64) this.tried[ply * 64 + triedN++] = m;
        quiets++;
      }
      this.line[ply] = m;
      let s: number;
      if (searched === 0) {
        s = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end, !isPass);
      } else {
        let r = 0;
        if (!sel) {
          // Full width: one or two plies less for late quiet moves only.
          if (depth >= 3 && searched >= 3 && quiet && !inCheck && !givesCheck && m !== k1) r = searched >= 10 ? 2 : 1;
        } else if (depth >= 3 && searched >= 2 && quiet && !inCheck && !givesCheck) {
          r = LMR[Math.min(depth, 63) * 64 + Math.min(searched, 63)];
          if (pv) r--;
          if (m === k1 || m === k2) r--;
          if (r > depth - 2) r = depth - 2;
          if (r < 0) r = 0;
        }
        s = -this.negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1, end, !isPass);
        if (s > alpha && r > 0) s = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, end, !isPass);
        if (s > alpha && s < beta) s = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end, !isPass);
      }
      pos.unmakeMove();
      if (this.stopped) return 0;
      searched++;
      if (s > best) {
        best = s;
        bestMove = m;
        if (s > alpha) {
          alpha = s;
          // Principal variation.
          const base = ply * MAX_PLY;
          this.pvTable[base + ply] = m;
          const childLen = this.pvLen[ply + 1];
          for (let j = ply + 1; j < childLen; j++) this.pvTable[base + j] = this.pvTable[(ply + 1) * MAX_PLY + j];
          this.pvLen[ply] = Math.max(childLen, ply + 1);
          if (s >= beta) {
            if (!capture && !isPass) {
              if (this.killers[ply * 2] !== m) {
                this.killers[ply * 2 + 1] = this.killers[ply * 2];
                this.killers[ply * 2] = m;
              }
              const hbase = pos.side * SQUARE_COUNT * SQUARE_COUNT;
              const bonus = depth * depth;
              const h = hbase + from * SQUARE_COUNT + to;
              this.history[h] += bonus;
              // The quiet moves tried before it did not cut: they rank lower next time.
              const n = triedN - 1;
              for (let j = 0; j < n; j++) {
                const q = this.tried[ply * 64 + j];
                this.history[hbase + (q & 0xff) * SQUARE_COUNT + (q >>> 8)] -= bonus;
              }
              if (ply > 0) {
                const prev = this.line[ply - 1];
                this.counter[(prev & 0xff) * SQUARE_COUNT + (prev >>> 8)] = m;
              }
              if (this.history[h] > 1 << 24) for (let j = 0; j < this.history.length; j++) this.history[j] >>= 1;
            }
            break;
          }
        }
      }
    }
    // Every move overlooked (a level's blind spots) or pruned: the position as it stands.
    if (best === -INF) return this.evalNode();
    const flag = best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER;
    this.store(depth, flag, best, bestMove, ply);
    return best;
  }

  /**
   * Root search with iterative deepening. `onInfo` is called after each completed iteration.
   * Returns the best move of the deepest completed iteration (or of the first root move searched
   * when even depth 1 was cut short).
   */
  run(limits: SearchLimits, options: SearchOptions = {}, onInfo?: (info: SearchInfo) => void): SearchResult {
    this.clock = limits.clock ?? wallClock;
    const t0 = this.clock();
    const pos = this.pos;
    this.nodes = 0;
    this.stopped = false;
    this.stopRequested = false;
    this.noise = options.noise ?? 0;
    this.seed = options.seed ?? 0;
    this.quiescence = (options.quiescence ?? 'full') === 'full';
    this.setEvaluation(options.evaluation === 'material');
    this.sel = options.selective ?? false;
    this.blind =
      options.blind && (options.blind.reply > 0 || options.blind.deep > 0 || options.blind.cannon > 0 || options.blind.quiet > 0)
        ? options.blind
        : undefined;
    this.deadline = limits.movetime !== undefined ? t0 + limits.movetime : Infinity;
    this.nodeLimit = limits.nodes ?? Infinity;
    const maxDepth = Math.min(limits.depth ?? 64, 64);
    const margin = Math.max(0, options.margin ?? 0);
    this.killers.fill(0);
    for (let j = 0; j < this.history.length; j++) this.history[j] >>= 2;

    const result: SearchResult = { score: 0, depth: 0, nodes: 0, ms: 0, pv: [], rootScores: [], lines: [] };
    const multiPv = Math.max(1, Math.floor(options.multiPv ?? 1));
    if (pos.outcome()) return this.finish(result, t0);
    // Root moves, each checked against the exact rules: a move that loses at once by a rule
    // (back-and-forth, perpetual check) is kept only as a last resort.
    const end = pos.generate(0);
    const root: number[] = Array.from(pos.moves.subarray(0, end));
    const ruleScore = new Map<number, number>();
    for (const m of root) {
      pos.makeMove(m);
      const o = pos.outcome();
      pos.unmakeMove();
      if (o && o.reason !== 'checkmate') {
        const me = pos.turn;
        ruleScore.set(m, o.winner === undefined ? 0 : o.winner === me ? WIN - 1 : -(WIN - 1));
      } else if (o) ruleScore.set(m, MATE - 1);
    }
    if (!root.length) return this.finish(result, t0);
    let bestMove = root[0];
    let bestScore = -INF;
    const scores = new Map<number, number>();
    for (let depth = 1; depth <= maxDepth; depth++) {
      // Order: previous best first, then by last iteration's score.
      root.sort((a, b) => (a === bestMove ? -1 : b === bestMove ? 1 : (scores.get(b) ?? -INF) - (scores.get(a) ?? -INF)));
      // Aspiration: from depth 4, a window around the last score (widened when the score falls outside).
      let delta = 40;
      const aspire = this.sel && depth >= 4 && margin === 0 && multiPv === 1 && bestScore > -INF && !isDecisive(bestScore);
      let aspLo = aspire ? bestScore - delta : -INF;
      let aspHi = aspire ? bestScore + delta : INF;
      let failedHigh = 0;
      let complete = true;
      let iterBest = 0;
      let iterScore = -INF;
      let iterScores = new Map<number, number>();
      let exact: { move: number; score: number; pv: number[] }[] = [];
      for (;;) {
        const alpha0 = aspLo;
        let alpha = aspLo;
        const beta = aspHi;
        iterBest = 0;
        iterScore = -INF;
        iterScores = new Map<number, number>();
        // With multiPv: the moves scored exactly in this iteration, best first, with their lines.
        exact = [];
        const keepLine = (m: number, score: number, fromChild: boolean) => {
          const pv = [m];
          if (fromChild) for (let j = 1; j < this.pvLen[1]; j++) pv.push(this.pvTable[MAX_PLY + j]);
          let k = exact.length;
          while (k > 0 && exact[k - 1].score < score) k--;
          exact.splice(k, 0, { move: m, score, pv });
        };
        complete = true;
        for (let i = 0; i < root.length; i++) {
          const m = root[i];
          let s: number;
          const fixed = ruleScore.get(m);
          if (fixed !== undefined) {
            s = fixed;
            if (multiPv > 1) keepLine(m, s, false);
          } else {
            pos.makeMove(m);
            this.line[0] = m;
            const np = (m & 0xff) !== m >>> 8;
            if (i === 0) {
              s = -this.negamax(depth - 1, -beta, -alpha, 1, end, np);
              if (multiPv > 1 && !this.stopped) keepLine(m, s, true);
            } else {
              // With a margin, moves close to the best are scored exactly (for the levels' choice);
              // with multiPv, every move that may be among the best lines.
              let lo = alpha <= -INF + margin ? alpha : alpha - margin;
              if (multiPv > 1) lo = Math.min(lo, exact.length < multiPv ? -INF : exact[multiPv - 1].score);
              if (lo <= -INF) s = -this.negamax(depth - 1, -beta, INF, 1, end, np);
              else {
                s = -this.negamax(depth - 1, -lo - 1, -lo, 1, end, np);
                if (s > lo && !this.stopped) s = -this.negamax(depth - 1, -beta, -lo, 1, end, np);
              }
              if (multiPv > 1 && s > lo && !this.stopped) keepLine(m, s, true);
            }
            pos.unmakeMove();
          }
          if (this.stopped) {
            complete = false;
            break;
          }
          iterScores.set(m, s);
          if (s >= beta && beta < INF) {
            // Above the aspiration window: searched again with a wider one.
            iterBest = m;
            iterScore = s;
            failedHigh = m;
            root.splice(i, 1);
            root.unshift(m);
            break;
          }
          if (s > iterScore) {
            iterScore = s;
            iterBest = m;
            if (s > alpha) {
              alpha = s;
              this.pvTable[0] = m;
              const childLen = this.pvLen[1];
              for (let j = 1; j < childLen; j++) this.pvTable[j] = this.pvTable[MAX_PLY + j];
              this.pvLen[0] = Math.max(childLen, 1);
            }
          }
        }
        if (!complete) {
          // A new best found in the unfinished iteration is still better informed.
          if (failedHigh) {
            // The move that rose above the window is the best known, unless its re-search found better.
            bestMove = iterBest || failedHigh;
          } else if (iterBest && iterScore > bestScore && iterBest !== bestMove && result.depth > 0) {
            bestMove = iterBest;
            bestScore = iterScore;
          } else if (result.depth === 0 && iterBest) {
            bestMove = iterBest;
            bestScore = iterScore;
          }
          break;
        }
        if (failedHigh === iterBest && iterScore >= beta && beta < INF) {
          aspHi = delta > 600 ? INF : Math.min(INF, beta + delta);
          delta *= 2;
          continue;
        }
        if (iterScore <= alpha0 && alpha0 > -INF) {
          aspLo = delta > 600 ? -INF : Math.max(-INF, alpha0 - delta);
          delta *= 2;
          continue;
        }
        break;
      }
      if (!complete) break;
      bestMove = iterBest;
      bestScore = iterScore;
      for (const [m, s] of iterScores) scores.set(m, s);
      result.depth = depth;
      result.pv = [];
      for (let j = 0; j < this.pvLen[0]; j++) {
        const m = this.pvTable[j];
        result.pv.push(moveToUci({ from: m & 0xff, to: m >>> 8 }));
      }
      if (result.pv[0] !== moveToUci({ from: bestMove & 0xff, to: bestMove >>> 8 }))
        result.pv = [moveToUci({ from: bestMove & 0xff, to: bestMove >>> 8 })];
      result.rootScores = [...iterScores].map(([move, score]) => ({ move, score })).sort((a, b) => b.score - a.score);
      const toUci = (m: number) => moveToUci({ from: m & 0xff, to: m >>> 8 });
      if (multiPv > 1) result.lines = exact.slice(0, multiPv).map((l) => ({ move: toUci(l.move), score: l.score, pv: l.pv.map(toUci) }));
      onInfo?.({ depth, score: bestScore, nodes: this.nodes, ms: this.clock() - t0, pv: result.pv, lines: result.lines });
      // A forced result found: deeper iterations will not change it.
      if (Math.abs(bestScore) >= MATE - depth - 1) break;
      // Not worth starting an iteration that cannot finish.
      if (this.deadline !== Infinity && this.clock() - t0 > (this.deadline - t0) * 0.55) break;
      if (root.length === 1 && depth >= 2) break;
    }
    result.move = { from: bestMove & 0xff, to: bestMove >>> 8 };
    result.uci = moveToUci(result.move);
    result.score = bestScore === -INF ? 0 : bestScore;
    return this.finish(result, t0);
  }

  /**
   * The root's quiescence score from the side to move: captures (and check evasions) only, as
   * the horizon of a search sees it. `options.evaluation` chooses the evaluation.
   */
  quiet(options: SearchOptions = {}): number {
    this.nodes = 0;
    this.stopped = false;
    this.stopRequested = false;
    this.deadline = Infinity;
    this.nodeLimit = Infinity;
    this.noise = 0;
    this.quiescence = true;
    this.setEvaluation(options.evaluation === 'material');
    this.sel = options.selective ?? false;
    this.blind = undefined;
    return this.qsearch(-INF, INF, 0, 0, 0);
  }

  private finish(r: SearchResult, t0: number): SearchResult {
    r.nodes = this.nodes;
    r.ms = this.clock() - t0;
    return r;
  }
}

/** One search from a position (a fresh table each time). */
export function searchPosition(pos: Position, limits: SearchLimits, options?: SearchOptions): SearchResult {
  return new Search(pos).run(limits, options);
}
