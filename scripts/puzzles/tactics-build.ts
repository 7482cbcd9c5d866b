/**
 * lessons/puzzles/tactics.csv from the tactics candidates (tactics-gen.ts) and Fairy-Stockfish's
 * verdicts (tactics-fsf.ts): one position per game and line, themes by code
 * (tactic-themes.ts), ratings by the effort model (rating.ts through tactics.ts). Ids `tc-NNNN`:
 * a position already in the --out file keeps its id (progress records and reviews name it); new
 * ones are numbered after the largest id there, in rating order, so an id never names another puzzle. `mate_in` is 0 (the kind's mark); `source` is `playout-t<seed>` and ends in
 * `-fsf<depth>` when Fairy-Stockfish confirmed the puzzle.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/tactics-build.ts [--seeds all|1,2] [--in DIR] [--fsf required|optional] [--exclude scripts/puzzles/slow-tactics.txt] [--out lessons/puzzles/tactics.csv]
 *
 * Every kept row is checked again here by the judge's rule (exactly one first move keeps the
 * target; the line's moves keep it), and the rows FSF rejected are dropped.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import { allMoveValues, tacticRating, tacticTarget } from '../../src/lib/puzzles/tactics';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { load, positionKey } from './lib';
import { storedSeeds, tacticCandidates, type FsfVerdict } from './tactics-fsf';
import { options } from '../args';

const o = options({ in: 'node_modules/.cache/puzzles', seeds: 'all', fsf: 'required', out: 'lessons/puzzles/tactics.csv', exclude: '' });
const dir = resolve(o.in);
const seedArg = o.seeds;
const seeds = seedArg === 'all' ? storedSeeds(dir) : seedArg.split(',');
const fsfRequired = o.fsf === 'required';
const outFile = resolve(o.out);
/** --exclude FILE: positions (board and side, one a line; judge-time.ts --slow writes them) left out: the live judge is too slow on them. */
const excluded = new Set(o.exclude ? readFileSync(resolve(o.exclude), 'utf8').split('\n').filter(Boolean) : []);

const verdicts = new Map<string, FsfVerdict>();
for (const f of readdirSync(dir).filter((f) => f.startsWith('tactics-fsf')))
  for (const l of readFileSync(resolve(dir, f), 'utf8').split('\n')) {
    if (!l) continue;
    const v = JSON.parse(l) as FsfVerdict;
    verdicts.set(v.fen, v);
  }

const positions = new Set<string>();
const rows: Omit<Puzzle, 'id'>[] = [];
let rejected = 0;
let unchecked = 0;
for (const o of tacticCandidates(dir, seeds)) {
  if (positions.has(positionKey(o.fen)) || excluded.has(positionKey(o.fen))) continue;
  const v = verdicts.get(o.fen);
  if (v && !v.ok) {
    rejected++;
    continue;
  }
  if (!v) {
    unchecked++;
    if (fsfRequired) continue;
  }
  // The judge's rule once more: exactly one first move keeps the target.
  const target = tacticTarget(o.fen, o.line);
  const keepers = allMoveValues(load(o.fen), (o.line.length + 1) / 2).filter((x) => x.value >= target);
  if (keepers.length !== 1 || keepers[0].uci !== o.line[0]) {
    rejected++;
    continue;
  }
  positions.add(positionKey(o.fen));
  rows.push({
    fen: o.fen,
    moves: o.line,
    mateIn: 0,
    rating: tacticRating(o.fen, o.line),
    themes: deriveTacticThemes(o.fen, o.line),
    source: `playout-t${o.seed}${v ? `-fsf${v.depth}` : ''}`,
  });
}
// Ids: kept for the positions of the current file, new ones after its largest number.
const oldIds = new Map<string, string>();
let last = 0;
/** Rows of the other generator (tactics-deep-fsf.ts, `playout-d`): kept as they are. */
const deepRows: Puzzle[] = [];
if (existsSync(outFile))
  for (const p of parsePuzzleCsv(readFileSync(outFile, 'utf8'), outFile)) {
    oldIds.set(positionKey(p.fen), p.id);
    last = Math.max(last, Number(/^tc-(\d+)$/.exec(p.id)?.[1] ?? 0));
    if (p.source.startsWith('playout-d') && !positions.has(positionKey(p.fen))) deepRows.push(p);
  }
rows.sort((a, b) => a.rating - b.rating || a.fen.localeCompare(b.fen));
const puzzles: Puzzle[] = [
  ...rows.map((r) => ({ id: oldIds.get(positionKey(r.fen)) ?? `tc-${String(++last).padStart(4, '0')}`, ...r })),
  ...deepRows,
].sort((a, b) => a.id.localeCompare(b.id));
writeFileSync(outFile, formatPuzzleCsv(puzzles));
const fsfOk = puzzles.filter((p) => /-fsf\d+$/.test(p.source)).length;
console.log(
  `${puzzles.length} tactics puzzles (${fsfOk} confirmed by Fairy-Stockfish, ${puzzles.length - fsfOk} not yet checked); ${rejected} rejected, ${unchecked} without a verdict -> ${outFile}`,
);
