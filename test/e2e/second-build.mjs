// A second version of the app, for the end-to-end tests of "a new version is deployed" (offline,
// updates), derived from build/ in a couple of seconds instead of a second `vite build` (about 95
// CPU-seconds and 1,875 prerendered pages again).
//
// What a user's browser meets when a new version is deployed, and what this version has too:
// - a new Kit version: `_app/version.json`, the client's own copy of it (Kit's update check) and
//   the service worker's (its cache is named after it) all say the new one;
// - a service worker whose bytes differ (new version, new precache list), so the browser installs
//   it as an update and it waits for the page's go-ahead;
// - new module URLs: every file under `_app/immutable/` gets a new content hash in its name, and
//   every page, module, stylesheet and the worker's precache list point at the new names. None of
//   v1's module URLs exist in v2 (a host answers them with a 404 or its fallback page), as after a
//   deploy that changed the code, so an old tab that imports a v1 module meets what it would meet;
// - Kit's per-version page global (`__sveltekit_<hash of the version>`) renamed in every page and
//   in the client, as a build with another version name does.
// The app code itself is v1's: the tests are about the update, not about what changed in it.
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMMUTABLE = '_app/immutable';
/** Files that name modules, stylesheets, the version or Kit's page global. */
const TEXT = new Set(['.html', '.js', '.css']);

async function walk(dir, base = dir, out = []) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, base, out);
    else out.push(relative(base, full));
  }
  return out;
}

const hash = (text, length) => createHash('sha256').update(text).digest('base64url').slice(0, length);

/**
 * Write to `to` the next version of the build in `from`, named `version`. Throws, naming what it
 * did not find, when the build's shape is not the one this relies on (so a Kit or Vite change
 * fails here, not as a puzzling test failure later).
 */
export async function deriveVersion(from, to, version) {
  const oldVersion = JSON.parse(await readFile(join(from, '_app/version.json'), 'utf8')).version;
  if (!oldVersion || oldVersion === version) throw new Error(`second build: version ${oldVersion} → ${version} is no change`);
  const oldGlobal = /__sveltekit_[a-z0-9]+/.exec(await readFile(join(from, 'index.html'), 'utf8'))?.[0];
  if (!oldGlobal) throw new Error('second build: no __sveltekit_ global in index.html');
  const newGlobal = `__sveltekit_${BigInt(`0x${createHash('sha256').update(version).digest('hex').slice(0, 12)}`)
    .toString(36)
    .slice(0, oldGlobal.length - '__sveltekit_'.length)
    .padStart(oldGlobal.length - '__sveltekit_'.length, '0')}`;

  const files = await walk(from);
  // Vite names every module and stylesheet `[name].[hash].ext`, `[hash].ext` or `[name]-[hash].ext`
  // with an 8-character hash: the new version gets a new hash.
  const renamed = new Map();
  // The words' files carry no hash: their folder is the version (vite.config.ts, wordsChunks).
  const oldWords = `${IMMUTABLE}/lang/${oldVersion}`;
  const newWords = `${IMMUTABLE}/lang/${version}`;
  if (!files.some((f) => f.startsWith(`${oldWords}/`))) throw new Error(`second build: no words files under ${oldWords}`);
  for (const file of files.filter((f) => f.startsWith(`${IMMUTABLE}/`) && !f.startsWith(`${oldWords}/`))) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const ext = extname(name);
    if (!/^\.(js|css)$/.test(ext) || name.length < ext.length + 8) throw new Error(`second build: unexpected file ${file}`);
    renamed.set(name, `${name.slice(0, -ext.length - 8)}${hash(`${version}:${name}`, 8)}${ext}`);
  }
  const old = new Set(renamed.keys());
  for (const name of renamed.values()) if (old.has(name)) throw new Error(`second build: ${name} renamed onto itself`);

  let versionHits = 0;
  let referenceHits = 0;
  const rewrite = (text, file) => {
    let out = text.replace(/\/([\w.-]+\.(?:js|css))\b/g, (match, name) => {
      const next = renamed.get(name);
      if (!next) return match;
      referenceHits++;
      return `/${next}`;
    });
    out = out.replaceAll(oldGlobal, newGlobal).replaceAll(oldWords, newWords);
    if (file.endsWith('.js') && out.includes(`"${oldVersion}"`)) {
      versionHits++;
      out = out.replaceAll(`"${oldVersion}"`, `"${version}"`);
    }
    return out;
  };

  await rm(to, { recursive: true, force: true });
  const dirs = new Set();
  const ensureDir = async (dir) => {
    if (dirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    dirs.add(dir);
  };
  // A few files at a time: 1,875 pages, most of them boards.
  const queue = [...files];
  const work = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const name = file.slice(file.lastIndexOf('/') + 1);
      const target = join(
        to,
        file.startsWith(`${oldWords}/`)
          ? newWords + file.slice(oldWords.length)
          : renamed.has(name) && file.startsWith(`${IMMUTABLE}/`)
            ? join(dirname(file), renamed.get(name))
            : file,
      );
      await ensureDir(dirname(target));
      if (file === '_app/version.json') await writeFile(target, JSON.stringify({ version }));
      else if (TEXT.has(extname(file))) await writeFile(target, rewrite(await readFile(join(from, file), 'utf8'), file));
      else await link(join(from, file), target).catch(() => copyFile(join(from, file), target));
    }
  };
  await Promise.all(Array.from({ length: 8 }, work));

  // The client's copy of the version and the service worker's.
  if (versionHits < 2) throw new Error(`second build: the version ${oldVersion} was found in ${versionHits} script(s), not 2`);
  if (referenceHits === 0) throw new Error('second build: no module reference found to rewrite');
  for (const page of ['service-worker.js', 'index.html', 'app-shell.html']) {
    const text = await readFile(join(to, page), 'utf8');
    for (const name of old) if (text.includes(`/${name}`)) throw new Error(`second build: ${page} still names ${name}`);
  }
  return { files: files.length, renamed: renamed.size };
}

/**
 * A second version named after `name` (in the temporary path and the version). Returns `{ dir,
 * version, build(), remove() }`: `build()` writes it from build/ (once; it returns the same promise
 * again), `remove()` deletes it.
 */
export async function secondBuild(name) {
  const work = await mkdtemp(join(tmpdir(), `janggi-${name}-`));
  const dir = join(work, 'build');
  const version = `e2e-${name}-${Date.now()}`;
  let building;
  return {
    dir,
    version,
    build: () => (building ??= deriveVersion(join(ROOT, 'build'), dir, version)),
    remove: () => rm(work, { recursive: true, force: true }),
  };
}
