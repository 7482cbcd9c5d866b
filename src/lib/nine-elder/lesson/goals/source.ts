/**
 * The Nine Elder lesson goal kinds, as the build reads and checks them (see kind.ts): one line a
 * kind, the same kinds as index.ts (a type error otherwise). Build time and tests only.
 */
import { goalRegistry } from '$lib/content/goal-kind';
import type { NineGoal, NineGoalKind } from './index';
import type { NineGoalSource } from './kind';
import { source as reach } from './reach';
import { source as capture } from './capture';
import { source as drop } from './drop';
import { source as promote } from './promote';
import { source as check } from './check';
import { source as mate } from './mate';

const TABLE: { [K in NineGoalKind]: NineGoalSource<Extract<NineGoal, { kind: K }>> } = { reach, capture, drop, promote, check, mate };

/** The kinds' build sides, for the Nine Elder parser's `readGoal`. */
export const NINE_GOAL_SOURCES = goalRegistry<Record<NineGoalKind, NineGoalSource<NineGoal>>>(TABLE);

/** The build's side of a goal's own kind. */
export const nineSourceOf = <G extends NineGoal>(goal: G): NineGoalSource<G> =>
  NINE_GOAL_SOURCES.of(goal.kind) as unknown as NineGoalSource<G>;
