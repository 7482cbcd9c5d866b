/**
 * The first tap of a two-tap move, as the task views (lesson steps, exercises) follow it. The board
 * reports every tap but plays only legal moves; a second tap on a point the picked piece cannot
 * reach is answered with why, instead of silence.
 */
import type { Position, Square } from '$lib/engine';
import { explainMove, type Explanation } from './explain-slot';
import { PickTracker } from './pick';

export class PickedPiece extends PickTracker {
  /**
   * Notes a tap on `sq`. When it was meant as the target of the picked piece and no legal move
   * goes there, returns `{ why }` (why may be missing when there is nothing to explain) and forgets
   * the pick; otherwise returns undefined and remembers `sq` if it holds a piece of the side to move.
   */
  tap(pos: Position, sq: Square): { why?: Explanation } | undefined {
    const miss = this.tapMiss(pos, sq);
    if (!miss) return undefined;
    const why = explainMove(pos, miss.from, miss.to);
    return why ? { why } : {};
  }
}
