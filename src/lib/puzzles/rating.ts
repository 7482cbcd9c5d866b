/**
 * A puzzle's starting rating (Glicko-2 scale) from how hard its solution is to find, not from its
 * length alone (README, "How puzzles are rated").
 *
 * Model: a solver who looks for mate tries forcing moves first, as people do: checks (checks that
 * capture first, bigger captures first), then captures (bigger first), then quiet moves. At each
 * solver turn of the main line the *search rank* is the expected number of moves tried before one
 * that keeps the mate: every move of the groups before the first group holding a solution, plus
 * the expected place of the first solution when that group is tried in random order
 * ((size + 1) / (solutions + 1)). The failing checks and captures tried first are the tempting
 * tries. Before every solver move but the last, the defender's replies are what the solver must
 * see through (how many there are, besides passing).
 *
 *   effort = Σ log2(rank) + 0.5 · Σ log2(1 + replies) + 0.75 · (mateIn − 1)
 *   rating = 600 + 470 · √effort, clamped to 600..2600
 *
 * Winning-material puzzles use the same model (tactics.ts's tacticRating): a move "solves" when
 * the tactics judge accepts it, and mateIn is the line's solver moves.
 *
 * A mate in 1 by the only check on the board rates 600; a mate in 2 whose first move is the only
 * check and leaves one reply rates about 1140; a quiet first move among forty, answered by many
 * defences, then more of the same rates near the top. The square root spreads the easy end (where
 * one more tempting check matters a lot) and squeezes the long lines.
 */
import { moveForcesMate, parseUci, ROLE_POINTS, type Move, type Position, type RuleSetName } from '../engine';
import { load } from './solve';

export interface TurnDifficulty {
  /** Expected number of moves a forcing-first search tries until one keeps the mate. */
  rank: number;
  /** Checks and captures tried before the first solution that fail (tempting tries). */
  tempting: number;
  /** The defender's non-pass replies after the solver's main-line move (0 after the mate). */
  replies: number;
}

/** The forcing-first order's group of a move: 0 check, 1 capture, 2 quiet. Higher key first within a group. */
function classify(pos: Position, m: Move): { group: number; key: number } {
  const victim = pos.pieceAt(m.to);
  const value = victim && victim.color !== pos.turn ? ROLE_POINTS[victim.role] : 0;
  pos.play(m);
  const check = pos.isCheck();
  pos.undo();
  return { group: check ? 0 : value > 0 ? 1 : 2, key: value };
}

/** Whether move `m` keeps the solution with `left` solver moves to play (this one counted). */
export type Keeps = (pos: Position, m: Move, left: number) => boolean;

/**
 * Per solver turn of the main line: search rank, tempting tries, defender replies. `keeps` says
 * which moves solve: by default the mate's (moveForcesMate); a tactics puzzle passes its judge.
 */
export function lineDifficulty(
  fen: string,
  moves: readonly string[],
  mateIn: number,
  keeps: Keeps = (pos, m, left) => moveForcesMate(pos, m, left),
  rules: RuleSetName = 'casual',
): TurnDifficulty[] {
  const pos = load(fen, rules);
  const out: TurnDifficulty[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    const left = mateIn - i / 2;
    const legal = pos.legalMoves().filter((m) => m.from !== m.to);
    const groups: { move: Move; key: number }[][] = [[], [], []];
    for (const m of legal) {
      const c = classify(pos, m);
      groups[c.group].push({ move: m, key: c.key });
    }
    let before = 0;
    let tempting = 0;
    let rank = legal.length;
    for (let g = 0; g < 3; g++) {
      const list = groups[g];
      if (!list.length) continue;
      // Within checks and captures: by the value taken, bigger first; ties tried in random order.
      const byKey = new Map<number, Move[]>();
      for (const x of list) byKey.set(x.key, [...(byKey.get(x.key) ?? []), x.move]);
      const keys = [...byKey.keys()].sort((a, b) => b - a);
      let found = false;
      for (const k of g === 2 ? [0] : keys) {
        const tier = g === 2 ? list.map((x) => x.move) : byKey.get(k)!;
        const good = tier.filter((m) => keeps(pos, m, left)).length;
        if (good > 0) {
          rank = before + (tier.length + 1) / (good + 1);
          tempting += g < 2 ? Math.round((tier.length - good) / (good + 1)) : 0;
          found = true;
          break;
        }
        before += tier.length;
        if (g < 2) tempting += tier.length;
      }
      if (found) break;
    }
    const m = parseUci(moves[i])!;
    if (!pos.play(m)) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
    const replies = moves[i + 1] ? pos.legalMoves().filter((r) => r.from !== r.to).length : 0;
    out.push({ rank, tempting, replies });
    if (moves[i + 1] && !pos.play(parseUci(moves[i + 1])!)) throw new Error(`illegal ${moves[i + 1]} in the line of ${fen}`);
  }
  return out;
}

/** The effort (see the module comment) of a line's turns. */
export function lineEffort(turns: readonly TurnDifficulty[]): number {
  let e = 0.75 * (turns.length - 1);
  for (const t of turns) e += Math.log2(Math.max(1, t.rank)) + 0.5 * Math.log2(1 + t.replies);
  return e;
}

export const RATING_FLOOR = 600;
export const RATING_CEILING = 2600;

export function ratingFromEffort(effort: number): number {
  return Math.round(Math.min(RATING_CEILING, Math.max(RATING_FLOOR, RATING_FLOOR + 470 * Math.sqrt(Math.max(0, effort)))));
}

/** The puzzle's rating from its main line. */
export function puzzleRating(fen: string, moves: readonly string[], mateIn: number): number {
  return ratingFromEffort(lineEffort(lineDifficulty(fen, moves, mateIn)));
}
