/**
 * Calibration matches: our computer opponent against Fairy-Stockfish (wasm, devDependency) at
 * fixed depths. Games come in pairs, the same opening with our engine as Cho and as Han: the four
 * setup pairings first (8 games), then (up to 32 games) the same pairings with two seeded random
 * first plies. Under the given rules (default casual); a game not over after --plies is
 * adjudicated by Fairy-Stockfish's score at depth 10 (more than 150 cp for the side to move wins,
 * less than -150 loses, else a draw).
 *
 * `--nodes N` gives our engine a node budget a move instead of time (no clock at all): the same
 * work on any machine, e.g. the nodes our search visits in 300 ms on one idle core.
 * `--first N` starts at game N (e.g. `--first 9 --games 16`: only the games past the first eight).
 * `--moves` prints each game's moves under its line.
 * The levels that keep one search through a game in the app (`keepsSearch`) keep it here too;
 * `--fresh` starts a new search every move instead. `--eval PRESSURE_2=9,PRESSURE_CAP=600` tries other
 * evaluation weights (names as in eval.ts's WEIGHT_NAMES).
 * `--clock cpu` reads our time from the process's processor time instead of the wall clock: on a
 * busy machine our 300 ms then stay the same work (Fairy-Stockfish at a fixed depth does not
 * depend on time at all).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/match.ts --levels 8 --depths 5 --movetime 300
 *   nice -n 10 node scripts/run-ts.mjs scripts/match.ts --levels 1,3,5,8 --depths 1,2,3,4,5,6 --games 4
 *
 * Prints one line per game and a table (our score in % per level and depth, with W-D-L).
 */
import { Position, moveToUci, parseUci } from '../src/lib/engine';
import { keepsSearch, levelMove, rng } from '../src/lib/engine/search/levels';
import { Search } from '../src/lib/engine/search/search';
import { options } from './args';
import { W, WEIGHT_NAMES, refreshWeights } from '../src/lib/engine/search/eval';
import { PAIRINGS, SETUPS, cpuMs, fsfMove, randomOpening, startFen } from './match-setup';
import { loadFsf, type Fsf } from '../test/support/fsf';

const o = options({
  levels: '8',
  depths: '5',
  games: '8',
  movetime: '300',
  plies: '150',
  rules: 'casual',
  clock: 'wall',
  moves: false,
  nodes: '',
  first: '1',
  fresh: false,
  eval: '',
});
// `--eval NAME=V,...`: evaluation weights changed for this run (a trial before changing eval.ts).
for (const kv of o.eval.split(',').filter(Boolean)) {
  const [name, value] = kv.split('=');
  const i = WEIGHT_NAMES.indexOf(name);
  if (i < 0 || !Number.isFinite(Number(value))) throw new Error(`--eval: no weight ${kv}`);
  W[i] = Number(value);
}
refreshWeights();
const first = Math.max(1, Number(o.first));
const fresh = Boolean(o.fresh);
const nodes = o.nodes ? Number(o.nodes) : undefined;
const levels = o.levels.split(',').map(Number);
const depths = o.depths.split(',').map(Number);
const games = Math.min(32, Number(o.games));
const clock = o.clock === 'cpu' ? cpuMs : undefined;
const movetime = Number(o.movetime);
const plies = Number(o.plies);
const rules = o.rules as 'casual' | 'janggi' | 'traditional' | 'modern';
const variant = { casual: 'janggicasual', janggi: 'janggi', traditional: 'janggitraditional', modern: 'janggimodern' }[rules];

/** Our result in one game: 1 win, 0.5 draw, 0 loss. */
async function play(fsf: Fsf, level: number, depth: number, pair: number, oursIsCho: boolean, seed: number) {
  const [c, h] = PAIRINGS[pair % 4];
  const fen = startFen(SETUPS[c], SETUPS[h]);
  const pos = Position.fromFen(fen, rules);
  if (!pos.ok) throw new Error(pos.error.code);
  const p = pos.value;
  const moves: string[] = [];
  // Past the first four pairs: two seeded random first plies (a general's or guard's move or a pass excluded).
  if (pair >= 4) randomOpening(p, 7919 * pair, moves);
  const random = rng(seed);
  const ours = oursIsCho ? 'cho' : 'han';
  const kept = fresh || !keepsSearch(level) ? undefined : new Search(p);
  let ourMs = 0;
  let ourMoves = 0;
  while (moves.length < plies) {
    const o = p.outcome();
    if (o) {
      const result = o.winner === undefined ? 0.5 : o.winner === ours ? 1 : 0;
      return { result, how: o.reason, plies: moves.length, ourMs, ourMoves, moves };
    }
    let uci: string;
    if (p.turn === ours) {
      const t = performance.now();
      const r = levelMove(p, level, nodes ? { nodes, untimed: true } : { movetime, clock }, random, undefined, kept ?? new Search(p));
      ourMs += performance.now() - t;
      ourMoves++;
      uci = r.uci!;
    } else uci = (await fsfMove(fsf, fen, moves, depth)).move;
    const m = parseUci(uci);
    if (!m || !p.play(m)) throw new Error(`illegal move ${uci} after ${moves.join(' ')}`);
    kept?.play(m);
    moves.push(moveToUci(m));
  }
  const o = p.outcome();
  if (o)
    return { result: o.winner === undefined ? 0.5 : o.winner === ours ? 1 : 0, how: o.reason, plies: moves.length, ourMs, ourMoves, moves };
  const { score = 0 } = await fsfMove(fsf, fen, moves, 10);
  const moverIsOurs = p.turn === ours;
  const ourScore = moverIsOurs ? score : -score;
  const result = ourScore > 150 ? 1 : ourScore < -150 ? 0 : 0.5;
  return { result, how: `adjudicated ${ourScore} cp`, plies: moves.length, ourMs, ourMoves, moves };
}

async function main() {
  delete (globalThis as { fetch?: unknown }).fetch;
  const fsf = await loadFsf();
  await fsf.variant(variant);
  const t0 = performance.now();
  const table = new Map<string, { w: number; d: number; l: number; ms: number; n: number }>();
  for (const level of levels)
    for (const depth of depths) {
      const cell = { w: 0, d: 0, l: 0, ms: 0, n: 0 };
      for (let g = first - 1; g < games; g++) {
        const pairing = Math.floor(g / 2);
        const oursIsCho = g % 2 === 0;
        fsf.send('ucinewgame');
        const r = await play(fsf, level, depth, pairing, oursIsCho, 1000 * level + 10 * depth + g);
        if (r.result === 1) cell.w++;
        else if (r.result === 0) cell.l++;
        else cell.d++;
        cell.ms += r.ourMs;
        cell.n += r.ourMoves;
        process.stdout.write(
          `level ${level} vs fsf depth ${depth} game ${g + 1} (${SETUPS[PAIRINGS[pairing % 4][0]]}/${SETUPS[PAIRINGS[pairing % 4][1]].toLowerCase()}${pairing >= 4 ? ` + 2 random plies` : ''}, ours ${oursIsCho ? 'Cho' : 'Han'}): ${r.result} ${r.how} after ${r.plies} plies${o.moves ? `\n  ${r.moves.join(' ')}` : ''}\n`,
        );
      }
      table.set(`${level}:${depth}`, cell);
    }
  const minutes = ((performance.now() - t0) / 60000).toFixed(1);
  process.stdout.write(
    `\nOur score vs Fairy-Stockfish (${rules}, ${games} games a cell, ${movetime} ms a move cap, ${plies} plies then FSF depth 10), ${minutes} min\n\n`,
  );
  process.stdout.write(`| level | ${depths.map((d) => `FSF d${d}`).join(' | ')} | avg ms/move |\n`);
  process.stdout.write(`| --- | ${depths.map(() => '---').join(' | ')} | --- |\n`);
  for (const level of levels) {
    const cells = depths.map((d) => table.get(`${level}:${d}`)!);
    const ms =
      cells.reduce((a, c) => a + c.ms, 0) /
      Math.max(
        1,
        cells.reduce((a, c) => a + c.n, 0),
      );
    process.stdout.write(
      `| ${level} | ${cells.map((c) => `${Math.round(((c.w + c.d / 2) / (c.w + c.d + c.l)) * 100)}% (${c.w}-${c.d}-${c.l})`).join(' | ')} | ${ms.toFixed(0)} |\n`,
    );
  }
  fsf.quit();
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
