/**
 * A count of the namespaces loaded so far: the lookups read it (catalogues.ts), so words that were
 * missing when a component rendered appear once their file is in, without a reload.
 */
let version = $state(0);

export const wordsLoaded = {
  get version(): number {
    return version;
  },
  bump(): void {
    version++;
  },
};
