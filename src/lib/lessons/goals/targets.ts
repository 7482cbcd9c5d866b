/**
 * What reach and capture share: points to collect, optionally by one piece only, written as
 * `targets: [g4]` and `piece: h1`.
 */
import { square, squares } from '$lib/content/blocks';
import type { Path, YamlFields } from '$lib/content/yaml-fields';
import type { Square } from '$lib/engine';
import type { Mark } from '$lib/content/types';

export type TargetsGoal<K extends string> = { kind: K; targets: Square[]; piece?: Square };

export const targetRules = {
  targets: (goal: TargetsGoal<string>): Square[] => [...goal.targets],
  tracked: (goal: TargetsGoal<string>): Square | undefined => goal.piece,
  marks: (_goal: TargetsGoal<string>, view: { remaining: readonly Square[] }): Mark[] => view.remaining.map((square) => ({ square, kind: 'target' })),
};

export const TARGET_KEYS = ['targets', 'piece'] as const;

export function parseTargets<K extends string>(kind: K, y: YamlFields, g: Record<string, unknown>, path: Path): TargetsGoal<K> | undefined {
  const targets = squares(y, g.targets, [...path, 'targets']);
  const piece = g.piece === undefined ? undefined : square(y, g.piece, [...path, 'piece']);
  if (!targets || (g.piece !== undefined && piece === undefined)) return undefined;
  return piece === undefined ? { kind, targets } : { kind, targets, piece };
}
