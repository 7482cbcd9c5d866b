/**
 * Pass studies (한수쉼 as the answer): sparse endings drawn at random, kept when passing is the only
 * move that holds (tactics-deep.ts passFrom: every board move loses at least 2 points more, the
 * pass keeps the lead). A zugzwang is an ending's: the noisy playouts of tactics-deep.ts
 * (`--kinds pass`) rarely reach one, so these are composed like the bakbo, from few pieces.
 * Fairy-Stockfish confirms them afterwards (tactics-deep-fsf.ts reads DIR/deep-c<seed>.jsonl as
 * composed candidates, source `composed-c<seed>-fsf<depth>`).
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/compose-pass.ts [--seed 1] [--minutes 10] [--steps 300] [--show 1] [--out DIR]
 *
 * --show 1 prints the walks that ended one or two holding moves short (the position and its best moves).
 *
 * A side: the general and 0–2 guards in the palace, 1–3 of chariot, cannon, horse, elephant, and
 * 0–3 soldiers on points a soldier can stand on. The side to move leads by -2..+8 points; neither
 * general in check; the generals do not face each other. Each walk starts from such a draw with
 * the pass among the best moves and changes one piece at a time (removed, added, moved, or a
 * defender piece aimed at the point of a board move that still holds), keeping a change that
 * leaves no more holding moves (now and then one that leaves more), until none holds or --steps.
 */
import { makeBoardFen, parseUci, squareAt, ROLE_POINTS, type Color, type Piece, type Position, type Role } from '../../src/lib/engine';
import { allMoveValues, lead } from '../../src/lib/puzzles/tactics';
import { jsonlOutput } from './gen';
import { load, normalizeFen, placedPosition, positionKey, prng } from './lib';
import { DEFENCE_MARGIN, passFrom } from './tactics-deep';
import { options } from '../args';

export function side(rnd: () => number, color: Color, board: (Piece | undefined)[]): number {
  const cho = color === 'cho';
  const randomFree = (pred: (f: number, r: number) => boolean): number | undefined => {
    for (let t = 0; t < 60; t++) {
      const f = Math.floor(rnd() * 9);
      const r = Math.floor(rnd() * 10);
      const sq = squareAt(f, r);
      if (!board[sq] && pred(f, r)) return sq;
    }
    return undefined;
  };
  const palace = (f: number, r: number) => f >= 3 && f <= 5 && (cho ? r <= 2 : r >= 7);
  const depth = (r: number) => (cho ? r : 9 - r);
  let points = 0;
  const put = (role: Role, sq: number | undefined) => {
    if (sq === undefined) return;
    board[sq] = { role, color };
    points += ROLE_POINTS[role];
  };
  put('general', randomFree(palace));
  const guards = Math.floor(rnd() * 3);
  for (let i = 0; i < guards; i++) put('guard', randomFree(palace));
  const roles: Role[] = ['chariot', 'cannon', 'horse', 'elephant', 'cannon', 'horse'];
  const pieces = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < pieces; i++) {
    const role = roles[Math.floor(rnd() * roles.length)];
    put(
      role,
      randomFree((_f, r) => role !== 'elephant' || depth(r) <= 6),
    );
  }
  const soldiers = Math.floor(rnd() * 4);
  for (let i = 0; i < soldiers; i++)
    put(
      'soldier',
      randomFree((_f, r) => depth(r) >= 3),
    );
  return points;
}

export type Board = (Piece | undefined)[];

/** The position of `board` with `solver` to move, when it is one the study may start from. */
function positionOf(board: Board, solver: Color): Position | undefined {
  const pos = placedPosition(makeBoardFen(board), solver);
  if (!pos) return undefined;
  if (pos.facing() || pos.isCheck() || !pos.canPass()) return undefined;
  if (load(`${makeBoardFen(board)} ${solver === 'cho' ? 'b' : 'w'} - - 0 1`).isCheck()) return undefined;
  const l = lead(pos);
  if (l < -2 || l > 8) return undefined;
  return pos;
}

const isPass = (uci: string) => uci.slice(0, uci.length / 2) === uci.slice(uci.length / 2);

/**
 * How far the position is from a pass study: the board moves that hold within DEFENCE_MARGIN of
 * the pass (0: a study), or Infinity when the pass itself does not hold the lead.
 */
function holders(pos: Position): string[] | undefined {
  const values = allMoveValues(pos, 2);
  const pass = values.find((v) => isPass(v.uci));
  const base = lead(pos);
  if (!pass || pass.value !== values[0].value || pass.value < base - 1 || pass.value > base + 1) return undefined;
  return values.filter((v) => v !== pass && v.value > pass.value - DEFENCE_MARGIN).map((v) => v.uci);
}
const distance = (pos: Position): number => holders(pos)?.length ?? Infinity;

/**
 * A defender piece put where it attacks the point a holding move goes to (that move then loses
 * the piece, or becomes illegal for the general), or undefined when no try fits.
 */
function coverTarget(rnd: () => number, board: Board, solver: Color, move: string): Board | undefined {
  const to = parseUci(move)?.to;
  if (to === undefined) return undefined;
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const roles: Role[] = ['horse', 'cannon', 'elephant', 'soldier', 'chariot'];
  for (let t = 0; t < 40; t++) {
    const sq = Math.floor(rnd() * 90);
    if (board[sq]) continue;
    const b = [...board];
    b[sq] = { role: roles[Math.floor(rnd() * roles.length)], color: defender };
    let pos: Position;
    try {
      pos = load(`${makeBoardFen(b)} ${defender === 'cho' ? 'w' : 'b'} - - 0 1`);
    } catch {
      continue;
    }
    if (pos.pseudoTargets(sq).includes(to)) return b;
  }
  return undefined;
}

const ROLES: Role[] = ['chariot', 'cannon', 'horse', 'elephant', 'soldier', 'guard'];

/**
 * One change to the board: a piece (not a general) removed (more often the solver's: fewer moves
 * that hold), added (more often the defender's: more threats) or moved.
 */
export function mutate(rnd: () => number, board: Board, solver: Color): Board {
  const b = [...board];
  const mine = rnd() < 0.65;
  const occupied = b.flatMap((p, sq) => (p && p.role !== 'general' && (p.color === solver) === mine ? [sq] : []));
  const free = () => {
    for (let t = 0; t < 60; t++) {
      const sq = Math.floor(rnd() * 90);
      if (!b[sq]) return sq;
    }
    return undefined;
  };
  const x = rnd();
  if (x < 0.2) {
    // The solver's own piece on a palace point beside its general: a general with no safe step
    // is what most studies need (a general that can step aside always holds).
    const g = b.findIndex((p) => p?.role === 'general' && p.color === solver);
    if (g < 0) return b;
    const gf = g % 9;
    const gr = Math.floor(g / 9);
    const near = [-1, 0, 1]
      .flatMap((df) => [-1, 0, 1].map((dr) => [gf + df, gr + dr]))
      .filter(([f, r]) => f >= 3 && f <= 5 && (solver === 'cho' ? r >= 0 && r <= 2 : r >= 7 && r <= 9));
    const [f, r] = near[Math.floor(rnd() * near.length)];
    const sq = squareAt(f, r);
    const roles: Role[] = ['guard', 'guard', 'horse', 'elephant', 'cannon'];
    if (!b[sq]) b[sq] = { role: roles[Math.floor(rnd() * roles.length)], color: solver };
  } else if (x < 0.45 && occupied.length) {
    b[occupied[Math.floor(rnd() * occupied.length)]] = undefined;
  } else if (x < 0.7) {
    const sq = free();
    const color: Color = mine === (solver === 'cho') ? 'han' : 'cho';
    if (sq !== undefined) b[sq] = { role: ROLES[Math.floor(rnd() * ROLES.length)], color };
  } else if (occupied.length) {
    const from = occupied[Math.floor(rnd() * occupied.length)];
    const to = free();
    if (to !== undefined) {
      b[to] = b[from];
      b[from] = undefined;
    }
  }
  return b;
}

async function main() {
  const o = options({ seed: '1', minutes: '10', steps: '300', show: '0', out: 'node_modules/.cache/puzzles' });
  const seed = Number(o.seed);
  const { write, next } = jsonlOutput(`deep-c${seed}.jsonl`, o.out);
  const t0 = Date.now();
  const seen = new Set<string>();
  let found = 0;
  let walks = 0;
  for (let w = next; Date.now() - t0 < Number(o.minutes) * 60000; w++) {
    const rnd = prng(seed * 1_000_033 + w * 7919 + 17);
    // A start where the pass is among the best moves.
    let board: Board | undefined;
    let solver: Color = 'cho';
    let d = Infinity;
    for (let t = 0; t < 50 && d === Infinity; t++) {
      board = new Array(90).fill(undefined);
      solver = rnd() < 0.5 ? 'cho' : 'han';
      side(rnd, solver === 'cho' ? 'han' : 'cho', board);
      side(rnd, solver, board);
      const pos = positionOf(board, solver);
      d = pos ? distance(pos) : Infinity;
    }
    walks++;
    if (d === Infinity) board = undefined;
    // Downhill, one piece at a time: fewer board moves that hold.
    let held: string[] = board ? (holders(positionOf(board, solver)!) ?? []) : [];
    for (let step = 0; step < Number(o.steps) && board && d > 0; step++) {
      // Half the time a defender piece aimed at a holding move's point, else a random change.
      const aim = held.length && rnd() < 0.5 ? coverTarget(rnd, board, solver, held[Math.floor(rnd() * held.length)]) : undefined;
      const b = aim ?? mutate(rnd, board, solver);
      const pos = positionOf(b, solver);
      if (!pos || !b.some((p) => p?.role === 'general' && p.color === 'cho') || !b.some((p) => p?.role === 'general' && p.color === 'han'))
        continue;
      const h = holders(pos);
      const nd = h?.length ?? Infinity;
      // Downhill or level, now and then a step up (out of a pit).
      if (nd <= d || (nd < Infinity && rnd() < 0.05)) {
        board = b;
        d = nd;
        held = h ?? [];
      }
    }
    if (board && d === 0) {
      const pos = positionOf(board, solver)!;
      const key = positionKey(pos.fen());
      const c = seen.has(key) ? undefined : passFrom(pos, false);
      seen.add(key);
      if (c) {
        found++;
        write({ type: 'candidate', game: w, ply: 0, ...c, fen: normalizeFen(c.fen) });
      }
    }
    if (board && d > 0 && d <= 2 && o.show === '1') {
      const pos = positionOf(board, solver)!;
      const v = allMoveValues(pos, 2);
      console.log(
        pos.fen(),
        lead(pos),
        v
          .slice(0, 4)
          .map((x) => `${x.uci} ${x.value}`)
          .join(', '),
      );
    }
    write({ type: 'game', game: w });
    console.log(`walk ${w}: distance ${d}; ${found} of ${walks}, ${((Date.now() - t0) / 60000).toFixed(1)} min`);
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('compose-pass.ts')) await main();
