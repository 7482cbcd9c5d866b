/**
 * Nine Elder endings: checkmate and stalemate (the player without a move loses), Jitai (impasse,
 * decided by points) and Sennichite (fourfold repetition: a draw, lost by the side giving perpetual check).
 * Logic returns codes; views turn them into words.
 */
import { ANGLE, CANNON, HAND_TYPES, INCENSE, KING, NinePosition, VAN, inZone, pieceColor, pieceType } from './position';

export type NineOutcomeReason = 'checkmate' | 'stalemate' | 'jitai' | 'sennichite' | 'perpetual-check';
export interface NineOutcome {
  /** 0 first player, 1 second player, null a draw. */
  winner: 0 | 1 | null;
  reason: NineOutcomeReason;
  /** Jitai points of each side, when the game ended by Jitai. */
  points?: [number, number];
}

/** Jitai points: Cannon, Van, Incense and Angle (promoted or not) 5, every other piece but the Jade 1; board and hand. */
export function jitaiPoints(pos: NinePosition, color: number): number {
  const value = (t: number) => (t === CANNON || t === VAN || t === INCENSE || t === ANGLE ? 5 : 1);
  let n = 0;
  for (let s = 0; s < 81; s++) {
    const p = pos.board[s];
    if (p && pieceColor(p) === color && pieceType(p) !== KING) n += value(pieceType(p));
  }
  for (const t of HAND_TYPES) n += pos.hands[color * 10 + t] * value(t);
  return n;
}

/** Jitai arises when both players have 8 or more pieces (Jade excluded) in the enemy camp, or both Jades are in it. */
export function isJitai(pos: NinePosition): boolean {
  const inCamp = [0, 0];
  const kingIn = [false, false];
  for (let s = 0; s < 81; s++) {
    const p = pos.board[s];
    if (!p) continue;
    const c = pieceColor(p);
    if (!inZone(c, s)) continue;
    if (pieceType(p) === KING) kingIn[c] = true;
    else inCamp[c]++;
  }
  return (inCamp[0] >= 8 && inCamp[1] >= 8) || (kingIn[0] && kingIn[1]);
}

/** Result of a Jitai by points: 39 or more wins, under 31 loses, otherwise a draw. */
export function jitaiResult(points: [number, number]): 0 | 1 | null {
  for (const c of [0, 1] as const) if (points[c] >= 39) return c;
  const under = [points[0] < 31, points[1] < 31];
  if (under[0] && !under[1]) return 1;
  if (under[1] && !under[0]) return 0;
  return null;
}

/**
 * Outcome of a game: `pos` is the current position, `history` the keys of every earlier position
 * (oldest first), `checks[i]` whether the move leading to position i+1 gave check. Null while the game goes on.
 */
export function nineOutcome(pos: NinePosition, history: string[] = [], checks: boolean[] = []): NineOutcome | null {
  if (pos.legalMoves().length === 0) {
    return { winner: (1 - pos.turn) as 0 | 1, reason: pos.inCheck() ? 'checkmate' : 'stalemate' };
  }
  const key = pos.key();
  const seen: number[] = [];
  history.forEach((k, i) => {
    if (k === key) seen.push(i);
  });
  if (seen.length >= 3) {
    // Fourth occurrence. Moves since the first occurrence: did one side check with every move?
    const first = seen[seen.length - 3];
    const n = history.length;
    // Move j leads from position j to j+1 (position n is the current one); the mover of move j is
    // the side to move in position j, which alternates back from the current turn.
    const allChecks = [true, true];
    for (let j = first; j < n; j++) {
      const mover = (pos.turn + (n - j)) % 2;
      if (!checks[j]) allChecks[mover] = false;
    }
    if (allChecks[0] !== allChecks[1]) return { winner: (allChecks[0] ? 1 : 0) as 0 | 1, reason: 'perpetual-check' };
    return { winner: null, reason: 'sennichite' };
  }
  if (isJitai(pos)) {
    const points: [number, number] = [jitaiPoints(pos, 0), jitaiPoints(pos, 1)];
    return { winner: jitaiResult(points), reason: 'jitai', points };
  }
  return null;
}
