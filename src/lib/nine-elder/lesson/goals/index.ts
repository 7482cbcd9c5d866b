/**
 * The Nine Elder lesson goal kinds, as the browser needs them (see kind.ts): one line a kind. The
 * build's side of each kind (parsing, checks) is `source.ts`. The `NineGoal` type is derived from
 * this table, so a kind's file is the one place its fields are written.
 */
import { goalRegistry, type GoalOf } from '$lib/content/goal-kind';
import type { NineGoalRules } from './kind';
import { rules as reach } from './reach';
import { rules as capture } from './capture';
import { rules as drop } from './drop';
import { rules as promote } from './promote';
import { rules as check } from './check';
import { rules as mate } from './mate';

const TABLE = { reach, capture, drop, promote, check, mate };
const RULES = goalRegistry(TABLE);

export type NineGoalKind = keyof typeof TABLE;
/** A Nine Elder step's goal: one of the kinds, with its fields. */
export type NineGoal = { [K in NineGoalKind]: GoalOf<(typeof TABLE)[K]> }[NineGoalKind];

/** The browser's side of a goal's kind (UnknownGoalKind for a kind the table does not list). */
export const nineGoalRules = <G extends NineGoal>(goal: G): NineGoalRules<G> => RULES.of(goal.kind) as unknown as NineGoalRules<G>;

export type { After, NineGoalRules, NineSaid, RefuseReason } from './kind';
