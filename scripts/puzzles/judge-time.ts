/**
 * How long the puzzle player waits for the solver: for every solver move of every main line in
 * lessons/puzzles/*.csv, judgeMove (does it still force mate, and the defender's answer) on the
 * right move and on a wrong try (the first other checking move, else any other move).
 *
 *   node scripts/run-ts.mjs scripts/puzzles/judge-time.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, parseUci, Position } from '../../src/lib/engine';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { judgeMove } from '../../src/lib/puzzles/solve';

const dir = resolve('lessons/puzzles');
const right: { id: string; ms: number }[] = [];
const wrong: { id: string; ms: number }[] = [];
const time = (f: () => unknown) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
  for (const p of parsePuzzleCsv(readFileSync(resolve(dir, file), 'utf8'), `lessons/puzzles/${file}`)) {
    const r = Position.fromFen(p.fen, 'casual');
    if (!r.ok) throw new Error(`${p.id}: ${r.error.message}`);
    const pos = r.value;
    for (let i = 0; i < p.moves.length; i += 2) {
      const left = p.mateIn - i / 2;
      const fen = pos.fen();
      const where = `${p.id} move ${i / 2 + 1}`;
      right.push({ id: where, ms: time(() => judgeMove(fen, p.moves[i], left)) });
      const others = pos.legalMoves().filter((m) => m.from !== m.to && moveToUci(m) !== p.moves[i]);
      const checking = others.find((m) => {
        pos.play(m);
        const check = pos.isCheck();
        pos.undo();
        return check;
      });
      const tried = checking ?? others[0];
      if (tried) wrong.push({ id: where, ms: time(() => judgeMove(fen, moveToUci(tried), left)) });
      pos.play(parseUci(p.moves[i])!);
      if (p.moves[i + 1]) pos.play(parseUci(p.moves[i + 1])!);
    }
  }
}
const summary = (rows: typeof right) => {
  const s = [...rows].sort((a, b) => a.ms - b.ms);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))].ms.toFixed(1);
  return `${s.length} moves, median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, worst ${s.at(-1)!.ms.toFixed(0)} ms (${s.at(-1)!.id})`;
};
console.log(`right moves: ${summary(right)}`);
console.log(`wrong tries: ${summary(wrong)}`);
