/**
 * What a winning-material puzzle asks for, in points (chariot 13, cannon 7, horse 5, elephant 3,
 * guard 3, soldier 2; no deom): light, without the search, so the puzzle page can compute its
 * target before the judge (tactics.ts) is loaded.
 */
import { parseUci, ROLE_POINTS, type Color, type Position } from '../engine';
import { load } from './position';

/** Points a move may fall short of the stored line's win and still count. Every puzzle's runner-up is at least 3 points worse. */
export const TOLERANCE = 1;

/** Material of `color` in points (counting values, no deom). */
export function materialOf(pos: Position, color: Color): number {
  let s = 0;
  for (const { piece } of pos.pieces()) if (piece.color === color) s += ROLE_POINTS[piece.role];
  return s;
}

/** The side to move's material lead. */
export function lead(pos: Position): number {
  const them: Color = pos.turn === 'cho' ? 'han' : 'cho';
  return materialOf(pos, pos.turn) - materialOf(pos, them);
}

/** Points the solver's line `moves` wins in `fen` (solver to move): material lead after it minus before. */
export function lineGain(fen: string, moves: readonly string[]): number {
  const pos = load(fen);
  const me = pos.turn;
  const them: Color = me === 'cho' ? 'han' : 'cho';
  const before = materialOf(pos, me) - materialOf(pos, them);
  for (const u of moves) {
    const m = parseUci(u);
    if (!m || !pos.play(m)) throw new Error(`illegal ${u} in ${pos.fen()}`);
  }
  return materialOf(pos, me) - materialOf(pos, them) - before;
}

/** The material lead the solver must keep: start lead + the line's win − TOLERANCE. */
export function tacticTarget(fen: string, moves: readonly string[]): number {
  return lead(load(fen)) + lineGain(fen, moves) - TOLERANCE;
}
