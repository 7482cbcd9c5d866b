/**
 * Fairy-Stockfish's check of the tactics candidates: janggicasual, MultiPV 2, depth
 * --depth (default 14). A candidate passes when FSF's best move is our first move and its
 * runner-up scores at least --gap centi-points less (default 175: 3 points at FSF's measured
 * value of a point, 58–75 cp; elephant 194 cp, soldier 115 cp, chariot 974 cp at depth 10 from
 * the start position), and FSF sees no mate for either side.
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/tactics-fsf.ts [--depth 14] [--gap 175] [--in DIR] [--seeds all|1,2] [--cap 150] [--early 12] [--hash 64] [--follow 1]
 *
 * Reads DIR/tactics-t<seed>.jsonl (default DIR node_modules/.cache/puzzles; --seeds all, the
 * default, takes every seed there), appends verdicts to DIR/tactics-fsf[-k].jsonl ({fen, depth,
 * best, cp1, cp2, ok, capped?}); a rerun skips the FENs already there.
 * --shard k/n checks only the k-th of n shards (to run n processes). --follow 1 waits for more candidates.
 * Order: the most promising first (`promise`: the judge's margin over the runner-up, then the win;
 * FSF confirmed 100% of the margins of 13 points or more and 43% of those under 5 on seeds 1-2).
 * --cap S (seconds of wall time, default 150): a position FSF has not finished at depth --depth by
 * then is stopped and recorded as not ok with `capped: true` (listed in the log); --retry-capped 1
 * checks those again. Nothing below depth --depth ships.
 * --early D (default 12, 0: off): the search stops at depth D (not ok, `early: D`) when FSF clearly
 * disagrees there: our move is neither of its two lines, or it is its best by less than a third of
 * --gap, or its runner-up behind the best by a third of --gap or more (depth 12 costs about a
 * quarter of depth 14; this only saves time on positions that would almost surely be rejected).
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TacticCandidate } from './tactics-gen';
import { options } from '../args';
import { loadFsf } from '../../test/support/fsf';

export interface FsfVerdict {
  fen: string;
  depth: number;
  best: string;
  cp1: number;
  cp2: number;
  ok: boolean;
  /** Stopped at the time cap before depth --depth. */
  capped?: boolean;
  /** Stopped at this depth (--early): FSF already disagreed clearly. */
  early?: number;
}

/** Which candidates FSF checks first: the judge's margin over the runner-up, then the win. */
export const promise = (c: { gain: number; second: number }): number => (c.gain - c.second) * 100 + c.gain;

/**
 * --early: FSF's two lines at one depth (best, runner-up, best minus runner-up in cp) already
 * clearly refuse `ours`: it is neither line, or the best by less than gap / 3, or the runner-up
 * by gap / 3 or more.
 */
export function clearlyRejects(ours: string, best: string, runnerUp: string, margin: number, gap: number): boolean {
  if (best === ours) return margin < gap / 3;
  if (runnerUp === ours) return margin >= gap / 3;
  return true;
}

/** The seeds with a candidate file in DIR. */
export function storedSeeds(dir: string): string[] {
  return readdirSync(dir)
    .map((f) => /^tactics-t(\d+)\.jsonl$/.exec(f)?.[1])
    .filter((s): s is string => !!s)
    .sort((a, b) => Number(a) - Number(b));
}

const MATE_CP = 100000;

/** The identity of a candidate for de-duplication: seed, game and the line's solver moves. */
export const tacticKey = (seed: string, o: { game: number; line: string[] }): string => `${seed}/${o.game}/${o.line[0]}/${o.line[2]}`;

export type StoredCandidate = TacticCandidate & { seed: string; game: number };

/** The candidates in DIR/tactics-t<seed>.jsonl, one per game and line (neighbouring plies often repeat a tactic). */
export function tacticCandidates(dir: string, seeds: readonly string[]): StoredCandidate[] {
  const out: StoredCandidate[] = [];
  const keys = new Set<string>();
  for (const seed of seeds) {
    const f = resolve(dir, `tactics-t${seed}.jsonl`);
    if (!existsSync(f)) continue;
    for (const l of readFileSync(f, 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type !== 'candidate') continue;
      const key = tacticKey(seed, o);
      if (keys.has(key)) continue;
      keys.add(key);
      out.push({ ...o, seed });
    }
  }
  return out;
}

const shardOf = (fen: string, n: number): number => {
  let h = 0;
  for (let i = 0; i < fen.length; i++) h = (Math.imul(h, 31) + fen.charCodeAt(i)) | 0;
  return (h >>> 0) % n;
};

async function main() {
  const o = options({
    depth: '14',
    gap: '175',
    in: 'node_modules/.cache/puzzles',
    seeds: 'all',
    cap: '150',
    'retry-capped': '0',
    early: '12',
    shard: '0/1',
    hash: '64',
    follow: '0',
  });
  const depth = Number(o.depth);
  const gap = Number(o.gap);
  const dir = resolve(o.in);
  const seedArg = o.seeds;
  const cap = Number(o.cap);
  const retryCapped = o['retry-capped'] === '1';
  const early = Number(o.early);
  const [shard, shards] = o.shard.split('/').map(Number);
  const outFile = resolve(dir, `tactics-fsf${shards > 1 ? `-${shard}` : ''}.jsonl`);
  const done = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => f.startsWith('tactics-fsf')))
    for (const l of readFileSync(resolve(dir, f), 'utf8').split('\n')) {
      if (!l) continue;
      const v = JSON.parse(l) as FsfVerdict;
      if (v.capped && retryCapped) continue;
      done.add(v.fen);
    }
  const fsf = await loadFsf();
  await fsf.variant('janggicasual');
  fsf.send('setoption name MultiPV value 2');
  fsf.send(`setoption name Hash value ${Number(o.hash)}`);
  let n = 0;
  let ok = 0;
  const capped: string[] = [];
  for (;;) {
    // Re-read every time: a generator may be adding candidates, and the best of them go first.
    const seeds = seedArg === 'all' ? storedSeeds(dir) : seedArg.split(',');
    const todo = tacticCandidates(dir, seeds)
      .filter((o) => !done.has(o.fen) && shardOf(o.fen, shards) === shard)
      .sort((a, b) => promise(b) - promise(a));
    if (!todo.length) {
      if (o.follow === '1') {
        await new Promise((r) => setTimeout(r, 30000));
        continue;
      }
      break;
    }
    {
      const c = todo[0];
      done.add(c.fen);
      const t = Date.now();
      fsf.send(`position fen ${c.fen}`);
      let stopped = false;
      let earlyAt = 0;
      const pv1 = { depth: 0, cp: 0, move: '' };
      fsf.watch((l) => {
        const m = /^info depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+) (?!lowerbound|upperbound).* pv (\S+)/.exec(l);
        if (!m || !early || stopped || earlyAt) return;
        const d = Number(m[1]);
        const cp = m[3] === 'mate' ? Math.sign(Number(m[4])) * MATE_CP : Number(m[4]);
        if (m[2] === '1') Object.assign(pv1, { depth: d, cp, move: m[5] });
        else if (d >= early && pv1.depth === d) {
          if (clearlyRejects(c.line[0], pv1.move, m[5], pv1.cp - cp, gap)) {
            earlyAt = d;
            fsf.send('stop');
          }
        }
      });
      const search = fsf.cmd(`go depth ${depth}`, /^bestmove/);
      const timer = setTimeout(() => {
        stopped = true;
        fsf.send('stop');
      }, cap * 1000);
      const out = await search;
      clearTimeout(timer);
      fsf.watch(null);
      const lines = new Map<number, { cp: number; move: string }>();
      let reached = 0;
      for (const l of out) {
        const m = /^info depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (\S+)/.exec(l);
        if (!m) continue;
        if (Number(m[1]) > reached) {
          reached = Number(m[1]);
          lines.clear();
        }
        const v = Number(m[4]);
        lines.set(Number(m[2]), { cp: m[3] === 'mate' ? Math.sign(v) * MATE_CP : v, move: m[5] });
      }
      const a = lines.get(1);
      const b = lines.get(2);
      const v: FsfVerdict = {
        fen: c.fen,
        depth: reached,
        best: a?.move ?? '',
        cp1: a?.cp ?? 0,
        cp2: b?.cp ?? -MATE_CP,
        ok: false,
      };
      if (stopped && !earlyAt) {
        v.capped = true;
        capped.push(c.fen);
      }
      if (earlyAt) v.early = earlyAt;
      // A stopped search may end inside an iteration (one line at the last depth): never ok.
      v.ok = !stopped && !earlyAt && reached >= depth && !!b && v.best === c.line[0] && Math.abs(v.cp1) < MATE_CP && v.cp1 - v.cp2 >= gap;
      appendFileSync(outFile, JSON.stringify(v) + '\n');
      n++;
      if (v.ok) ok++;
      console.log(
        `${n}: ${v.ok ? 'ok' : v.capped ? 'capped' : v.early ? `no (stopped at depth ${v.early})` : 'no'} ${c.seed}/${c.game} ${c.line[0]} fsf ${v.best} ${v.cp1}/${v.cp2} d${reached} ${((Date.now() - t) / 1000).toFixed(1)} s; ${ok} ok; ${todo.length - 1} to do`,
      );
    }
  }
  if (capped.length) console.log(`capped at ${cap} s (not checked to depth ${depth}):\n${capped.join('\n')}`);
  fsf.quit();
  process.exit(0);
}

if (process.argv[1]?.endsWith('tactics-fsf.ts')) await main();
