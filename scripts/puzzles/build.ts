/**
 * Builds lessons/puzzles/mates.csv and lessons/puzzles/bakbo.csv from the checkpoints of
 * generate.ts and compose-bakbo.ts:
 *
 *   node scripts/run-ts.mjs scripts/puzzles/build.ts [--dir node_modules/.cache/puzzles] [--seeds 7,8] [--bakbo-seed 7] [--max-m1 300]
 *
 * Keeps verified candidates of finished games, one per position; within a game skips positions
 * that lie on the main line of a puzzle already kept and repeats of a kept first move at the
 * same mate length (near twins); keeps at most --max-m1 mates in 1 (spread over the games, those
 * with a single mating move first). Themes and ratings come from src/lib/puzzles (themes.ts,
 * rating.ts), ids are `m<N>-<4 digits>` and `bk<N>-<3 digits>`, ordered by length then rating.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mateMoves, parseUci } from '../../src/lib/engine';
import { formatPuzzleCsv } from '../../src/lib/puzzles/csv';
import { puzzleRating, temptingAlternatives } from '../../src/lib/puzzles/rating';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import type { Puzzle, Theme } from '../../src/lib/puzzles/types';
import { load, positionKey } from './lib';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const dir = resolve(arg('dir', 'node_modules/.cache/puzzles'));
const seeds = arg('seeds', '7,8').split(',');
const bakboSeed = arg('bakbo-seed', '7');
/** Mates in 1 are plentiful: keep this many, spread over the games, single-solution ones first. */
const maxMate1 = Number(arg('max-m1', '300'));
const outDir = resolve('lessons/puzzles');
mkdirSync(outDir, { recursive: true });

interface Candidate {
  game: number;
  ply: number;
  fen: string;
  mateIn: number;
  firsts: string[];
  line?: string[];
}

const seen = new Set<string>();
/** Every position along a main line, the first excluded. */
function lineKeys(fen: string, line: readonly string[]): string[] {
  const pos = load(fen);
  const out: string[] = [];
  for (const u of line) {
    pos.play(parseUci(u)!);
    out.push(positionKey(pos.fen()));
  }
  return out;
}

function finish(fen: string, line: string[], mateIn: number, source: string, extra: Theme[] = []): Omit<Puzzle, 'id'> {
  const themes = deriveThemes({ fen, moves: line, mateIn, extra });
  const alternatives = temptingAlternatives(fen, line, mateIn);
  const firstMoves = mateIn === 1 ? mateMoves(load(fen), 1).length : 1;
  return { fen, moves: line, mateIn, rating: puzzleRating({ mateIn, alternatives, themes, firstMoves }), themes, source };
}

// ---------------------------------------------------------------- composed (bakbo)
const bakbo: Omit<Puzzle, 'id'>[] = [];
for (const seed of [bakboSeed]) {
  const file = resolve(dir, `bakbo-${seed}.jsonl`);
  if (!existsSync(file)) continue;
  for (const l of readFileSync(file, 'utf8').split('\n')) {
    if (!l) continue;
    const o = JSON.parse(l) as { fen: string; mateIn: number; line: string[] };
    const key = positionKey(o.fen);
    if (seen.has(key)) continue;
    seen.add(key);
    bakbo.push(finish(o.fen, o.line, o.mateIn, 'composed', ['bakbo']));
  }
}

// ---------------------------------------------------------------- self-play
type Row = Omit<Puzzle, 'id'> & { game: string; firstMoves: number };
const mates: Row[] = [];
const rejected: Record<string, number> = {};
for (const seed of seeds) {
  const file = resolve(dir, `games-${seed}.jsonl`);
  if (!existsSync(file)) continue;
  const sibFile = resolve(dir, `siblings-${seed}.jsonl`);
  const text = readFileSync(file, 'utf8') + (existsSync(sibFile) ? readFileSync(sibFile, 'utf8') : '');
  const rows = text
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
      mates.push({ ...finish(c.fen, c.line!, c.mateIn, `selfplay-s${seed}-g${game}-p${c.ply}`), game: `${seed}-${game}`, firstMoves: c.firsts.length });
    }
  }
}

function number(list: Omit<Puzzle, 'id'>[], prefix: (p: Omit<Puzzle, 'id'>) => string, digits: number): Puzzle[] {
  const sorted = [...list].sort((a, b) => a.mateIn - b.mateIn || a.rating - b.rating || a.fen.localeCompare(b.fen));
  const counters = new Map<string, number>();
  return sorted.map((p) => {
    const pre = prefix(p);
    const n = (counters.get(pre) ?? 0) + 1;
    counters.set(pre, n);
    return { id: `${pre}-${String(n).padStart(digits, '0')}`, ...p };
  });
}

function capMate1(rows: Row[]): Omit<Puzzle, 'id'>[] {
  const ones = rows.filter((r) => r.mateIn === 1);
  const byGame = new Map<string, Row[]>();
  for (const r of ones) byGame.set(r.game, [...(byGame.get(r.game) ?? []), r]);
  for (const list of byGame.values()) list.sort((a, b) => a.firstMoves - b.firstMoves);
  const kept = new Set<Row>();
  for (let round = 0; kept.size < Math.min(maxMate1, ones.length); round++)
    for (const list of byGame.values()) if (list[round] && kept.size < maxMate1) kept.add(list[round]);
  return rows.filter((r) => r.mateIn !== 1 || kept.has(r)).map(({ game: _g, firstMoves: _f, ...p }) => p);
}

const mateRows = number(capMate1(mates), (p) => `m${p.mateIn}`, 4);
const bakboRows = number(bakbo, (p) => `bk${p.mateIn}`, 3);
writeFileSync(resolve(outDir, 'mates.csv'), formatPuzzleCsv(mateRows));
writeFileSync(resolve(outDir, 'bakbo.csv'), formatPuzzleCsv(bakboRows));

const count = (rows: Puzzle[]) => [1, 2, 3, 4, 5].map((n) => `${n}:${rows.filter((r) => r.mateIn === n).length}`).join(' ');
const themeCount = new Map<string, number>();
for (const p of [...mateRows, ...bakboRows]) for (const t of p.themes) themeCount.set(t, (themeCount.get(t) ?? 0) + 1);
console.log(`mates.csv: ${mateRows.length} puzzles [${count(mateRows)}]`);
console.log(`bakbo.csv: ${bakboRows.length} puzzles [${count(bakboRows)}]`);
console.log(`themes: ${[...themeCount].map(([t, n]) => `${t} ${n}`).join(', ')}`);
console.log(`left out: ${Object.entries(rejected).map(([k, v]) => `${k} ${v}`).join(', ')}`);
