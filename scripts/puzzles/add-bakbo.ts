/**
 * Adds composed bakbo (compose-bakbo.ts checkpoints) to lessons/puzzles/bakbo.csv:
 *
 *   node scripts/run-ts.mjs scripts/puzzles/add-bakbo.ts [--dir node_modules/.cache/puzzles] [--files bakbo-checks-han-11.jsonl,...]
 *       [--per 8] [--mirror] [--dry]
 *
 * Each candidate is judged again by our solver (scripts/puzzles/verify.ts: the mate in N and not
 * sooner, the only first move, the line, the form in every line), its themes and rating derived as
 * for every puzzle (themes.ts, rating.ts), and left out when the collection already holds its
 * position or a near-copy of it (near-copies.ts: the same side to move, at most 3 points differ).
 * At most --per problems of one form and length. New ids are `bk<N>-<3 digits>` after the largest
 * the file ever held (git history), so an id never names another puzzle.
 *
 * With --mirror, every bakbo with Cho to move is set again with Han to move (mirrored across the
 * river, colours swapped: the same problem, as the tradition has it) under a new id; the old row
 * retires to lessons/puzzles/retired/mirrored.csv and lessons/puzzles/retired.json leads its id to
 * the new one, so progress, review cards and links that name it keep working.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { nearCopyPairs } from '../../src/lib/puzzles/near-copies';
import { puzzleRating } from '../../src/lib/puzzles/rating';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { swapSides, swapUci } from './checks';
import { positionKey } from './lib';
import { retirePuzzles } from './retire';
import { verifyPuzzle } from './verify';
import { options } from '../args';

const o = options({ dir: 'node_modules/.cache/puzzles', files: '', per: '8', mirror: false, dry: false });
const dir = resolve(o.dir);
const per = Number(o.per);
const PATH = 'lessons/puzzles/bakbo.csv';

const collection = readdirSync('lessons/puzzles')
  .filter((f) => f.endsWith('.csv'))
  .flatMap((f) => parsePuzzleCsv(readFileSync(`lessons/puzzles/${f}`, 'utf8'), f));
const rows = parsePuzzleCsv(readFileSync(PATH, 'utf8'), PATH);

// Every id the file ever held.
const largest = new Map<string, number>();
const commits = execFileSync('git', ['log', '--format=%H', '--', PATH], { encoding: 'utf8' }).split('\n').filter(Boolean);
for (const text of [readFileSync(PATH, 'utf8'), ...commits.map((c) => execFileSync('git', ['show', `${c}:${PATH}`], { encoding: 'utf8' }))])
  for (const m of text.matchAll(/^(bk\d)-(\d+),/gm)) largest.set(m[1], Math.max(largest.get(m[1]) ?? 0, Number(m[2])));
const newId = (n: number) => {
  const pre = `bk${n}`;
  const k = (largest.get(pre) ?? 0) + 1;
  largest.set(pre, k);
  return `${pre}-${String(k).padStart(3, '0')}`;
};

const puzzle = (fen: string, moves: string[], n: number): Puzzle => ({
  id: '',
  fen,
  moves,
  mateIn: n,
  rating: puzzleRating(fen, moves, n),
  themes: deriveThemes({ fen, moves, mateIn: n, extra: ['bakbo'] }),
  source: 'composed',
});

const kept: Puzzle[] = [...rows];
const others = collection.filter((p) => !rows.some((r) => r.id === p.id));
const mirrored: Puzzle[] = [];
const retiredTo: Record<string, string> = {};
if (o.mirror) {
  for (let i = 0; i < kept.length; i++) {
    const p = kept[i];
    if (p.fen.split(' ')[1] !== 'w') continue;
    const q = { ...puzzle(swapSides(p.fen), p.moves.map(swapUci), p.mateIn), id: newId(p.mateIn) };
    const problems = verifyPuzzle(q);
    if (problems.length) throw new Error(`${p.id} mirrored: ${problems.join('; ')}`);
    retiredTo[p.id] = q.id;
    mirrored.push(p);
    kept[i] = q;
    console.log(`${p.id} -> ${q.id} (Han to move)`);
  }
}

const taken = new Set(collection.map((p) => positionKey(p.fen)));
for (const p of kept) taken.add(positionKey(p.fen));
const files = o.files
  ? o.files.split(',')
  : readdirSync(dir)
      .filter((f) => /^bakbo-(checks|quiet|ending)-han-\d+\.jsonl$/.test(f))
      .sort();
const count = new Map<string, number>();
for (const p of kept) {
  const k = `${p.themes.find((t) => t.startsWith('bakbo-'))} ${p.mateIn}`;
  count.set(k, (count.get(k) ?? 0) + 1);
}
let added = 0;
const refused = new Map<string, number>();
const refuse = (why: string) => refused.set(why, (refused.get(why) ?? 0) + 1);
for (const f of files) {
  for (const l of readFileSync(resolve(dir, f), 'utf8').split('\n')) {
    if (!l) continue;
    const c = JSON.parse(l) as { fen: string; mateIn: number; line: string[] };
    if (taken.has(positionKey(c.fen))) {
      refuse('position taken');
      continue;
    }
    const p = puzzle(c.fen, c.line, c.mateIn);
    const form = p.themes.find((t) => t.startsWith('bakbo-'));
    const k = `${form} ${p.mateIn}`;
    if ((count.get(k) ?? 0) >= per) {
      refuse('form and length full');
      continue;
    }
    if (nearCopyPairs([...others, ...kept, { ...p, id: '(new)' }]).some(([a, b]) => a === '(new)' || b === '(new)')) {
      refuse('near-copy');
      continue;
    }
    const problems = verifyPuzzle({ ...p, id: '(new)' });
    if (problems.length) {
      refuse(`verify: ${problems[0]}`);
      continue;
    }
    p.id = newId(p.mateIn);
    kept.push(p);
    taken.add(positionKey(p.fen));
    count.set(k, (count.get(k) ?? 0) + 1);
    added++;
    console.log(`${p.id} ${form} rating ${p.rating}: ${p.fen} ${p.moves.join(' ')}`);
  }
}
kept.sort((a, b) => a.mateIn - b.mateIn || (a.id < b.id ? -1 : 1));
console.log(`added ${added}, mirrored ${mirrored.length}; refused: ${[...refused].map(([w, n]) => `${w} ${n}`).join(', ') || 'none'}`);
console.log(
  `bakbo: ${kept.length}; by form and length: ${[...count]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')}`,
);
if (!o.dry) {
  writeFileSync(PATH, formatPuzzleCsv(kept));
  retirePuzzles(mirrored, 'mirrored.csv', retiredTo);
}
