/**
 * The analysis board's quality on the tactics puzzles: how often its best move (the search as the
 * board runs it: three lines, casual rules like the collection, a fixed time a position) is the one
 * Fairy-Stockfish plays, and how often it is the puzzle's answer. Positions are taken evenly across
 * the collection. FSF thinks the same time a position by default, or to a depth with `--depth`.
 *   nice -n 10 node scripts/run-ts.mjs scripts/analysis-agreement.ts [--sample 100] [--ms 300] [--depth N] [--rows]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Position } from '../src/lib/engine';
import { Search } from '../src/lib/engine/search/search';
import { loadFsf } from '../test/support/exercise-fsf';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '100' },
    ms: { type: 'string', default: '300' },
    depth: { type: 'string' },
    rows: { type: 'boolean', default: false },
  },
});
const ms = Number(values.ms);
const sample = Number(values.sample);

const rows = readFileSync('lessons/puzzles/tactics.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => {
    const [id, fen, moves] = l.split(',');
    return { id, fen, answer: moves.split(' ')[0] };
  });
const step = rows.length / Math.min(sample, rows.length);
const picked = Array.from({ length: Math.min(sample, rows.length) }, (_, i) => rows[Math.floor(i * step)]);

const fsf = await loadFsf();
await fsf.variant('janggicasual');
fsf.send('setoption name Threads value 1');

async function fsfBest(fen: string): Promise<string> {
  fsf.send('ucinewgame');
  await fsf.cmd('isready', /^readyok/);
  fsf.send(`position fen ${fen}`);
  const out = await fsf.cmd(values.depth ? `go depth ${values.depth}` : `go movetime ${ms}`, /^bestmove/);
  return /^bestmove (\S+)/.exec(out.find((l) => l.startsWith('bestmove')) ?? '')?.[1] ?? '';
}

const t0 = Date.now();
let sameAsFsf = 0;
let sameAsAnswer = 0;
let fsfIsAnswer = 0;
for (const row of picked) {
  const pos = Position.fromFen(row.fen, 'casual');
  if (!pos.ok) throw new Error(`${row.id}: ${pos.error.code}`);
  const ours = new Search(pos.value).run({ movetime: ms }, { multiPv: 3 });
  const theirs = await fsfBest(row.fen);
  if (ours.uci === theirs) sameAsFsf++;
  if (ours.uci === row.answer) sameAsAnswer++;
  if (theirs === row.answer) fsfIsAnswer++;
  if (values.rows) process.stdout.write(`${row.id} ours ${ours.uci} (depth ${ours.depth}) fsf ${theirs} answer ${row.answer}\n`);
}
fsf.quit();
const n = picked.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(0)}%`;
process.stdout.write(
  `${n} tactics positions, ours ${ms} ms (3 lines), FSF ${values.depth ? `depth ${values.depth}` : `${ms} ms`}, ${((Date.now() - t0) / 1000).toFixed(0)} s: ` +
    `our best move = FSF's ${sameAsFsf}/${n} (${pct(sameAsFsf)}); = the puzzle's answer ${sameAsAnswer}/${n} (${pct(sameAsAnswer)}); ` +
    `FSF's = the answer ${fsfIsAnswer}/${n} (${pct(fsfIsAnswer)})\n`,
);
