/**
 * Reply time of the exercises' defence (src/lib/exercises/defence.ts) on the exercise positions.
 *   nice -n 10 node scripts/run-ts.mjs scripts/exercise-defence-bench.ts [nodes] [depth]
 * For every move exercise: the defence's reply after each legal first move of the solver (what a
 * learner can play), timed in CPU time (user ms of this process, so other load on the machine
 * does not count). Prints the median, 95th percentile and worst reply in ms.
 */
import { readFileSync } from 'node:fs';
import { Position } from '$lib/engine';
import { DEFENCE, defenceReply } from '$lib/exercises/defence';
import { parseExercise } from '$lib/exercises/parse';
import { TRACKS } from '$lib/exercises/types';
import { englishSources } from './content-tasks';

const nodes = Number(process.argv[2] ?? DEFENCE.nodes);
const depth = Number(process.argv[3] ?? DEFENCE.depth);
let times: number[] = [];
let worst = { ms: 0, where: '' };
// Two passes: the first warms the JIT up (a page's first reply is slower); the second is reported.
for (let pass = 0; pass < 2; pass++) {
  times = [];
  worst = { ms: 0, where: '' };
  for (const track of TRACKS)
    for (const file of englishSources(`lessons/exercises/${track}`)) {
      const ex = parseExercise(file, readFileSync(file, 'utf8')).exercise;
      if (!ex || ex.exercise.choice) continue;
      const r = Position.fromFen(ex.exercise.fen, ex.exercise.rules);
      if (!r.ok) continue;
      const pos = r.value;
      for (const m of pos.legalMoves()) {
        if (m.from === m.to) continue;
        pos.play(m);
        const t0 = performance.now();
        defenceReply(pos, { nodes, depth });
        const ms = performance.now() - t0;
        times.push(ms);
        if (ms > worst.ms) worst = { ms, where: `${ex.track}/${ex.id} after ${m.from}-${m.to}` };
        pos.undo();
      }
    }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
console.log(
  `nodes ${nodes} depth ${depth}: ${times.length} replies, median ${q(0.5)} ms, p95 ${q(0.95)} ms, worst ${worst.ms.toFixed(1)} ms (${worst.where})`,
);
