/**
 * Re-derives every mate puzzle of lessons/puzzles/mates.csv and bakbo.csv with the current mate
 * judge (src/lib/engine/mate.ts), as build.ts would admit it today:
 *
 *   node scripts/run-ts.mjs scripts/puzzles/rederive.ts [--dry]
 *
 * - the shortest mate: a row whose mate got shorter moves to its new length under a new id
 *   (`m<N>-<number after the largest in the file's git history>`, `bk<N>-...`: an id never names
 *   another puzzle), its old id leaves the collection;
 * - the first move: for N >= 2 it must be the only one (a row with two solutions is dropped, as the
 *   generator rejects it); for N = 1 at most nine mates;
 * - the main line: the first move, the longest resistance, the first of the shortest mates (bakbo:
 *   the line of its form, as compose-bakbo.ts makes it); its themes and its rating are derived
 *   again when it changes.
 * Prints what changed and why.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mateIn, mateMoves, moveToUci, parseUci, Position } from '../../src/lib/engine';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { puzzleRating } from '../../src/lib/puzzles/rating';
import { mainLine } from '../../src/lib/puzzles/solve';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { bakboLine, CheckSolver, quietLine } from './checks';

const dry = process.argv.includes('--dry');

type Outcome = { puzzle?: Puzzle; note?: string };

function rederive(p: Puzzle, newId: (n: number) => string): Outcome {
  const bakbo = p.themes.includes('bakbo');
  const r = Position.fromFen(p.fen, 'casual');
  if (!r.ok) return { note: `bad FEN: ${r.error.code}` };
  const root = r.value;
  const n = mateIn(root, p.mateIn);
  if (n === 0) return { note: `dropped: no mate in ${p.mateIn}` };
  const firsts = mateMoves(root, n).map(moveToUci);
  if (n >= 2 && firsts.length !== 1) return { note: `dropped: mate in ${n} opens with ${firsts.join(', ')}` };
  if (n === 1 && firsts.length > 9) return { note: `dropped: ${firsts.length} mates in 1` };
  const first = n === p.mateIn && firsts.includes(p.moves[0]) ? p.moves[0] : firsts[0];
  // A bakbo keeps its form: checks only, one quiet move, or an ending (compose-bakbo.ts).
  const allChecks = p.themes.includes('bakbo-all-checks');
  const quiet = p.themes.includes('bakbo-one-quiet') ? 1 : n;
  if (bakbo && allChecks && (new CheckSolver(root).length(n) !== n || !new CheckSolver(root).firstMoves(n).map(moveToUci).includes(first)))
    return { note: `dropped: the mate in ${n} is not a bakbo (checks only)` };
  const line = !bakbo
    ? mainLine(root, parseUci(first)!, n)
    : allChecks
      ? bakboLine(root, parseUci(first)!, n)
      : quietLine(root, parseUci(first)!, n, quiet);
  if (!line) return { note: 'dropped: no main line of its form' };
  if (bakbo) {
    const form = deriveThemes({ fen: p.fen, moves: line, mateIn: n, extra: ['bakbo'] }).filter((t) => t.startsWith('bakbo-'));
    if (!form.every((t) => p.themes.includes(t))) return { note: `dropped: its line is now ${form.join(' ')}` };
  }
  const same = n === p.mateIn && line.join(' ') === p.moves.join(' ');
  if (same) return { puzzle: p };
  const themes = deriveThemes({ fen: p.fen, moves: line, mateIn: n, extra: bakbo ? ['bakbo'] : [] });
  const puzzle: Puzzle = {
    ...p,
    id: n === p.mateIn ? p.id : newId(n),
    moves: line,
    mateIn: n,
    themes,
    rating: puzzleRating(p.fen, line, n),
  };
  const what =
    n === p.mateIn
      ? `main line ${p.moves.join(' ')} -> ${line.join(' ')}`
      : `mate in ${p.mateIn} -> ${n}, now ${puzzle.id}: ${line.join(' ')}`;
  return { puzzle, note: `${what}; rating ${p.rating} -> ${puzzle.rating}` };
}

for (const file of ['mates.csv', 'bakbo.csv']) {
  const path = `lessons/puzzles/${file}`;
  const rows = parsePuzzleCsv(readFileSync(path, 'utf8'), file);
  // Every id the file ever held, so that a new id never names a puzzle that left earlier.
  const largest = new Map<string, number>();
  const commits = execFileSync('git', ['log', '--format=%H', '--', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const versions = [
    readFileSync(path, 'utf8'),
    ...commits.map((c) => execFileSync('git', ['show', `${c}:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 })),
  ];
  for (const text of versions)
    for (const m of text.matchAll(/^([a-z]+\d)-(\d+),/gm)) largest.set(m[1], Math.max(largest.get(m[1]) ?? 0, Number(m[2])));
  const newId = (n: number) => {
    const pre = `${file === 'bakbo.csv' ? 'bk' : 'm'}${n}`;
    const k = (largest.get(pre) ?? 0) + 1;
    largest.set(pre, k);
    return `${pre}-${String(k).padStart(file === 'bakbo.csv' ? 3 : 4, '0')}`;
  };
  const out: Puzzle[] = [];
  const moved: Puzzle[] = [];
  for (const p of rows) {
    const o = rederive(p, newId);
    if (o.note) console.log(`${p.id}: ${o.note}`);
    if (o.puzzle) (o.puzzle.mateIn === p.mateIn ? out : moved).push(o.puzzle);
  }
  // Rows stay in place (grouped by length, as build.ts writes them); a row of a new length goes
  // at the end of its group.
  for (const p of moved) {
    const after = out.findLastIndex((q) => q.mateIn <= p.mateIn);
    out.splice(after + 1, 0, p);
  }
  console.log(`${file}: ${rows.length} rows, ${out.length} kept`);
  if (!dry) writeFileSync(path, formatPuzzleCsv(out));
}
