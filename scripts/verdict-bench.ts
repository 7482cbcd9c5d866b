/**
 * How long the editor's verdict takes (judgePosition, as its worker calls it) on the mates of the
 * puzzle collections: the first `--count` puzzles of each length asked.
 *   node scripts/run-ts.mjs scripts/verdict-bench.ts [--lengths 3,4] [--count 40]
 * Run from the project folder. Prints one line a position (id, verdict, milliseconds), then the
 * total, mean and worst per length.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { judgePosition } from '../src/lib/task/verdict';

const { values } = parseArgs({ options: { lengths: { type: 'string', default: '3,4' }, count: { type: 'string', default: '40' } } });
const lengths = values.lengths.split(',').map(Number);
const count = Number(values.count);

const rows = ['mates', 'bakbo'].flatMap((file) =>
  readFileSync(`lessons/puzzles/${file}.csv`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([id, fen, , mateIn]) => ({ id, fen, n: Number(mateIn) })),
);

for (const n of lengths) {
  const picked = rows.filter((r) => r.n === n).slice(0, count);
  let total = 0;
  let worst = 0;
  for (const r of picked) {
    const t0 = performance.now();
    const v = judgePosition(r.fen, 'janggi');
    const ms = performance.now() - t0;
    total += ms;
    worst = Math.max(worst, ms);
    console.log(`${r.id}\t${v.kind === 'mate' ? `mate-in-${v.n}` : v.kind}\t${ms.toFixed(0)} ms`);
  }
  console.log(
    `mate in ${n}: ${picked.length} positions, total ${total.toFixed(0)} ms, mean ${(total / picked.length).toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
  );
}
