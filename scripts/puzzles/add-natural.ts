/**
 * Mates from games in place of random placements: adds the verified candidates of playout.ts /
 * generate.ts checkpoints to lessons/puzzles/mates.csv, then retires random-placement mates until
 * they are at most --share of the collection.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/add-natural.ts --seeds p5,p6 [--dir node_modules/.cache/puzzles]
 *       [--share 0.2] [--games N] [--dry]
 *
 * --games N takes the candidates of each checkpoint's first N games only (the collection grows by
 * as much as it needs, and the slow suite's time with it).
 *
 * New puzzles, as build.ts chooses them: candidates of finished games only; within a game, no
 * position on the main line of one already taken and no repeat of a first move at the same length;
 * none whose position, or a near-copy of it (the same side to move, at most 3 points differ), the
 * collection holds; mates in 1 opened by a chariot only while the games' ones are fewer than 80 (the
 * random placements among them retire first, until the collection holds at most 80), and a chariot
 * opening only while at most half of all puzzles open with one.
 * Themes and ratings are derived (themes.ts, rating.ts); ids `m<N>-<4 digits>` after the largest
 * the file ever held (git history).
 *
 * Retired: random placements (`source` placed-...), chariot openings and the largest material
 * leads first, each length kept at least as stocked as --keep says (mates in 4 and 5 never). A
 * retired row moves to lessons/puzzles/retired/placed.csv and lessons/puzzles/retired.json leads
 * its id to a puzzle from a game of the same length, so progress, review cards and links that
 * name it keep working.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseUci } from '../../src/lib/engine';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { materialLead, openingRole } from '../../src/lib/puzzles/figures';
import { isRandomPlacement, NEAR_COPY_POINTS } from '../../src/lib/puzzles/near-copies';
import { puzzleRating } from '../../src/lib/puzzles/rating';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { load, positionKey } from './lib';
import { options } from '../args';
import { retirePuzzles } from './retire';

const o = options({ seeds: '', dir: 'node_modules/.cache/puzzles', share: '0.2', keep: '1:150,2:250,3:150', games: '', dry: false });
const gameLimit = o.games ? Number(o.games) : Infinity;
const dir = resolve(o.dir);
const share = Number(o.share);
const keepAtLeast = new Map(o.keep.split(',').map((kv) => kv.split(':').map(Number) as [number, number]));
const PATH = 'lessons/puzzles/mates.csv';

const files = readdirSync('lessons/puzzles')
  .filter((f) => f.endsWith('.csv'))
  .sort();
const others = files.filter((f) => f !== 'mates.csv').flatMap((f) => parsePuzzleCsv(readFileSync(`lessons/puzzles/${f}`, 'utf8'), f));
let mates = parsePuzzleCsv(readFileSync(PATH, 'utf8'), PATH);

// ---------------------------------------------------------------- near-copies, one board at a time
const cellsOf = (fen: string): string[] => {
  const cells: string[] = [];
  for (const row of fen.split(' ')[0].split('/'))
    for (const ch of row) {
      if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) cells.push('');
      else cells.push(ch);
    }
  return cells;
};
const boards: { turn: string; cells: string[] }[] = [...others, ...mates].map((p) => ({
  turn: p.fen.split(' ')[1],
  cells: cellsOf(p.fen),
}));
const nearCopy = (fen: string): boolean => {
  const turn = fen.split(' ')[1];
  const cells = cellsOf(fen);
  return boards.some((b) => {
    if (b.turn !== turn) return false;
    let diff = 0;
    for (let k = 0; k < 90 && diff <= NEAR_COPY_POINTS; k++) if (b.cells[k] !== cells[k]) diff++;
    return diff <= NEAR_COPY_POINTS;
  });
};

// ---------------------------------------------------------------- ids
const largest = new Map<string, number>();
const commits = execFileSync('git', ['log', '--format=%H', '--', PATH], { encoding: 'utf8' }).split('\n').filter(Boolean);
for (const text of [
  readFileSync(PATH, 'utf8'),
  ...commits.map((c) => execFileSync('git', ['show', `${c}:${PATH}`], { encoding: 'utf8', maxBuffer: 64 << 20 })),
])
  for (const m of text.matchAll(/^(m\d)-(\d+),/gm)) largest.set(m[1], Math.max(largest.get(m[1]) ?? 0, Number(m[2])));
const newId = (n: number) => {
  const pre = `m${n}`;
  const k = (largest.get(pre) ?? 0) + 1;
  largest.set(pre, k);
  return `${pre}-${String(k).padStart(4, '0')}`;
};

// ---------------------------------------------------------------- new candidates
interface Candidate {
  game: number;
  ply: number;
  fen: string;
  mateIn: number;
  line?: string[];
  branch?: string;
}
const seen = new Set([...others, ...mates].map((p) => positionKey(p.fen)));
const refused = new Map<string, number>();
const refuse = (why: string) => refused.set(why, (refused.get(why) ?? 0) + 1);
// Chariot mates in 1 of games only: the random placements among them retire first (below).
let chariotFirst = [...others, ...mates].filter((p) => openingRole(p) === 'chariot').length;
let chariotM1 = mates.filter((p) => p.mateIn === 1 && openingRole(p) === 'chariot' && !isRandomPlacement(p)).length;
const added: Puzzle[] = [];
for (const seed of o.seeds.split(',').filter(Boolean)) {
  const file = resolve(dir, `games-${seed}.jsonl`);
  if (!existsSync(file)) continue;
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const finished = new Set(rows.filter((r) => r.type === 'game').map((r) => r.game as number));
  const byGame = new Map<number, Candidate[]>();
  for (const r of rows) {
    if (r.type !== 'candidate' || !finished.has(r.game) || !r.line || r.game >= gameLimit) continue;
    if (!byGame.has(r.game)) byGame.set(r.game, []);
    byGame.get(r.game)!.push(r);
  }
  const kind = seed.startsWith('p') ? 'playout' : 'selfplay';
  const s = seed.replace(/^p/, '');
  for (const [game, cands] of [...byGame].sort((a, b) => a[0] - b[0])) {
    cands.sort((a, b) => a.ply - b.ply || b.mateIn - a.mateIn);
    const onLines = new Set<string>();
    const firstsKept = new Set<string>();
    // Puzzles this game gave in an earlier run: their lines and first moves count too.
    for (const p of mates.filter((q) => q.source.startsWith(`${kind}-s${s}-g${game}-`))) {
      firstsKept.add(`${p.mateIn} ${p.moves[0]}`);
      const pos = load(p.fen);
      for (const u of p.moves) {
        pos.play(parseUci(u)!);
        onLines.add(positionKey(pos.fen()));
      }
    }
    for (const c of cands) {
      const key = positionKey(c.fen);
      if (seen.has(key) || onLines.has(key) || firstsKept.has(`${c.mateIn} ${c.line![0]}`)) {
        refuse('twin');
        continue;
      }
      if (nearCopy(c.fen)) {
        refuse('near-copy');
        continue;
      }
      const chariot = openingRole({ fen: c.fen, moves: c.line! }) === 'chariot';
      if (c.mateIn === 1 && chariot && chariotM1 >= 80) {
        refuse('chariot mate in 1');
        continue;
      }
      // At most half of all puzzles open with a chariot move.
      if (chariot && 2 * (chariotFirst + 1) > others.length + mates.length + added.length + 1) {
        refuse('chariot share');
        continue;
      }
      if (chariot) chariotFirst++;
      if (c.mateIn === 1 && chariot) chariotM1++;
      seen.add(key);
      firstsKept.add(`${c.mateIn} ${c.line![0]}`);
      const pos = load(c.fen);
      for (const u of c.line!) {
        pos.play(parseUci(u)!);
        onLines.add(positionKey(pos.fen()));
      }
      boards.push({ turn: c.fen.split(' ')[1], cells: cellsOf(c.fen) });
      added.push({
        id: newId(c.mateIn),
        fen: c.fen,
        moves: c.line!,
        mateIn: c.mateIn,
        rating: puzzleRating(c.fen, c.line!, c.mateIn),
        themes: deriveThemes({ fen: c.fen, moves: c.line!, mateIn: c.mateIn }),
        source: `${kind}-s${s}-g${game}-p${c.ply}${c.branch ? `-${c.branch}` : ''}`,
      });
    }
  }
}
// Rows stay in place (grouped by length); a new row goes at the end of its group.
for (const p of added) mates.splice(mates.findLastIndex((q) => q.mateIn <= p.mateIn) + 1, 0, p);
console.log(
  `added ${added.length} [${[1, 2, 3, 4, 5].map((n) => `${n}:${added.filter((p) => p.mateIn === n).length}`).join(' ')}]; refused ${[...refused].map(([w, n]) => `${w} ${n}`).join(', ') || 'none'}`,
);

// ---------------------------------------------------------------- retire random placements
const total = () => others.length + mates.length;
const random = () => [...others, ...mates].filter(isRandomPlacement).length;
const natural = (n: number) => mates.filter((p) => p.mateIn === n && !isRandomPlacement(p));
const order = mates
  .filter((p) => isRandomPlacement(p) && p.mateIn <= 3)
  .sort(
    (a, b) =>
      Number(openingRole(b) === 'chariot') - Number(openingRole(a) === 'chariot') ||
      materialLead(b) - materialLead(a) ||
      (a.id < b.id ? -1 : 1),
  );
const retired: Puzzle[] = [];
const retiredTo: Record<string, string> = {};
const turn = new Map<number, number>();
const chariotMates1 = () => mates.filter((p) => p.mateIn === 1 && openingRole(p) === 'chariot').length;
for (const p of order) {
  if (random() <= share * total() && (chariotMates1() <= 80 || p.mateIn !== 1 || openingRole(p) !== 'chariot')) break;
  const left = mates.filter((q) => q.mateIn === p.mateIn).length;
  if (left - 1 < (keepAtLeast.get(p.mateIn) ?? 0)) continue;
  // Leads to a puzzle from a game of the same length, the new ones first, in turn.
  const heirs = [...natural(p.mateIn)].sort((a, b) => Number(added.includes(b)) - Number(added.includes(a)));
  const k = turn.get(p.mateIn) ?? 0;
  turn.set(p.mateIn, k + 1);
  retiredTo[p.id] = heirs[k % heirs.length].id;
  retired.push(p);
  mates = mates.filter((q) => q !== p);
}
console.log(
  `retired ${retired.length} random placements [${[1, 2, 3].map((n) => `${n}:${retired.filter((p) => p.mateIn === n).length}`).join(' ')}]; ` +
    `collection ${total()}, random ${random()} (${((100 * random()) / total()).toFixed(1)}%); mates by length ${[1, 2, 3, 4, 5].map((n) => `${n}:${mates.filter((p) => p.mateIn === n).length}`).join(' ')}`,
);

if (!o.dry) {
  writeFileSync(PATH, formatPuzzleCsv(mates));
  retirePuzzles(retired, 'placed.csv', retiredTo);
}
