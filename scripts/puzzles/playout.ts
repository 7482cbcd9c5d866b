/**
 * Mate puzzles from game-like playouts: varied positions in which the defender still
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
import { moveToUci, SETUPS, setupFen, type Color } from '../../src/lib/engine';
import { hasCheck, jsonlOutput, material, policyMove } from './gen';
import { load, normalizeFen, pick, positionKey, prng, serveVerifier, Verifier } from './lib';
import { options } from '../args';

async function main() {
  const o = options({
    seed: '1',
    games: '400',
    minutes: '40',
    max: '3',
    lead: '14',
    keep: '18',
    timeout: '4000',
    branches: '0',
    out: 'node_modules/.cache/puzzles',
  });
  const seed = Number(o.seed);
  const games = Number(o.games);
  const minutes = Number(o.minutes);
  const max = Number(o.max);
  const maxLead = Number(o.lead);
  const keep = Number(o.keep);
  const timeoutMs = Number(o.timeout);
  /** Also look at the positions after this many other (random) moves of the side to move: its blunders. */
  const branches = Number(o.branches);
  const { write, next: startGame } = jsonlOutput(`games-p${seed}.jsonl`, o.out);

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
