/**
 * Builds lessons/puzzles/mates.csv and lessons/puzzles/bakbo.csv:
 *
 *   node scripts/run-ts.mjs scripts/puzzles/build.ts [--base cf552df] [--dir node_modules/.cache/puzzles] [--seeds p1,p2]
 *       [--max-chariot-m1 80] [--max-lead-median 12] [--max-m1-share 0.4] [--max-new 1100] [--quick] [--out lessons/puzzles]
 *
 * The pool: the puzzles of the collection at git commit --base (they keep their ids: progress
 * records and assignment links name them) and the verified candidates of finished games in the
 * checkpoints of playout.ts / generate.ts / siblings.ts for --seeds (one per position; within a game
 * no position on the main line of a puzzle already taken, no repeat of a first move at the same
 * length). The choice, for variety and fairness:
 * - at most --max-chariot-m1 mates in 1 made by a chariot move (smallest material lead first);
 * - mates in 1 at most --max-m1-share of the collection;
 * - at most half of all puzzles open with a chariot move;
 * - the median material lead of the solver (Han's deom not counted) at most --max-lead-median;
 * dropping the puzzles with the largest lead first. At most --max-new new puzzles enter the pool. Themes and ratings are derived (themes.ts,
 * rating.ts). New puzzles get ids `m<N>-<4 digits>` numbered after the largest id of the base with
 * that prefix, so an id that left the collection never names another puzzle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseUci } from '../../src/lib/engine';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { materialLead, openingRole } from '../../src/lib/puzzles/figures';
import { puzzleRating } from '../../src/lib/puzzles/rating';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import type { Puzzle, Theme } from '../../src/lib/puzzles/types';
import { load, positionKey } from './lib';
import { options } from '../args';

const o = options({
  base: 'cf552df',
  dir: 'node_modules/.cache/puzzles',
  seeds: 'p1,p2',
  'max-chariot-m1': '80',
  'max-lead-median': '12',
  'max-m1-share': '0.4',
  out: 'lessons/puzzles',
  exclude: '',
  'max-new': '1100',
  quick: false,
});
const base = o.base;
const dir = resolve(o.dir);
const seeds = o.seeds.split(',').filter(Boolean);
const maxChariotM1 = Number(o['max-chariot-m1']);
const maxLeadMedian = Number(o['max-lead-median']);
const maxM1Share = Number(o['max-m1-share']);
/** Skip the ratings (slow): 1000 for all, to look at the choice. */
const quick = o.quick;
const outDir = resolve(o.out);
/** Positions (board and side, one a line) to leave out: puzzles on which the live judge is slow (judge-time.ts --slow). */
const excludeFile = o.exclude;
const excluded = new Set(excludeFile && existsSync(excludeFile) ? readFileSync(excludeFile, 'utf8').split('\n').filter(Boolean) : []);
mkdirSync(outDir, { recursive: true });

type Draft = Omit<Puzzle, 'id' | 'rating'> & { id?: string; lead: number; chariot: boolean; game: string };

const seen = new Set<string>();
function draft(fen: string, moves: string[], mateIn: number, source: string, game: string, extra: Theme[] = [], id?: string): Draft {
  const themes = deriveThemes({ fen, moves, mateIn, extra });
  return { id, fen, moves, mateIn, themes, source, game, lead: materialLead({ fen }), chariot: openingRole({ fen, moves }) === 'chariot' };
}

// ---------------------------------------------------------------- the base collection
const baseCsv = (file: string) =>
  parsePuzzleCsv(execFileSync('git', ['show', `${base}:lessons/puzzles/${file}`], { encoding: 'utf8' }), file);
const bakbo: Draft[] = [];
for (const p of baseCsv('bakbo.csv')) {
  if (excluded.has(positionKey(p.fen))) continue;
  seen.add(positionKey(p.fen));
  bakbo.push(draft(p.fen, p.moves, p.mateIn, p.source, 'bakbo', ['bakbo'], p.id));
}
const pool: Draft[] = [];
const maxNumber = new Map<string, number>();
for (const p of baseCsv('mates.csv')) {
  seen.add(positionKey(p.fen));
  const [pre, num] = p.id.split('-');
  maxNumber.set(pre, Math.max(maxNumber.get(pre) ?? 0, Number(num)));
  pool.push(draft(p.fen, p.moves, p.mateIn, p.source, `base-${p.source.replace(/-p\d+$/, '')}`, [], p.id));
}
const baseCount = pool.length;

// ---------------------------------------------------------------- new candidates
interface Candidate {
  game: number;
  ply: number;
  fen: string;
  mateIn: number;
  firsts: string[];
  line?: string[];
  /** The other move that led here (playouts' blunders, siblings' replies). */
  branch?: string;
}
const rejected: Record<string, number> = {};
/** Every position along a main line, the first excluded. */
function lineKeys(fen: string, line: readonly string[]): string[] {
  const pos = load(fen);
  return line.map((u) => {
    pos.play(parseUci(u)!);
    return positionKey(pos.fen());
  });
}
for (const seed of seeds) {
  const file = resolve(dir, `games-${seed}.jsonl`);
  if (!existsSync(file)) continue;
  const sibFile = resolve(dir, `siblings-${seed}.jsonl`);
  const rows = (readFileSync(file, 'utf8') + (existsSync(sibFile) ? readFileSync(sibFile, 'utf8') : ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const finished = new Set(rows.filter((o) => o.type === 'game').map((o) => o.game as number));
  const byGame = new Map<number, Candidate[]>();
  for (const o of rows) {
    if (o.type !== 'candidate' || !finished.has(o.game)) continue;
    if (!o.line) {
      const why = o.reject ?? o.error ?? 'unknown';
      rejected[why] = (rejected[why] ?? 0) + 1;
      continue;
    }
    if (!byGame.has(o.game)) byGame.set(o.game, []);
    byGame.get(o.game)!.push(o);
  }
  const kind = seed.startsWith('p') ? 'playout' : seed.startsWith('r') ? 'placed' : 'selfplay';
  const s = seed.replace(/^[pr]/, '');
  for (const [game, cands] of [...byGame].sort((a, b) => a[0] - b[0])) {
    cands.sort((a, b) => a.ply - b.ply || b.mateIn - a.mateIn);
    const onLines = new Set<string>();
    const firstsKept = new Set<string>();
    for (const c of cands) {
      const key = positionKey(c.fen);
      const twin = `${c.mateIn} ${c.line![0]}`;
      if (seen.has(key) || onLines.has(key) || firstsKept.has(twin)) {
        rejected['twin'] = (rejected['twin'] ?? 0) + 1;
        continue;
      }
      seen.add(key);
      firstsKept.add(twin);
      for (const k of lineKeys(c.fen, c.line!)) onLines.add(k);
      pool.push(draft(c.fen, c.line!, c.mateIn, `${kind}-s${s}-g${game}-p${c.ply}${c.branch ? `-${c.branch}` : ''}`, `${seed}-${game}`));
    }
  }
}
// At most --max-new new puzzles (every puzzle is a prerendered page and a precached data file):
// all from games and playouts, then placed ones in a fixed pseudo-random order, two thirds of
// them opening with a piece other than a chariot.
const maxNew = Number(o['max-new']);
{
  const fresh = pool.slice(baseCount);
  if (fresh.length > maxNew) {
    const hash = (t: string) => {
      let h = 2166136261;
      for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619);
      return h >>> 0;
    };
    const game = fresh.filter((p) => !p.source.startsWith('placed'));
    const placed = fresh.filter((p) => p.source.startsWith('placed')).sort((a, b) => hash(a.fen) - hash(b.fen));
    const room = Math.max(0, maxNew - game.length);
    const other = placed.filter((p) => !p.chariot).slice(0, Math.round((room * 2) / 3));
    const chariot = placed.filter((p) => p.chariot).slice(0, room - other.length);
    pool.splice(baseCount, fresh.length, ...game, ...other, ...chariot);
  }
}
console.log(`pool: ${baseCount} from ${base}, ${pool.length - baseCount} new, ${bakbo.length} bakbo`);

// ---------------------------------------------------------------- the choice
/** Old ids first among equals: they are what saved progress names. */
const byLead = (a: Draft, b: Draft) => a.lead - b.lead || Number(!a.id) - Number(!b.id) || a.fen.localeCompare(b.fen);
let chosen = pool.filter((p) => !excluded.has(positionKey(p.fen)));
// Chariot mates in 1: the smallest leads.
const chariotM1 = chosen.filter((p) => p.mateIn === 1 && p.chariot).sort(byLead);
const dropped = new Set(chariotM1.slice(maxChariotM1));
// Mates in 1, at most one per game first, then the rest by lead, within the share.
chosen = chosen.filter((p) => !dropped.has(p));

const all = () => [...chosen, ...bakbo];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const drop = (p: Draft) => {
  chosen = chosen.filter((q) => q !== p);
};
/** The one to drop: the largest lead; long mates (4 and 5, rare) only when nothing else is left. */
const worst = (list: Draft[]) => {
  const short = list.filter((p) => p.mateIn <= 3);
  return [...(short.length ? short : list)].sort((a, b) => b.lead - a.lead || Number(!b.id) - Number(!a.id))[0];
};
for (let guard = 0; guard < 5000; guard++) {
  const everything = all();
  const m1 = chosen.filter((p) => p.mateIn === 1);
  const chariots = everything.filter((p) => p.chariot);
  if (m1.length > maxM1Share * everything.length) {
    // The mate in 1 with the largest lead, chariot first.
    drop(worst(m1.filter((p) => p.chariot)) ?? worst(m1));
  } else if (chariots.length > everything.length / 2) {
    drop(worst(chosen.filter((p) => p.chariot)));
  } else if (median(everything.map((p) => p.lead)) > maxLeadMedian) {
    drop(worst(chosen.filter((p) => p.chariot)) ?? worst(chosen));
  } else break;
}

// ---------------------------------------------------------------- ids, ratings, files
function finish(list: Draft[]): Puzzle[] {
  const counters = new Map(maxNumber);
  const sorted = [...list].sort(
    (a, b) => a.mateIn - b.mateIn || (a.id ?? '~').localeCompare(b.id ?? '~') || a.source.localeCompare(b.source),
  );
  return sorted.map((p) => {
    let id = p.id;
    if (!id) {
      const pre = `m${p.mateIn}`;
      const n = (counters.get(pre) ?? 0) + 1;
      counters.set(pre, n);
      id = `${pre}-${String(n).padStart(4, '0')}`;
    }
    return {
      id,
      fen: p.fen,
      moves: p.moves,
      mateIn: p.mateIn,
      rating: quick ? 1000 : rate(p.fen, p.moves, p.mateIn),
      themes: p.themes,
      source: p.source,
    };
  });
}
const t0 = Date.now();
// Ratings depend on the position and the line only: kept between builds.
const ratingCacheFile = resolve(dir, 'ratings.json');
const ratingCache: Record<string, number> = existsSync(ratingCacheFile) ? JSON.parse(readFileSync(ratingCacheFile, 'utf8')) : {};
function rate(fen: string, moves: string[], mateIn: number): number {
  const key = `${fen}|${moves.join(' ')}`;
  return (ratingCache[key] ??= puzzleRating(fen, moves, mateIn));
}
const mateRows = finish(chosen);
const bakboRows = finish(bakbo);
if (!quick) writeFileSync(ratingCacheFile, JSON.stringify(ratingCache));
writeFileSync(resolve(outDir, 'mates.csv'), formatPuzzleCsv(mateRows));
writeFileSync(resolve(outDir, 'bakbo.csv'), formatPuzzleCsv(bakboRows));
const kept = mateRows.filter((p) => pool.some((q) => q.id === p.id)).length;
console.log(
  `mates.csv: ${mateRows.length} (${kept} kept from ${base}, ${mateRows.length - kept} new), bakbo.csv: ${bakboRows.length}; ratings in ${((Date.now() - t0) / 1000) | 0} s`,
);
console.log(
  `left out: ${Object.entries(rejected)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
