/**
 * The opening book of the review: the positions of the openings (포진) the lessons teach. While a
 * game's positions are in the book its plies are `book` moves, not judged. The book is a list of
 * position keys (the FEN's placement and side to move), built from the lessons at build time
 * (book-build.ts); this module only reads it, so the review worker carries no lesson.
 */
import { Position, parseUci, type RuleSetName } from '$lib/engine';

/** A position's key in the book: its placement and side to move (move counters left out, so transpositions meet). */
export function bookKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 2).join(' ');
}

/**
 * How many plies of the game from `fen` follow the book: each of the first N moves leads to a
 * position of the book (and the game starts in one). 0 when the book is empty or the game leaves it at once.
 */
export function bookPlies(fen: string, moves: readonly string[], book: readonly string[], rules: RuleSetName = 'janggi'): number {
  if (!book.length) return 0;
  const keys = new Set(book);
  if (!keys.has(bookKey(fen))) return 0;
  const r = Position.fromFen(fen, rules);
  if (!r.ok) return 0;
  const pos = r.value;
  let n = 0;
  for (const u of moves) {
    const m = parseUci(u);
    if (!m || !pos.play(m) || !keys.has(bookKey(pos.fen()))) break;
    n++;
  }
  return n;
}
