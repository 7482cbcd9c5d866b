// chunk: framework
import { untrack } from 'svelte';

/** What holds the app busy: a task the user is in the middle of, or a result still being saved. */
export type BusyReason = 'lesson' | 'exercise' | 'puzzle' | 'play' | 'saving';

let holds = $state<BusyReason[]>([]);

/**
 * "Don't interrupt": while a task is in progress in this tab (a lesson step, an exercise, a puzzle,
 * a game on /play), the update prompt waits and an update accepted in another tab does not reload
 * this one (sw-update.svelte.ts). `holdBusy(reason)` returns its release; releasing twice is
 * harmless. Holding and releasing never track the list, so both are safe inside an effect (a
 * tracked write would make that effect re-run on every hold and release, forever).
 */
export function holdBusy(reason: BusyReason): () => void {
  untrack(() => (holds = [...holds, reason]));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    untrack(() => {
      const i = holds.indexOf(reason);
      if (i >= 0) holds = [...holds.slice(0, i), ...holds.slice(i + 1)];
    });
  };
}

export const busy = {
  /** Whether any task holds the app. */
  get active(): boolean {
    return holds.length > 0;
  },
  /** The reasons held, e.g. for a data attribute tests can wait on. */
  get reasons(): readonly BusyReason[] {
    return holds;
  },
  /** @deprecated use holdBusy(reason). */
  hold(reason: BusyReason = 'lesson'): () => void {
    return holdBusy(reason);
  },
};

/**
 * In a component's script: keep the app busy while `when()` is true, e.g.
 * `useBusy(() => status === 'solving', 'puzzle')`. Released automatically when the component unmounts.
 */
export function useBusy(when: () => boolean, reason: BusyReason = 'lesson'): void {
  $effect(() => {
    if (when()) return holdBusy(reason);
  });
}
