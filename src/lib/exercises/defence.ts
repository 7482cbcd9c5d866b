/**
 * The exercises' defence: the computer opponent's own search (src/lib/engine/search), rule-aware
 * (counting with deom, bikjang, repetition, perpetual check), with a fixed node budget and depth
 * cap, no time limit, no noise and a fresh transposition table for every reply. So a reply depends
 * only on the position and its history: the page, the content validator, the tests and the task
 * export all meet the same defence, on any device at any speed.
 */
import type { Move, Position } from '$lib/engine';
import { Search } from '$lib/engine/search/search';
import { useDefence } from './opponent';

/** The defence's limits: deepest iteration and most nodes per reply. */
export const DEFENCE = { depth: 8, nodes: 6_000 } as const;

/** A small transposition table (2^14 entries, 256 KB): enough for the budget, cheap to allocate per reply. */
const TT_BITS = 14;

/** The defence's reply for the side to move, or undefined when it has no legal move or the game is over. */
export function defenceReply(pos: Position, limits: { depth: number; nodes: number } = DEFENCE): Move | undefined {
  if (pos.outcome() || pos.legalMoves().length === 0) return undefined;
  return new Search(pos, TT_BITS).run({ depth: limits.depth, nodes: limits.nodes }).move;
}

// Importing this module makes it the exercises' opponent (see opponent.ts).
useDefence(defenceReply);
