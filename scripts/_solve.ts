import { readFileSync } from 'node:fs';
import { Position, moveToUci } from '$lib/engine';
import { parseExercise } from '$lib/exercises/parse';
import { contextFor, playTurn } from '$lib/exercises/runner';
const [file, fenOverride] = process.argv.slice(2);
const ex = parseExercise(file, readFileSync(file, 'utf8')).exercise!;
const task = { ...ex.exercise, ...(fenOverride ? { fen: fenOverride } : {}) };
const ctx = contextFor(task);
const pos = (Position.fromFen(task.fen, task.rules) as any).value as Position;
for (const m1 of pos.legalMoves()) {
  if (m1.from === m1.to) continue;
  const ply = pos.ply;
  const r1 = playTurn(pos, task, ctx, m1, 0, false);
  const head = `${moveToUci(m1)} -> ${r1.reply ? moveToUci(r1.reply) : '-'}`;
  if (r1.status === 'solved') console.log(`${head}: SOLVED at once`);
  else if (r1.status === 'playing' && task.budget > 1) {
    const wins: string[] = [];
    for (const m2 of pos.legalMoves()) {
      if (m2.from === m2.to) continue;
      const p2 = pos.ply;
      const r2 = playTurn(pos, task, ctx, m2, 1, false);
      if (r2.status === 'solved') wins.push(`${moveToUci(m2)}(${r2.reply ? moveToUci(r2.reply) : '-'})`);
      while (pos.ply > p2) pos.undo();
    }
    if (wins.length) console.log(`${head}: ${wins.join(' ')}`);
  }
  while (pos.ply > ply) pos.undo();
}
