/**
 * The lesson goal kinds. A new kind is one file of this folder (a `goalKind({...})`: see kind.ts)
 * and one line in GOALS; its goal type joins the `Goal` union from here.
 */
import { bikjang } from './bikjang';
import { capture } from './capture';
import { check } from './check';
import { choose } from './choose';
import { dests } from './dests';
import { escape } from './escape';
import type { GoalKind } from './kind';
import { mate } from './mate';
import { pass } from './pass';
import { points } from './points';
import { reach } from './reach';

export const GOALS = [reach, capture, check, escape, mate, dests, points, choose, pass, bikjang] as const;

/** A step's goal: one of the kinds' goal types. */
export type Goal = (typeof GOALS)[number] extends infer D ? (D extends GoalKind<infer G> ? G : never) : never;
export type GoalKindName = Goal['kind'];
export const GOAL_KINDS: readonly GoalKindName[] = GOALS.map((g) => g.kind);

/** The definition of a goal's kind. */
export function goalKindOf<G extends Goal>(goal: G): GoalKind<G> {
  return GOALS.find((d) => d.kind === goal.kind) as unknown as GoalKind<G>;
}

export type { GoalKind, GoalReader, MarkView, OffTaskCode, Refusal } from './kind';
