import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * One chunk for what every page loads: Svelte's runtime, Kit's client and the app shell's own
 * modules (the layout's i18n, progress store, settings, icons). As ~25 small files, each gzipped
 * on its own, it cost about 5 KB more per page. Client build only (the server build keeps Kit's
 * own chunks). Lazily loaded modules (the Korean catalogue, backups) stay out of it.
 */
function frameworkChunk(): Plugin {
  const framework =
    /\/node_modules\/(svelte\/src\/(internal|index-client|store|reactivity|legacy|motion|transition|easing|animate)|@sveltejs\/kit\/src\/(runtime|utils|exports))|\/node_modules\/(devalue|esm-env|clsx|idb)\//;
  const shell =
    /\/src\/lib\/(progress\/(idb-backend|api|schema|resilient|errors|day|backup-format|index|memory-backend|backend|settings-map|status\.svelte|types)\.ts|i18n\/(en|locale\.svelte|catalogues|catalogue|locales|index)\.ts|app\/(icons\.ts|nav\.ts|Icon\.svelte|busy\.svelte\.ts|PageHead\.svelte)|settings\.svelte\.ts)$/;
  return {
    name: 'janggi:framework-chunk',
    apply: 'build',
    outputOptions(options) {
      if (
        !String(options.dir ?? '')
          .replaceAll('\\', '/')
          .includes('/output/client')
      )
        return null;
      return {
        ...options,
        manualChunks: (id) => {
          const path = id.replaceAll('\\', '/');
          return framework.test(path) || shell.test(path) ? 'framework' : undefined;
        },
      };
    },
  };
}

// Two test projects:
// - `unit` (npm run test:unit): unit, component and content tests, the fast loop (under 90 s);
// - `slow` (npm run test:slow): the Fairy-Stockfish differential tests and whole-collection checks
//   under test/slow/, one Fairy-Stockfish per file, files run in parallel.
// `npm test` and .ci/run run both.
export default defineConfig({
  plugins: [sveltekit(), svelteTesting(), frameworkChunk()],
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
