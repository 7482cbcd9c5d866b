import { readFileSync } from 'node:fs';
import { Position } from '$lib/engine';
import { Search } from '$lib/engine/search/search';
import { parseExercise } from '$lib/exercises/parse';
const ex = parseExercise('x', readFileSync('lessons/exercises/elephants/09-hit-the-soldier.md', 'utf8')).exercise!;
const pos = (Position.fromFen(ex.exercise.fen, 'janggi') as any).value as Position;
for (let k = 0; k < 3; k++)
for (const m of pos.legalMoves().slice(0, 8)) {
  pos.play(m);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const s = new Search(pos); const t1 = performance.now();
  const r = s.run({ depth: 10, nodes: 6000 });
  console.log(k, m.from, m.to, 'ctor', (t1 - t0).toFixed(1), 'ms', (performance.now() - t0).toFixed(1), 'cpu', (process.cpuUsage(c0).user / 1000).toFixed(1), 'nodes', r.nodes, 'depth', r.depth);
  pos.undo();
}
