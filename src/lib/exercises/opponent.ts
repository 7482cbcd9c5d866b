/**
 * The other side in an exercise: a pass, a scripted line, or the defence (the computer opponent's
 * own search with a fixed budget, see defence.ts): deterministic, rule-aware (counting, bikjang,
 * repetition, perpetual check), so it takes what is left hanging, answers threats and passes into
 * a bikjang it wins on the count.
 *
 * A scripted line is followed while the solver plays the exercise's intended solution; once the
 * solver leaves it, the defence answers, so a careless move is punished on the board instead of
 * being met by a reply that no longer makes sense. A pass or scripted reply that would lose the
 * game at once (a bikjang or double pass counted against it) is replaced by the defence's reply.
 */
import { ROLE_POINTS, encodeMove, type Color, type Move, type Position } from '$lib/engine';

/*
 * The defence (defence.ts, with the engine's search) is not imported here, so a page that shows an
 * exercise does not carry the search at first load: importing defence.ts fills this slot (Node
 * callers — the validator, the tests, the scripts — import it statically), and the page calls
 * loadDefence() when the exercise view mounts and awaits it before the first reply.
 */
type Defence = (pos: Position) => Move | undefined;
let defence: Defence | undefined;

/** Fills the defence slot (defence.ts does it when it is imported). */
export function useDefence(d: Defence): void {
  defence = d;
}

/** Whether replies can be computed now (the defence is loaded). */
export const defenceReady = (): boolean => defence !== undefined;

/** Loads the defence (once); replies can be computed when it settles. */
export async function loadDefence(): Promise<void> {
  if (!defence) useDefence((await import('./defence')).defenceReply);
}

function defenceReply(pos: Position): Move | undefined {
  if (!defence) throw new Error('The exercise defence is not loaded: await loadDefence() (or import defence.ts) before a reply.');
  return defence(pos);
}

export type Opponent = { kind: 'pass' } | { kind: 'scripted'; moves: (Move | null)[] } | { kind: 'search' };

/** Material of `color` minus the other side's (no deom). */
export function materialBalance(pos: Position, color: Color): number {
  let n = 0;
  for (const { piece } of pos.pieces()) n += piece.color === color ? ROLE_POINTS[piece.role] : -ROLE_POINTS[piece.role];
  return n;
}

/** A finished game for `mover`: 1 won, 0 drawn, -1 lost; undefined while it goes on. */
function endScore(pos: Position, mover: Color): number | undefined {
  const out = pos.outcome();
  if (!out) return undefined;
  return out.winner === undefined ? 0 : out.winner === mover ? 1 : -1;
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
  // against it) is not played: the defence answers instead.
  const unlessLosing = (m: Move) => (losesAtOnce(pos, m) ? defenceReply(pos) : m);
  switch (opponent.kind) {
    case 'search':
      return defenceReply(pos);
    case 'scripted': {
      if (!onScript) return defenceReply(pos);
      const m = opponent.moves[index] ?? null;
      if (m && pos.isLegal(m)) return unlessLosing(m);
      if (!m && pos.isLegal(pass)) return unlessLosing(pass);
      return defenceReply(pos);
    }
    case 'pass':
      // In check a pass is not allowed: get out of it as the defence would.
      return pos.isLegal(pass) ? unlessLosing(pass) : defenceReply(pos);
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
