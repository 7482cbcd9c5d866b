/**
 * A game review: every ply classed by what it costs against the engine's best move.
 *
 * One search per position of the game (the position after a move is the one before the next), so
 * a game of N plies costs N + 1 searches. The cost of a move is the best score before it minus
 * the score after it, both from the mover's side, in centi-points (a point is 100: a soldier is
 * 200). Pure TypeScript on the engine: the command line and, later, a worker in the page run it.
 */
import { Position, moveToUci, parseUci, type RuleSetName } from '$lib/engine';
import { MATE, Search, WIN } from '$lib/engine/search/search';

export const MOVE_CLASSES = ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced', 'book'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

/**
 * The largest cost (centi-points) of each class, checked in order. Our point is worth 58–75 of
 * Fairy-Stockfish's centipawns, so its 250 cp is about 350–430 here: a mistake starts well below.
 */
export const CLASS_LIMITS: readonly [MoveClass, number][] = [
  ['excellent', 40],
  ['good', 90],
  ['inaccuracy', 180],
  ['mistake', 450],
  ['blunder', Infinity],
];

export interface PlyReview {
  ply: number;
  move: string;
  class: MoveClass;
  /** The position's value after the move, from Cho's side, centi-points (clamped to ±10,000). */
  eval: number;
  /** Mate after the move: moves to mate, positive when Cho mates, negative when Han does; else null. */
  mate: number | null;
  /** The engine's best move before this one. */
  best: string;
  /** What the move cost the mover, in centi-points (0 for the best move). */
  loss: number;
}

export interface ReviewOptions {
  rules?: RuleSetName;
  /** Milliseconds of search for each position (default 300). */
  movetime?: number;
  /** A fixed depth instead of a time (the same answer on every machine). */
  depth?: number;
  /** Called after each position with how many are done of how many. */
  progress?: (done: number, total: number) => void;
  /** Called with each ply's review as soon as it is known, in order; again when a second look changes it. */
  onPly?: (ply: PlyReview) => void;
  /** A second look at the `plies` costliest plies, each position searched `movetime` ms (or to `depth`). */
  refine?: { plies: number; movetime: number; depth?: number };
}

const MATE_BOUND = MATE - 512;
const EVAL_CLAMP = 10000;

interface Judged {
  score: number;
  best: string;
}

function judge(pos: Position, search: Search, options: ReviewOptions): Judged {
  if (pos.outcome()) {
    // The game is over: mated (no move), or ended by a rule.
    const o = pos.outcome()!;
    const score = o.reason === 'checkmate' ? -MATE : o.winner === undefined ? 0 : o.winner === pos.turn ? WIN : -WIN;
    return { score, best: '' };
  }
  const r = search.run(options.depth ? { depth: options.depth } : { movetime: options.movetime ?? 300 });
  return { score: r.score, best: r.uci ?? '' };
}

/** Mate distance in the mover's moves for a search score from the side to move, or null. */
function mateOf(score: number): number | null {
  if (Math.abs(score) < MATE_BOUND) return null;
  const plies = MATE - Math.abs(score);
  const moves = Math.ceil(plies / 2);
  return score > 0 ? moves : -moves;
}

/** A score's value for comparing moves: mates beyond every evaluation, shorter ones further. */
const clamp = (score: number) => Math.max(-EVAL_CLAMP, Math.min(EVAL_CLAMP, score));

export function classify(loss: number, forced: boolean, isBest: boolean): MoveClass {
  if (forced) return 'forced';
  if (isBest || loss <= 5) return 'best';
  for (const [cls, limit] of CLASS_LIMITS) if (loss <= limit) return cls;
  return 'blunder';
}

/**
 * Reviews a game given as a start FEN and UCI moves. Throws on an illegal move (records are checked
 * before). Each ply's review is handed to `options.onPly` as soon as both its positions are judged,
 * so a page can show the classes as they come. A position with one legal move is not searched: its
 * value is the next position's, seen from the other side, and its best move the only one.
 */
export function reviewGame(fen: string, moves: readonly string[], options: ReviewOptions = {}): PlyReview[] {
  return drain(reviewSteps(fen, moves, options));
}

/** Runs a generator of steps to its end, at once: its return value. */
export function drain<T>(steps: Generator<unknown, T, undefined>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same review as `reviewGame`, a step at a time: it yields after each position is judged (and
 * each of the second look's), so a worker can stop between two searches (while the page draws
 * what came, on a phone whose cores they share) and the page's own thread can run it in slices.
 */
export function* reviewSteps(fen: string, moves: readonly string[], options: ReviewOptions = {}): Generator<void, PlyReview[], undefined> {
  const start = Position.fromFen(fen, options.rules ?? 'janggi');
  if (!start.ok) throw new Error(start.error.code);
  const pos = start.value;
  const choFirst = pos.turn === 'cho';
  // One search for the whole game: its table carries what it learnt from ply to ply.
  const search = new Search(pos);
  // The judgement of each position; undefined while a forced position waits for the next one's.
  const judged: (Judged | undefined)[] = [];
  const only: string[] = [];
  const forced: boolean[] = [];
  const out: PlyReview[] = [];
  const judgeHere = (i: number) => {
    const legal = pos.outcome() ? [] : pos.legalMoves();
    if (legal.length === 1 && i < moves.length) {
      only[i] = moveToUci(legal[0]);
      judged[i] = undefined;
    } else judged[i] = judge(pos, search, options);
    // Forced positions before this one take its value, from their own side.
    for (let k = i - 1; k >= 0 && judged[k] === undefined; k--) judged[k] = { score: -judged[k + 1]!.score, best: only[k] };
    while (out.length < i && judged[out.length] && judged[out.length + 1]) {
      const p = plyReview(out.length);
      out.push(p);
      options.onPly?.(p);
    }
  };
  const plyReview = (i: number): PlyReview => {
    const u = moves[i];
    const before = judged[i]!;
    const after = judged[i + 1]!;
    // Both from the mover's side: the position after the move is scored for the opponent.
    const loss = Math.max(0, clamp(before.score) - clamp(-after.score));
    // After ply k the side to move is Cho when k is even and Cho moved first.
    const choToMove = ((i + 1) % 2 === 0) === choFirst;
    const fromCho = choToMove ? after.score : -after.score;
    return {
      ply: i + 1,
      move: u,
      class: classify(loss, forced[i], u === before.best),
      eval: clamp(fromCho),
      mate: mateOf(fromCho),
      best: before.best,
      loss,
    };
  };
  judgeHere(0);
  yield;
  for (const [i, u] of moves.entries()) {
    forced.push(only[i] !== undefined);
    const m = parseUci(u);
    if (!m || !pos.play(m)) throw new Error(`ply ${i + 1}: ${u} is not legal`);
    search.play(m);
    judgeHere(i + 1);
    options.progress?.(i + 1, moves.length);
    yield;
  }
  if (options.refine && options.refine.plies > 0) yield* refine(out, fen, moves, judged as Judged[], options, plyReview);
  return out;
}

/**
 * The second look: the costliest plies of a quick first pass are judged again with a longer search
 * (both positions), and every ply whose judgement changed is handed over again. A shallow search
 * both invents and hides mistakes, and the costly plies are the ones a learner reads.
 */
function* refine(
  out: PlyReview[],
  fen: string,
  moves: readonly string[],
  judged: Judged[],
  options: ReviewOptions,
  plyReview: (i: number) => PlyReview,
) {
  const { plies: count, movetime, depth } = options.refine!;
  const worst = out
    .filter((p) => p.class !== 'forced' && p.loss > CLASS_LIMITS[1][1])
    .sort((a, b) => b.loss - a.loss)
    .slice(0, count)
    .map((p) => p.ply - 1);
  const positions = [...new Set(worst.flatMap((i) => [i, i + 1]))].sort((a, b) => a - b);
  const rules = options.rules ?? 'janggi';
  const touched = new Set<number>();
  for (const [k, j] of positions.entries()) {
    const r = Position.fromFen(fen, rules);
    if (!r.ok) return;
    const pos = r.value;
    for (const u of moves.slice(0, j)) pos.play(parseUci(u)!);
    // A forced position's value came from the next one: it is not searched again.
    if (pos.outcome() || pos.legalMoves().length === 1) continue;
    judged[j] = judge(pos, new Search(pos, 16), { ...options, depth, movetime });
    // Forced positions just before take the new value, as in the first pass.
    for (let f = j - 1; f >= 0 && out[f]?.class === 'forced'; f--) {
      judged[f] = { score: -judged[f + 1].score, best: judged[f].best };
      touched.add(f);
    }
    options.progress?.(moves.length + k + 1, moves.length + positions.length);
    yield;
  }
  for (const j of positions) touched.add(j);
  for (const i of new Set([...touched].flatMap((j) => [j - 1, j]))) {
    if (i < 0 || i >= out.length) continue;
    const again = plyReview(i);
    if (again.class === out[i].class && again.eval === out[i].eval && again.best === out[i].best) continue;
    out[i] = again;
    options.onPly?.(again);
  }
}
