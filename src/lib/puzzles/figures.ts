/**
 * Figures of one puzzle used to choose and describe the collection: the piece that
 * makes the first move, the solver's material lead.
 */
import { parseUci, ROLE_POINTS, type Role } from '../engine';
import { load } from './solve';

/** The role of the piece that makes the solver's first move. */
export function openingRole(p: { fen: string; moves: readonly string[] }): Role {
  const m = parseUci(p.moves[0]);
  const piece = m ? load(p.fen).pieceAt(m.from) : undefined;
  if (!piece) throw new Error(`no piece moves first in ${p.fen}`);
  return piece.role;
}

/**
 * The solver's material lead at the start: its points minus the defender's (chariot 13, cannon 7,
 * horse 5, elephant 3, guard 3, soldier 2; Han's 1.5 deom is not counted).
 */
export function materialLead(p: { fen: string }): number {
  const pos = load(p.fen);
  let lead = 0;
  for (const { piece } of pos.pieces()) lead += (piece.color === pos.turn ? 1 : -1) * ROLE_POINTS[piece.role];
  return lead;
}
