/**
 * How long the puzzle player waits for the solver: for every solver move of every main line in
 * lessons/puzzles/*.csv, judgeMove (mates: does it still force mate, and the defender's answer)
 * or judgeTactic (winning material: does it keep the win, and the defender's answer) on the
 * right move and on every wrong try (every other legal move; with --tries one, only the first
 * other checking move, else any other move).
 *
 *   node scripts/run-ts.mjs scripts/puzzles/judge-time.ts [--tries all|one] [--slow FILE] [--limit 100] [--cache FILE] [--files tactics.csv]
 *
 * Prints median / p95 / p99 / worst for right moves and wrong tries (all, then by kind), in wall-clock time and in
 * the process's CPU time (the machine is shared: CPU time is what the judge costs; wall-clock time
 * adds the waits of other processes). --slow FILE writes the positions (board and side) of puzzles with a judgement whose
 * CPU time reaches --limit ms × 0.8 (a margin), one a line, for build.ts --exclude.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, parseUci, Position } from '../../src/lib/engine';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { judgeMove } from '../../src/lib/puzzles/solve';
import { judgeTactic, tacticTarget } from '../../src/lib/puzzles/tactics';
import { solverMoveCount } from '../../src/lib/puzzles/types';
import { options } from '../args';

const o = options({ tries: 'all', slow: '', limit: '100', cache: '', files: '' });
const allTries = o.tries === 'all';
const slowFile = o.slow;
const limit = Number(o.limit);
/** Timings measured before (same position, move and moves left), reused: a rebuild re-times only what is new. */
const cacheFile = o.cache;
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
const rightMate: Sample[] = [];
const wrongMate: Sample[] = [];
const rightMaterial: Sample[] = [];
const wrongMaterial: Sample[] = [];
const slow = new Set<string>();
/** Board and side of each slow puzzle, for build.ts --exclude. */
const slowKeys = new Set<string>();
/** Winning-material puzzles: the target their judge compares with (undefined for a mate). */
let target: number | undefined;
const judge = (id: string, fen: string, uci: string, left: number): Sample => {
  const key = `${fen}|${uci}|${left}${target === undefined ? '' : `|t${target}`}`;
  const hit = cache[key];
  if (hit) return { id, ...hit };
  const t = target;
  const s = time(id, () => (t === undefined ? judgeMove(fen, uci, left) : judgeTactic(fen, uci, left, t)));
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
/** --files a.csv,b.csv: only these collections (default: all). */
const only = o.files ? o.files.split(',') : undefined;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.csv') && (!only || only.includes(f)))
  .sort()) {
  for (const p of parsePuzzleCsv(readFileSync(resolve(dir, file), 'utf8'), `lessons/puzzles/${file}`)) {
    const r = Position.fromFen(p.fen, 'casual');
    if (!r.ok) throw new Error(`${p.id}: ${r.error.code}`);
    const pos = r.value;
    target = p.mateIn > 0 ? undefined : tacticTarget(p.fen, p.moves);
    const kind = p.mateIn > 0 ? 'mate' : 'material';
    for (let i = 0; i < p.moves.length; i += 2) {
      const left = solverMoveCount(p) - i / 2;
      const fen = pos.fen();
      const where = `${p.id} move ${i / 2 + 1}`;
      const s = judge(where, fen, p.moves[i], left);
      right.push(s);
      (kind === 'mate' ? rightMate : rightMaterial).push(s);
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
        (kind === 'mate' ? wrongMate : wrongMaterial).push(w);
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
for (const [name, rows] of [
  ['right moves', right],
  ['wrong tries', wrong],
  ['  mates, right', rightMate],
  ['  mates, wrong', wrongMate],
  ['  winning material, right', rightMaterial],
  ['  winning material, wrong', wrongMaterial],
] as const)
  if (rows.length) console.log(`${name}: ${rows.length}; wall ${summary(rows, 'ms')}; cpu ${summary(rows, 'cpu')}`);
console.log(
  `puzzles with a judgement of ${limit * 0.8} ms cpu or more: ${slow.size}${slow.size ? ` (${[...slow].slice(0, 20).join(' ')}${slow.size > 20 ? ' …' : ''})` : ''}`,
);
if (cacheFile) writeFileSync(cacheFile, JSON.stringify(cache));
if (slowFile) writeFileSync(slowFile, [...slowKeys].join('\n') + (slowKeys.size ? '\n' : ''));
