/**
 * The editor's mate verdict computed the plain way, as it was first written: a fresh mate solver for
 * each length and for each step of the line (no table shared between questions). The reference that
 * `judgePosition`, which shares one table, must agree with move for move.
 */
import { Position, bestDefence, mateMoves, moveToUci, type Move, type RuleSetName } from '../../src/lib/engine';
import { MAX_MATE } from '../../src/lib/task/verdict';

export type FreshMate = { kind: 'mate'; n: number; moves: string[]; line: string[] } | { kind: 'no-mate' };

function freshLine(pos: Position, first: Move, n: number): string[] {
  const p = pos.clone();
  const line = [moveToUci(first)];
  p.play(first);
  for (let left = n - 1; left >= 0; left--) {
    const d = bestDefence(p, left);
    if (!d) break;
    line.push(moveToUci(d.move));
    p.play(d.move);
    if (left === 0) break;
    const next = mateMoves(p, left)[0];
    if (!next) break;
    line.push(moveToUci(next));
    p.play(next);
  }
  return line;
}

/** The shortest mate within MAX_MATE: its length, every first move that mates so, the line after the first. */
export function freshMate(fen: string, rules: RuleSetName = 'janggi', max = MAX_MATE): FreshMate {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(`${fen}: ${r.error.code}`);
  for (let n = 1; n <= max; n++) {
    const moves = mateMoves(r.value, n);
    if (moves.length) return { kind: 'mate', n, moves: moves.map(moveToUci), line: freshLine(r.value, moves[0], n) };
  }
  return { kind: 'no-mate' };
}
