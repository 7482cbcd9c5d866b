/**
 * Winning-material (tactics) puzzle candidates from game-like playouts.
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/tactics-gen.ts [--seed 1] [--games 200] [--minutes 30] [--branches 2] [--deep 5]
 *
 * Games are played by the playouts' noisy policy (gen.ts). From ply 10 on, each position (and
 * the positions after --branches random other moves of the side to move: its blunders) is tried
 * as a puzzle for the side to move, under the judge's own rule (src/lib/puzzles/tactics.ts):
 *  0. near balance: the solver leads by at most 10 points either way, the defender keeps 16;
 *  1. a cheap filter: our search (material, depth 2 + quiescence) finds a win of 3 points or more, no mate;
 *  2. every first move's value by the judge (material search, depth 2 + quiescence): the best
 *     wins at least 3 points, and every other move keeps at least 3 points less;
 *  3. at least 3 points of the win come after the first move (no plain capture of a hanging
 *     piece), and the line (first move, the search's defence, the search's winning move) wins
 *     exactly the judged amount, with nothing left hanging after it (quiescence = material);
 *  4. our full search (the computer's evaluation, depth --deep, exact scores within a margin)
 *     plays the same first move and scores every other at least 3 points (300) lower.
 * Fairy-Stockfish confirms later (tactics-fsf.ts).
 *
 * Output: DIR/tactics-t<seed>.jsonl (candidate lines, one `game` line per finished game).
 */
import { moveToUci, parseUci, type Position } from '../../src/lib/engine';
import { allMoveValues, lead, lineGain, materialOf, moveValue } from '../../src/lib/puzzles/tactics';
import { Search, searchPosition } from '../../src/lib/engine/search/search';
import { branchingPlayout, jsonlOutput } from './gen';
import { load, normalizeFen, prng } from './lib';
import { options } from '../args';

export const MIN_WIN = 3;
/** The solver's material lead before the puzzle, either way, at most this. */
export const MAX_LEAD = 10;

export interface TacticCandidate {
  fen: string;
  line: string[];
  gain: number;
  /** Runner-up's value minus the start lead (judge rule). */
  second: number;
  /** Our full search: best and second root score, centi-points. */
  deep: [number, number];
  /** What the first move takes at once. */
  firstTake: number;
}

/**
 * The candidate puzzle in `pos` (side to move solves), or undefined. `keep`, when given, decides on
 * the line before the costly full search (step 4): e.g. only lines of some themes.
 */
export function tacticFrom(pos: Position, deepDepth: number, keep?: (fen: string, line: string[]) => boolean): TacticCandidate | undefined {
  if (pos.facing() || pos.outcome()) return undefined;
  const base = lead(pos);
  // Real positions, not mop-ups: near balance, and the defender keeps real pieces.
  const them = pos.turn === 'cho' ? 'han' : 'cho';
  if (base < -MAX_LEAD || base > MAX_LEAD || materialOf(pos, them) < 16) return undefined;
  const quick = searchPosition(pos, { depth: 2 }, { evaluation: 'material' });
  if (Math.abs(quick.score) >= 10000 || quick.score / 100 - base < MIN_WIN) return undefined;
  const values = allMoveValues(pos, 2);
  if (values.length < 2) return undefined;
  const [best, second] = values;
  if (Math.abs(best.value) >= 1000 || Math.abs(second.value) >= 1000) return undefined;
  const gain = best.value - base;
  if (gain < MIN_WIN || best.value - second.value < MIN_WIN) return undefined;
  const fen = normalizeFen(pos.fen());
  const firstTake = lineGain(fen, [best.uci]);
  if (gain - firstTake < MIN_WIN) return undefined;
  const mv = moveValue(pos, best.uci, 2);
  if (mv.pv.length < 2) return undefined;
  const line = [best.uci, mv.pv[0], mv.pv[1]];
  let lg: number;
  try {
    lg = lineGain(fen, line);
  } catch {
    return undefined;
  }
  if (lg !== gain) return undefined;
  const end = load(fen);
  for (const u of line) end.play(parseUci(u)!);
  if (end.outcome()) return undefined;
  // Nothing hanging after the line: the defender's captures win nothing back.
  const q = new Search(end).quiet({ evaluation: 'material' });
  if (Math.round(q / 100) !== -(base + gain)) return undefined;
  if (keep && !keep(fen, line)) return undefined;
  const deep = searchPosition(pos, { depth: deepDepth }, { margin: 300 });
  if (deep.uci !== best.uci || Math.abs(deep.score) >= 10000) return undefined;
  const runner = deep.rootScores.find((r) => moveToUci({ from: r.move & 0xff, to: r.move >>> 8 }) !== best.uci);
  const deepSecond = runner?.score ?? -32000;
  if (deep.score - deepSecond < 300) return undefined;
  return { fen, line, gain, second: second.value - base, deep: [deep.score, deepSecond], firstTake };
}

async function main() {
  const o = options({ seed: '1', games: '200', minutes: '30', branches: '2', deep: '5', out: 'node_modules/.cache/puzzles' });
  const seed = Number(o.seed);
  const games = Number(o.games);
  const minutes = Number(o.minutes);
  const branches = Number(o.branches);
  const deepDepth = Number(o.deep);
  const { write, next } = jsonlOutput(`tactics-t${seed}.jsonl`, o.out);
  const t0 = Date.now();
  let kept = 0;
  let tried = 0;
  for (let g = next; g < games && Date.now() - t0 < minutes * 60000; g++) {
    const rnd = prng(seed * 1_000_033 + g * 7919 + 5);
    const shape = { maxPlies: 160, branches, noises: [1, 2, 4, 6], randomRates: [0.1, 0.2, 0.3] };
    const { han, cho, plies } = branchingPlayout(g, rnd, shape, (pos, ply, branch) => {
      tried++;
      const c = tacticFrom(pos, deepDepth);
      if (c) {
        kept++;
        write({ type: 'candidate', game: g, ply, branch, ...c });
      }
    });
    write({ type: 'game', game: g, han, cho, plies });
    console.log(`game ${g}: ${plies} plies; ${kept}/${tried} kept, ${((Date.now() - t0) / 60000).toFixed(1)} min`);
  }
}

if (process.argv[1]?.endsWith('tactics-gen.ts')) await main();
