/**
 * What the engine matches share (scripts/match.ts, scripts/levels.ts): the four setup pairings
 * games start from, and Fairy-Stockfish's move and score at a fixed depth.
 */
import type { Fsf } from '../test/support/fsf';

export const SETUPS = ['RNBA1ABNR', 'RBNA1ANBR', 'RNBA1ANBR', 'RBNA1ABNR'];
/** Four pairings (Cho's setup, Han's setup), Han's written as Cho's letters. */
export const PAIRINGS: [number, number][] = [
  [0, 0],
  [1, 1],
  [2, 3],
  [3, 2],
];

/** The start position with these back ranks (Cho's letters for both sides). */
export const startFen = (cho: string, han: string) => `${han.toLowerCase()}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/${cho} w - - 0 1`;

/** FSF's best move at `depth` after `moves`, and its last score (centi-points, a mate as ±100000) for the side to move. */
export async function fsfMove(fsf: Fsf, fen: string, moves: string[], depth: number): Promise<{ move: string; score?: number }> {
  fsf.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
  const out = await fsf.cmd(`go depth ${depth}`, /^bestmove/);
  const best = out.find((l) => l.startsWith('bestmove'))!.split(' ')[1];
  let score: number | undefined;
  for (const l of out) {
    const m = / score (cp|mate) (-?\d+)/.exec(l);
    if (m) score = m[1] === 'cp' ? Number(m[2]) : Math.sign(Number(m[2])) * 100000;
  }
  return { move: best, score };
}
