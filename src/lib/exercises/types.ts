/**
 * Typed strategy exercises. Files live under `lessons/exercises/<track>/*.md`: frontmatter, prose
 * and diagrams (the lessons' own blocks), one ```exercise block, then the explanation shown after
 * success (prose and ```diagram blocks after the exercise block). Parsed at build time by
 * parse.ts into these plain, serialisable objects. Squares are engine indices (a1 = 0).
 */
import type { Move, RuleSetName, Setup } from '$lib/engine';
import type { ChoiceAnswer, ContentBlock } from '$lib/content/types';
import type { Opponent } from './opponent';
import type { PredicateCall } from './predicates';

export const TRACKS = ['soldiers', 'elephants', 'tactics'] as const;
export type Track = (typeof TRACKS)[number];

export type { ContentBlock };

/** One answer of a choice task. With `fen` or `setup` it is shown as a small board. */
export interface ChoiceOption extends ChoiceAnswer {
  /** A position to show (and to test with `correctIf`). */
  fen?: string;
  /** A setup for the solver's side (the opponent's comes from the choice's `opponentSetup`). */
  setup?: Setup;
}

export interface Choice {
  options: ChoiceOption[];
  /** The opponent's setup for setup options (default: inner elephants). */
  opponentSetup?: Setup;
  /** When given, an option with a board is correct exactly when this holds on its position. */
  correctIf?: PredicateCall[];
}

/** A wrong try listed in the markdown, with the message it must produce. */
export interface WrongTry {
  /** Solver moves (move tasks) or the option number, 1-based (choice tasks). */
  moves: Move[];
  option?: number;
  message: string;
  line: number;
}

export interface ExerciseTask {
  line: number;
  /** Source lines of some fields, for the validator's messages. */
  lines: { fen: number; goal: number; budget: number; solution: number; wrong: number };
  fen: string;
  rules: RuleSetName;
  /** What to do, in one or two sentences. */
  task: string;
  /** Predicates that must all hold after the opponent's answer (move tasks). */
  goal: PredicateCall[];
  /** Predicates that must hold after every answer; the first failure ends the try at once. */
  keep: PredicateCall[];
  /** A choice task instead of moves. */
  choice?: Choice;
  /** Most solver moves allowed (tries for a choice: always 1). */
  budget: number;
  opponent: Opponent;
  hints: string[];
  /** The intended solution: solver moves (move tasks) or the option number, 1-based. */
  solution: Move[];
  solutionOption?: number;
  wrong: WrongTry[];
  /** Said on success (before the explanation). */
  success: string;
}

export interface ExerciseMeta {
  id: string;
  track: Track;
  title: string;
  order: number;
  summary: string;
  /** Path of the source, e.g. `lessons/exercises/soldiers/01-pair-up.md`. */
  file: string;
}

export interface Exercise extends ExerciseMeta {
  intro: ContentBlock[];
  exercise: ExerciseTask;
  /** Shown after success: the idea, with a diagram. */
  explanation: ContentBlock[];
}

/** Progress key of an exercise. */
export const exerciseKey = (e: { track: Track; id: string }) => `${e.track}/${e.id}`;
