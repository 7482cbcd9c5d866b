/**
 * How often a Fairy-Stockfish search finds a mate hidden among moves our judge refuses, for the
 * method of test/slow/mate-tasks-fsf.test.ts: for every mate puzzle (or those whose id starts with
 * --prefix) and every first move our judge accepts, that move is put among the refused ones and
 *   - searched with them in one search restricted to them (`searchmoves`, MultiPV 1, depth 2n + --extra):
 *     found when that search's best move is it, with a mate within n;
 *   - with --multipv, one MultiPV search of every move to the same depth (the suite's former method):
 *     found when it scores that move as a mate within n.
 * Prints the counts, the moves the MultiPV search found and the restricted one did not, and the
 * time of each method (the restricted one: the refused moves' search, as the suite makes it).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/mate-search-power.ts [--prefix m3] [--extra 1] [--multipv]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mateMoves, moveToUci, Position } from '../../src/lib/engine';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { loadFsf } from '../../test/support/fsf';
import { options } from '../args';

const o = options({ prefix: '', extra: '1', multipv: false });
const EXTRA = Number(o.extra);
const puzzles = readdirSync('lessons/puzzles')
  .filter((f) => f.endsWith('.csv'))
  .flatMap((f) => parsePuzzleCsv(readFileSync(`lessons/puzzles/${f}`, 'utf8'), `lessons/puzzles/${f}`))
  .filter((p) => p.mateIn > 0 && p.id.startsWith(o.prefix));

const fsf = await loadFsf();
fsf.send('setoption name Threads value 1');
await fsf.variant('janggitraditional');
await fsf.cmd('isready', /^readyok/);

/** Mate scores of the last depth a search completed, by first move (undefined: no mate). */
async function search(fen: string, go: string, multipv: number): Promise<Map<string, number | undefined>> {
  fsf.send(`setoption name MultiPV value ${multipv}`);
  fsf.send(`position fen ${fen}`);
  const scores = new Map<string, number | undefined>();
  let depth = -1;
  for (const l of await fsf.cmd(go, /^bestmove/)) {
    const m = /^info depth (\d+) .*?multipv \d+ score (cp|mate) (-?\d+)(?: \w+bound)?.*? pv (\S+)/.exec(l);
    if (!m) continue;
    if (Number(m[1]) !== depth) {
      depth = Number(m[1]);
      scores.clear();
    }
    scores.set(m[4], m[2] === 'mate' ? Number(m[3]) : undefined);
  }
  return scores;
}

async function legal(fen: string): Promise<string[]> {
  fsf.send(`position fen ${fen}`);
  const out = await fsf.cmd('go perft 1', /^Nodes searched/);
  return out.map((l) => /^([a-i]\d+[a-i]\d+): 1$/.exec(l)?.[1]).filter((m): m is string => !!m);
}

const f = { puzzles: puzzles.length, accepted: 0, restricted: 0, multipv: 0, multipvOnly: 0, restrictedMs: 0, multipvMs: 0 };
const mateWithin = (k: number | undefined, n: number) => k !== undefined && k > 0 && k <= n;
for (const p of puzzles) {
  const r = Position.fromFen(p.fen, 'casual');
  if (!r.ok) throw new Error(`${p.id}: ${r.error.code}`);
  const accepted = mateMoves(r.value, p.mateIn).map(moveToUci);
  const refused = (await legal(p.fen)).filter((m) => !accepted.includes(m));
  const depth = 2 * p.mateIn + EXTRA;
  let t = Date.now();
  if (refused.length > 0) {
    const [best, k] = [...(await search(p.fen, `go depth ${depth} searchmoves ${refused.join(' ')}`, 1))][0] ?? [];
    if (mateWithin(k, p.mateIn)) console.log(`${p.id}: Fairy-Stockfish mates with ${best}, which we refuse`);
  }
  f.restrictedMs += Date.now() - t;
  let multi = new Map<string, number | undefined>();
  if (o.multipv) {
    t = Date.now();
    multi = await search(p.fen, `go depth ${depth}`, 500);
    f.multipvMs += Date.now() - t;
  }
  for (const a of accepted) {
    f.accepted++;
    const [best, k] = [...(await search(p.fen, `go depth ${depth} searchmoves ${[...refused, a].join(' ')}`, 1))][0] ?? [];
    const found = best === a && mateWithin(k, p.mateIn);
    if (found) f.restricted++;
    if (mateWithin(multi.get(a), p.mateIn)) {
      f.multipv++;
      if (!found) {
        f.multipvOnly++;
        console.log(`${p.id} ${a}: found by the MultiPV search only`);
      }
    }
  }
}
fsf.quit();
console.log(JSON.stringify({ prefix: o.prefix, depth: `2n+${EXTRA}`, ...f }));
