/**
 * Tests run the rules engine as the app ships it: in one bundle. Vite's test runner rewrites every
 * import between source modules into a property read on the imported module's export object (a
 * getter apiece), so a constant or a helper of another engine module read in the search's inner
 * loops made the engine several times slower than in the app: 6,000 nodes of search took 150-250
 * ms under the runner against about 30 ms bundled.
 *
 * So this plugin (tests only) bundles src/lib/engine with esbuild into one module that exports
 * each engine module's namespace, and serves every engine module as a small module that copies its
 * exports out of that namespace: one instance of each module whichever path imports it, and every
 * call inside the engine a plain call. The engine imports nothing outside its folder, so the
 * bundle is self-contained: an import from elsewhere stops the tests with its file named (it
 * would give the tests a second copy of that module, and the engine a dependency it must not
 * have). A source map points failures back at the TypeScript. The copies are fixed values, which
 * suits the engine: it exports no variable that changes after loading. In watch mode (`npx
 * vitest`) the engine is served as written, so that an edit of it is seen at once: the bundle is
 * made once per run.
 */
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import 'vitest/config';

interface Bundle {
  code: string;
  map: string;
  /** Each module's index in the bundle and its export names, by its source path. */
  exports: Map<string, { index: number; names: string[] }>;
}

export function engineBundle(root: string): Plugin {
  const src = resolve(root, 'src/lib/engine');
  // The bundle's address: beside the sources, outside them; nothing is written there.
  const bundleId = resolve(root, '.engine-bundle.js');
  let bundle: Promise<Bundle> | undefined;
  let watching = false;

  const modules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? modules(resolve(dir, e.name)) : /\.ts$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [resolve(dir, e.name)] : [],
    );
  const name = (i: number) => `m${i}`;

  const make = async (): Promise<Bundle> => {
    const files = modules(src);
    // Each module's export names (re-exports resolved), from a build that bundles every module on its own.
    const names = await build({
      entryPoints: files,
      outdir: resolve(root, '.engine-bundle'),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const exports = new Map<string, { index: number; names: string[] }>();
    for (const out of Object.values(names.metafile.outputs))
      if (out.entryPoint) {
        const file = resolve(root, out.entryPoint);
        exports.set(file, { index: files.indexOf(file), names: out.exports });
      }
    const one = await build({
      stdin: {
        contents: files.map((f, i) => `export * as ${name(i)} from ${JSON.stringify(f)};`).join('\n'),
        resolveDir: src,
        sourcefile: 'engine-bundle.ts',
        loader: 'ts',
      },
      outfile: bundleId,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      // Class and function names as written (a `Position`, not esbuild's `_Position`).
      keepNames: true,
      sourcemap: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outside = Object.keys(one.metafile.inputs).filter((f) => f !== 'engine-bundle.ts' && !resolve(root, f).startsWith(src + sep));
    if (outside.length) throw new Error(`the engine imports from outside src/lib/engine: ${outside.join(', ')}`);
    const text = (suffix: string) => one.outputFiles.find((f) => f.path.endsWith(suffix))?.text ?? '';
    return { code: text('.js').replace(/\/\/# sourceMappingURL=.*\s*$/, ''), map: text('.js.map'), exports };
  };

  return {
    name: 'janggi:test-engine-bundle',
    enforce: 'pre',
    configureVitest({ vitest }) {
      watching = vitest.config.watch;
    },
    async resolveId(source, importer, options) {
      if (source === bundleId) return bundleId;
      if (watching || source.includes('?')) return null;
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!r || r.external || !r.id.startsWith(src + sep) || !r.id.endsWith('.ts')) return null;
      return `${r.id}?engine-bundle`;
    },
    async load(id) {
      if (id === bundleId) {
        const b = await (bundle ??= make());
        return { code: b.code, map: b.map };
      }
      if (!id.endsWith('?engine-bundle')) return null;
      const file = id.slice(0, -'?engine-bundle'.length);
      const b = await (bundle ??= make());
      const m = b.exports.get(file);
      if (!m) throw new Error(`engine bundle: ${relative(root, file)} is not in the bundle`);
      return `import { ${name(m.index)} } from ${JSON.stringify(bundleId)};\nexport const { ${m.names.join(', ')} } = ${name(m.index)};\n`;
    },
  };
}
