/**
 * What a kind of Nine Elder lesson goal is: the content kernel's goal kind (content/goal-kind.ts)
 * over the Nine Elder task game, with the Nine Elder judge's hooks (judge.ts). As for Janggi, a new
 * kind is one file (`goals/<kind>.ts`) exporting `rules` (the browser's: judge, marks, words) and
 * `source` (the build's: parse, checks), a line in `index.ts` and in `source.ts`, and its words.
 */
import type { GoalRulesBase, GoalSource } from '$lib/content/goal-kind';
import type { YamlFields, Path } from '$lib/content/yaml-fields';
import type nineElderLessonEn from '$lib/i18n/lang/en/nineElderLesson';
import type { MoveFacts, NineTaskGame } from '../game';

type Key = keyof typeof nineElderLessonEn;

/** Why a legal move is taken back (and counted as a try): the codes of the `nl.wrong.*` words. */
export type RefuseReason = { [K in Key]: K extends `nl.wrong.${infer R}` ? R : never }[Key];

/** What the opponent's position looks like after the move. */
export interface After {
  check: boolean;
  mate: boolean;
}

/** What is said after a move that stood: a `nl.left.*` word, with what is left or the piece to name. */
export type NineSaid = { key: Extract<Key, `nl.left.${string}`>; n?: number; piece?: string };

export interface NineGoalRules<G extends { kind: string }> extends GoalRulesBase<G, Nine> {
  /** Which moves collect a target (targets goals): any landing when absent. */
  collects?(move: MoveFacts): boolean;
  /** Whether the move meets the goal (`own`: the goal's own piece moved); goals with targets are met when none is left. */
  met?(goal: G, move: MoveFacts, ctx: { after: Readonly<After>; own: boolean }): boolean;
  /** The refusal of a move that does not meet it; absent: the move stands, unless it gives check. */
  unmet?: RefuseReason;
  /** Whether a move that stood helped all the same (beyond a target collected). */
  progressed?(goal: G, move: MoveFacts): boolean;
  /** What is said after a move that stood (`left`: targets left); absent: nothing. */
  said?(goal: G, ctx: { left: number; progressed: boolean }): NineSaid;
}

/** The field readers the Nine Elder parser hands to a kind's parser (bound to the step's position). */
export interface NineReaders {
  /** A list of points (`[c3, e4]` or `c3 e4`); with `allowEmpty`, `[]` is accepted. */
  points(y: YamlFields, v: unknown, path: Path, allowEmpty?: boolean): string[] | undefined;
  /** A point holding a piece of the side to move: undefined when absent, null when wrong (the error said). */
  ownPiece(y: YamlFields, v: unknown, path: Path): string | undefined | null;
}

/** The types Nine Elder's goal kinds speak: points are names (`e5`), moves UCI strings. */
interface Nine {
  pos: NineTaskGame;
  move: string;
  square: string;
  read: NineReaders;
}

export type NineGoalSource<G extends { kind: string }> = GoalSource<G, Nine>;
