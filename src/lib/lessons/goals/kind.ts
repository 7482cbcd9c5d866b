/**
 * What a kind of Janggi lesson goal is: the content kernel's goal kind (content/goal-kind.ts) over
 * Janggi's Position, with the Janggi judge's hooks. In two parts, so that a new kind is one file
 * (`goals/<kind>.ts`, exporting both) plus its words and a line in each registry:
 * - `GoalRules`, for the browser (`goals/index.ts`): how the learner answers, how a move is judged,
 *   what the board marks and what is said; no parser and no build messages, so they stay out of
 *   the lesson pages' first load.
 * - `GoalSource`, for the build (`goals/source.ts`): how the markdown is read, the default budget,
 *   the checks against the engine and the shortest solution; its messages are for authors, in
 *   English. A kind's file imports only types from the build's modules (see FieldReaders), so that
 *   the browser's bundle, which reads `rules` alone, leaves `source` out.
 */
import type { Color, Move, Position, Square } from '$lib/engine';
import type * as Blocks from '$lib/content/blocks';
import type { GoalRulesBase, GoalSource as KernelGoalSource } from '$lib/content/goal-kind';
import type { Explanation } from '$lib/task/explain-slot';
import type { TaskMessage } from '$lib/task/messages';

/** A legal move a goal turns down: its code and its words. */
export interface Refusal {
  code: string;
  message: TaskMessage;
}

/** A wrong tap of a tapping goal: what is said, the points to mark, why (and what was missed). */
export interface WrongTap {
  message: TaskMessage;
  squares: Square[];
  why?: Explanation;
  miss?: { point: string; n: number };
}

/**
 * How a goal is answered follows from what it has: taps on points (`taps`), a pick among options
 * (`options`), else moves on the board.
 */
export interface GoalRules<G extends { kind: string }> extends GoalRulesBase<G, Janggi> {
  /**
   * The codes of its refusals that cost a try; any other refused move is taken back as if it were
   * not allowed (so are a drill's own refusals: a check, a bikjang, a pass the other side could not
   * answer).
   */
  tries?: readonly string[];
  /** What the words of what is left say of a target: to go to, or to capture. */
  left?: 'go' | 'capture';
  /** Whether what it judges with is here (a mate step's solver loads after the page has painted); absent: always. */
  ready?(): boolean;
  /** Solver moves still allowed after `played` (mate tasks); unlimited when absent. */
  movesLeft?(goal: G, played: number): number;
  /** The solver may pass (the pass control is shown). */
  passes?: boolean;
  /**
   * Refuses a legal move before it is played. `wrong` gives the step's own words for a move that
   * misses the point, when it has them. Absent: every move but a pass is played.
   */
  refuse?(pos: Position, goal: G, move: Move, ctx: { movesLeft: number; wrong: (m: TaskMessage) => TaskMessage }): Refusal | undefined;
  /** After the move is played (`mover` made it): is the goal met? (Targets are counted by the judge.) */
  met?(pos: Position, goal: G, move: Move, mover: Color): boolean;
  /** After a move that stood but did not meet the goal: refused still (the judge takes it back). */
  after?(pos: Position, goal: G, mover: Color, wrong: (m: TaskMessage) => TaskMessage): Refusal | undefined;
  /** What the goal asks, said when a legal move stood but did not do it (the other side waited). */
  missed?(goal: G, side: Color): TaskMessage;
  /** Tapping goals: the points to find, the piece they start from, and what a wrong tap says. */
  taps?: {
    points(pos: Position, goal: G): Square[];
    origin?(goal: G): Square;
    wrong(pos: Position, goal: G, sq: Square, left: number): WrongTap;
  };
  /** Choosing goals: the options. */
  options?(goal: G): readonly { text: string; correct: boolean; reply?: string }[];
}

/**
 * The content core's field readers a goal's parser uses, handed to it by the lesson parser: a kind's
 * file imports none of the build's modules (the YAML reader would otherwise come into the lesson
 * pages with the kind's rules).
 */
export type FieldReaders = Pick<typeof Blocks, 'square' | 'squares' | 'parseOptionFields' | 'parseOptions'>;

/** The types Janggi's goal kinds speak. */
export interface Janggi {
  pos: Position;
  move: Move;
  square: Square;
  read: FieldReaders;
}

export type { SourceCheck } from '$lib/content/goal-kind';

/** A kind's build side: the kernel's, with two flags of the Janggi validator. */
export type GoalSource<G extends { kind: string }> = KernelGoalSource<G, Janggi> & {
  /** The opponent always defends with the mate solver (no scripted replies). */
  defends?: boolean;
  /** The budget may be more than the fewest moves (there is more than one way to do it). */
  slack?: boolean;
};
