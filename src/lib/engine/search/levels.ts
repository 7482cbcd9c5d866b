/**
 * Levels 1..8 of the computer opponent. Low levels lose the way people do, not by random moves:
 * a small search (they do not see far), blind spots at levels 1 and 2 (a piece left hanging
 * while busy elsewhere, the second half of a fork not seen, a cannon's new screen missed, a quiet
 * threat overlooked: each move geometry missed for a whole search with a level's chance), and a
 * little noise in the judgement of quiet positions at levels 1-3. Every level plays the root's own
 * moves with open eyes, so a free chariot is always taken, and no level overlooks the opponent
 * taking its chariot, so none gives one away for nothing. Levels 1-7 search a fixed number of
 * positions a move, each 150-300 Elo above the one below (docs/levels.md); the top level is the
 * full search within its time.
 */
import type { Position } from '../position';
import { moveToUci as moveUci } from '../notation';
import { Search, isDecisive, type BlindSpots, type SearchInfo, type SearchResult } from './search';

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;

export interface Level {
  /** Deepest iteration. */
  depth: number;
  /** Most thinking time in ms (the caller may give less). */
  movetime: number;
  /**
   * Most positions searched a move (none at the top level): what sets the levels apart,
   * the same on any device (a slow phone may still stop them earlier by their time).
   */
  nodes?: number;
  /** Evaluation noise in centi-points (a soldier is 200). */
  noise: number;
  /** What the level overlooks below the root (levels 1 and 2 only). */
  blind?: BlindSpots;
  /** Among root moves this close to the best (centi-points), one is chosen at random. */
  margin: number;
}

export const LEVELS: Record<number, Level> = {
  1: { depth: 64, nodes: 2000, movetime: 1000, noise: 12, margin: 12, blind: { reply: 0.02, deep: 0.04, cannon: 0.05, quiet: 0.02 } },
  2: { depth: 64, nodes: 3000, movetime: 1000, noise: 8, margin: 8, blind: { reply: 0.01, deep: 0.02, cannon: 0.03, quiet: 0.01 } },
  3: { depth: 64, nodes: 6000, movetime: 1000, noise: 3, margin: 3 },
  4: { depth: 64, nodes: 9000, movetime: 1000, noise: 0, margin: 0 },
  5: { depth: 64, nodes: 22000, movetime: 1200, noise: 0, margin: 0 },
  6: { depth: 64, nodes: 60000, movetime: 1500, noise: 0, margin: 0 },
  7: { depth: 64, nodes: 170000, movetime: 2500, noise: 0, margin: 0 },
  8: { depth: 64, movetime: 3000, noise: 0, margin: 0 },
};

/** A level number from any input: 1..8, anything above 8 is the top level. */
export function clampLevel(n: number): number {
  if (!Number.isFinite(n)) return MAX_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(n)));
}

/**
 * Whether a level keeps one search through a game (its transposition table and move history carry
 * over to its next move): the levels without noise or blind spots. A weaker level's blind spots
 * and noise are drawn afresh each move, and a table filled by an earlier search would show it
 * what it is meant to overlook.
 */
export function keepsSearch(level: number): boolean {
  const L = LEVELS[clampLevel(level)];
  return L.noise === 0 && L.blind === undefined && L.margin === 0;
}

/** Small deterministic generator (mulberry32) so a level's choices can be replayed in tests. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlayLimits {
  /** Time for this move in ms (capped by the level's own). */
  movetime?: number;
  /** Depth cap (capped by the level's own). */
  depth?: number;
  /** No clock at all, only the depth (tests: the same seed then plays the same move on any machine). */
  untimed?: boolean;
  /** The clock the time is read from (default the wall clock; see SearchLimits.clock). */
  clock?: () => number;
  /** Node budget (default none): a strength that does not depend on the machine. */
  nodes?: number;
}

/**
 * The move a level plays. `random` drives its human-like choices (default Math.random).
 * `search` may be passed to keep the transposition table between moves.
 */
export function levelMove(
  pos: Position,
  level: number,
  limits: PlayLimits = {},
  random: () => number = Math.random,
  onInfo?: (info: SearchInfo) => void,
  search?: Search,
): SearchResult {
  const L = LEVELS[clampLevel(level)];
  const s = search ?? new Search(pos);
  // The top level takes all the time it is given; the others think no longer than their own cap.
  const movetime = L === LEVELS[MAX_LEVEL] ? (limits.movetime ?? L.movetime) : Math.min(limits.movetime ?? L.movetime, L.movetime);
  const depth = Math.min(limits.depth ?? L.depth, L.depth);
  const nodes = L.nodes !== undefined || limits.nodes !== undefined ? Math.min(L.nodes ?? Infinity, limits.nodes ?? Infinity) : undefined;
  const seed = (random() * 0x7fffffff) | 0;
  const r = s.run(
    limits.untimed ? { depth, nodes } : { depth, movetime, clock: limits.clock, nodes },
    { noise: L.noise, seed, blind: L.blind, margin: L.margin, selective: true },
    onInfo,
  );
  if (L.margin > 0 && r.rootScores.length > 1 && !isDecisive(r.score)) {
    const near = r.rootScores.filter((x) => x.score > r.score - L.margin && !isDecisive(x.score));
    // Passing is never a whim: keep it only if it is the best.
    const choices = near.filter((x) => (x.move & 0xff) !== x.move >>> 8);
    if (choices.length > 1) {
      const pick = choices[Math.floor(random() * choices.length)];
      const move = { from: pick.move & 0xff, to: pick.move >>> 8 };
      return { ...r, move, uci: r.uci && moveUci(move), score: pick.score, pv: [moveUci(move)] };
    }
  }
  return r;
}
