// The check of every winning-material and defence puzzle against Fairy-Stockfish (tactics-fsf.ts),
// its first half, and tests of the check itself: a reset engine searches as a fresh one, and a
// wrong line is refused.
import { describe, expect, it } from 'vitest';
import { moveToUci, parseUci, Position } from '$lib/engine';
import { freshFsf, fsfLineProblems, resetFsf } from '../../scripts/puzzles/fsf-line';
import type { Fsf } from '../support/fsf';
import { checkHalf, DEPTH, kindOf, rows, useFsf } from './tactics-fsf';

const shared = useFsf();

/**
 * At every ply of `moves`: the score and node count of each of FSF's two lines at the last depth
 * (its last report of each, as analyse() reads them: a search that runs over 3 s also reports
 * bounds and the move it is on, so the lines it prints depend on the time), and its best move.
 */
async function searched(engine: Fsf, fen: string, moves: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  const pv = new RegExp(`^info depth ${DEPTH} .*multipv (\\d+) score (\\S+ -?\\d+)(?!\\d)(?! lowerbound| upperbound).* nodes (\\d+)`);
  for (let i = 0; i < moves.length; i++) {
    engine.send('setoption name MultiPV value 2');
    engine.send(`position fen ${fen}${i ? ` moves ${moves.slice(0, i).join(' ')}` : ''}`);
    const lines = await engine.cmd(`go depth ${DEPTH}`, /^bestmove/);
    const last = new Map<string, string>();
    for (const l of lines) {
      const m = pv.exec(l);
      if (m) last.set(m[1], `${m[1]}: ${m[2]}, ${m[3]} nodes`);
    }
    if (!last.size) throw new Error(`no line at depth ${DEPTH} at ply ${i + 1}`);
    out.push(`${[...last.values()].sort().join('; ')}; ${lines.at(-1)}`);
  }
  return out;
}

describe('the check itself', () => {
  it('has the whole kind to check: winning material, with lines of 5 plies, and defences', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.filter((p) => kindOf(p.themes) === 'defence').length).toBeGreaterThanOrEqual(50);
    expect(rows.filter((p) => kindOf(p.themes) === 'material' && p.moves.length >= 5).length).toBeGreaterThanOrEqual(100);
  });

  it('searches after a reset exactly as a fresh engine does', async () => {
    const two = [rows.find((p) => p.moves.length >= 5)!, rows.find((p) => kindOf(p.themes) === 'defence')!];
    const fresh: string[][] = [];
    for (const p of two) {
      const engine = await freshFsf();
      fresh.push(await searched(engine, p.fen, p.moves));
      engine.quit();
    }
    // The shared engine has searched other positions first (the puzzles in the other order).
    await resetFsf(shared());
    await searched(shared(), two[1].fen, two[1].moves);
    for (const [i, p] of two.entries()) {
      await resetFsf(shared());
      expect(await searched(shared(), p.fen, p.moves), p.id).toEqual(fresh[i]);
    }
  });

  it('refuses a line whose last solver move is not the winning one', async () => {
    const p = rows.find((r) => kindOf(r.themes) === 'material' && r.moves.length === 3)!;
    const pos = Position.fromFen(p.fen, 'janggi');
    if (!pos.ok) throw new Error(pos.error.code);
    for (const m of p.moves.slice(0, 2)) expect(pos.value.play(parseUci(m)!)).toBe(true);
    const other = pos.value
      .legalMoves()
      .map(moveToUci)
      .find((m) => m !== p.moves[2])!;
    await resetFsf(shared());
    const problems = await fsfLineProblems(shared(), p.fen, [p.moves[0], p.moves[1], other], 'material', DEPTH);
    expect(problems.join('; ')).toMatch(/ply 3: FSF plays/);
  });
});

checkHalf(0, shared);
