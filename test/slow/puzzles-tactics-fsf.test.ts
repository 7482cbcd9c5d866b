// Every winning-material and defence puzzle (mate_in 0) of the collection, checked by
// Fairy-Stockfish under tournament rules (scripts/puzzles/fsf-line.ts): at every solver move the
// stored move is its best and ahead of its runner-up by about 1.5 points (or its only mate), the
// stored defence is its best (or scores the same), a winning line leaves the solver 2 points ahead,
// a defence holds and every other first move scores 1.5 points less. The whole collection, not a
// sample: scripts/puzzles/fsf-check.ts runs bundled at full speed (Vitest's transform is slower).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUZZLES } from '$lib/puzzles/collection.server';

const tactics = PUZZLES.filter((p) => p.mateIn === 0);

describe('every tactics puzzle, confirmed by Fairy-Stockfish', () => {
  let results: Record<string, { problems: string[]; ms: number }> = {};
  beforeAll(() => {
    const out = join(mkdtempSync(join(tmpdir(), 'puzzles-fsf-')), 'fsf.json');
    const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/puzzles/fsf-check.ts', '--json', out], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    if (run.error || run.status !== 0 || !existsSync(out)) {
      const why = run.error?.message ?? (run.signal ? `killed by ${run.signal}` : `exit ${run.status}`);
      throw new Error(`scripts/puzzles/fsf-check.ts did not finish (${why}):\n${(run.stderr ?? '').slice(-4000)}`);
    }
    results = JSON.parse(readFileSync(out, 'utf8'));
  }, 3_600_000);

  it('checks every one of them', () => {
    expect(tactics.length).toBeGreaterThan(0);
    expect(Object.keys(results).sort()).toEqual(tactics.map((p) => p.id).sort());
  });

  for (const p of tactics) {
    it(`${p.id} (${p.moves.length} plies${p.themes.includes('defence') ? ', defence' : ''})`, () => {
      expect(results[p.id]?.problems).toEqual([]);
    });
  }
});
