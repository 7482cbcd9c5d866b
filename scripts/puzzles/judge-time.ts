/**
 * How long the puzzle player waits for the solver: for every solver move of every main line in
 * lessons/puzzles/*.csv, judgeMove (does it still force mate, and the defender's answer) on the
 * right move and on every wrong try (every other legal move; with --tries one, only the first
 * other checking move, else any other move).
 *
 *   node scripts/run-ts.mjs scripts/puzzles/judge-time.ts [--tries all|one] [--slow FILE] [--limit 100] [--cache FILE]
 *
 * Prints median / p95 / p99 / worst for right moves and wrong tries, in wall-clock time and in
 * the process's CPU time (the machine is shared: CPU time is what the judge costs; wall-clock time
 * adds the waits of other processes). --slow FILE writes the positions (board and side) of puzzles with a judgement whose
 * CPU time reaches --limit ms × 0.8 (a margin), one a line, for build.ts --exclude.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, parseUci, Position } from '../../src/lib/engine';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { judgeMove } from '../../src/lib/puzzles/solve';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const allTries = arg('tries', 'all') === 'all';
const slowFile = arg('slow', '');
const limit = Number(arg('limit', '100'));
/** Timings measured before (same position, move and moves left), reused: a rebuild re-times only what is new. */
const cacheFile = arg('cache', '');
const cache: Record<string, { ms: number; cpu: number }> =
  cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};

interface Sample {
  id: string;
  ms: number;
  cpu: number;
}
const dir = resolve('lessons/puzzles');
const right: Sample[] = [];
const wrong: Sample[] = [];
const slow = new Set<string>();
/** Board and side of each slow puzzle, for build.ts --exclude. */
const slowKeys = new Set<string>();
const judge = (id: string, fen: string, uci: string, left: number): Sample => {
  const key = `${fen}|${uci}|${left}`;
  const hit = cache[key];
  if (hit) return { id, ...hit };
  const s = time(id, () => judgeMove(fen, uci, left));
  cache[key] = { ms: s.ms, cpu: s.cpu };
  return s;
};
const time = (id: string, f: () => unknown): Sample => {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const ms = performance.now() - t;
  const d = process.cpuUsage(c);
  return { id, ms, cpu: (d.user + d.system) / 1000 };
};
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.csv'))
  .sort()) {
  for (const p of parsePuzzleCsv(readFileSync(resolve(dir, file), 'utf8'), `lessons/puzzles/${file}`)) {
    const r = Position.fromFen(p.fen, 'casual');
    if (!r.ok) throw new Error(`${p.id}: ${r.error.message}`);
    const pos = r.value;
    for (let i = 0; i < p.moves.length; i += 2) {
      const left = p.mateIn - i / 2;
      const fen = pos.fen();
      const where = `${p.id} move ${i / 2 + 1}`;
      const s = judge(where, fen, p.moves[i], left);
      right.push(s);
      if (s.cpu >= limit * 0.8) {
        slow.add(p.id);
        slowKeys.add(p.fen.split(' ').slice(0, 2).join(' '));
      }
      const others = pos.legalMoves().filter((m) => m.from !== m.to && moveToUci(m) !== p.moves[i]);
      let tries = others;
      if (!allTries) {
        const checking = others.find((m) => {
          pos.play(m);
          const check = pos.isCheck();
          pos.undo();
          return check;
        });
        tries = checking ? [checking] : others.slice(0, 1);
      }
      for (const m of tries) {
        const w = judge(`${where} try ${moveToUci(m)}`, fen, moveToUci(m), left);
        wrong.push(w);
        if (w.cpu >= limit * 0.8) {
          slow.add(p.id);
          slowKeys.add(p.fen.split(' ').slice(0, 2).join(' '));
        }
      }
      pos.play(parseUci(p.moves[i])!);
      if (p.moves[i + 1]) pos.play(parseUci(p.moves[i + 1])!);
    }
  }
}
const summary = (rows: Sample[], key: 'ms' | 'cpu') => {
  const s = [...rows].sort((a, b) => a[key] - b[key]);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))][key].toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, worst ${s.at(-1)![key].toFixed(0)} ms (${s.at(-1)!.id})`;
};
console.log(`right moves: ${right.length}; wall ${summary(right, 'ms')}; cpu ${summary(right, 'cpu')}`);
console.log(`wrong tries: ${wrong.length}; wall ${summary(wrong, 'ms')}; cpu ${summary(wrong, 'cpu')}`);
console.log(
  `puzzles with a judgement of ${limit * 0.8} ms cpu or more: ${slow.size}${slow.size ? ` (${[...slow].slice(0, 20).join(' ')}${slow.size > 20 ? ' …' : ''})` : ''}`,
);
if (cacheFile) writeFileSync(cacheFile, JSON.stringify(cache));
if (slowFile) writeFileSync(slowFile, [...slowKeys].join('\n') + (slowKeys.size ? '\n' : ''));
