// The build puts a module of src/lib in a chunk when one of its first three lines says so
// (`// chunk: <name>`, with ` (no side effects)` where Rollup may drop an import of it; chunkMarks in
// vite.config.ts). A mark written another way would be ignored without a word: it is caught here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MARK = /^\s*\/\/ chunk: ([a-z-]+)( \(no side effects\))?\s*$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|js|svelte)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('chunk marks', () => {
  const marked = new Map<string, string[]>();
  const malformed: string[] = [];
  for (const file of sources('src/lib'))
    for (const line of readFileSync(file, 'utf8').split('\n', 3)) {
      if (!/^\s*\/\/\s*chunk\b/i.test(line)) continue;
      const m = MARK.exec(line);
      if (m) marked.set(m[1], [...(marked.get(m[1]) ?? []), file]);
      else malformed.push(`${file}: ${line.trim()}`);
    }

  it('are written in the form the build reads', () => {
    expect(malformed).toEqual([]);
  });

  it("mark the app shell's modules for the framework chunk and the progress store's for its own", () => {
    expect(marked.get('framework')?.length).toBeGreaterThan(10);
    expect(marked.get('progress-store')?.length).toBeGreaterThan(3);
  });
});
