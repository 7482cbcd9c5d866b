/**
 * Why a move is not allowed, without the explainer in a board page's first load: `explain.ts`
 * (the rules told to a beginner, about 1.7 KB gzip) fills this slot when it loads. A page asks
 * for it once it has painted (`loadExplain`); a miss before that gets the plain "not allowed".
 * Node code (build-time checks, scripts, tests) imports `explain.ts` itself, which fills the slot.
 */
import type { Position, Square } from '$lib/engine';
import type { TaskMessage } from './messages';
import type { Explanation } from './explain';

export type { Explanation } from './explain';

interface Explainer {
  explainMove(pos: Position, from: Square, to: Square): Explanation | undefined;
  explainMessage(why: Explanation): TaskMessage;
}

let impl: Explainer | undefined;
let loading: Promise<void> | undefined;

export function provideExplainer(e: Explainer): void {
  impl = e;
}

/** Loads the explainer (once); resolves when the slot is filled. */
export function loadExplain(): Promise<void> {
  return (loading ??= impl ? Promise.resolve() : import('./explain').then((m) => provideExplainer(m)));
}

/** Why `from`-`to` is not allowed, or undefined (also while the explainer is still loading). */
export function explainMove(pos: Position, from: Square, to: Square): Explanation | undefined {
  if (!impl) void loadExplain();
  return impl?.explainMove(pos, from, to);
}

/** The explanation as a task message (an explanation only exists once the explainer is here). */
export function explainMessage(why: Explanation): TaskMessage {
  return impl!.explainMessage(why);
}
