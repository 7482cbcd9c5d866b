/**
 * Verifies every puzzle of lessons/puzzles/*.csv with our solver (verify.ts) and prints the
 * verification time: median, 90th percentile, worst (with its id), total.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/verify-time.ts [--json FILE]
 *
 * --json writes { [id]: { problems, ms } } for test/content/puzzles.test.ts, which runs this at
 * full speed (bundled) rather than under Vitest's slower transform.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { verifyPuzzle } from './verify';

const dir = resolve('lessons/puzzles');
const times: { id: string; ms: number; n: number }[] = [];
const results: Record<string, { problems: string[]; ms: number }> = {};
let bad = 0;
/** --files a.csv,b.csv: only these collections (default: all). */
const fi = process.argv.indexOf('--files');
const only = fi > 0 ? process.argv[fi + 1].split(',') : undefined;
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.csv') && (!only || only.includes(f)))
  .sort()) {
  for (const p of parsePuzzleCsv(readFileSync(resolve(dir, f), 'utf8'), `lessons/puzzles/${f}`)) {
    const t = performance.now();
    const problems = verifyPuzzle(p);
    times.push({ id: p.id, ms: performance.now() - t, n: p.mateIn });
    results[p.id] = { problems, ms: Math.round(performance.now() - t) };
    if (problems.length) {
      bad++;
      console.log(`${p.id}: ${problems.join('; ')}`);
    }
  }
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const summary = (rows: typeof times) => {
  const s = [...rows].sort((a, b) => a.ms - b.ms);
  if (!s.length) return 'none';
  const worst = s.at(-1)!;
  return `${s.length} puzzles, median ${fmt(s[s.length >> 1].ms)}, p90 ${fmt(s[Math.floor(s.length * 0.9)].ms)}, worst ${fmt(worst.ms)} (${worst.id}), total ${(s.reduce((a, b) => a + b.ms, 0) / 1000).toFixed(1)} s`;
};
console.log(`all: ${summary(times)}`);
for (let n = 1; n <= 5; n++) console.log(`mate in ${n}: ${summary(times.filter((t) => t.n === n))}`);
console.log(`winning material: ${summary(times.filter((t) => t.n === 0))}`);
console.log(bad ? `${bad} puzzles with problems` : 'every puzzle verified');
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results));
process.exit(bad ? 1 : 0);
