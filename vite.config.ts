import { fileURLToPath } from 'node:url';
import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import svelteConfig from './svelte.config.js';
import { deriveAll } from './scripts/i18n/derive.mjs';
import { SOURCE } from './scripts/i18n/zh-hans.mjs';
import { engineBundle } from './test/support/engine-bundle';

/**
 * Which chunk a module of src/lib goes in, said by the module itself: a line `// chunk: <name>` among
 * its first three (in a Svelte file, inside its script), with ` (no side effects)` when Rollup may
 * drop an import of it kept only for side effects it does not have. Read when the config loads, so
 * the config names no source file and a module keeps its chunk when it is renamed or moved.
 */
const CHUNK_MARK = /^\s*\/\/ chunk: ([a-z-]+)( \(no side effects\))?\s*$/;
function chunkMarks(): Map<string, { chunk: string; pure: boolean }> {
  const marks = new Map<string, { chunk: string; pure: boolean }>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = resolve(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|js|svelte)$/.test(entry.name))
        for (const line of readFileSync(path, 'utf8').split('\n', 3)) {
          const m = CHUNK_MARK.exec(line);
          if (m) marks.set(path.replaceAll('\\', '/'), { chunk: m[1], pure: !!m[2] });
        }
    }
  };
  walk(resolve('src/lib'));
  return marks;
}

/**
 * One chunk for what every page loads: Svelte's runtime, Kit's client and the app shell's own
 * modules (those marked `// chunk: framework`: the layout's i18n, progress facade, settings, icons;
 * html.ts, a few lines the board and lesson prose share, which would otherwise be a file of its
 * own). As ~25 small files, each gzipped on its own, it cost about 5 KB more per page. Client build
 * only (the server build keeps Kit's own chunks). Lazily loaded modules (each language's words,
 * backups) stay out of it: Rollup puts a marked module's own imports in the chunk too, so mark only
 * modules whose imports every page needs. The progress store's modules (`progress-store`, loaded on
 * its first call by progress/lazy.ts, after the page has painted) and the ones loaded on demand by
 * the framework's modules (backups, the memory fallback: chunks of their own, or Rollup would fold
 * them into their importer's) are marked the same way, and as free of side effects: `$lib/progress`
 * re-exports them for tests and the backup page, and Rollup would otherwise keep an import of them
 * in every page.
 */
function frameworkChunk(): Plugin {
  const framework =
    /\/node_modules\/(svelte\/src\/(internal|index-client|store|reactivity|legacy|motion|transition|easing|animate)|@sveltejs\/kit\/src\/(runtime|utils|exports))|\/node_modules\/(devalue|esm-env|clsx)\//;
  let read: ReturnType<typeof chunkMarks> | undefined;
  const marks = () => (read ??= chunkMarks());
  return {
    name: 'janggi:framework-chunk',
    apply: 'build',
    transform(code, id) {
      return marks().get(id.replaceAll('\\', '/'))?.pure ? { code, map: null, moduleSideEffects: false } : null;
    },
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
          const mark = marks().get(path);
          if (mark) return mark.chunk;
          // IndexedDB's wrapper goes with the progress store that uses it.
          if (/\/node_modules\/idb\//.test(path)) return 'progress-store';
          if (framework.test(path)) return 'framework';
          return undefined;
        },
      };
    },
  };
}

/**
 * Each language's words loaded on demand (src/lib/i18n/lang/<code>/<namespace>.ts, see
 * catalogues.ts) as a file of its own at an address the browser's loader builds from the language
 * and the namespace: `/_app/immutable/lang/<version>/<code>.<namespace>.js`. A page loads only its
 * reader's language. Named by the folder convention rather than found through a table of every
 * language's every namespace (with a hash apiece, such a table grew every page's first load by
 * about 0.3 KB a language). The folder is the build's version (Kit's), so the files stay immutable.
 * The modules a page imports itself with every language (the engine's refusals, the error page,
 * the offline line) are left to their importers. `__WORDS_BASE__` is that folder's address.
 */
const WORDS_EXCLUDED = ['engineErrors', 'error', 'offlineReady'];
function wordsChunks(): Plugin {
  const base = `${svelteConfig.kit?.paths?.base ?? ''}/_app/immutable/lang/${(process.env.JANGGI_VERSION ??= String(Date.now()))}`;
  const root = resolve('src/lib/i18n/lang');
  return {
    name: 'janggi:words-chunks',
    config: () => ({ define: { __WORDS_BASE__: JSON.stringify(base) } }),
    buildStart() {
      if (this.environment?.name !== 'client' || this.environment.mode !== 'build') return;
      for (const lang of readdirSync(root))
        for (const file of readdirSync(resolve(root, lang))) {
          const name = file.replace(/\.ts$/, '');
          if (WORDS_EXCLUDED.includes(name)) continue;
          this.emitFile({
            type: 'chunk',
            id: resolve(root, lang, file),
            fileName: `${base.slice(1)}/${lang}.${name}.js`,
            preserveSignature: 'strict',
          });
        }
    },
  };
}

/**
 * Simplified Chinese is derived from Traditional Chinese (scripts/i18n/zh-hans.mjs), not committed:
 * written when a build or the dev server starts, and again in dev when a file of its source changes.
 */
function deriveSimplifiedChinese(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'janggi:derive-zh-hans',
    buildStart() {
      deriveAll(root);
    },
    configureServer(server) {
      const source = new RegExp(`[\\\\/]lang[\\\\/]${SOURCE}[\\\\/][^\\\\/]+\\.ts$|\\.${SOURCE}\\.md$`);
      const changed = (file: string) => {
        if (source.test(file)) deriveAll(root);
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, changed);
    },
  };
}

// The fast loop, project `unit` (npm run test:unit): unit, component and content tests, under 90 s.
// The slow suites (npm run test:slow: Fairy-Stockfish differential tests, whole collections) have a
// config of their own, vitest.slow.config.ts, without the Kit plugin. `npm test` and .ci/run run both.
export default defineConfig({
  plugins: [
    deriveSimplifiedChinese(),
    sveltekit(),
    svelteTesting(),
    frameworkChunk(),
    wordsChunks(),
    // Tests only: the engine bundled, at the speed it runs in the app (test/support/engine-bundle.ts).
    process.env.VITEST ? engineBundle(fileURLToPath(new URL('.', import.meta.url))) : undefined,
  ],
  // JANGGI_SOURCEMAP=1 writes source maps (to see what a chunk holds); never in a shipped build.
  // Terser: about 2% smaller than esbuild's minifier on the first-load chunks (the 80 KB budget).
  // JANGGI_NO_MINIFY=1 keeps names readable (to read a CPU profile); never in a shipped build.
  build: {
    sourcemap: !!process.env.JANGGI_SOURCEMAP,
    minify: process.env.JANGGI_NO_MINIFY ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
    // A dynamic import in the app's own code (the teacher's composer, the explanations, the rating
    // library) brings its style sheets but adds no <link rel=modulepreload> per script it needs: the
    // browser's module loader fetches those as it reads the chunk. Adding the links cost about 1 ms
    // each on a slow phone, 25 of them in one task for the composer. The router's page loads
    // (entry/app.js) keep theirs: a page opened by a link loads in one round trip.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => (hostId.includes('/entry/') ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
  },
  test: {
    environment: 'node',
    // Korean is loaded on demand in the app; tests switch languages synchronously.
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // Worker threads start faster than forked processes: about a fifth less CPU for the same run.
        // Not isolated: the files share one worker per environment (node, jsdom) and its modules, so
        // the runtime, the catalogues (test/setup.ts) and jsdom load once rather than once a file:
        // half the CPU of isolated files. test/setup.ts puts back, after each file, what a file may
        // leave behind (language, timers, stubbed globals, the document).
        test: {
          name: 'unit',
          pool: 'threads',
          isolate: false,
          unstubGlobals: true,
          include: ['test/unit/**/*.test.ts', 'test/component/**/*.test.ts', 'test/content/**/*.test.ts'],
        },
      },
    ],
  },
});
