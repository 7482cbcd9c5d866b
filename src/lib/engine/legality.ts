/**
 * Whether a set-up position could arise in a game, and every reason it could not, as codes with
 * their facts (the reader's language says them). A separate step from reading FEN text: a board
 * editor builds setups that were never text.
 */
import { PALACE } from './geometry';
import { Position } from './position';
import type { RuleSetName } from './rules';
import type { BoardSetup } from './fen';
import { readFen } from './fen';
import {
  COLORS,
  ROLES,
  ROLE_MAX,
  SQUARE_COUNT,
  err,
  rankOf,
  squareName,
  type Color,
  type EngineErrorCode,
  type Result,
  type Role,
} from './types';

export type IllegalCode =
  /** A side has no general. */
  | 'no-general'
  /** A side has more than one general. */
  | 'extra-general'
  /** More pieces of a kind than a side starts with. */
  | 'too-many'
  /** A general or a guard outside its palace. */
  | 'outside-palace'
  /** A soldier behind its starting rank: soldiers never move back. */
  | 'soldier-behind'
  /** The side not to move is in check: the side to move could take the general. */
  | 'opponent-in-check';

export interface Illegality {
  code: IllegalCode;
  color: Color;
  role?: Role;
  /** The point concerned, e.g. `d5`. */
  square?: string;
  count?: number;
  max?: number;
}

/** The first rank a side's soldiers may stand on (0-based: Cho's start on rank 4, Han's on 7). */
const SOLDIER_FIRST_RANK: Record<Color, number> = { cho: 3, han: 6 };

/** Every reason the setup is impossible; empty when it could arise in a game. */
export function illegalities(setup: BoardSetup, rules: RuleSetName = 'janggi'): Illegality[] {
  const out: Illegality[] = [];
  const counts: Record<Color, Record<Role, number>> = {
    cho: Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>,
    han: Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>,
  };
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const p = setup.board[sq];
    if (!p) continue;
    counts[p.color][p.role]++;
    const side = p.color === 'cho' ? 0 : 1;
    if ((p.role === 'general' || p.role === 'guard') && !PALACE[side * SQUARE_COUNT + sq])
      out.push({ code: 'outside-palace', color: p.color, role: p.role, square: squareName(sq) });
    if (p.role === 'soldier') {
      const r = rankOf(sq);
      const behind = p.color === 'cho' ? r < SOLDIER_FIRST_RANK.cho : r > SOLDIER_FIRST_RANK.han;
      if (behind) out.push({ code: 'soldier-behind', color: p.color, role: 'soldier', square: squareName(sq) });
    }
  }
  for (const color of COLORS) {
    const n = counts[color].general;
    if (n === 0) out.push({ code: 'no-general', color, role: 'general' });
    if (n > 1) out.push({ code: 'extra-general', color, role: 'general', count: n });
    for (const role of ROLES)
      if (role !== 'general' && counts[color][role] > ROLE_MAX[role])
        out.push({ code: 'too-many', color, role, count: counts[color][role], max: ROLE_MAX[role] });
  }
  // Check needs one general a side to be a question at all.
  if (counts.cho.general === 1 && counts.han.general === 1 && !out.some((i) => i.code === 'outside-palace' && i.role === 'general')) {
    const r = Position.fromSetup(setup, rules);
    if (!r.ok && r.error.code === 'fen.opponent-in-check') {
      const waiting: Color = setup.turn === 'cho' ? 'han' : 'cho';
      out.push({ code: 'opponent-in-check', color: waiting, role: 'general' });
    }
  }
  return out;
}

/** The engine's refusal code for each reason a position could not arise. */
const REFUSAL: Record<IllegalCode, EngineErrorCode> = {
  'no-general': 'fen.no-general',
  'extra-general': 'fen.extra-general',
  'too-many': 'fen.too-many',
  'outside-palace': 'fen.palace',
  'soldier-behind': 'fen.soldier-behind',
  'opponent-in-check': 'fen.opponent-in-check',
};

/**
 * A position that a game could reach, from FEN text: what a reader types or links to play or
 * analyse. `Position.fromFen` refuses only what play cannot go on from (no general, a general out of
 * its palace...); a lesson's teaching board may hold a soldier no game puts there and stays
 * readable. This refuses, besides, every reason of `illegalities`, the first one as the engine's
 * code with its facts.
 */
export function gamePositionFromFen(fen: string, rules: RuleSetName = 'janggi'): Result<Position> {
  const read = readFen(fen);
  if (!read.ok) return read;
  const pos = Position.fromSetup(read.value, rules);
  if (!pos.ok) return pos;
  const [first] = illegalities(read.value, rules);
  if (!first) return pos;
  const { code, ...facts } = first;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(facts)) if (v !== undefined) params[k] = v;
  return err(REFUSAL[code], params);
}
