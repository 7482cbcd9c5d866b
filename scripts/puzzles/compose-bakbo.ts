/**
 * Composed problems in the bakbo (박보) tradition: Cho to move wins in N, every Cho move in every
 * line gives check.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/compose-bakbo.ts [--seed 6] [--want 40] [--minutes 6] [--out DIR]
 *
 * Searches sparse constructed positions (Han general in its palace with a few defenders and
 * sometimes an attacker of its own, Cho with two to four attacking pieces) for a mate of length
 * 2..5 that can be given with checks only (scripts/puzzles/checks.ts). Our solver then decides:
 * no shorter mate by any means, the first move the only one that mates in N, the main line with
 * bestDefence replies and check-only solver moves. Writes DIR/bakbo-<seed>.jsonl as it goes.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mateIn, mateMoves, moveToUci, Position, squareAt } from '../../src/lib/engine';
import { bakboLine, CheckSolver } from './checks';
import { normalizeFen, pick, positionKey, prng } from './lib';
import { options } from '../args';

const o = options({ seed: '6', want: '40', minutes: '6', out: 'node_modules/.cache/puzzles' });
const seed = Number(o.seed);
const want = Number(o.want);
const minutes = Number(o.minutes);
const outDir = resolve(o.out);
mkdirSync(outDir, { recursive: true });
const outFile = resolve(outDir, `bakbo-${seed}.jsonl`);

/** Wanted share per length: more 3s and 4s, the classic sizes. */
const QUOTA: Record<number, number> = {
  2: Math.ceil(want * 0.2),
  3: Math.ceil(want * 0.3),
  4: Math.ceil(want * 0.3),
  5: Math.ceil(want * 0.2),
};

const found = new Map<string, { n: number }>();
const perLength: Record<number, number> = { 2: 0, 3: 0, 4: 0, 5: 0 };
if (existsSync(outFile)) {
  for (const l of readFileSync(outFile, 'utf8').split('\n')) {
    if (!l) continue;
    const o = JSON.parse(l);
    found.set(positionKey(o.fen), { n: o.mateIn });
    perLength[o.mateIn]++;
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

function randomPosition(): string {
  board.fill(undefined);
  // Han: general in the palace (back two ranks mostly), guards, maybe an elephant or soldier,
  // sometimes a strong piece of its own (the threat that forces Cho to keep checking).
  const kr = pick(rnd, [9, 9, 8, 8, 7]);
  put(3 + Math.floor(rnd() * 3), kr, 'k');
  const guards = pick(rnd, [0, 1, 1, 2, 2]);
  for (let i = 0; i < guards; i++) placeSomewhere('a', [3, 5], [7, 9]);
  if (rnd() < 0.35) placeSomewhere('b', [0, 8], [5, 9]);
  if (rnd() < 0.35) placeSomewhere('p', [0, 8], [2, 6]);
  const hanAttackers = pick(rnd, [0, 1, 1, 2]);
  for (let i = 0; i < hanAttackers; i++) placeSomewhere(pick(rnd, ['r', 'c', 'n', 'p']), [0, 8], [0, 6]);
  // Cho: general in its palace, 2-4 attackers near the Han palace.
  put(3 + Math.floor(rnd() * 3), Math.floor(rnd() * 3), 'K');
  const attackers = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < attackers; i++) {
    const role = pick(rnd, ['R', 'R', 'C', 'C', 'N', 'N', 'P', 'P', 'B']);
    if (role === 'P') placeSomewhere('P', [2, 6], [5, 9]);
    else if (role === 'N' || role === 'B') placeSomewhere(role, [1, 7], [4, 9]);
    else placeSomewhere(role, [0, 8], [1, 9]);
  }
  if (rnd() < 0.4) placeSomewhere('A', [3, 5], [0, 2]);
  return boardFen();
}

function legalStart(pos: Position): boolean {
  if (pos.facing() || pos.isCheck()) return false;
  // Han not in check with Cho to move.
  return !pos.attacked(pos.kings[1], 0);
}

function redundantAttacker(fen: string, n: number): boolean {
  const saved = [...board];
  try {
    for (let sq = 0; sq < 90; sq++) {
      const p = saved[sq];
      if (!p || p === 'K' || p === 'A' || p !== p.toUpperCase()) continue;
      board.splice(0, 90, ...saved);
      board[sq] = undefined;
      const r = Position.fromFen(boardFen(), 'casual');
      if (!r.ok || !legalStart(r.value)) continue;
      if (new CheckSolver(r.value).length(n) > 0) return true;
    }
    return false;
  } finally {
    board.splice(0, 90, ...saved);
  }
}

const t0 = Date.now();
let tried = 0;
const done = () => Object.entries(QUOTA).every(([n, q]) => perLength[Number(n)] >= q);
while (!done() && Date.now() - t0 < minutes * 60_000) {
  tried++;
  const fen = randomPosition();
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) continue;
  const pos = r.value;
  if (!legalStart(pos)) continue;
  const key = positionKey(fen);
  if (found.has(key)) continue;
  const cs = new CheckSolver(pos);
  const n = cs.length(5);
  if (n < 2 || perLength[n] >= QUOTA[n]) continue;
  // Our solver decides: no shorter mate by any means, one first move only.
  if (mateIn(pos, n) !== n) continue;
  const firsts = mateMoves(pos, n);
  if (firsts.length !== 1) continue;
  const checkFirsts = cs.firstMoves(n);
  if (checkFirsts.length !== 1 || moveToUci(checkFirsts[0]) !== moveToUci(firsts[0])) continue;
  // Economy: every Cho attacker must matter (without it, no check-only mate within n).
  if (redundantAttacker(fen, n)) continue;
  const line = bakboLine(pos, firsts[0], n);
  if (!line) continue;
  found.set(key, { n });
  perLength[n]++;
  const rec = { type: 'bakbo', fen: normalizeFen(fen), mateIn: n, firsts: [moveToUci(firsts[0])], line, tried };
  appendFileSync(outFile, JSON.stringify(rec) + '\n');
  console.log(
    `${found.size} found (tried ${tried}, ${((Date.now() - t0) / 1000) | 0}s) [2:${perLength[2]} 3:${perLength[3]} 4:${perLength[4]} 5:${perLength[5]}] ${fen} ${line.join(' ')}`,
  );
}
console.log(`done: ${found.size} problems, ${tried} positions tried, ${((Date.now() - t0) / 1000) | 0}s`);
