import { untrack } from 'svelte';

let holds = $state(0);

/**
 * "Don't interrupt": while anything holds the app busy (a puzzle being solved, a lesson step in
 * progress), the update prompt waits. `busy.hold()` returns its release; releasing twice is harmless.
 * Holding and releasing never track the counter, so they are safe to call inside an effect (a
 * tracked `holds++` would make that effect re-run on every hold and release, forever).
 */
export const busy = {
  get active(): boolean {
    return holds > 0;
  },
  hold(): () => void {
    untrack(() => holds++);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      untrack(() => holds--);
    };
  },
};

/**
 * In a component's script: keep the app busy while `when()` is true, e.g.
 * `useBusy(() => status === 'solving')`. Released automatically when the component unmounts.
 */
export function useBusy(when: () => boolean): void {
  $effect(() => {
    if (when()) return busy.hold();
  });
}
