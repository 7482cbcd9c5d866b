/**
 * A puzzle's position from its FEN, under the rules every puzzle is judged by. A module of its own
 * so that the page's code reads positions without bringing the solver (solve.ts) along.
 */
import { Position } from '../engine';

export function load(fen: string): Position {
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) throw new Error(`bad FEN ${fen}: ${r.error.code}`);
  return r.value;
}
