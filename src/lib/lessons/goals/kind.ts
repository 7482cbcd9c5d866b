/**
 * What a lesson goal kind is: one object, in one file of this folder, that says everything about
 * it (how its `goal:` map is read, how a step with it is checked at build time, how a learner's
 * move is judged, what the board marks). The registry (index.ts) lists them; parse.ts, validate.ts,
 * judge.ts, runner.ts and StepView.svelte ask it instead of naming kinds.
 */
import type { Mark } from '$lib/content/types';
import type { Path } from '$lib/content/yaml-fields';
import type { Move, Position, Square } from '$lib/engine';
import type { TaskMessage } from '$lib/task/messages';
import type { ChoiceOption, Step } from '../types';

/** Reads a goal's YAML values; every error names the file and line (parse.ts makes one per step). */
export interface GoalReader {
  error(path: Path, message: string): void;
  square(v: unknown, path: Path): Square | undefined;
  squares(v: unknown, path: Path): Square[] | undefined;
  /** A list of choice options (text, correct, reply), at least one correct. */
  options(v: unknown, path: Path): ChoiceOption[] | undefined;
}

export type OffTaskCode =
  | 'gives-check'
  | 'makes-bikjang'
  | 'no-pass'
  | 'wrong-checker'
  | 'not-mate'
  | 'wrong-way'
  | 'not-pass'
  | 'pass-in-bikjang'
  | 'not-escape';

export interface Refusal {
  code: OffTaskCode;
  message: TaskMessage;
}

/** A solver move being judged, before it is played. */
export interface MoveContext {
  pos: Position;
  move: Move;
  isPass: boolean;
  /** Moves left in the budget, this one included (mate tasks); Infinity elsewhere. */
  movesLeft: number;
  /** The step's own words for a legal move that misses the point, else the judge's `m`. */
  wrong: (m: TaskMessage) => TaskMessage;
}

/** A build-time check's finding against the start position. */
export type StartCheck =
  /** The step is wrong: the message, on the line of the named field. */
  | { fail: string; line: 'fen' | 'goal' | 'budget' }
  /** The fewest moves (taps, tries) are known without a search. */
  | { best: number };

/** What the board shows of the step's progress (marks). */
export interface MarkView {
  done: boolean;
  remaining: readonly Square[];
}

export interface GoalKind<G extends { kind: string }> {
  kind: G['kind'];
  /** Keys the `goal:` map may have besides `kind`. */
  keys: readonly string[];
  /** Reads the `goal:` map (its kind already known); undefined after reporting an error. */
  parse(g: Record<string, unknown>, read: GoalReader, path: Path): G | undefined;
  /** How the learner answers: moves on the board, taps on points, or picking an option. */
  input: 'moves' | 'taps' | 'choice';
  /** Whether the pass control is offered (the pass itself is judged by `refuse`). */
  passes?: boolean;
  /** The budget when the step leaves it out; undefined: the step must give one. */
  budget?(goal: G, start: Position | undefined): number | undefined;
  /** Build-time check against the start position; undefined: search for the fewest moves. */
  check?(goal: G, pos: Position, step: Step): StartCheck | undefined;
  /** A budget above the fewest moves is allowed (several good ways, one move each). */
  slack?: boolean;
  /** The solution when it is not searched (pass, mate). */
  solve?(goal: G, pos: Position): Move[] | undefined;
  /** The solver may use at most this many moves (mate in n). */
  moves?(goal: G): number;
  /** Refuses a legal move before it is played (default: a pass is refused). */
  refuse?(goal: G, c: MoveContext): Refusal | undefined;
  /** Points still to do at the start (reach and capture targets). */
  targets?(goal: G): Square[];
  /** The point of the one piece whose moves count, when the goal names one. */
  tracked?(goal: G): Square | undefined;
  /** After the move is played on `pos`: is the goal met, and what is left. Default: not met. */
  test?(goal: G, pos: Position, move: Move, remaining: Square[], tracked: Square | undefined, mover: Position['turn']): { remaining: Square[]; done: boolean };
  /** A move that stood but did not meet the goal is refused (the check drill's wrong checker). */
  refuseMiss?(goal: G, pos: Position, mover: Position['turn'], wrong: (m: TaskMessage) => TaskMessage): Refusal | undefined;
  /** What the step asks, said after a kept move that did not do it. */
  missed?(goal: G, side: Position['turn']): TaskMessage;
  /** What is left is said as points to go to or pieces to capture. */
  left?: 'go' | 'capture';
  /** The points to tap (taps input). */
  taps?(goal: G, pos: Position): Square[];
  /** Marks of the goal on the board (beside the step's own and the found/missed points). */
  marks?(goal: G, view: MarkView): Mark[];
}

/** Declares a goal kind (keeps the goal type tied to its definition). */
export const goalKind = <G extends { kind: string }>(def: GoalKind<G>): GoalKind<G> => def;
