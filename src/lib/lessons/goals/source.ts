/**
 * The lesson goal kinds, as the build reads and checks them (see kind.ts): one line a kind, the
 * same kinds as index.ts (a type error otherwise). Build time and tests only.
 */
import { goalRegistry } from '$lib/content/goal-kind';
import type { Goal, GoalKind } from './index';
import type { GoalSource } from './kind';
import { source as reach } from './reach';
import { source as capture } from './capture';
import { source as check } from './check';
import { source as escape } from './escape';
import { source as mate } from './mate';
import { source as dests } from './dests';
import { source as points } from './points';
import { source as choose } from './choose';
import { source as pass } from './pass';
import { source as bikjang } from './bikjang';

const TABLE: { [K in GoalKind]: GoalSource<Extract<Goal, { kind: K }>> } = { reach, capture, check, escape, mate, dests, points, choose, pass, bikjang };

/** The kinds' build sides, for the lesson parser's `readGoal`. */
export const GOAL_SOURCES = goalRegistry<Record<GoalKind, GoalSource<Goal>>>(TABLE);

/** The build's side of a goal's own kind. */
export const sourceOf = <G extends Goal>(goal: G): GoalSource<G> => GOAL_SOURCES.of(goal.kind) as unknown as GoalSource<G>;
