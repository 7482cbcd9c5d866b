/**
 * The engine's internal encodings, declared once: piece codes on the typed board and moves as
 * numbers. The position, the mate judge, the search and its evaluation all read these.
 */
import { ROLES, type Piece } from './types';

// Piece codes: role index + 1, plus HAN_BIT for Han. 0 is an empty point.
export const GENERAL = 1;
export const GUARD = 2;
export const ELEPHANT_CODE = 3;
export const HORSE_CODE = 4;
export const CHARIOT = 5;
export const CANNON = 6;
export const SOLDIER = 7;
export const HAN_BIT = 8;

export const pieceCode = (p: Piece): number => ROLES.indexOf(p.role) + 1 + (p.color === 'han' ? HAN_BIT : 0);
export const codePiece = (code: number): Piece | undefined =>
  code === 0 ? undefined : { color: code & HAN_BIT ? 'han' : 'cho', role: ROLES[(code & 7) - 1] };

/** Encoded move: from | to << 8. A pass has from === to. */
export const encodeMove = (from: number, to: number): number => from | (to << 8);
export const moveFrom = (m: number): number => m & 0xff;
export const moveTo = (m: number): number => m >>> 8;
