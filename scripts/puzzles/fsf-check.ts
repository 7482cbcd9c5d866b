/**
 * Fairy-Stockfish's check of every winning-material and defence puzzle of lessons/puzzles/*.csv
 * (mate_in 0) by the rules of fsf-line.ts, under tournament rules, at --depth (default 10, the
 * depth the generator confirmed them at; one engine, put back in a fresh engine's state before each
 * puzzle, so a run gives the generator's verdicts again).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/fsf-check.ts [--depth 10] [--json FILE] [--ids tc-0001,tc-0002]
 *
 * Prints each puzzle with problems; --json writes { [id]: { problems, ms } }. The slow suite
 * test/slow/puzzles-tactics-fsf.test.ts runs the same check over every row; this script is for one
 * row or a few (--ids) while making them, and for --depth.
 */
import { writeFileSync } from 'node:fs';
import { options } from '../args';
import { freshFsf, fsfLineProblems, kindOf, resetFsf, tacticRows } from './fsf-line';

const o = options({ depth: '10', json: '', ids: '' });
const depth = Number(o.depth);
const only = o.ids ? new Set(o.ids.split(',')) : undefined;
const rows = tacticRows().filter((p) => !only || only.has(p.id));

const results: Record<string, { problems: string[]; ms: number }> = {};
const t0 = Date.now();
let bad = 0;
const fsf = await freshFsf();
for (const p of rows) {
  const t = Date.now();
  await resetFsf(fsf);
  const problems = await fsfLineProblems(fsf, p.fen, p.moves, kindOf(p.themes), depth);
  results[p.id] = { problems, ms: Date.now() - t };
  if (problems.length) {
    bad++;
    console.log(`${p.id}: ${problems.join('; ')}`);
  }
}
fsf.quit();
console.log(`${rows.length} puzzles, ${bad} with problems, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (o.json) writeFileSync(o.json, JSON.stringify(results));
process.exit(0);
