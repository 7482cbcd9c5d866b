/**
 * What the engine matches share (scripts/match.ts, scripts/levels.ts): the four setup pairings
 * games start from, their random first plies, the processor-time clock, and Fairy-Stockfish's move
 * and score at a fixed depth.
 */
import { moveToUci, type Position } from '../src/lib/engine';
import { rng } from '../src/lib/engine/search/levels';
import type { Fsf } from '../test/support/fsf';

/** The process's processor time in ms: our levels' clock with `--clock cpu`, so that a busy machine does not shorten their time. */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Two seeded random first plies played on `p` and written to `moves` (a general's or guard's move
 * or a pass excluded): the same seed gives the same opening for both colours of a game pair.
 */
export function randomOpening(p: Position, seed: number, moves: string[]) {
  const pick = rng(seed);
  for (let i = 0; i < 2; i++) {
    const legal = p.legalMoves().filter((m) => m.from !== m.to && !['general', 'guard'].includes(p.pieceAt(m.from)!.role));
    const m = legal[Math.floor(pick() * legal.length)];
    p.play(m);
    moves.push(moveToUci(m));
  }
}

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
