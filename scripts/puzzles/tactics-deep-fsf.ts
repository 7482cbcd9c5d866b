/**
 * Fairy-Stockfish confirms the candidates of tactics-deep.ts (combinations of 5 plies, defence
 * puzzles) under tournament rules by the rules of fsf-line.ts, following its own line: the first
 * move is the candidate's, the defence and the later solver moves are FSF's best. A confirmed line
 * is then checked by our judge as the collection's verifier does (verify.ts: the only first move
 * the judge accepts, every solver move keeps the target, themes and rating derived).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/tactics-deep-fsf.ts [--depth 10] [--in DIR] [--kinds tactic,defence] [--minutes 40]
 *   node scripts/run-ts.mjs scripts/puzzles/tactics-deep-fsf.ts --write 1 [--out lessons/puzzles/tactics.csv]
 *
 * Reads DIR/deep-t<seed>.jsonl (one candidate per game and line: neighbouring plies repeat a
 * tactic), appends verdicts to DIR/deep-fsf.jsonl ({fen, kind, moves, ok, problems, depth}); a
 * rerun skips the positions already there, so a stopped run resumes. Combinations go first, the
 * widest margin over the runner-up first.
 * --write 1 adds the confirmed rows to --out that it does not hold yet (same position), with ids
 * after the largest there, `mate_in` 0 and `source` `playout-d<seed>-fsf<depth>`; near-copies of
 * rows already kept are left out (near-copies.ts's measure).
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import { tacticRating } from '../../src/lib/puzzles/tactics';
import { nearCopyPairs } from '../../src/lib/puzzles/near-copies';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { loadFsf } from '../../test/support/fsf';
import { options } from '../args';
import { fsfLine } from './fsf-line';
import type { DeepCandidate } from './tactics-deep';
import { positionKey } from './lib';
import { verifyTactic } from './verify';

interface Verdict {
  fen: string;
  kind: DeepCandidate['kind'];
  seed: string;
  moves: string[];
  ok: boolean;
  problems: string[];
  depth: number;
}

type Stored = DeepCandidate & { seed: string; game: number };

function candidates(dir: string): Stored[] {
  const out: Stored[] = [];
  const keys = new Set<string>();
  for (const f of readdirSync(dir).sort()) {
    const seed = /^deep-t(\d+)\.jsonl$/.exec(f)?.[1];
    if (!seed) continue;
    for (const l of readFileSync(resolve(dir, f), 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type !== 'candidate') continue;
      const key = `${seed}/${o.game}/${o.kind}/${o.line[0]}/${o.line[2]}`;
      if (keys.has(key)) continue;
      keys.add(key);
      out.push({ ...o, seed });
    }
  }
  return out;
}

/** The row our judge makes of a line, and its problems (verify.ts). */
export function judgedRow(fen: string, moves: string[]): { row: Omit<Puzzle, 'id' | 'source'>; problems: string[] } {
  const row = { fen, moves, mateIn: 0, themes: deriveTacticThemes(fen, moves), rating: tacticRating(fen, moves) };
  return { row, problems: verifyTactic({ ...row, id: 'new', source: '' }) };
}

async function check(o: ReturnType<typeof opts>) {
  const dir = resolve(o.in);
  const depth = Number(o.depth);
  const kinds = o.kinds.split(',');
  const outFile = resolve(dir, 'deep-fsf.jsonl');
  const done = new Set<string>();
  if (existsSync(outFile)) for (const l of readFileSync(outFile, 'utf8').split('\n')) if (l) done.add((JSON.parse(l) as Verdict).fen);
  const todo = candidates(dir)
    .filter((c) => kinds.includes(c.kind) && !done.has(c.fen))
    .sort((a, b) => (a.kind === b.kind ? b.gain - b.second - (a.gain - a.second) : a.kind === 'tactic' ? -1 : 1));
  const fsf = await loadFsf();
  fsf.send('setoption name Threads value 1');
  fsf.send('setoption name Hash value 32');
  await fsf.variant('janggi');
  const t0 = Date.now();
  let ok = 0;
  for (const [n, c] of todo.entries()) {
    if (Date.now() - t0 > Number(o.minutes) * 60000) break;
    if (done.has(c.fen)) continue;
    done.add(c.fen);
    const t = Date.now();
    fsf.send('ucinewgame');
    const r = await fsfLine(fsf, c.fen, c.line, c.kind === 'tactic' ? 'material' : 'defence', depth, true);
    const problems = [...r.problems];
    if (!problems.length) problems.push(...judgedRow(c.fen, r.moves).problems.map((p) => `judge: ${p}`));
    const v: Verdict = { fen: c.fen, kind: c.kind, seed: c.seed, moves: r.moves, ok: !problems.length, problems, depth };
    appendFileSync(outFile, JSON.stringify(v) + '\n');
    if (v.ok) ok++;
    console.log(
      `${n + 1}/${todo.length} ${c.kind} ${v.ok ? 'ok' : 'no'} ${r.moves.join(' ')} ${problems[0] ?? ''} ${((Date.now() - t) / 1000).toFixed(1)} s; ${ok} ok`,
    );
  }
  fsf.quit();
}

function write(o: ReturnType<typeof opts>) {
  const dir = resolve(o.in);
  const outFile = resolve(o.out);
  const rows = parsePuzzleCsv(readFileSync(outFile, 'utf8'), o.out);
  const have = new Set(rows.map((p) => positionKey(p.fen)));
  let next = Math.max(0, ...rows.map((p) => Number(p.id.slice(3)))) + 1;
  const verdicts = readFileSync(resolve(dir, 'deep-fsf.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Verdict)
    .filter((v) => v.ok);
  let added = 0;
  for (const v of verdicts) {
    if (have.has(positionKey(v.fen))) continue;
    const { row, problems } = judgedRow(v.fen, v.moves);
    if (problems.length) continue;
    if (nearCopyPairs([...rows, { id: 'new', fen: v.fen }]).some((pair) => pair.includes('new'))) continue;
    have.add(positionKey(v.fen));
    rows.push({ ...row, id: `tc-${String(next++).padStart(4, '0')}`, source: `playout-d${v.seed}-fsf${v.depth}` });
    added++;
  }
  writeFileSync(outFile, formatPuzzleCsv(rows));
  console.log(`added ${added}; ${rows.length} rows in ${o.out}`);
}

const opts = () =>
  options({
    depth: '10',
    in: 'node_modules/.cache/puzzles',
    kinds: 'tactic,defence',
    minutes: '40',
    write: '0',
    out: 'lessons/puzzles/tactics.csv',
  });

if (process.argv[1]?.endsWith('tactics-deep-fsf.ts')) {
  const o = opts();
  if (o.write === '1') write(o);
  else await check(o);
  process.exit(0);
}
