/**
 * The other side in an exercise: a pass, a scripted line, or a tiny material search.
 *
 * The search looks one or two plies ahead (its own move, then the solver's biggest capture in
 * reply) and counts only material (ROLE_POINTS; a move that mates counts as a huge gain). So it takes pieces that
 * are left hanging and leaves protected ones alone when the recapture costs more. Ties go to a
 * pass when the pass is legal (a quiet opponent does not disturb the lesson), otherwise to the
 * first move in the engine's order, so every reply is deterministic. With `threats`, ties are
 * broken instead by the most material the move attacks (what it would win if the solver did
 * nothing), so the opponent prefers moves that threaten something.
 *
 * Game endings count before material: a move that ends the game (mate, or under tournament rules a
 * bikjang or double pass decided on the count) scores as a win or a loss for the mover, and at depth
 * 2 so does a solver reply that ends it. So the search passes into a bikjang it wins on points and
 * breaks one it would lose.
 *
 * A scripted line is followed while the solver plays the exercise's intended solution; once the
 * solver leaves it, the opponent answers with the two-ply search, so a careless move is punished
 * on the board instead of being met by a reply that no longer makes sense.
 */
import { ROLE_POINTS, encodeMove, type Color, type Move, type Position, type Role } from '$lib/engine';

export type Opponent = { kind: 'pass' } | { kind: 'scripted'; moves: (Move | null)[] } | { kind: 'search'; depth: 1 | 2; threats: boolean };

const MATE = 1000;

/** Material of `color` minus the other side's (no deom). */
export function materialBalance(pos: Position, color: Color): number {
  let n = 0;
  for (const { piece } of pos.pieces()) n += piece.color === color ? ROLE_POINTS[piece.role] : -ROLE_POINTS[piece.role];
  return n;
}

const value = (role: Role | undefined) => (role === undefined ? 0 : ROLE_POINTS[role]);

/** Score of a finished game for `mover` (a draw is 0), or undefined while it goes on. */
function endScore(pos: Position, mover: Color): number | undefined {
  const out = pos.outcome();
  if (!out) return undefined;
  return out.winner === undefined ? 0 : out.winner === mover ? MATE : -MATE;
}

/**
 * The best the solver (to move) can get among `moves`, its legal moves: its biggest capture, or,
 * standing in a bikjang, the game its pass ends and wins (the one pass an exercise allows).
 */
function bestReply(pos: Position, moves: Move[]): number {
  let best = 0;
  for (const m of moves) if (m.from !== m.to) best = Math.max(best, value(pos.pieceAt(m.to)?.role));
  if (pos.isBikjang()) {
    const me = pos.turn;
    const k = pos.generalSquare(me);
    if (pos.isLegal({ from: k, to: k })) {
      pos.makeMove(encodeMove(k, k));
      best = Math.max(best, endScore(pos, me) ?? 0);
      pos.unmakeMove();
    }
  }
  return best;
}

/** Most material the side that just moved attacks (what it could take next if the other side passed). */
function threatValue(pos: Position): number {
  const me = pos.turn === 'cho' ? 'han' : 'cho';
  let best = 0;
  for (const { square, piece } of pos.pieces()) {
    if (piece.color !== me) continue;
    for (const to of pos.pseudoTargets(square)) {
      const victim = pos.pieceAt(to);
      if (victim && victim.color !== me) best = Math.max(best, value(victim.role));
    }
  }
  return best;
}

/** Scores of the side to move's legal moves: material won minus (depth 2) the best reply's gain. */
export function scoreMoves(pos: Position, depth: 1 | 2): { move: Move; score: number }[] {
  const out: { move: Move; score: number }[] = [];
  for (const m of pos.legalMoves()) {
    const gain = m.from === m.to ? 0 : value(pos.pieceAt(m.to)?.role);
    let score = gain;
    const mover = pos.turn;
    pos.makeMove(encodeMove(m.from, m.to));
    const replies = pos.legalMoves();
    // Only a pass, a standing bikjang or no reply can end the game here (outcome() is not cheap).
    const end = m.from === m.to || replies.length === 0 || pos.isBikjang() ? endScore(pos, mover) : undefined;
    if (end !== undefined) score = end;
    else if (depth === 2) score = gain - bestReply(pos, replies);
    pos.unmakeMove();
    out.push({ move: m, score });
  }
  return out;
}

/**
 * The search's reply for the side to move, or undefined when it has no legal move. This is the
 * seam for a stronger defence: when the engine's own search (the computer opponent) is available,
 * `opponent: search N` can map to it here, and every exercise defends with it.
 */
export function searchReply(pos: Position, depth: 1 | 2, threats = false): Move | undefined {
  let best: Move | undefined;
  let bestScore = -Infinity;
  let bestTie = -Infinity;
  for (const { move, score } of scoreMoves(pos, depth)) {
    if (score < bestScore) continue;
    let tie: number;
    if (threats) {
      pos.makeMove(encodeMove(move.from, move.to));
      tie = threatValue(pos);
      pos.unmakeMove();
    } else tie = move.from === move.to ? 1 : 0;
    if (score > bestScore || tie > bestTie) {
      best = move;
      bestScore = score;
      bestTie = tie;
    }
  }
  return best;
}

/**
 * The opponent's answer after the solver's `index`-th move (0-based). `onScript`: the solver has
 * played the intended solution so far. A listed `null` is a pass. Undefined when the opponent has
 * no legal move.
 */
export function opponentReply(pos: Position, opponent: Opponent, index: number, onScript = true): Move | undefined {
  const k = pos.generalSquare(pos.turn);
  const pass: Move = { from: k, to: k };
  // A pass or a scripted reply that would end the game lost (a bikjang or double pass counted
  // against it) is not played: the search answers instead.
  const unlessLosing = (m: Move) => (losesAtOnce(pos, m) ? searchReply(pos, 2) : m);
  switch (opponent.kind) {
    case 'search':
      return searchReply(pos, opponent.depth, opponent.threats);
    case 'scripted': {
      if (!onScript) return searchReply(pos, 2);
      const m = opponent.moves[index] ?? null;
      if (m && pos.isLegal(m)) return unlessLosing(m);
      if (!m && pos.isLegal(pass)) return unlessLosing(pass);
      return searchReply(pos, 2);
    }
    case 'pass':
      // In check a pass is not allowed: get out of it as the search would.
      return pos.isLegal(pass) ? unlessLosing(pass) : searchReply(pos, 2);
  }
}

/** Whether the side to move loses the game at once by playing `m`. */
function losesAtOnce(pos: Position, m: Move): boolean {
  const mover = pos.turn;
  pos.makeMove(encodeMove(m.from, m.to));
  const end = endScore(pos, mover);
  pos.unmakeMove();
  return end !== undefined && end < 0;
}
