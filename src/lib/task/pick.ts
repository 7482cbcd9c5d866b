/**
 * The first tap of a two-tap move, without words: which piece is picked, and when a tap misses
 * (the picked piece cannot go there). taps.ts explains a miss at once (lesson steps, exercises);
 * the puzzle player explains it with the task words loaded lazily, so a puzzle page does not carry
 * them at first load.
 */
import type { Position, Square } from '$lib/engine';

export class PickTracker {
  from: Square | undefined;

  /**
   * Notes a tap on `sq`. When it was meant as the target of the picked piece and no legal move
   * goes there, returns the missed move and forgets the pick; otherwise returns undefined and
   * remembers `sq` if it holds a piece of the side to move.
   */
  tapMiss(pos: Position, sq: Square): { from: Square; to: Square } | undefined {
    const own = pos.pieceAt(sq)?.color === pos.turn;
    if (this.from !== undefined && sq !== this.from && !own && !pos.dests(this.from).includes(sq)) {
      const from = this.from;
      this.from = undefined;
      return { from, to: sq };
    }
    this.from = own ? sq : undefined;
    return undefined;
  }

  clear(): void {
    this.from = undefined;
  }
}
