/**
 * Search speed: nodes per second of the computer opponent's search on a few positions (the start
 * and seeded middlegames), at 300 ms a move and to depth 6 from the start. With `--depth N`: the
 * nodes each position needs to reach depth N instead (no clock: the same on any machine, so a
 * change to pruning or move ordering can be compared exactly, with the moves it chooses).
 *   nice -n 10 node scripts/run-ts.mjs scripts/search-bench.ts [--depth 7] [--full]
 */
import { Position } from '../src/lib/engine';
import { Search } from '../src/lib/engine/search/search';
import { levelMove, rng } from '../src/lib/engine/search/levels';
import { options } from './args';

const o = options({ depth: '', full: false });
// The opponent's selective search by default; --full: the full-width search of the analysis and the checks.
const sel = { selective: !o.full };

// The start, and middlegames reached by a few seeded level-3 games of 24 plies (reproducible).
const fens = [Position.start().fen()];
for (let seed = 1; fens.length < 7; seed++) {
  const p = Position.start('casual');
  const random = rng(seed);
  for (let i = 0; i < 24 && !p.outcome(); i++) p.play(levelMove(p, 3, { depth: 2 }, random).move!);
  if (!p.outcome()) fens.push(p.fen());
}

if (o.depth) {
  let total = 0;
  let totalMs = 0;
  for (const fen of fens) {
    const p = Position.fromFen(fen);
    if (!p.ok) continue;
    const r = new Search(p.value).run({ depth: Number(o.depth) }, sel);
    total += r.nodes;
    totalMs += r.ms;
    process.stdout.write(`${r.uci} score ${r.score} nodes ${r.nodes} ${r.ms.toFixed(0)} ms  ${fen}\n`);
  }
  process.stdout.write(`depth ${o.depth} over ${fens.length} positions: ${total} nodes, ${totalMs.toFixed(0)} ms\n`);
  process.exit(0);
}

// Warm up the JIT.
new Search(Position.start()).run({ depth: 4 }, sel);
let nodes = 0;
let ms = 0;
const depths: number[] = [];
for (const fen of fens) {
  const p = Position.fromFen(fen);
  if (!p.ok) continue;
  const r = new Search(p.value).run({ movetime: 300 }, sel);
  nodes += r.nodes;
  ms += r.ms;
  depths.push(r.depth);
  process.stdout.write(
    `${r.uci} depth ${r.depth} nodes ${r.nodes} ${r.ms.toFixed(0)} ms ${((r.nodes / r.ms) * 1000).toFixed(0)} nps  ${fen}\n`,
  );
}
const r6 = new Search(Position.start()).run({ depth: 6 }, sel);
process.stdout.write(
  `start position, depth 6: ${r6.nodes} nodes in ${r6.ms.toFixed(0)} ms (${((r6.nodes / r6.ms) * 1000).toFixed(0)} nps)\n`,
);
process.stdout.write(
  `300 ms a move over ${depths.length} positions: ${((nodes / ms) * 1000).toFixed(0)} nodes/s, depths ${depths.join(' ')}\n`,
);
