/**
 * Texel-style fitting of the evaluation's weights (`W` in src/lib/engine/search/eval.ts) to
 * Fairy-Stockfish's judgement of quiet positions.
 *
 * `collect`: positions from fast self-play games of our search (depth 3 with evaluation noise, from
 * the four setup pairings with a few seeded random first plies), one every few plies past the
 * opening, kept when quiet (not in check, the capture-only search agrees with the evaluation);
 * each is labelled with Fairy-Stockfish's score at `--depth` (Cho's view) and written one a line,
 * `<fen>;<score>`.
 * `fit`: finds the scale between the two engines' scores, then moves each weight up or down by
 * its step while the mean squared difference of the win chances (a logistic of the score) falls,
 * over several passes; a fifth of the positions is held out to show the fit is not learnt by
 * heart. Only the named weights by default; `--tables` fits the piece-square tables too. Prints
 * the fitted weights as the source's `W` array.
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/tune-eval.ts collect --positions 6000 --depth 7 --out node_modules/.cache/tune/positions.txt
 *   nice -n 10 node scripts/run-ts.mjs scripts/tune-eval.ts fit --in node_modules/.cache/tune/positions.txt --passes 3
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Position, moveToUci } from '../src/lib/engine';
import { Search } from '../src/lib/engine/search/search';
import { W, WEIGHT_NAMES, evaluate, evaluateCho, refreshWeights } from '../src/lib/engine/search/eval';
import { rng } from '../src/lib/engine/search/levels';
import { options } from './args';
import { PAIRINGS, SETUPS, fsfMove, startFen } from './match-setup';
import { loadFsf } from '../test/support/fsf';

const o = options({
  positions: '6000',
  depth: '7',
  out: 'node_modules/.cache/tune/positions.txt',
  in: 'node_modules/.cache/tune/positions.txt',
  passes: '3',
  seed: '1',
  tables: false,
});
const mode = o.positionals[0];

async function collect() {
  delete (globalThis as { fetch?: unknown }).fetch;
  const fsf = await loadFsf();
  await fsf.variant('janggicasual');
  mkdirSync(dirname(o.out), { recursive: true });
  writeFileSync(o.out, '');
  const want = Number(o.positions);
  let kept = 0;
  for (let game = 0; kept < want; game++) {
    const random = rng(Number(o.seed) * 100003 + game);
    const [c, h] = PAIRINGS[game % 4];
    const fen = startFen(SETUPS[c], SETUPS[h]);
    const p = Position.fromFen(fen, 'casual');
    if (!p.ok) throw new Error(p.error.code);
    const pos = p.value;
    const moves: string[] = [];
    const opening = 2 + (game % 5);
    for (let ply = 0; ply < 160 && !pos.outcome() && kept < want; ply++) {
      let move;
      if (ply < opening) {
        const legal = pos.legalMoves().filter((m) => m.from !== m.to);
        move = legal[Math.floor(random() * legal.length)];
      } else {
        move = new Search(pos, 16).run({ depth: 3 }, { noise: 60, seed: (random() * 1e9) | 0 }).move;
      }
      if (!move) break;
      pos.play(move);
      moves.push(moveToUci(move));
      if (ply < 10 || ply % 4 !== 0 || pos.isCheck() || pos.outcome()) continue;
      if (Math.abs(new Search(pos, 12).quiet() - evaluate(pos)) > 0) continue;
      const { score } = await fsfMove(fsf, fen, moves, Number(o.depth));
      if (score === undefined || Math.abs(score) >= 5000) continue;
      const cho = pos.side === 0 ? score : -score;
      appendFileSync(o.out, `${pos.fen()};${cho}\n`);
      kept++;
    }
    process.stderr.write(`game ${game + 1}: ${kept} positions\n`);
  }
  fsf.quit();
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function fit() {
  const rows = readFileSync(o.in, 'utf8')
    .trim()
    .split('\n')
    .map((l) => {
      const [fen, s] = l.split(';');
      const p = Position.fromFen(fen, 'casual');
      if (!p.ok) throw new Error(fen);
      return { pos: p.value, target: Number(s) };
    });
  // Hold out every fifth position.
  const train = rows.filter((_, i) => i % 5 !== 0);
  const test = rows.filter((_, i) => i % 5 === 0);
  // FSF's score scale: its win chance is the logistic of its score over 400 (its centi-pawns).
  const K = 400;
  let scale = 1;
  const loss = (set: typeof rows) => {
    let e = 0;
    for (const r of set) {
      const d = sigmoid((evaluateCho(r.pos) * scale) / K) - sigmoid(r.target / K);
      e += d * d;
    }
    return e / set.length;
  };
  // First the scale between the scores (ours to FSF's), with the weights as they are.
  let best = Infinity;
  let bestScale = 1;
  for (let s = 0.3; s <= 2.5; s += 0.02) {
    scale = s;
    const l = loss(train);
    if (l < best) {
      best = l;
      bestScale = s;
    }
  }
  scale = bestScale;
  process.stdout.write(`scale ${scale.toFixed(2)}: train ${loss(train).toFixed(6)} test ${loss(test).toFixed(6)}\n`);
  const step = (i: number) => (i < 6 ? 10 : /_\d_\d$/.test(WEIGHT_NAMES[i]) ? 4 : 2);
  let current = loss(train);
  for (let pass = 0; pass < Number(o.passes); pass++) {
    let changed = 0;
    for (let i = 0; i < W.length; i++) {
      // The piece-square tables only with --tables (they need many positions not to be learnt by heart).
      if (!o.tables && /_\d_\d$/.test(WEIGHT_NAMES[i])) continue;
      const st = step(i);
      for (const dir of [st, -st]) {
        let improved = false;
        for (;;) {
          W[i] += dir;
          refreshWeights();
          const l = loss(train);
          if (l < current - 1e-9) {
            current = l;
            improved = true;
            changed++;
          } else {
            W[i] -= dir;
            refreshWeights();
            break;
          }
        }
        if (improved) break;
      }
    }
    process.stdout.write(`pass ${pass + 1}: ${changed} steps, train ${current.toFixed(6)} test ${loss(test).toFixed(6)}\n`);
    if (!changed) break;
  }
  const named = WEIGHT_NAMES.filter((n) => !/_\d_\d$/.test(n))
    .map((n, i) => `${n} ${W[i]}`)
    .join(', ');
  process.stdout.write(`\n${named}\n\nexport const W = new Int32Array([${Array.from(W).join(', ')}]);\n`);
}

if (mode === 'collect') await collect();
else if (mode === 'fit') fit();
else {
  process.stderr.write('usage: tune-eval.ts collect|fit [options]\n');
  process.exit(2);
}
process.exit(0);
