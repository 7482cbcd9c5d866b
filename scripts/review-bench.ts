/**
 * How long the game review takes on a fixed 98-ply game (test/fixtures/records/review-bench-98.gib),
 * the whole pipeline the page's worker runs: the searches, what was missed, the personal puzzles.
 * Prints when the first ply's class was known, when every ply's was (the first pass), how many
 * plies the second look changed, and the end.
 *   nice -n 10 node scripts/run-ts.mjs scripts/review-bench.ts [--movetime ms] [--file F]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runReview } from '../src/lib/games/review-run';
import { decodeRecordBytes, parseRecords } from '../src/lib/records';

const { values } = parseArgs({
  options: { movetime: { type: 'string' }, file: { type: 'string', default: 'test/fixtures/records/review-bench-98.gib' } },
});
const parsed = parseRecords(decodeRecordBytes(readFileSync(values.file)));
if (!parsed.ok) throw new Error(`${values.file}: ${parsed.error.code} at line ${parsed.error.line}`);
const game = parsed.value[0];
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let first: number | undefined;
let classes: number | undefined;
let changed = 0;
const report = runReview(
  {
    rules: 'janggi',
    fen: game.fen,
    moves: game.moves,
    ...(values.movetime ? { movetime: Number(values.movetime) } : {}),
    learner: 'cho',
    gameId: 'bench',
  },
  {
    ply: (p) => {
      first ??= performance.now() - t0;
      if (classes !== undefined) changed++;
      if (p.ply === game.moves.length) classes ??= performance.now() - t0;
    },
  },
);
const total = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const s = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const count: Record<string, number> = {};
for (const p of report.plies) count[p.class] = (count[p.class] ?? 0) + 1;
process.stdout.write(
  `${game.moves.length} plies: first class ${s(first)}, every class ${s(classes)} (then ${changed} changed by the second look), ` +
    `whole review ${s(total)} (CPU ${s((cpu.user + cpu.system) / 1000)}); ` +
    `${report.puzzles.length} puzzle(s); accuracy Cho ${report.accuracy.cho} Han ${report.accuracy.han}; ${JSON.stringify(count)}\n`,
);
