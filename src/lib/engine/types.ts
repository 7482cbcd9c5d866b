/**
 * Core types of the Janggi rules engine. Pure data, no DOM, no dependencies.
 *
 * Coordinates follow Fairy-Stockfish: files a..i left to right as Cho sits, ranks 1..10 from
 * Cho's back rank. A square is an index 0..89: `rank0 * 9 + file0` (a1 = 0, i1 = 8, a10 = 81).
 */
import { fail, ok, type Result as SharedResult } from './result';

export const FILE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export const WIDTH = 9;
export const HEIGHT = 10;
export const SQUARE_COUNT = WIDTH * HEIGHT;

export type Square = number;

export const COLORS = ['cho', 'han'] as const;
export type Color = (typeof COLORS)[number];

export const ROLES = ['general', 'guard', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'] as const;
export type Role = (typeof ROLES)[number];

export interface Piece {
  color: Color;
  role: Role;
}

/** A move from one point to another. A pass is the general's square twice (`from === to`). */
export interface Move {
  from: Square;
  to: Square;
}

/** FEN letters of Fairy-Stockfish's janggi (uppercase Cho, lowercase Han). */
export const ROLE_LETTER: Record<Role, string> = {
  general: 'k',
  guard: 'a',
  elephant: 'b',
  horse: 'n',
  chariot: 'r',
  cannon: 'c',
  soldier: 'p',
};

/** Material points used when a game is counted (the general counts nothing). */
export const ROLE_POINTS: Record<Role, number> = {
  general: 0,
  guard: 3,
  elephant: 3,
  horse: 5,
  chariot: 13,
  cannon: 7,
  soldier: 2,
};

/** Han's compensation for moving second (deom). */
export const DEOM = 1.5;

/** At most this many pieces of a role per side. */
export const ROLE_MAX: Record<Role, number> = {
  general: 1,
  guard: 2,
  elephant: 2,
  horse: 2,
  chariot: 2,
  cannon: 2,
  soldier: 5,
};

export const opposite = (c: Color): Color => (c === 'cho' ? 'han' : 'cho');

export const fileOf = (sq: Square): number => sq % WIDTH;
/** 0-based rank (0 = rank 1, Cho's back rank). */
export const rankOf = (sq: Square): number => (sq / WIDTH) | 0;
export const squareAt = (file: number, rank: number): Square => rank * WIDTH + file;

export function squareName(sq: Square): string {
  return FILE_NAMES[fileOf(sq)] + String(rankOf(sq) + 1);
}

export function parseSquare(name: string): Square | undefined {
  const m = /^([a-i])(10|[1-9])$/.exec(name);
  if (!m) return undefined;
  return squareAt(m[1].charCodeAt(0) - 97, Number(m[2]) - 1);
}

export const isPass = (m: Move): boolean => m.from === m.to;

/** The app's one Result type (result.ts), with the engine's error by default. */
export type Result<T, E = EngineError> = SharedResult<T, E>;

/** Why the engine refused an input: a stable code and its facts; each language says them (i18n/engine-errors.ts). */
export interface EngineError {
  code: EngineErrorCode;
  params?: Record<string, string | number>;
}

export type EngineErrorCode =
  | 'fen.type'
  | 'fen.empty'
  | 'fen.long'
  | 'fen.ranks'
  | 'fen.zero'
  | 'fen.letter'
  | 'fen.rank-length'
  | 'fen.no-general'
  | 'fen.extra-general'
  | 'fen.too-many'
  | 'fen.palace'
  | 'fen.turn'
  | 'fen.halfmoves'
  | 'fen.fullmoves'
  | 'fen.fields'
  | 'fen.opponent-in-check'
  /** A soldier behind its starting rank (soldiers never move back): refused where a position is to be played. */
  | 'fen.soldier-behind'
  | 'notation.illegal'
  | 'notation.korean'
  | 'notation.korean-piece'
  | 'notation.wrong-piece'
  | 'notation.site';

export { ok };
/** A refusal with the engine's error: `fail` (result.ts) of a code and its facts. */
export const err = (code: EngineErrorCode, params?: EngineError['params']): Result<never> => fail(params ? { code, params } : { code });
