// Every puzzle of lessons/puzzles/*.csv, checked by our solver (strict mode): the mate exists in
// mate_in and not sooner, the first move is the only one for N >= 2, the stored main line is legal
// and mates, themes are the derived ones, bakbo problems check with every move. Plus ids and
// positions unique, and the size targets of issue 6.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { positionOf } from '../../scripts/puzzles/verify';

const mates = PUZZLES.filter((p) => !p.themes.includes('bakbo'));
const bakbo = PUZZLES.filter((p) => p.themes.includes('bakbo'));
const count = (n: number) => mates.filter((p) => p.mateIn === n).length;

describe('puzzle collection', () => {
  it('meets the size targets', () => {
    expect(mates.length).toBeGreaterThanOrEqual(600);
    expect(count(1)).toBeGreaterThanOrEqual(150);
    expect(count(2)).toBeGreaterThanOrEqual(250);
    expect(count(3)).toBeGreaterThanOrEqual(150);
    expect(count(4) + count(5)).toBeGreaterThanOrEqual(50);
    expect(bakbo.length).toBeGreaterThanOrEqual(30);
  });

  it('has unique ids and positions', () => {
    const ids = new Set(PUZZLES.map((p) => p.id));
    expect(ids.size).toBe(PUZZLES.length);
    const positions = new Map<string, string>();
    for (const p of PUZZLES) {
      const key = positionOf(p.fen);
      expect(positions.get(key), `${p.id} repeats ${positions.get(key)}`).toBeUndefined();
      positions.set(key, p.id);
    }
  });

  it('marks composed problems as bakbo with Cho to move', () => {
    for (const p of bakbo) {
      expect(p.source).toBe('composed');
      expect(p.fen.split(' ')[1]).toBe('w');
    }
    for (const p of mates) expect(p.source).not.toBe('composed');
  });
});

describe('every puzzle, verified by the solver', () => {
  // scripts/puzzles/verify.ts over the collection, bundled and run at full speed (Vitest's
  // transform makes the engine's search loops several times slower).
  let results: Record<string, { problems: string[]; ms: number }> = {};
  beforeAll(() => {
    const out = join(mkdtempSync(join(tmpdir(), 'puzzles-')), 'verify.json');
    const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/puzzles/verify-time.ts', '--json', out], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    // Exit 1 with a report: problems are listed per puzzle below. Anything else (a crash, a signal,
    // no report) fails here once, with the verifier's own error, not as one "missing" per puzzle.
    if (run.error || (run.status !== 0 && run.status !== 1) || !existsSync(out)) {
      const why = run.error?.message ?? (run.signal ? `killed by ${run.signal}` : `exit ${run.status}`);
      throw new Error(`scripts/puzzles/verify-time.ts did not finish (${why}):\n${(run.stderr ?? '').slice(-4000)}`);
    }
    results = JSON.parse(readFileSync(out, 'utf8'));
  }, 900_000);

  for (const p of PUZZLES) {
    it(`${p.id} (mate in ${p.mateIn})`, () => {
      expect(results[p.id], 'verified').toBeDefined();
      expect(results[p.id].problems).toEqual([]);
    });
  }
});
