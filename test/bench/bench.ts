/**
 * `npm run bench`: engine speed and size, side by side with Fairy-Stockfish (wasm) in one run.
 * - perft 5 from the start: both engines as whole runs (a fresh process each, load included);
 * - the mate-in-3 check (every first move) on typical puzzle positions: median and worst;
 * - the engine's bundled size (minified, gzip) and heap growth during perft.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Position, mateIn, mateMoves, perft } from '../../src/lib/engine';
import { randomSparse, rng } from '../support/random';

const line = (s: string) => process.stdout.write(s + '\n');

function wall(cmd: string, args: string[], input?: string): { ms: number; out: string } {
  const t = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', input, maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return { ms: performance.now() - t, out: r.stdout };
}

const FSF_PERFT = `
delete globalThis.fetch;
const { loadFsf } = require(${JSON.stringify(process.cwd() + '/test/support/fsf.cjs')});
(async () => {
  const f = await loadFsf();
  await f.variant('janggi');
  const r = await f.perft(process.argv[1], Number(process.argv[2]));
  console.log(r.total);
  process.exit(0);
})();`;

async function main() {
  const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
  line('# Janggi trainer engine bench (ours vs Fairy-Stockfish wasm, same machine, same run)');

  // 1. perft 5, whole runs.
  execFileSync('node', ['scripts/run-ts.mjs', 'scripts/engine/cli.ts', 'perft', '1'], { stdio: 'ignore' });
  const ours = wall('node', ['scripts/run-ts.mjs', 'scripts/engine/cli.ts', 'perft', '5']);
  const ourNodes = /Nodes searched: (\d+)/.exec(ours.out)?.[1];
  const theirs = wall('node', ['-e', FSF_PERFT, START, '5']);
  line(
    `perft 5 start   ours: ${ourNodes} nodes, ${(ours.ms / 1000).toFixed(2)} s   fairy-stockfish: ${theirs.out.trim()} nodes, ${(theirs.ms / 1000).toFixed(2)} s   ratio ours/fsf: ${(ours.ms / theirs.ms).toFixed(2)} (target <= 2)`,
  );

  // In-process throughput and heap growth.
  const pos = Position.start();
  perft(pos, 3);
  const heap0 = process.memoryUsage().heapUsed;
  const t = performance.now();
  const n4 = perft(pos, 4);
  const ms4 = performance.now() - t;
  const heap1 = process.memoryUsage().heapUsed;
  line(
    `perft 4 in-process: ${n4} nodes in ${ms4.toFixed(0)} ms, heap change ${((heap1 - heap0) / 1024).toFixed(0)} KiB (no allocation per node)`,
  );

  // 2. mate-in-3 scans on puzzle positions.
  const fens: string[] = [];
  const dir = 'lessons/puzzles';
  if (existsSync(dir)) {
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
      const rows = readFileSync(`${dir}/${f}`, 'utf8').trim().split('\n').slice(1);
      for (const r of rows) {
        const cols = r.split(',');
        if (cols[3] === '3') fens.push(cols[1]);
      }
    }
  }
  let source = 'lessons/puzzles mate-in-3 rows';
  if (fens.length < 20) {
    source = 'seeded random positions with a mate in 3';
    const rand = rng(99);
    while (fens.length < 40) {
      const p = randomSparse(rand, 7, 'casual');
      if (mateIn(p, 3) === 3) fens.push(p.fen());
    }
  }
  const sample = fens.slice(0, 60);
  const times: number[] = [];
  for (const fen of sample) {
    const p = Position.fromFen(fen);
    if (!p.ok) continue;
    const t0 = performance.now();
    mateMoves(p.value, 3);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  line(
    `mate-in-3 scan (all first moves), ${times.length} ${source}: median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (target median < 50 ms)`,
  );

  // 3. bundled size.
  const out = await build({
    entryPoints: ['src/lib/engine/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const bytes = out.outputFiles[0].contents;
  line(
    `engine bundle: ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (target < 15 KB gzip)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
