// The slow suites (npm run test:slow): the Fairy-Stockfish differential tests and whole-collection
// checks under test/slow/, one Fairy-Stockfish per file. Pure Node (engine, content, puzzles), so
// no Kit plugin: vite.config.ts's sveltekit() runs `svelte-kit sync` on start, which rewrites
// .svelte-kit/ under a `vite build` running beside it. Without it, .ci/run starts these suites right
// after the install, beside the checks, the unit tests, the build and the end-to-end tests.
// Svelte's own plugin compiles the runes modules (i18n) the setup file loads.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { engineBundle } from './test/support/engine-bundle';
import LongestFirst from './test/support/slow-sequencer';

export default defineConfig({
  // The engine bundled, at the speed it runs in the app (test/support/engine-bundle.ts).
  plugins: [svelte(), engineBundle(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', import.meta.url)) } },
  test: {
    name: 'slow',
    environment: 'node',
    // Korean is loaded on demand in the app; tests switch languages synchronously.
    setupFiles: ['test/setup.ts'],
    include: ['test/slow/**/*.test.ts'],
    // The longest files first (test/support/slow-sequencer.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
