// esbuild options for running the project's TypeScript in Node at full speed, used by
// scripts/run-ts.mjs (content and engine scripts).
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/** The files a glob pattern (`*` for one whole path segment) matches, from `dir`. */
function expand(dir, segments) {
  if (segments.length === 0) return [dir];
  const [first, ...rest] = segments;
  if (first !== '*') return existsSync(join(dir, first)) ? expand(join(dir, first), rest) : [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => (rest.length ? e.isDirectory() : e.isFile()))
    .flatMap((e) => expand(join(dir, e.name), rest));
}

/**
 * Vite's `import.meta.glob` for the Node bundles (the words are found by the folder convention,
 * src/lib/i18n/lang/<code>/): literal patterns, relative or under `$lib`, eager or lazy, with
 * `import`. Keys as Vite writes them: relative patterns relative, `$lib` ones from the project root.
 */
const importMetaGlob = {
  name: 'import-meta-glob',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.(ts|js)$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      if (!code.includes('import.meta.glob')) return undefined;
      const head = [];
      const out = code.replace(
        /import\.meta\.glob(?:<[\s\S]*?>(?=\())?\(\s*(\[[^\]]*\]|'[^']*')\s*(?:,\s*(\{[^}]*\}))?\s*\)/g,
        (_, patterns, options = '') => {
          const eager = /eager:\s*true/.test(options);
          const name = /import:\s*'(\w+)'/.exec(options)?.[1];
          const entries = [];
          for (const pattern of [...patterns.matchAll(/'([^']+)'/g)].map((m) => m[1])) {
            const alias = pattern.startsWith('$lib/');
            const base = alias ? resolve('src/lib') : dirname(args.path);
            const rest = alias ? pattern.slice('$lib/'.length) : pattern;
            for (const file of expand(
              base,
              rest.split('/').filter((s) => s !== '.'),
            )) {
              const key = alias
                ? '/' + relative(resolve('.'), file).replaceAll('\\', '/')
                : './' + relative(dirname(args.path), file).replaceAll('\\', '/');
              const at = JSON.stringify(file);
              if (eager) {
                head.push(`import * as __glob${head.length} from ${at};`);
                entries.push(`${JSON.stringify(key)}: __glob${head.length - 1}${name ? '.' + name : ''}`);
              } else entries.push(`${JSON.stringify(key)}: () => import(${at})${name ? `.then((m) => m.${name})` : ''}`);
            }
          }
          return `({ ${entries.join(', ')} })`;
        },
      );
      return { contents: head.join('\n') + '\n' + out, loader: args.path.endsWith('.ts') ? 'ts' : 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * One bundle of `entry` for Node 20 at `outfile`, with `$lib` resolved without `svelte-kit sync`
 * (a fresh clone has no .svelte-kit/tsconfig.json, which the project's tsconfig extends, yet).
 * @param {string} entry
 * @param {string} outfile
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundle(entry, outfile) {
  return {
    entryPoints: [resolve(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    alias: { $lib: resolve('src/lib') },
    plugins: [importMetaGlob],
    ...(existsSync('.svelte-kit/tsconfig.json') ? {} : { tsconfigRaw: {} }),
    logLevel: 'warning',
  };
}
