/**
 * Fairy-Stockfish confirms the candidates of tactics-deep.ts (combinations of 5 plies, defence
 * puzzles) under tournament rules by the rules of fsf-line.ts, following its own line: the first
 * move is the candidate's, the defence and the later solver moves are FSF's best. A confirmed line
 * is then checked by our judge as the collection's verifier does (verify.ts: the only first move
 * the judge accepts, every solver move keeps the target, themes and rating derived).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/tactics-deep-fsf.ts [--depth 10] [--in DIR] [--kinds tactic,defence] [--seeds 31,c13] [--minutes 40]
 *   node scripts/run-ts.mjs scripts/puzzles/tactics-deep-fsf.ts --write 1 [--out lessons/puzzles/tactics.csv]
 *
 * Reads DIR/deep-t<seed>.jsonl (one candidate per game and line: neighbouring plies repeat a
 * tactic; with --seeds only those seeds, `c<n>` a composed file), appends verdicts to DIR/deep-fsf.jsonl ({fen, kind, moves, ok, problems, depth}); a
 * rerun skips the positions already there, so a stopped run resumes. Combinations go first, the
 * widest margin over the runner-up first.
 * --existing 1 checks the rows of --out again instead (verdicts in DIR/rows-fsf.jsonl), following
 * FSF's line from each row's first move.
 * --write 1 first applies those verdicts (a confirmed row takes FSF's line, re-themed and re-rated;
 * any other leaves for lessons/puzzles/retired/unsound.csv and retired.json names the kept puzzle
 * of its kind closest in rating), then adds the confirmed candidates --out does not hold yet (same
 * position), with ids after the largest ever used, `mate_in` 0 and `source`
 * `playout-d<seed>-fsf<depth>` (a composed pass study of compose-pass.ts: `composed-c<seed>-fsf<depth>`); near-copies of rows already kept are left out (near-copies.ts's measure).
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import { tacticRating } from '../../src/lib/puzzles/tactics';
import { nearCopyPairs } from '../../src/lib/puzzles/near-copies';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { tacticRules } from '../../src/lib/puzzles/position';
import { options } from '../args';
import { freshFsf, fsfLine, resetFsf } from './fsf-line';
import type { DeepCandidate } from './tactics-deep';
import { positionKey } from './lib';
import { verifyTactic } from './verify';

interface Verdict {
  /** A row of --out checked again (--existing 1). */
  id?: string;
  fen: string;
  kind: DeepCandidate['kind'];
  seed: string;
  moves: string[];
  ok: boolean;
  problems: string[];
  depth: number;
}

/** `study`: what a composed bikjang study asks (compose-bikjang.ts); a count is checked by the count's rules. */
type Stored = DeepCandidate & { seed: string; game: number; id?: string; study?: 'count' | 'bikjang' };

/** The rows of `file` as candidates (--existing 1): checked again by these rules, following FSF's line. */
function rowCandidates(file: string): Stored[] {
  return parsePuzzleCsv(readFileSync(file, 'utf8'), file)
    .filter((p) => p.mateIn === 0)
    .map((p) => ({
      id: p.id,
      kind: p.themes.includes('defence') ? 'defence' : 'tactic',
      study: p.themes.includes('count') ? 'count' : undefined,
      fen: p.fen,
      line: p.moves,
      gain: 0,
      second: 0,
      seed: /^(?:playout-[td](\d+)|composed-(c\d+))/.exec(p.source)?.slice(1).find(Boolean) ?? '0',
      game: 0,
    }));
}

function candidates(dir: string, seeds?: string[]): Stored[] {
  const out: Stored[] = [];
  const keys = new Set<string>();
  for (const f of readdirSync(dir).sort()) {
    // deep-t<seed>: the playouts (tactics-deep.ts); deep-c<seed>: composed pass studies (compose-pass.ts), seed `c<seed>`.
    const m = /^deep-(t|c)(\d+)\.jsonl$/.exec(f);
    if (!m) continue;
    const seed = m[1] === 'c' ? `c${m[2]}` : m[2];
    if (seeds && !seeds.includes(seed)) continue;
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
  const themes = deriveTacticThemes(fen, moves);
  const row = { fen, moves, mateIn: 0, themes, rating: tacticRating(fen, moves, tacticRules(themes)) };
  return { row, problems: verifyTactic({ ...row, id: 'new', source: '' }) };
}

async function check(o: ReturnType<typeof opts>) {
  const dir = resolve(o.in);
  const depth = Number(o.depth);
  const kinds = o.kinds.split(',');
  const existing = o.existing === '1';
  const outFile = resolve(dir, existing ? 'rows-fsf.jsonl' : 'deep-fsf.jsonl');
  const done = new Set<string>();
  if (existsSync(outFile)) for (const l of readFileSync(outFile, 'utf8').split('\n')) if (l) done.add((JSON.parse(l) as Verdict).fen);
  const todo = (existing ? rowCandidates(resolve(o.out)) : candidates(dir, o.seeds ? o.seeds.split(',') : undefined))
    .filter((c) => kinds.includes(c.kind) && !done.has(c.fen))
    .sort((a, b) => (a.kind === b.kind ? b.gain - b.second - (a.gain - a.second) : a.kind === 'tactic' ? -1 : 1));
  const t0 = Date.now();
  let ok = 0;
  const fsf = await freshFsf();
  for (const [n, c] of todo.entries()) {
    if (Date.now() - t0 > Number(o.minutes) * 60000) break;
    if (done.has(c.fen)) continue;
    done.add(c.fen);
    const t = Date.now();
    await resetFsf(fsf);
    const r = await fsfLine(fsf, c.fen, c.line, c.study === 'count' ? 'count' : c.kind === 'tactic' ? 'material' : 'defence', depth, true);
    const problems = [...r.problems];
    if (!problems.length) problems.push(...judgedRow(c.fen, r.moves).problems.map((p) => `judge: ${p}`));
    const v: Verdict = { id: c.id, fen: c.fen, kind: c.kind, seed: c.seed, moves: r.moves, ok: !problems.length, problems, depth };
    appendFileSync(outFile, JSON.stringify(v) + '\n');
    if (v.ok) ok++;
    console.log(
      `${n + 1}/${todo.length} ${c.id ?? c.kind} ${v.ok ? 'ok' : 'no'} ${r.moves.join(' ')} ${problems[0] ?? ''} ${((Date.now() - t) / 1000).toFixed(1)} s; ${ok} ok`,
    );
  }
  fsf.quit();
}

function write(o: ReturnType<typeof opts>) {
  const dir = resolve(o.in);
  const outFile = resolve(o.out);
  let rows = parsePuzzleCsv(readFileSync(outFile, 'utf8'), o.out);
  const retiredCsv = resolve('lessons/puzzles/retired/unsound.csv');
  const retiredJson = resolve('lessons/puzzles/retired.json');
  const unsound = existsSync(retiredCsv) ? parsePuzzleCsv(readFileSync(retiredCsv, 'utf8'), 'retired/unsound.csv') : [];
  const leadsTo: Record<string, string> = JSON.parse(readFileSync(retiredJson, 'utf8'));
  const verdictsIn = (f: string) =>
    existsSync(resolve(dir, f))
      ? readFileSync(resolve(dir, f), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Verdict)
      : [];
  // The rows checked again (--existing 1): FSF's line replaces the stored one, or the row retires.
  const gone: Puzzle[] = [];
  let fixed = 0;
  for (const v of verdictsIn('rows-fsf.jsonl')) {
    const i = rows.findIndex((p) => p.id === v.id && p.fen === v.fen);
    if (i < 0) continue;
    const judged = v.ok ? judgedRow(v.fen, v.moves) : undefined;
    if (judged && !judged.problems.length) {
      if (judged.row.moves.join(' ') !== rows[i].moves.join(' ')) fixed++;
      rows[i] = { ...rows[i], ...judged.row };
    } else gone.push(rows[i]);
  }
  rows = rows.filter((p) => !gone.includes(p));
  const have = new Set(rows.map((p) => positionKey(p.fen)));
  const nearCopies = parsePuzzleCsv(readFileSync(resolve('lessons/puzzles/retired/near-copies.csv'), 'utf8'), 'retired/near-copies.csv');
  const ids = [...rows, ...unsound, ...gone, ...nearCopies].filter((p) => p.id.startsWith('tc-')).map((p) => Number(p.id.slice(3)));
  let next = Math.max(0, ...ids) + 1;
  let added = 0;
  for (const v of verdictsIn('deep-fsf.jsonl').filter((v) => v.ok)) {
    if (have.has(positionKey(v.fen))) continue;
    const { row, problems } = judgedRow(v.fen, v.moves);
    if (problems.length) continue;
    if (nearCopyPairs([...rows, { id: 'new', fen: v.fen }]).some((pair) => pair.includes('new'))) continue;
    have.add(positionKey(v.fen));
    const source = v.seed.startsWith('c') ? `composed-${v.seed}-fsf${v.depth}` : `playout-d${v.seed}-fsf${v.depth}`;
    rows.push({ ...row, id: `tc-${String(next++).padStart(4, '0')}`, source });
    added++;
  }
  // A retired row leads to the kept puzzle of its kind closest in rating.
  for (const p of gone) {
    const kind = p.themes.includes('defence');
    const pool = rows.filter((q) => q.themes.includes('defence') === kind);
    const kept = [...(pool.length ? pool : rows)].sort((a, b) => Math.abs(a.rating - p.rating) - Math.abs(b.rating - p.rating))[0];
    leadsTo[p.id] = kept.id;
  }
  // An id retired earlier that led to a row retired now leads on to where that row goes.
  for (const [id, to] of Object.entries(leadsTo)) if (gone.some((p) => p.id === to)) leadsTo[id] = leadsTo[to];
  writeFileSync(outFile, formatPuzzleCsv(rows));
  if (gone.length) {
    writeFileSync(retiredCsv, formatPuzzleCsv([...unsound, ...gone]));
    const sorted = Object.fromEntries(Object.entries(leadsTo).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(retiredJson, JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`fixed ${fixed}, retired ${gone.length}, added ${added}; ${rows.length} rows in ${o.out}`);
}

const opts = () =>
  options({
    depth: '10',
    in: 'node_modules/.cache/puzzles',
    kinds: 'tactic,defence',
    minutes: '40',
    write: '0',
    existing: '0',
    seeds: '',
    out: 'lessons/puzzles/tactics.csv',
  });

if (process.argv[1]?.endsWith('tactics-deep-fsf.ts')) {
  const o = opts();
  if (o.write === '1') write(o);
  else await check(o);
  process.exit(0);
}
