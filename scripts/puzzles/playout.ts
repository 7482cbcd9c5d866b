/**
 * Mate puzzles from game-like playouts (issue 17): varied positions in which the defender still
 * has real pieces, rather than mop-ups.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/playout.ts [--seed 1] [--games 400] [--minutes 40] [--max 3] [--out DIR] [--timeout 4000]
 *
 * Each game starts from one of the 16 setup pairings and is played by a cheap noisy policy: take
 * what hangs, do not leave the moved piece where it can be taken for free, prefer checks a little,
 * and make a random move now and then (the noise and the random rate vary per game). From ply 14
 * on, every position whose material is near balance (the side to move leads by at most --lead
 * points, the other side keeps at least --keep points; chariot 13, cannon 7, horse 5, elephant 3,
 * guard 3, soldier 2, Han's 1.5 deom not counted) goes to our solver (strict mode, a worker thread
 * with a time cap): the shortest mate up to --max, the first move unique for N >= 2, the main line.
 *
 * Output: DIR/games-p<seed>.jsonl (default DIR = node_modules/.cache/puzzles) in generate.ts's
 * format (candidate lines, then one `game` line per finished game), so build.ts reads it with
 * `--seeds p<seed>`. A rerun with the same seed resumes after the last finished game.
 * Reproducible: the same seed plays the same games; only the time cap depends on the machine.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, ROLE_POINTS, SETUPS, setupFen, type Color, type Move, type Position } from '../../src/lib/engine';
import { load, normalizeFen, pick, positionKey, prng, serveVerifier, Verifier } from './lib';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}

/** Material of `color` without the deom. */
export function material(pos: Position, color: Color): number {
  let s = 0;
  for (const { piece } of pos.pieces()) if (piece.color === color) s += ROLE_POINTS[piece.role];
  return s;
}

/** Whether the side to move has a checking move. */
function hasCheck(pos: Position): boolean {
  for (const m of pos.legalMoves()) {
    if (m.from === m.to) continue;
    pos.play(m);
    const check = pos.isCheck();
    pos.undo();
    if (check) return true;
  }
  return false;
}

/** The noisy policy's move. */
function policyMove(pos: Position, rnd: () => number, noise: number, randomRate: number): Move | undefined {
  const us = pos.turn;
  const them = us === 'cho' ? 1 : 0;
  const moves = pos.legalMoves().filter((m) => m.from !== m.to);
  const safe = moves.filter((m) => {
    pos.play(m);
    const ok = !pos.facing();
    pos.undo();
    return ok;
  });
  if (!safe.length) return moves[0];
  // A mate in 1 on the board is played most of the time, as people do (and the game moves on
  // instead of offering the same mate ply after ply).
  if (rnd() < 0.8) {
    const mate = safe.find((m) => {
      pos.play(m);
      const mates = pos.isCheck() && pos.legalMoves().length === 0;
      pos.undo();
      return mates;
    });
    if (mate) return mate;
  }
  if (rnd() < randomRate) return pick(rnd, safe);
  let best: Move | undefined;
  let bestScore = -Infinity;
  for (const m of safe) {
    const victim = pos.pieceAt(m.to);
    const mover = pos.pieceAt(m.from)!;
    let score = victim ? ROLE_POINTS[victim.role] : 0;
    pos.play(m);
    if (pos.attacked(m.to, them)) score -= ROLE_POINTS[mover.role] * 0.9;
    if (pos.isCheck()) score += 1.5;
    pos.undo();
    score += rnd() * noise;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

async function main() {
  const seed = Number(arg('seed', '1'));
  const games = Number(arg('games', '400'));
  const minutes = Number(arg('minutes', '40'));
  const max = Number(arg('max', '3'));
  const maxLead = Number(arg('lead', '14'));
  const keep = Number(arg('keep', '18'));
  const timeoutMs = Number(arg('timeout', '4000'));
  /** Also look at the positions after this many other (random) moves of the side to move: its blunders. */
  const branches = Number(arg('branches', '0'));
  const outDir = resolve(arg('out', 'node_modules/.cache/puzzles'));
  mkdirSync(outDir, { recursive: true });
  const outFile = resolve(outDir, `games-p${seed}.jsonl`);
  const write = (o: object) => appendFileSync(outFile, JSON.stringify(o) + '\n');

  let startGame = 0;
  if (existsSync(outFile))
    for (const l of readFileSync(outFile, 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type === 'game') startGame = Math.max(startGame, o.game + 1);
    }

  const verifier = new Verifier(new URL(import.meta.url), timeoutMs);
  const t0 = Date.now();
  const stats = { candidates: 0, accepted: 0, byLength: [0, 0, 0, 0, 0, 0] };
  for (let g = startGame; g < games && Date.now() - t0 < minutes * 60000; g++) {
    const rnd = prng(seed * 1_000_003 + g * 7919 + 17);
    const han = SETUPS[(g >> 2) & 3];
    const cho = SETUPS[g & 3];
    const pos = load(setupFen(han, cho));
    const noise = pick(rnd, [1, 2, 4, 6, 9]);
    const randomRate = pick(rnd, [0.05, 0.1, 0.2, 0.3]);
    const seen = new Set<string>();
    const verdicts: Promise<void>[] = [];
    let result = 'max-plies';
    let ply = 0;
    for (; ply < 200; ply++) {
      if (pos.legalMoves().length === 0) {
        result = 'mate';
        break;
      }
      const consider = (branch?: string) => {
        if (pos.facing() || pos.legalMoves().length === 0) return;
        // Mates within 3 nearly always have a check on the board: skip the positions without one.
        if (!hasCheck(pos)) return;
        const us = pos.turn;
        const them: Color = us === 'cho' ? 'han' : 'cho';
        const lead = material(pos, us) - material(pos, them);
        if (lead <= maxLead && material(pos, them) >= keep) {
          const fen = normalizeFen(pos.fen());
          const key = positionKey(fen);
          if (!seen.has(key)) {
            seen.add(key);
            stats.candidates++;
            const at = ply;
            verdicts.push(
              verifier.run(fen, max).then((r) => {
                if (r.error || !r.verdict || r.verdict.mateIn === 0) return;
                const v = r.verdict;
                write({ type: 'candidate', game: g, ply: at, branch, fen, fsfMate: 0, ...v });
                if (v.line) {
                  stats.accepted++;
                  stats.byLength[v.mateIn]++;
                }
              }),
            );
          }
        }
      };
      if (ply >= 14) {
        consider();
        const alts = pos.legalMoves().filter((m) => m.from !== m.to);
        for (let k = 0; k < branches && alts.length; k++) {
          const alt = alts.splice(Math.floor(rnd() * alts.length), 1)[0];
          pos.play(alt);
          consider(moveToUci(alt));
          pos.undo();
        }
      }
      while (verifier.load > 30) await new Promise((r) => setTimeout(r, 20));
      const m = policyMove(pos, rnd, noise, randomRate);
      if (!m) break;
      pos.play(m);
      const o = pos.outcome();
      if (o) {
        result = o.reason;
        ply++;
        break;
      }
    }
    await Promise.all(verdicts);
    write({ type: 'game', game: g, han, cho, noise, randomRate, plies: ply, result });
    const min = ((Date.now() - t0) / 60000).toFixed(1);
    console.log(
      `game ${g} ${han}/${cho} n${noise} r${randomRate}: ${ply} plies, ${result}; ${stats.accepted}/${stats.candidates} kept [${stats.byLength.slice(1).join(' ')}] ${min} min`,
    );
  }
  verifier.close();
  process.exit(0);
}

if (!serveVerifier()) await main();
