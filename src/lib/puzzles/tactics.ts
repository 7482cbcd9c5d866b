/**
 * The judge of winning-material (tactics) puzzles. Loaded lazily (solver-run.ts imports it on the
 * first tactics request), so the engine's search stays out of the puzzle page's first load.
 *
 * The accept rule: a solver move is right when our search (src/lib/engine/search/, material
 * evaluation with the counting values: chariot 13, cannon 7, horse 5, elephant 3, guard 3,
 * soldier 2) still finds the solver at least `target` points of material ahead after it, where
 * target = material lead at the puzzle's start + what the stored line wins − TOLERANCE.
 * The search after the move looks 2 × (solver moves left − 1) plies deep, then quiescence
 * (captures and check evasions); for the last solver move that is quiescence alone, so the last
 * move must win the material now, not threaten to. A move that mates is right; a move after
 * which the solver is mated is wrong. Deterministic (a depth, not a time budget).
 *
 * Rules: casual, except for the puzzles whose themes say tournament rules (`tacticRules` in
 * position.ts: a bikjang or a count in the line). There a bikjang must be broken or the game ends
 * on the count, and a game won on the count is worth WIN_POINTS, below a mate, above any material.
 */
import { moveToUci, parseUci, type Position, type Role, type RuleSetName } from '../engine';
import { MATE, Search, WIN } from '../engine/search/search';
import { lineDifficulty, lineEffort, ratingFromEffort } from './rating';
import { load } from './position';
import { lead, tacticTarget } from './tactic-target';

export { TOLERANCE, lead, lineGain, materialOf, tacticTarget } from './tactic-target';

/** A mate counts as more than any material. */
const MATED = 1000;
/** A game won on the count (tournament rules): the search's WIN in points, above any material. */
export const WIN_POINTS = 200;

export interface MoveValue {
  /** Material lead of the mover after the move and the search's best play (±1000 for a mate). */
  value: number;
  /** The search's line after the move, defender first (empty after the last move's quiescence). */
  pv: string[];
  nodes: number;
}

/**
 * What move `m` (legal, the side to move's) keeps in `pos` with `left` solver moves to play,
 * this one counted: the material lead of the mover after the search described above.
 */
export function moveValue(pos: Position, uci: string, left: number): MoveValue {
  const p = pos.clone();
  const m = parseUci(uci);
  if (!m || !p.play(m)) throw new Error(`illegal ${uci} in ${pos.fen()}`);
  const o = p.outcome();
  if (o) {
    const value = o.winner === pos.turn ? MATED : o.winner === undefined ? lead(p) * -1 : -MATED;
    return { value, pv: [], nodes: 0 };
  }
  const search = new Search(p);
  const depth = 2 * (left - 1);
  let score: number;
  let pv: string[] = [];
  if (depth <= 0) score = search.quiet({ evaluation: 'material' });
  else {
    const r = search.run({ depth }, { evaluation: 'material' });
    score = r.score;
    pv = r.pv;
  }
  // Scores are from the defender's side, in centi-points.
  const value =
    Math.abs(score) >= MATE - 200
      ? score > 0
        ? -MATED
        : MATED
      : Math.abs(score) >= WIN - 200
        ? score > 0
          ? -WIN_POINTS
          : WIN_POINTS
        : Math.round(-score / 100);
  return { value, pv, nodes: search.nodes };
}

export interface TacticJudgement {
  legal: boolean;
  /** The move keeps at least the target: right. */
  keeps: boolean;
  /** Material lead the search sees after the move (±1000 for a mate). */
  value: number;
  /** The move mates. */
  mates: boolean;
  /** The defender's answer from the search (a refutation for a wrong move), when there is one. */
  reply?: string;
  /** The solver's piece the reply takes, if any. */
  replyTakes?: Role;
}

/** Judge the solver's move `uci` in `fen` with `left` solver moves to play, against `target`, under `rules`. */
export function judgeTactic(fen: string, uci: string, left: number, target: number, rules: RuleSetName = 'casual'): TacticJudgement {
  const pos = load(fen, rules);
  const m = parseUci(uci);
  // A pass (the general's point twice, when legal) is judged as any other move: it may be the answer.
  if (!m || !pos.isLegal(m)) return { legal: false, keeps: false, value: 0, mates: false };
  const v = moveValue(pos, uci, Math.max(1, left));
  const after = pos.clone();
  after.play(m);
  const mates = v.value === MATED;
  let reply: string | undefined = v.pv[0];
  if (!reply && !after.outcome()) {
    // The last move (quiescence only): the defender's answer is a one-ply search's best.
    const r = new Search(after).run({ depth: 1 }, { evaluation: 'material' });
    reply = r.uci;
  }
  let replyTakes: Role | undefined;
  if (reply) {
    const rm = parseUci(reply);
    const taken = rm && rm.from !== rm.to ? after.pieceAt(rm.to) : undefined;
    if (taken && taken.color === pos.turn) replyTakes = taken.role;
  }
  return { legal: true, keeps: v.value >= target, value: v.value, mates, reply: reply ?? undefined, replyTakes };
}

/** Every legal move's value (for generation and tests), best first; the pass (when legal) is one of them. */
export function allMoveValues(pos: Position, left: number): { uci: string; value: number }[] {
  const out: { uci: string; value: number }[] = [];
  for (const m of pos.legalMoves()) {
    const uci = moveToUci(m);
    out.push({ uci, value: moveValue(pos, uci, left).value });
  }
  return out.sort((a, b) => b.value - a.value);
}

/** The puzzle's rating from the same effort model as mates (rating.ts), the judge deciding which moves solve. */
export function tacticRating(fen: string, moves: readonly string[], rules: RuleSetName = 'casual'): number {
  const target = tacticTarget(fen, moves);
  const n = (moves.length + 1) / 2;
  const turns = lineDifficulty(fen, moves, n, (pos, m, left) => moveValue(pos, moveToUci(m), left).value >= target, rules);
  return ratingFromEffort(lineEffort(turns));
}

/** The solver's best move by the judge's values, or undefined when none is legal. */
export function tacticBest(fen: string, left: number, rules: RuleSetName = 'casual'): string | undefined {
  return allMoveValues(load(fen, rules), Math.max(1, left))[0]?.uci;
}

/** A line from `fen` (solver to move) for `left` solver moves: the best move, the search's defence, and so on. */
export function tacticLine(fen: string, left: number, rules: RuleSetName = 'casual'): string[] {
  const pos = load(fen, rules);
  const out: string[] = [];
  for (let k = left; k >= 1; k--) {
    const best = tacticBest(pos.fen(), k, rules);
    if (!best) break;
    out.push(best);
    pos.play(parseUci(best)!);
    if (k === 1 || pos.outcome()) break;
    const reply = new Search(pos).run({ depth: Math.max(1, 2 * (k - 1) - 1) }, { evaluation: 'material' }).uci;
    if (!reply) break;
    out.push(reply);
    pos.play(parseUci(reply)!);
  }
  return out;
}
