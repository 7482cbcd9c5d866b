/**
 * The mate solver (the engine's `mate.ts`, about 1.2 KB gzip) without it in a lesson page's first
 * load: only a mate step judges with it, and only once the learner moves. A page asks for it once it
 * has painted (`loadMateSolver`); a goal that needs it takes no move before it is here (the runner's
 * `movable`). Node code (build-time checks, scripts, tests) imports `mate-solver.ts`, which fills
 * the slot at once.
 */
import type { bestDefence, moveForcesMate } from '$lib/engine';

interface Solver {
  bestDefence: typeof bestDefence;
  moveForcesMate: typeof moveForcesMate;
}

let impl: Solver | undefined;
let loading: Promise<void> | undefined;

export function provideMateSolver(s: Solver): void {
  impl = s;
}

/** Loads the solver (once); resolves when the slot is filled. */
export function loadMateSolver(): Promise<void> {
  return (loading ??= impl ? Promise.resolve() : import('./mate-solver').then(() => undefined));
}

/** Whether the solver is here. */
export const mateSolverReady = (): boolean => impl !== undefined;

/** The solver; only once it is here (see mateSolverReady). */
export function mateSolver(): Solver {
  if (!impl) throw new Error('the mate solver is not loaded yet (loadMateSolver)');
  return impl;
}
