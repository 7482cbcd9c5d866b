/**
 * The board's types, in one place. Arrow and mark shapes are the content's (a lesson's diagram
 * draws the same arrows and marks), so they are declared there and named here for the board.
 */
import type { Color, Piece } from '$lib/engine';
export { ARROW_COLORS, MARK_KINDS, type Arrow, type ArrowColor, type Mark, type MarkKind } from '$lib/content/types';

/** Edge labels: coordinates (a-i, 1-10), Korean numbering, or none. */
export type LabelMode = 'coords' | 'korean' | 'none';

/** A board's squares, 0..89 (a1 = 0, file-major within a rank): a piece or nothing. */
export type Squares = readonly (Piece | undefined)[];

/** What the move the board last saw says, as codes (describe.ts turns them into words). */
export type MoveSpeech =
  | { code: 'pass'; color: Color }
  | { code: 'move'; piece: Piece; from: number; to: number }
  | { code: 'capture'; piece: Piece; from: number; to: number; captured: Piece };

/** What the board's live region says, as codes and their parameters. */
export type Announcement =
  | { code: 'select'; piece: Piece | undefined; square: number; count: number }
  | { code: 'deselect' }
  | { code: 'moved'; move: MoveSpeech; check: boolean; mate: boolean; bikjang: boolean };
