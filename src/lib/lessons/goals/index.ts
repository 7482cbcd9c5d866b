/**
 * The lesson goal kinds, as the browser needs them (see kind.ts): one line a kind. The build's side
 * of each kind (parsing, checks) is `source.ts`. The `Goal` type is derived from this table, so a
 * kind's file is the one place its fields are written.
 */
import { goalRegistry, type GoalOf } from '$lib/content/goal-kind';
import type { GoalRules } from './kind';
import { rules as reach } from './reach';
import { rules as capture } from './capture';
import { rules as check } from './check';
import { rules as escape } from './escape';
import { rules as mate } from './mate';
import { rules as dests } from './dests';
import { rules as points } from './points';
import { rules as choose } from './choose';
import { rules as pass } from './pass';
import { rules as bikjang } from './bikjang';

const TABLE = { reach, capture, check, escape, mate, dests, points, choose, pass, bikjang };
const RULES = goalRegistry(TABLE);

export type GoalKind = keyof typeof TABLE;
/** A step's goal: one of the kinds, with its fields. */
export type Goal = { [K in GoalKind]: GoalOf<(typeof TABLE)[K]> }[GoalKind];

/** The browser's side of a goal's kind (UnknownGoalKind for a kind the table does not list). */
export const goalRules = <G extends Goal>(goal: G): GoalRules<G> => RULES.of(goal.kind) as unknown as GoalRules<G>;

export type { GoalRules, Refusal, WrongTap } from './kind';
export { ESCAPE_WAYS, type EscapeWay } from './escape';
export type { ChoiceOption } from './choose';
