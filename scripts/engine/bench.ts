/** Engine speed figures (our engine only; `npm run bench` adds Fairy-Stockfish beside them). */
import { Position, mateMoves, perft } from '../../src/lib/engine';

export const BENCH_MATE_FENS = [
  // Positions with a forced mate in 3; the figures are the full first-move scan.
  '3k5/4N4/9/9/1b7/1C7/3p5/5bR2/3K5/9 w - - 0 1',
  '9/5k3/9/1P7/9/9/6C2/1n2K4/9/2P4r1 b - - 0 1',
  '9/3k5/9/R1n6/5p3/9/9/C5n2/4A1B1P/1R3K3 w - - 0 1',
  '5b3/4b4/3kc4/1C4r2/1p7/9/2P6/5K3/9/9 b - - 0 1',
];

export async function runBench(print: (line: string) => void): Promise<void> {
  const pos = Position.start();
  let t = performance.now();
  const nodes = perft(pos, 5);
  const perftMs = performance.now() - t;
  print(`perft 5 (start): ${nodes} nodes in ${perftMs.toFixed(0)} ms (${(((nodes / perftMs) * 1000) / 1e6).toFixed(2)} Mnps)`);
  for (const fen of BENCH_MATE_FENS) {
    const p = Position.fromFen(fen);
    if (!p.ok) continue;
    t = performance.now();
    const m = mateMoves(p.value, 3);
    print(`mate 3 scan: ${m.length} moves in ${(performance.now() - t).toFixed(1)} ms  ${fen}`);
  }
}
