/** Engine speed figures (our engine only; `npm run bench` adds Fairy-Stockfish beside them). */
import { Position } from './position';
import { perft } from './perft';
import { mateMoves } from './mate';

export const BENCH_MATE_FENS = [
  // Typical puzzle positions (mate in 2 and 3); the figures are the full first-move scan.
  '4ka3/4a4/9/9/9/9/9/9/4R4/3K5 w - - 0 1',
  '3k5/4a4/3a5/9/9/9/9/4R4/9/4K4 w - - 0 1',
];

export async function runBench(print: (line: string) => void): Promise<void> {
  const pos = Position.start();
  let t = performance.now();
  const nodes = perft(pos, 5);
  const perftMs = performance.now() - t;
  print(`perft 5 (start): ${nodes} nodes in ${perftMs.toFixed(0)} ms (${((nodes / perftMs) * 1000 / 1e6).toFixed(2)} Mnps)`);
  for (const fen of BENCH_MATE_FENS) {
    const p = Position.fromFen(fen);
    if (!p.ok) continue;
    t = performance.now();
    const m = mateMoves(p.value, 3);
    print(`mate 3 scan: ${m.length} moves in ${(performance.now() - t).toFixed(1)} ms  ${fen}`);
  }
}
