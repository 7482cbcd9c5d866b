/**
 * Near-copies in the collection (src/lib/puzzles/near-copies.ts): prints the pairs, and with
 * `--write` retires the worse puzzle of each pair: its row moves from its CSV to
 * lessons/puzzles/retired/near-copies.csv, and lessons/puzzles/retired.json says which kept puzzle
 * it copied. A retired puzzle is no longer listed, picked or offered to a teacher, but its page
 * stays (progress, review cards and assignment links name it), and its id is never used again.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/near-copies.ts [--write]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { MAX_NEAR_COPY_PAIRS, nearCopyPairs, pruneNearCopies } from '../../src/lib/puzzles/near-copies';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { options } from '../args';

const o = options({ write: false, dir: 'lessons/puzzles' });
const dir = resolve(o.dir);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.csv'))
  .sort();
const byFile = new Map<string, Puzzle[]>(files.map((f) => [f, parsePuzzleCsv(readFileSync(resolve(dir, f), 'utf8'), f)]));
const all = [...byFile.values()].flat();
const pairs = nearCopyPairs(all);
console.log(`near-copy pairs: ${pairs.length} (at most ${MAX_NEAR_COPY_PAIRS})`);
for (const [a, b] of pairs) console.log(`  ${a} ~ ${b}`);

if (o.write) {
  const retired = pruneNearCopies(all);
  const file = resolve(dir, 'retired.json');
  const before: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // An id retired earlier whose puzzle is retired now leads on to where that one goes.
  const merged: Record<string, string> = {};
  for (const [id, to] of Object.entries(before)) merged[id] = retired.get(to) ?? to;
  for (const [id, to] of retired) merged[id] = to;
  for (const [f, rows] of byFile) {
    const kept = rows.filter((p) => !retired.has(p.id));
    if (kept.length !== rows.length) writeFileSync(resolve(dir, f), formatPuzzleCsv(kept));
  }
  const retiredCsv = resolve(dir, 'retired/near-copies.csv');
  const earlier = existsSync(retiredCsv) ? parsePuzzleCsv(readFileSync(retiredCsv, 'utf8'), 'retired/near-copies.csv') : [];
  mkdirSync(resolve(dir, 'retired'), { recursive: true });
  writeFileSync(retiredCsv, formatPuzzleCsv([...earlier, ...all.filter((p) => retired.has(p.id))]));
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  console.log(
    `retired ${retired.size}; left ${all.length - retired.size}; pairs left ${nearCopyPairs(all.filter((p) => !retired.has(p.id))).length}`,
  );
}
