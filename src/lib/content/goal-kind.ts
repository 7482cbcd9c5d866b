/**
 * The lesson goal-kind kernel, generic over the game: what a goal kind declares and the registry
 * that finds a goal's kind, for every game with lessons (Janggi's `lessons/goals/`, Nine Elder's
 * `nine-elder/lesson/goals/`). A game names the types its kinds speak (`GoalGame`), adds its own
 * judge hooks to `GoalRulesBase` and its own build flags to `GoalSource`, and keeps two tables: the
 * kinds' rules (browser) and their sources (build). A new kind is one file of that game's `goals/`
 * exporting `rules` and `source`, a line in each table, and the words it says.
 *
 * Types and two small functions only: a game's first load gets the registry, never another game's
 * rules, and the build's `readGoal` stays out of the browser's bundles.
 */
import type { MarkKind } from './types';
import type { Path, YamlFields } from './yaml-fields';

/** The types a game's goal kinds speak. */
export interface GoalGame {
  /** What the content checks read (Janggi: its Position; Nine Elder: its task game). */
  pos: unknown;
  /** A move as a solution lists it. */
  move: unknown;
  /** A point of the board. */
  square: unknown;
  /** The field readers the game's parser hands to a kind's parser. */
  read: unknown;
}

/** A mark a goal puts on the board. */
export interface GoalMark<Sq> {
  square: Sq;
  kind?: MarkKind;
}

/** What a kind's browser side may declare in any game; each game adds the hooks its judge calls. */
export interface GoalRulesBase<G extends { kind: string }, Gm extends GoalGame> {
  /** Points to collect (land on, or capture): the goal is met when none is left. */
  targets?(goal: G): Gm['square'][];
  /** The piece whose moves alone count, where it stands at the start. */
  tracked?(goal: G): Gm['square'] | undefined;
  /** Marks the goal adds to the board, from what is left and whether it is done. */
  marks?(goal: G, view: { done: boolean; remaining: readonly Gm['square'][] }): GoalMark<Gm['square']>[];
}

/** What a check against the engine found: an error on a field's line, or the fewest moves without a search. */
export type SourceCheck = { error: string; at: 'fen' | 'goal' | 'budget' } | { best: number } | undefined;

/** A kind's build side: how its YAML is read and checked. Its messages are for authors, in English. */
export interface GoalSource<G extends { kind: string }, Gm extends GoalGame> {
  /** The goal's fields besides `kind`. */
  keys: readonly string[];
  /** Reads the goal from its YAML (`kind` already known) with the game's `read`ers; errors go to `y` on their field. */
  parse(y: YamlFields, g: Record<string, unknown>, path: Path, read: Gm['read']): G | undefined;
  /** The budget when the step leaves it out (`pos` when the position could be read); absent: it must be written. */
  budget?(goal: G, pos: Gm['pos'] | undefined): number;
  /** Why a written budget cannot be, if it cannot. */
  budgetError?(goal: G, budget: number): string | undefined;
  /** Checks the goal against the start (`side` names the solver for the message). */
  check?(pos: Gm['pos'], goal: G, ctx: { side: string; budget: number }): SourceCheck;
  /** A shortest solution found without the judge's search; absent: the search finds it. */
  solve?(pos: Gm['pos'], goal: G): Gm['move'][] | undefined;
}

/** The goal a kind's rules are about. */
export type GoalOf<R> = R extends GoalRulesBase<infer G, GoalGame> ? G : never;

/** A goal whose kind no table lists: a content file or stored step the code does not know. */
export class UnknownGoalKind extends Error {
  readonly code = 'unknown-goal-kind';
  constructor(readonly kind: string) {
    super(`unknown-goal-kind: "${kind}"`);
  }
}

export interface GoalRegistry<T extends Record<string, object>> {
  /** The kinds, in the table's order (messages list them so). */
  readonly kinds: readonly (keyof T & string)[];
  has(kind: unknown): kind is keyof T & string;
  /** The entry of a kind; throws UnknownGoalKind for a kind the table does not list. */
  of<K extends keyof T & string>(kind: K): T[K];
}

/** A game's table of goal kinds (its rules, or its sources), one entry a kind. */
export function goalRegistry<T extends Record<string, object>>(table: T): GoalRegistry<T> {
  const kinds = Object.keys(table) as (keyof T & string)[];
  const has = (kind: unknown): kind is keyof T & string => kinds.includes(kind as keyof T & string);
  return {
    kinds,
    has,
    of(kind) {
      if (has(kind)) return table[kind];
      throw new UnknownGoalKind(String(kind));
    },
  };
}

/** How a game's parser words a goal it cannot read (each game keeps its own messages). */
export interface GoalWords {
  /** The goal field is missing or not a map. */
  shape(v: unknown, kinds: readonly string[]): string;
  /** The kind is not one of the table's. */
  unknown(kind: unknown, kinds: readonly string[]): string;
}

/**
 * Reads a step's `goal` field with a game's sources: its kind must be in the table, its fields the
 * kind's `keys`; the kind's `parse` reads the rest. Errors go to `y` on their field; undefined then.
 * `bare`: a kind alone may be written as a string (`goal: check`).
 */
export function readGoal<K extends string, G extends { kind: string }, Gm extends GoalGame>(
  y: YamlFields,
  v: unknown,
  sources: GoalRegistry<Record<K, GoalSource<G, Gm>>>,
  read: Gm['read'],
  words: GoalWords,
  bare = false,
): G | undefined {
  const path: Path = ['goal'];
  if (bare && typeof v === 'string') v = { kind: v };
  if (v === undefined || v === null || typeof v !== 'object' || Array.isArray(v)) {
    y.error(path, words.shape(v, sources.kinds));
    return undefined;
  }
  const g = v as Record<string, unknown>;
  if (!sources.has(g.kind)) {
    y.error([...path, 'kind'], words.unknown(g.kind, sources.kinds));
    return undefined;
  }
  const source = sources.of(g.kind);
  y.onlyKeys(path, g, ['kind', ...source.keys]);
  return source.parse(y, g, path, read);
}
