/**
 * Typed lesson content. Lessons are markdown files under `lessons/learn/`, parsed at build time
 * (see parse.ts) into these plain, serialisable objects. Squares are engine indices (a1 = 0).
 */
import type { Move, RuleSetName } from '$lib/engine';
import type { Goal } from './goals';
import type { Arrow, Diagram, Mark, ProseNode } from '$lib/content/types';

// The shared content types and the one content error, where other code (and other sections) find them.
export { ARROW_COLORS, MARK_KINDS, type Arrow, type ArrowColor, type Diagram, type Inline, type Mark, type MarkKind, type ProseNode } from '$lib/content/types';
export { ContentError as LessonError, ContentErrors as LessonErrors } from '$lib/content/errors';

export const LEVELS = ['beginner', 'novice', 'intermediate'] as const;
export type Level = (typeof LEVELS)[number];

// ------------------------------------------------------------------------------------ steps

// A step's goal: its kinds are goals/<kind>.ts, registered in goals/index.ts (the browser's side)
// and goals/source.ts (the build's).
export type { ChoiceOption, EscapeWay, Goal, GoalKind } from './goals';

/**
 * What the other side does after each solver move.
 * - pass: the opponent passes (the default for reach, capture, check, bikjang);
 * - scripted: the listed replies in order (null = pass; a pass also when a listed reply is illegal
 *   or the list ran out);
 * - defend: the mate solver's most stubborn reply (the default, and the only choice, for mate).
 */
export type Opponent = { kind: 'pass' } | { kind: 'scripted'; moves: (Move | null)[] } | { kind: 'defend' };

export interface Step {
  /** Unique within the lesson; progress is stored under it. */
  id: string;
  /** 0-based position among the lesson's steps. */
  index: number;
  /** Source line of the fenced block, for messages. */
  line: number;
  /** Source lines of some fields, for the validator's messages. */
  lines: { fen: number; goal: number; budget: number; opponent: number };
  fen: string;
  rules: RuleSetName;
  task: string;
  goal: Goal;
  /** Par: moves (taps for dests, tries for choose) for three stars. */
  budget: number;
  opponent: Opponent;
  hints: string[];
  success: string;
  /** Shown when a legal move does not serve the goal (mate, escape, pass tasks). */
  wrong?: string;
  arrows: Arrow[];
  marks: Mark[];
}

export type LessonBlock =
  | { type: 'prose'; nodes: ProseNode[] }
  | { type: 'diagram'; diagram: Diagram; line: number }
  | { type: 'step'; step: Step };

export interface LessonMeta {
  id: string;
  title: string;
  order: number;
  summary: string;
  level: Level;
  prerequisites: string[];
  /** Path of the source, e.g. `lessons/learn/04-horse.md`. */
  file: string;
  /** Step ids, in order (for progress and stars without loading the whole lesson). */
  stepIds: string[];
}

export interface Lesson extends LessonMeta {
  blocks: LessonBlock[];
}
