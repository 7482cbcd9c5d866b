// chunk: framework
/**
 * A count of the namespaces loaded so far: the lookups read it (catalogues.ts), so words that were
 * missing when a component rendered appear once their file is in, without a reload. Reactive
 * through Svelte's subscriber rather than a rune, so Node scripts can bundle it as plain code.
 */
import { createSubscriber } from 'svelte/reactivity';

let version = 0;
const listeners = new Set<() => void>();
const subscribe = createSubscriber((update) => {
  listeners.add(update);
  return () => listeners.delete(update);
});

export const wordsLoaded = {
  get version(): number {
    subscribe();
    return version;
  },
  bump(): void {
    version++;
    for (const update of listeners) update();
  },
};
