/**
 * Builds the review's opening book (book.ts) from the lessons, at build time: every position a
 * lesson shows (its steps' and diagrams' FENs) while no piece has been taken yet, the opening, and
 * the position after each such step's intended move. A lesson that teaches a new 포진 adds its
 * positions to the book by being written; nothing is copied by hand.
 */
import { Position, type RuleSetName } from '$lib/engine';
import type { Lesson } from '$lib/lessons/types';
import { solveStep } from '$lib/lessons/validate';
import { bookKey } from './book';

/** Pieces on the board before any capture: sixteen a side. */
const FULL_BOARD = 32;

const pieces = (fen: string) => (fen.split(' ')[0].match(/[a-zA-Z]/g) ?? []).length;

export function openingBook(lessons: readonly Lesson[]): string[] {
  const keys = new Set<string>();
  const add = (fen: string, rules: RuleSetName) => {
    if (pieces(fen) !== FULL_BOARD || !Position.fromFen(fen, rules).ok) return false;
    keys.add(bookKey(fen));
    return true;
  };
  for (const lesson of lessons)
    for (const block of lesson.blocks) {
      if (block.type === 'diagram') add(block.diagram.fen, 'janggi');
      if (block.type !== 'step') continue;
      const step = block.step;
      if (!add(step.fen, step.rules)) continue;
      const line = solveStep(step);
      const r = Position.fromFen(step.fen, step.rules);
      if (line?.length && r.ok && r.value.play(line[0])) add(r.value.fen(), step.rules);
    }
  return [...keys].sort();
}
