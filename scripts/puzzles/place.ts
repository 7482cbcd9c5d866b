/**
 * Mate puzzles from placed positions: both sides get a random army of real pieces on
 * points they could reach in a game, with the material near balance, and our solver looks for a
 * forced mate. Faster per puzzle than playouts, and the defender always keeps real pieces.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/place.ts [--seed 1] [--batches 400] [--minutes 30] [--max 3] [--chariots 0.3,0.45,0.25] [--out DIR] [--timeout 4000]
 *
 * An army: the general on a palace point, 0–2 guards in the palace, then chariots (0–2, with the
 * chances --chariots: fewer chariots, fewer chariot mates), cannons,
 * horses, elephants (0–2 each) and 1–5 soldiers on ranks a soldier can stand on. The side to move
 * (the solver) leads by -4..+12 points (chariot 13, cannon 7, horse 5, elephant 3, guard 3,
 * soldier 2; deom not counted); neither general in check; the generals do not face each other;
 * the side to move has a checking move. Our solver (strict mode, worker thread, time cap) decides:
 * the shortest mate up to --max, the first move unique for N >= 2, the main line.
 *
 * Output: DIR/games-r<seed>.jsonl in generate.ts's format, one `game` line per batch of 50
 * positions, so build.ts reads it with `--seeds r<seed>`. A rerun resumes after the last batch.
 */
import { makeBoardFen, ROLE_POINTS, squareAt, type Color, type Piece, type Role } from '../../src/lib/engine';
import { hasCheck, jsonlOutput } from './gen';
import { load, normalizeFen, placedPosition, positionKey, prng, serveVerifier, Verifier } from './lib';
import { options } from '../args';

const BATCH = 50;

/** Chances of 0, 1, 2 chariots per side (--chariots, default 0.3,0.45,0.25). */
let CHARIOTS = [0.3, 0.45, 0.25];

/** Cho's palace ranks are 0..2 (rank 1..3), Han's 7..9. */
function army(rnd: () => number, color: Color, board: (Piece | undefined)[]): number {
  const cho = color === 'cho';
  const free = (sq: number) => !board[sq];
  const put = (role: Role, sq: number) => {
    board[sq] = { role, color };
    return ROLE_POINTS[role];
  };
  const randomFree = (pred: (f: number, r: number) => boolean): number | undefined => {
    for (let t = 0; t < 60; t++) {
      const f = Math.floor(rnd() * 9);
      const r = Math.floor(rnd() * 10);
      const sq = squareAt(f, r);
      if (free(sq) && pred(f, r)) return sq;
    }
    return undefined;
  };
  const palace = (f: number, r: number) => f >= 3 && f <= 5 && (cho ? r <= 2 : r >= 7);
  // Rank from the side's own back rank: 0 at home.
  const depth = (r: number) => (cho ? r : 9 - r);
  let points = 0;
  // General: back and centre points more often.
  const g = randomFree((f, r) => palace(f, r) && (depth(r) < 2 || rnd() < 0.3))!;
  put('general', g);
  const count = (weights: number[]) => {
    const x = rnd();
    let acc = 0;
    for (let i = 0; i < weights.length; i++) if (x < (acc += weights[i])) return i;
    return weights.length - 1;
  };
  const plan: [Role, number][] = [
    ['guard', count([0.15, 0.35, 0.5])],
    ['chariot', count(CHARIOTS)],
    ['cannon', count([0.35, 0.4, 0.25])],
    ['horse', count([0.35, 0.4, 0.25])],
    ['elephant', count([0.5, 0.35, 0.15])],
    ['soldier', 1 + count([0.2, 0.3, 0.25, 0.15, 0.1])],
  ];
  for (const [role, n] of plan)
    for (let i = 0; i < n; i++) {
      const sq =
        role === 'guard'
          ? randomFree(palace)
          : role === 'soldier'
            ? // A soldier never stands behind its starting rank (rank 4 / 7 from home: depth 3).
              randomFree((_f, r) => depth(r) >= 3)
            : role === 'elephant'
              ? randomFree((_f, r) => depth(r) <= 6)
              : randomFree(() => true);
      if (sq !== undefined) points += put(role, sq);
    }
  return points;
}

/** A placed position (the solver to move), or undefined when the draw fails the rules. */
function place(rnd: () => number): string | undefined {
  const board: (Piece | undefined)[] = new Array(90).fill(undefined);
  const solver: Color = rnd() < 0.5 ? 'cho' : 'han';
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const d = army(rnd, defender, board);
  const s = army(rnd, solver, board);
  if (s - d > 12 || s - d < -4 || d < 12) return undefined;
  const pos = placedPosition(makeBoardFen(board), solver);
  if (!pos) return undefined;
  const fen = pos.fen();
  if (pos.facing() || pos.isCheck()) return undefined;
  // The defender, not to move, must not stand in check either.
  const flipped = load(`${makeBoardFen(board)} ${solver === 'cho' ? 'b' : 'w'} - - 0 1`);
  if (flipped.isCheck()) return undefined;
  if (!hasCheck(pos)) return undefined;
  return normalizeFen(fen);
}

async function main() {
  const o = options({
    seed: '1',
    batches: '400',
    minutes: '30',
    max: '3',
    timeout: '4000',
    chariots: CHARIOTS.join(','),
    out: 'node_modules/.cache/puzzles',
  });
  const seed = Number(o.seed);
  const batches = Number(o.batches);
  const minutes = Number(o.minutes);
  const max = Number(o.max);
  const timeoutMs = Number(o.timeout);
  CHARIOTS = o.chariots.split(',').map(Number);
  const { write, next: start } = jsonlOutput(`games-r${seed}.jsonl`, o.out);
  const verifier = new Verifier(new URL(import.meta.url), timeoutMs);
  const t0 = Date.now();
  const stats = { candidates: 0, accepted: 0, byLength: [0, 0, 0, 0, 0, 0] };
  const seen = new Set<string>();
  for (let b = start; b < batches && Date.now() - t0 < minutes * 60000; b++) {
    const rnd = prng(seed * 1_000_003 + b * 7919 + 29);
    const verdicts: Promise<void>[] = [];
    for (let i = 0; i < BATCH;) {
      const fen = place(rnd);
      if (!fen) continue;
      i++;
      const key = positionKey(fen);
      if (seen.has(key)) continue;
      seen.add(key);
      stats.candidates++;
      const at = i;
      verdicts.push(
        verifier.run(fen, max).then((r) => {
          if (r.error || !r.verdict || r.verdict.mateIn === 0) return;
          write({ type: 'candidate', game: b, ply: at, fen, fsfMate: 0, ...r.verdict });
          if (r.verdict.line) {
            stats.accepted++;
            stats.byLength[r.verdict.mateIn]++;
          }
        }),
      );
    }
    await Promise.all(verdicts);
    write({ type: 'game', game: b, positions: BATCH });
    console.log(
      `batch ${b}: ${stats.accepted}/${stats.candidates} kept [${stats.byLength.slice(1).join(' ')}] ${((Date.now() - t0) / 60000).toFixed(1)} min`,
    );
  }
  verifier.close();
  process.exit(0);
}

if (!serveVerifier()) await main();
