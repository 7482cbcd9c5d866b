/**
 * Typed Nine Elder lesson content (`lessons/nine-elder/*.md`), parsed at build time into these plain,
 * serialisable objects. Points are square names (`e5`), moves UCI strings, pieces FEN letters:
 * the judge reads them through the TaskGame interface (game.ts), not through an engine's indices.
 */
import type { ProseNode } from '$lib/content/types';
import type { NineGoal } from './goals';

/** The games a lesson may be about (front matter `variant`). Only Nine Elder has lessons in this format. */
export const LESSON_VARIANTS = ['nine-elder'] as const;
export type LessonVariant = (typeof LESSON_VARIANTS)[number];

/** Pieces that can be held in hand and dropped. */
export const HAND_LETTERS = ['I', 'A', 'N', 'V', 'G', 'S', 'C', 'P'] as const;
export type HandLetter = (typeof HAND_LETTERS)[number];

// A step's goal: its kinds are goals/<kind>.ts, registered in goals/index.ts (the browser's side)
// and goals/source.ts (the build's).
export type { NineGoal, NineGoalKind } from './goals';
export interface NineStep {
  /** Unique within the lesson; progress is stored under it. */
  id: string;
  index: number;
  /** Source line of the fenced block. */
  line: number;
  /** Source lines of some fields, for the validator's messages. */
  lines: { fen: number; goal: number; budget: number };
  fen: string;
  task: string;
  goal: NineGoal;
  /** Par: moves for three stars (and the fewest moves that do the task). */
  budget: number;
  hints: string[];
  success: string;
  /** Shown when a move is refused for missing the point (check and mate tasks). */
  wrong?: string;
  /** Extra points to mark on the board (hints of where to look). */
  marks: string[];
}

export type NineBlock = { type: 'prose'; nodes: ProseNode[] } | { type: 'step'; step: NineStep };

export interface NineLessonMeta {
  id: string;
  variant: LessonVariant;
  title: string;
  order: number;
  summary: string;
  /** Path of the source, e.g. `lessons/nine-elder/01-pieces.md`. */
  file: string;
  stepIds: string[];
}

export interface NineLesson extends NineLessonMeta {
  blocks: NineBlock[];
}
