// Writing the derived Simplified Chinese files (zh-hans.mjs) to disk; shared by the command
// (derive-zh-hans.mjs) and the Vite plugin (vite.config.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { derivations, orphans } from './zh-hans.mjs';

/** Writes every derived file whose text changed and removes orphans; returns the paths (relative to root). */
export function deriveAll(root) {
  const written = [];
  for (const { target, text } of derivations(root)) {
    const path = join(root, target);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(target);
  }
  const removed = orphans(root);
  for (const p of removed) rmSync(join(root, p));
  return { written, removed };
}
