import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

// Two test projects:
// - `unit` (npm run test:unit): unit, component and content tests, the fast loop (under 90 s);
// - `slow` (npm run test:slow): the Fairy-Stockfish differential tests and whole-collection checks
//   under test/slow/, one Fairy-Stockfish per file, files run in parallel.
// `npm test` and .ci/run run both.
export default defineConfig({
  plugins: [sveltekit(), svelteTesting()],
  // JANGGI_SOURCEMAP=1 writes source maps (to see what a chunk holds); never in a shipped build.
  build: { sourcemap: !!process.env.JANGGI_SOURCEMAP },
  test: {
    environment: 'node',
    // Korean is loaded on demand in the app; tests switch languages synchronously.
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'test/component/**/*.test.ts', 'test/content/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'slow', include: ['test/slow/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 900_000 },
      },
    ],
  },
});
