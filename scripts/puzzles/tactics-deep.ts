/**
 * Candidates for two-move combinations (tactics of 5 plies) and defence puzzles, from game-like
 * playouts (the noisy policy of gen.ts, from the 16 setup pairings, with --branches random other
 * moves of the side to move at each ply: its blunders). Fairy-Stockfish confirms them afterwards
 * (tactics-deep-fsf.ts), which also writes the rows.
 *
 * Usage: USAGE below (run it at a low priority, `nice -n 15`: it is a long job on one core).
 * `--gate` takes `all` (the default) or `multipv` (see Gate); any other value stops the script
 * with exit code 2 and prints USAGE.
 *
 * A position (solver to move, material lead within ±10, the defender keeping 16 points) is
 *  - a combination candidate when our material search (the judge's, src/lib/puzzles/tactics.ts)
 *    finds a win of 3 points or more in 5 plies (depth 4 + quiescence) that it does not find in 3
 *    (the win needs the second move), the best first move keeps 3 points more than any other
 *    (two solver moves left, the judge's rule), the line (first move, the search's defence, its
 *    second move, its defence, the last move) wins that amount with nothing left hanging after it,
 *    and after the defence one second move keeps 3 points more than any other (or mates);
 *  - a defence candidate when passing would lose 2 points or more (or the side is in check), and
 *    exactly one move keeps the balance (two solver moves left: it keeps the start's lead within
 *    a point and wins nothing) while every other move loses at least 2 points more;
 *  - with `--kinds pass`, a pass candidate (passFrom): a defence whose only holding move is the pass;
 *  - with `--kinds three`, a winning-material line of 3 plies by tactics-gen.ts's rule (tacticFrom),
 *    written as a `tactic` candidate (Fairy-Stockfish checks it by the same rules, every ply).
 * With `--themes a,b`, only candidates whose line (as found here) derives one of these themes
 * (tactic-themes.ts) are kept: a run that looks for the rarer line themes (overloading,
 * interference, horse-leg-block, elephant-eye-block...). Fairy-Stockfish's line may differ, and
 * the row's themes are those of its line.
 *
 * Output: DIR/deep-t<seed>.jsonl (default DIR node_modules/.cache/puzzles): one `candidate` line
 * ({kind: 'tactic' | 'defence', fen, line, gain, second, game, ply, branch}) each, one `game` line
 * per finished game; a rerun with the same seed resumes after the last finished game.
 */
import { parseUci, type Position } from '../../src/lib/engine';
import { allMoveValues, lead, lineGain, materialOf, moveValue } from '../../src/lib/puzzles/tactics';
import { MATE, Search, searchPosition } from '../../src/lib/engine/search/search';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import type { Theme } from '../../src/lib/puzzles/types';
import { branchingPlayout, jsonlOutput } from './gen';
import { tacticFrom } from './tactics-gen';
import { load, normalizeFen, prng } from './lib';
import { options } from '../args';

/** Least win of a combination, points. */
export const MIN_WIN = 3;
/** Least loss of every other move in a defence puzzle, points. */
export const DEFENCE_MARGIN = 2;
const MAX_LEAD = 10;

export interface DeepCandidate {
  kind: 'tactic' | 'defence';
  fen: string;
  line: string[];
  /** What the line wins (a defence: about 0). */
  gain: number;
  /** The runner-up first move's value minus the start lead. */
  second: number;
}

const material = (pos: Position, depth: number) => searchPosition(pos, { depth }, { evaluation: 'material' });

/** The line after `first` by the judge's search for two solver moves, or undefined. */
function lineAfter(pos: Position, first: string): string[] | undefined {
  const mv = moveValue(pos, first, 2);
  if (mv.pv.length < 2) return undefined;
  return [first, mv.pv[0], mv.pv[1]];
}

/** Nothing left hanging at the end of the line: quiescence there equals the material. */
function quietEnd(fen: string, line: string[]): boolean {
  const end = load(fen);
  for (const u of line) if (!end.play(parseUci(u)!)) return false;
  if (end.outcome()) return false;
  const q = new Search(end).quiet({ evaluation: 'material' });
  return Math.round(q / 100) === lead(end);
}

/**
 * How the first move's margin is weighed: `all`, the judge's value of every first move (one
 * search each); `multipv`, one search of the root at the same depth scoring its two best moves
 * exactly (about a thirteenth of the cost of that step; the same two values but for the late-move
 * reductions at the root, and for mates, which are weighed again move by move). Measured: on 10
 * games the same 3 candidates in 13% less time (the depth-4 test of every position is most of the
 * rest); from the starts of the 36 combinations then in the collection, 34 of the 36 candidates
 * `all` finds. Either way the confirmed line is checked by the judge's own rule afterwards
 * (tactics-deep-fsf.ts, verify.ts).
 */
export const GATES = ['all', 'multipv'] as const;
export type Gate = (typeof GATES)[number];

/** How to run the script, printed with an option's error. */
export const USAGE =
  'usage: node scripts/run-ts.mjs scripts/puzzles/tactics-deep.ts [--seed 1] [--games 400] [--minutes 30] [--branches 2] [--plies 150] [--kinds tactic,defence,pass,three] [--themes a,b] [--min-win 3] [--gate all|multipv] [--out DIR]';

/** `--gate`'s value as a Gate; an unknown value is an error naming the accepted ones (not a silent `multipv`). */
export function parseGate(value: string): Gate {
  const gate = GATES.find((g) => g === value);
  if (!gate) throw new Error(`--gate must be one of ${GATES.join(', ')}, not "${value}"`);
  return gate;
}

/** The two best first moves and their values (points, the solver's lead after them) by one MultiPV search. */
function bestTwo(pos: Position): { uci: string; value: number }[] {
  const r = searchPosition(pos, { depth: 2 * 2 + 1 }, { evaluation: 'material', multiPv: 2 });
  return r.lines.map((l) => ({
    uci: l.move,
    value: Math.abs(l.score) >= MATE - 200 ? Math.sign(l.score) * 1000 : Math.round(l.score / 100),
  }));
}

/**
 * The combination candidate in `pos`, or undefined. `minWin` (default MIN_WIN) is the least win
 * looked at, tested first with one search before every first move is weighed (the costly step):
 * Fairy-Stockfish confirmed 16 of 117 earlier candidates winning 10 points or more (14%) against
 * 9 of 321 winning less (3%).
 */
export function combinationFrom(pos: Position, minWin = MIN_WIN, gate: Gate = 'all'): DeepCandidate | undefined {
  const base = lead(pos);
  const q4 = material(pos, 4).score;
  if (Math.abs(q4) >= 10000 || q4 / 100 - base < Math.max(MIN_WIN, minWin)) return undefined;
  const q2 = material(pos, 2).score;
  // The second move is needed: 3 plies win at least 3 points less than 5.
  if (Math.abs(q2) >= 10000 || (q4 - q2) / 100 < MIN_WIN) return undefined;
  let [best, second] = gate === 'all' ? allMoveValues(pos, 2 + 1) : bestTwo(pos);
  // The root search sees mates the judge's search of each move does not (its extensions count from
  // the root): a mate there is weighed again move by move.
  if (gate === 'multipv' && best && Math.abs(best.value) >= 1000) [best, second] = allMoveValues(pos, 2 + 1);
  if (!best || !second || Math.abs(best.value) >= 1000 || Math.abs(second.value) >= 1000) return undefined;
  const gain = best.value - base;
  if (gain < Math.max(MIN_WIN, minWin) || best.value - second.value < MIN_WIN) return undefined;
  const fen = normalizeFen(pos.fen());
  const mv = moveValue(pos, best.uci, 3);
  if (mv.pv.length < 4) return undefined;
  const line = [best.uci, ...mv.pv.slice(0, 4)];
  let lg: number;
  try {
    lg = lineGain(fen, line);
  } catch {
    return undefined;
  }
  if (lg !== gain || !quietEnd(fen, line)) return undefined;
  // The second move is as clear as the first: after the defence, one move keeps the win by 3 points.
  const mid = load(fen);
  mid.play(parseUci(line[0])!);
  mid.play(parseUci(line[1])!);
  const [b2, s2] = allMoveValues(mid, 2);
  if (!b2 || b2.uci !== line[2] || (s2 && b2.value - s2.value < MIN_WIN && b2.value < 1000)) return undefined;
  return { kind: 'tactic', fen, line, gain, second: second.value - base };
}

export function defenceFrom(pos: Position): DeepCandidate | undefined {
  const base = lead(pos);
  if (base < -2) return undefined;
  if (!pos.isCheck()) {
    // The threat: after a pass the other side wins 2 points or more.
    const pass = pos.legalMoves().find((m) => m.from === m.to);
    if (!pass) return undefined;
    pos.play(pass);
    const threat = material(pos, 2).score;
    pos.undo();
    if (threat / 100 + base < DEFENCE_MARGIN) return undefined;
  }
  const values = allMoveValues(pos, 2);
  const [best, second] = values;
  if (!best || !second || Math.abs(best.value) >= 1000) return undefined;
  return holding(pos, base, best, second);
}

type Valued = ReturnType<typeof allMoveValues>[number];

/**
 * The defence candidate when `best` holds the start's lead within a point and `second`, the next
 * best, loses at least DEFENCE_MARGIN more, with a line our judge plays out to that value.
 */
function holding(pos: Position, base: number, best: Valued, second: Valued): DeepCandidate | undefined {
  if (best.value < base - 1 || best.value > base + 1) return undefined;
  if (best.value - second.value < DEFENCE_MARGIN || second.value > base - DEFENCE_MARGIN) return undefined;
  const fen = normalizeFen(pos.fen());
  const line = lineAfter(pos, best.uci);
  if (!line) return undefined;
  let lg: number;
  try {
    lg = lineGain(fen, line);
  } catch {
    return undefined;
  }
  if (lg !== best.value - base || !quietEnd(fen, line)) return undefined;
  return { kind: 'defence', fen, line, gain: lg, second: second.value - base };
}

/**
 * A pass candidate (a defence whose answer is the pass, 한수쉼): not in check, the pass keeps the
 * start's lead within a point (two solver moves left) while every board move loses at least
 * DEFENCE_MARGIN more (each weakens the position: a zugzwang). With `quick` (the playouts' many
 * positions), a first look (quiescence after each move) keeps the full search for the few
 * positions where every board move already drops material at once.
 */
export function passFrom(pos: Position, quick = true): DeepCandidate | undefined {
  if (pos.isCheck() || !pos.canPass()) return undefined;
  const base = lead(pos);
  if (base < -2) return undefined;
  const isPass = (uci: string) => uci.slice(0, uci.length / 2) === uci.slice(uci.length / 2);
  if (quick) {
    const [a, b] = allMoveValues(pos, 1);
    if (!a || !isPass(a.uci) || !b || a.value - b.value < DEFENCE_MARGIN) return undefined;
  }
  const values = allMoveValues(pos, 2);
  const [best, second] = values;
  if (!best || !second || !isPass(best.uci) || Math.abs(best.value) >= 1000) return undefined;
  return holding(pos, base, best, second);
}

/** A winning-material line of 3 plies (tactics-gen.ts's rule, the full search at depth 5), `keep` deciding first. */
function threePly(pos: Position, keep: (fen: string, line: string[]) => boolean): DeepCandidate | undefined {
  const c = tacticFrom(pos, 5, keep);
  return c && { kind: 'tactic', fen: c.fen, line: c.line, gain: c.gain, second: c.second };
}

async function main() {
  const o = options({
    seed: '1',
    games: '400',
    minutes: '30',
    branches: '2',
    kinds: 'tactic,defence',
    plies: '150',
    themes: '',
    'min-win': String(MIN_WIN),
    gate: 'all',
    out: 'node_modules/.cache/puzzles',
  });
  let gate: Gate;
  try {
    gate = parseGate(o.gate);
  } catch (e) {
    console.error(`tactics-deep.ts: ${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const kinds = o.kinds.split(',');
  const themes = o.themes ? (o.themes.split(',') as Theme[]) : undefined;
  /** Whether a line derives one of --themes (always, without it). */
  const themed = (fen: string, line: string[]): boolean => {
    if (!themes) return true;
    try {
      const derived = deriveTacticThemes(fen, line);
      return themes.some((t) => derived.includes(t));
    } catch {
      return false;
    }
  };
  const seed = Number(o.seed);
  const games = Number(o.games);
  const minutes = Number(o.minutes);
  const branches = Number(o.branches);
  const { write, next } = jsonlOutput(`deep-t${seed}.jsonl`, o.out);
  const t0 = Date.now();
  const kept = { tactic: 0, defence: 0 };
  let tried = 0;
  for (let g = next; g < games && Date.now() - t0 < minutes * 60000; g++) {
    const rnd = prng(seed * 1_000_037 + g * 7919 + 11);
    const shape = { maxPlies: Number(o.plies), branches, noises: [1, 2, 4], randomRates: [0.05, 0.1, 0.2] };
    const { han, cho, plies } = branchingPlayout(g, rnd, shape, (pos, ply, branch) => {
      if (pos.facing()) return;
      const them = pos.turn === 'cho' ? 'han' : 'cho';
      const base = lead(pos);
      // Combinations and defences in the middle game; a pass also in the ending (zugzwang is an ending's).
      const middle = base >= -MAX_LEAD && base <= MAX_LEAD && materialOf(pos, them) >= 16;
      if (!middle && !kinds.includes('pass')) return;
      tried++;
      const found = [
        middle && kinds.includes('tactic') ? combinationFrom(pos, Number(o['min-win']), gate) : undefined,
        middle && kinds.includes('defence') ? defenceFrom(pos) : undefined,
        kinds.includes('pass') ? passFrom(pos) : undefined,
        middle && kinds.includes('three') ? threePly(pos, themed) : undefined,
      ];
      for (const c of found) {
        if (!c || !themed(c.fen, c.line)) continue;
        kept[c.kind]++;
        write({ type: 'candidate', game: g, ply, branch, ...c });
      }
    });
    write({ type: 'game', game: g, han, cho, plies });
    console.log(
      `game ${g}: ${plies} plies; tactics ${kept.tactic}, defence ${kept.defence} of ${tried}, ${((Date.now() - t0) / 60000).toFixed(1)} min`,
    );
  }
}

if (process.argv[1]?.endsWith('tactics-deep.ts')) await main();
