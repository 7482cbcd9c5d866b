/**
 * Composed problems in the bakbo (박보) tradition, in three forms:
 * - `checks` (연장군 박보): every attacking move in every line gives check, and the defender
 *   threatens mate in 1 (were the attacker to pass, it would be mated at once), which is why the
 *   attacker must keep checking;
 * - `quiet` (건너뜀연장군): every move gives check but one, and no mate with checks only exists;
 * - `ending` (낱장기): a few pieces a side, the main line with two quiet moves or more.
 * As the tradition has it, the attacker is Han (the problem is searched with Cho attacking, then
 * mirrored across the river with the colours swapped; `--side cho` keeps Cho) with a few pieces
 * against a fuller defence.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/compose-bakbo.ts [--form checks|quiet|ending] [--min 2] [--max 5]
 *       [--side han|cho] [--seed 6] [--want 40] [--minutes 6] [--out DIR] [--grow FILE,...] [--cap 20]
 *
 * With --grow, long problems are grown rather than drawn: from the problems of the given files
 * (compose-bakbo.ts checkpoints, or a puzzle CSV; Cho's side of each), one piece at a time is
 * moved, added or taken away, and a change is kept while the mate of the form gets no shorter
 * (a walk towards longer mates, as composers lengthen a problem).
 *
 * Searches sparse constructed positions for a mate of length min..max of the form. Our solver then
 * decides: no shorter mate by any means, the first move the only one that mates in N, every
 * attacking piece needed (economy), the main line with bestDefence replies (checks whenever a check
 * keeps the mate), in a worker thread: a problem it needs more than --cap seconds for is left out (the
 * live judge would be slow on it too). Writes DIR/bakbo-<form>-<seed>.jsonl as it goes (the file of form `checks` and
 * side Cho keeps the old name bakbo-<seed>.jsonl); a rerun resumes.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { forcesMate, mateIn, mateMoves, moveToUci, parseUci, Position, squareAt } from '../../src/lib/engine';
import { bakboLine, CheckSolver, QuietSolver, quietLine, swapSides, swapUci } from './checks';
import { normalizeFen, pick, positionKey, prng } from './lib';
import { options } from '../args';

const o = options({
  seed: '6',
  want: '40',
  minutes: '6',
  out: 'node_modules/.cache/puzzles',
  form: 'checks',
  min: '2',
  max: '5',
  side: 'han',
  grow: '',
  cap: '20',
});
const seed = Number(o.seed);
const want = Number(o.want);
const minutes = Number(o.minutes);
const outDir = resolve(o.out);
const form = o.form as 'checks' | 'quiet' | 'ending';
if (!['checks', 'quiet', 'ending'].includes(form)) throw new Error(`--form ${o.form}: checks, quiet or ending`);
const minN = Number(o.min);
const maxN = Number(o.max);
const han = o.side === 'han';
mkdirSync(outDir, { recursive: true });
const outFile = resolve(outDir, form === 'checks' && !han ? `bakbo-${seed}.jsonl` : `bakbo-${form}-${han ? 'han-' : ''}${seed}.jsonl`);

/** Wanted count per length: an even share of min..max. */
const lengths = Array.from({ length: maxN - minN + 1 }, (_, i) => minN + i);
const QUOTA: Record<number, number> = Object.fromEntries(lengths.map((n) => [n, Math.ceil(want / lengths.length)]));

const found = new Map<string, { n: number }>();
const perLength: Record<number, number> = Object.fromEntries(lengths.map((n) => [n, 0]));
if (existsSync(outFile)) {
  for (const l of readFileSync(outFile, 'utf8').split('\n')) {
    if (!l) continue;
    const o = JSON.parse(l);
    found.set(positionKey(o.cho ?? o.fen), { n: o.mateIn });
    perLength[o.mateIn] = (perLength[o.mateIn] ?? 0) + 1;
  }
}

const rnd = prng(seed * 7_777 + found.size);
const board: (string | undefined)[] = new Array(90);
const put = (file: number, rank0: number, letter: string): boolean => {
  const sq = squareAt(file, rank0);
  if (board[sq]) return false;
  board[sq] = letter;
  return true;
};
const placeSomewhere = (letter: string, files: [number, number], ranks: [number, number]): void => {
  for (let tries = 0; tries < 50; tries++) {
    const f = files[0] + Math.floor(rnd() * (files[1] - files[0] + 1));
    const r = ranks[0] + Math.floor(rnd() * (ranks[1] - ranks[0] + 1));
    if (put(f, r, letter)) return;
  }
};

function boardFen(): string {
  const rows: string[] = [];
  for (let r = 9; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 9; f++) {
      const p = board[squareAt(f, r)];
      if (p) {
        if (empty) row += empty;
        empty = 0;
        row += p;
      } else empty++;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join('/')} w - - 0 1`;
}

/**
 * A constructed position, Cho attacking (mirrored later): Han's general in its palace with guards
 * and some of elephants, soldiers and pieces of its own near Cho's palace (for `checks`, the
 * mate-in-1 threat); Cho's general and two to four attackers (one to three in an ending).
 */
function randomPosition(): string {
  board.fill(undefined);
  const ending = form === 'ending';
  const kr = pick(rnd, [9, 9, 8, 8, 7]);
  put(3 + Math.floor(rnd() * 3), kr, 'k');
  const guards = pick(rnd, ending ? [0, 0, 1, 1, 2] : [0, 1, 1, 2, 2]);
  for (let i = 0; i < guards; i++) placeSomewhere('a', [3, 5], [7, 9]);
  if (rnd() < (ending ? 0.25 : 0.5)) placeSomewhere('b', [0, 8], [5, 9]);
  const soldiers = ending ? pick(rnd, [0, 0, 1]) : pick(rnd, [0, 1, 2, 3]);
  for (let i = 0; i < soldiers; i++) placeSomewhere('p', [0, 8], [2, 6]);
  // Han's own attackers, near Cho's palace: what makes Cho keep checking.
  const hanAttackers = form === 'checks' ? pick(rnd, [1, 1, 2, 2, 3]) : ending ? pick(rnd, [0, 0, 1]) : pick(rnd, [0, 1, 1, 2]);
  for (let i = 0; i < hanAttackers; i++) {
    const role = pick(rnd, ['r', 'r', 'c', 'n', 'p']);
    if (role === 'p') placeSomewhere('p', [2, 6], [0, 3]);
    else if (role === 'n') placeSomewhere('n', [1, 7], [0, 4]);
    else placeSomewhere(role, [0, 8], [0, 6]);
  }
  // Cho: general in its palace, a few attackers near the Han palace.
  put(3 + Math.floor(rnd() * 3), Math.floor(rnd() * 3), 'K');
  const attackers = ending ? 1 + Math.floor(rnd() * 3) : 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < attackers; i++) {
    const role = pick(rnd, ['R', 'R', 'C', 'C', 'N', 'N', 'P', 'P', 'B']);
    if (role === 'P') placeSomewhere('P', [2, 6], [5, 9]);
    else if (role === 'N' || role === 'B') placeSomewhere(role, [1, 7], [4, 9]);
    else placeSomewhere(role, [0, 8], [1, 9]);
  }
  if (rnd() < 0.4) placeSomewhere('A', [3, 5], [0, 2]);
  return boardFen();
}

/** Were Cho to pass, Han would mate at once: the threat of a 연장군 박보. */
function threatens(pos: Position): boolean {
  const pass = pos.legalMoves().find((m) => m.from === m.to);
  if (!pass) return false;
  const p = pos.clone();
  p.play(pass);
  return mateIn(p, 1) === 1;
}

function legalStart(pos: Position): boolean {
  if (pos.facing() || pos.isCheck()) return false;
  // Han not in check with Cho to move.
  return !pos.attacked(pos.kings[1], 0);
}

/** The shortest mate of the form up to max (0: none). */
function formLength(pos: Position, max: number): number {
  if (form === 'checks') return new CheckSolver(pos).length(max);
  if (form === 'quiet') {
    // A mate with checks only would make it a 연장군 박보.
    if (new CheckSolver(pos).length(max) > 0) return 0;
    return new QuietSolver(pos).length(max, 1);
  }
  return mateIn(pos, max);
}

function redundantAttacker(n: number): boolean {
  const saved = [...board];
  try {
    for (let sq = 0; sq < 90; sq++) {
      const p = saved[sq];
      if (!p || p === 'K' || p === 'A' || p !== p.toUpperCase()) continue;
      board.splice(0, 90, ...saved);
      board[sq] = undefined;
      const r = Position.fromFen(boardFen(), 'casual');
      if (!r.ok || !legalStart(r.value)) continue;
      if (
        form === 'checks'
          ? new CheckSolver(r.value).length(n) > 0
          : form === 'quiet'
            ? new QuietSolver(r.value).attack(n, 1)
            : forcesMate(r.value, n)
      )
        return true;
    }
    return false;
  } finally {
    board.splice(0, 90, ...saved);
  }
}

/** Solver moves of a line that give no check. */
function quietMoves(root: Position, line: string[]): number {
  const p = root.clone();
  let quiet = 0;
  line.forEach((u, i) => {
    p.play(parseUci(u)!);
    if (i % 2 === 0 && !p.isCheck()) quiet++;
  });
  return quiet;
}
/** The board of a FEN, Cho attacking. */
function setBoard(fen: string): void {
  board.fill(undefined);
  fen
    .split(' ')[0]
    .split('/')
    .forEach((row, i) => {
      let f = 0;
      for (const ch of row) {
        if (/\d/.test(ch)) f += Number(ch);
        else board[squareAt(f++, 9 - i)] = ch;
      }
    });
}

/** Problems to grow from: Cho attacking, with their mate length. */
const pool: { fen: string; n: number }[] = [];
for (const file of o.grow.split(',').filter(Boolean)) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.csv')) {
    for (const l of text.split('\n').slice(1)) {
      const [, fen, , n, , themes] = l.split(',');
      if (!fen || !themes?.includes('bakbo-all-checks')) continue;
      pool.push({ fen: fen.split(' ')[1] === 'w' ? fen : swapSides(fen), n: Number(n) });
    }
  } else
    for (const l of text.split('\n').filter(Boolean)) {
      const r = JSON.parse(l);
      if (r.form === form || (!r.form && form === 'checks')) pool.push({ fen: r.cho ?? r.fen, n: r.mateIn });
    }
}
/** Where a piece may stand: guards in their palace, soldiers not behind their start. */
function placeOk(letter: string, sq: number): boolean {
  const f = sq % 9;
  const r = Math.floor(sq / 9);
  if (letter === 'A') return f >= 3 && f <= 5 && r <= 2;
  if (letter === 'a') return f >= 3 && f <= 5 && r >= 7;
  if (letter === 'P') return r >= 3;
  if (letter === 'p') return r <= 6;
  return true;
}
const MUTABLE = ['R', 'C', 'N', 'P', 'B', 'A', 'r', 'c', 'n', 'p', 'b', 'a'];
/** One piece moved, added or taken away (never a general). */
function mutate(): void {
  const occupied = [...board.keys()].filter((sq) => board[sq] && board[sq] !== 'K' && board[sq] !== 'k');
  const k = rnd();
  if (k < 0.6 && occupied.length) {
    const from = pick(rnd, occupied);
    const letter = board[from]!;
    board[from] = undefined;
    const to = Math.floor(rnd() * 90);
    board[board[to] || !placeOk(letter, to) ? from : to] = letter;
  } else if (k < 0.8 && occupied.length > 3) {
    board[pick(rnd, occupied)] = undefined;
  } else {
    const to = Math.floor(rnd() * 90);
    const letter = pick(rnd, MUTABLE);
    if (!board[to] && placeOk(letter, to)) board[to] = letter;
  }
}
let walk: { fen: string; n: number } | undefined;
/** The next position to try: drawn at random, or one step of a walk from the pool. */
function nextPosition(): string {
  if (!pool.length) return randomPosition();
  if (!walk || rnd() < 0.02) walk = pick(rnd, pool);
  setBoard(walk.fen);
  mutate();
  if (rnd() < 0.3) mutate();
  return boardFen();
}

/**
 * The solver's verdict on a position: its shortest mate of the form n (one still wanted), no shorter mate by any means,
 * one first move only, every attacker needed, the main line of the form. Run in a worker thread
 * under a time cap: a problem the solver needs long for is one the live judge would be slow on.
 */
function judge(fen: string): { n: number; first: string; line: string[] } | { n: number; reject: string } {
  setBoard(fen);
  const pos = Position.fromFen(fen, 'casual');
  if (!pos.ok) return { n: 0, reject: 'fen' };
  const p = pos.value;
  const n = formLength(p, maxN);
  if (n < minN || perLength[n] >= QUOTA[n]) return { n, reject: 'length' };
  if (mateIn(p, n) !== n) return { n, reject: 'shorter' };
  const firsts = mateMoves(p, n);
  if (firsts.length !== 1) return { n, reject: 'first move not unique' };
  const first = firsts[0];
  if (form === 'checks') {
    const checkFirsts = new CheckSolver(p).firstMoves(n);
    if (checkFirsts.length !== 1 || moveToUci(checkFirsts[0]) !== moveToUci(first)) return { n, reject: 'check first' };
  }
  // Economy: every Cho attacker must matter (without it, no mate of the form within n).
  if (redundantAttacker(n)) return { n, reject: 'redundant' };
  const line = form === 'checks' ? bakboLine(p, first, n) : quietLine(p, first, n, form === 'quiet' ? 1 : n);
  if (!line || line.length !== 2 * n - 1) return { n, reject: 'line' };
  const quiet = quietMoves(p, line);
  if ((form === 'checks' && quiet !== 0) || (form === 'quiet' && quiet !== 1) || (form === 'ending' && quiet < 2))
    return { n, reject: 'form' };
  return { n, first: moveToUci(first), line };
}

/** One judge thread running this script's bundle; a job past the cap kills it and a new one starts. */
class Judge {
  private worker!: Worker;
  constructor(private readonly capMs: number) {
    this.spawn();
  }
  private spawn() {
    this.worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
  }
  run(fen: string, quota: Record<number, number>): Promise<ReturnType<typeof judge>> {
    return new Promise((done) => {
      const timer = setTimeout(() => {
        this.worker.removeAllListeners('message');
        void this.worker.terminate();
        this.spawn();
        done({ n: 0, reject: 'timeout' });
      }, this.capMs);
      this.worker.once('message', (r) => {
        clearTimeout(timer);
        done(r);
      });
      this.worker.postMessage({ fen, quota });
    });
  }
  close() {
    void this.worker.terminate();
  }
}

async function main() {
  const judgeThread = new Judge(Number(o.cap) * 1000);
  const rejected = new Map<string, number>();
  const t0 = Date.now();
  let tried = 0;
  const done = () => lengths.every((n) => perLength[n] >= QUOTA[n]);
  while (!done() && Date.now() - t0 < minutes * 60_000) {
    tried++;
    const fen = nextPosition();
    const r = Position.fromFen(fen, 'casual');
    if (!r.ok) continue;
    const pos = r.value;
    if (!legalStart(pos)) continue;
    const key = positionKey(fen);
    if (found.has(key)) continue;
    if (form === 'ending' && pos.pieces().length > 9) continue;
    if (form === 'checks' && !threatens(pos)) continue;
    const v = await judgeThread.run(fen, perLength);
    const n = v.n;
    // A walk goes on from a change that keeps the mate as long (or makes it longer).
    if (walk && n >= walk.n) {
      walk = { fen, n };
      if (n > 3) pool.push(walk);
    }
    if ('reject' in v) {
      if (v.reject === 'length') continue;
      rejected.set(v.reject, (rejected.get(v.reject) ?? 0) + 1);
      continue;
    }
    found.set(key, { n });
    perLength[n]++;
    const out = han
      ? { fen: normalizeFen(swapSides(fen)), line: v.line.map(swapUci), first: swapUci(v.first) }
      : { fen: normalizeFen(fen), line: v.line, first: v.first };
    const rec = { type: 'bakbo', form, fen: out.fen, cho: normalizeFen(fen), mateIn: n, firsts: [out.first], line: out.line, tried };
    appendFileSync(outFile, JSON.stringify(rec) + '\n');
    console.log(
      `${found.size} found (tried ${tried}, ${((Date.now() - t0) / 1000) | 0}s) [${lengths.map((k) => `${k}:${perLength[k]}`).join(' ')}] ${out.fen} ${out.line.join(' ')}`,
    );
  }
  judgeThread.close();
  console.log(
    `done: ${found.size} problems, ${tried} positions tried, ${((Date.now() - t0) / 1000) | 0}s; left out: ${[...rejected].map(([w, k]) => `${w} ${k}`).join(', ')}`,
  );
}

if (isMainThread) await main();
else
  parentPort!.on('message', ({ fen, quota }: { fen: string; quota: Record<number, number> }) => {
    Object.assign(perLength, quota);
    parentPort!.postMessage(judge(fen));
  });
