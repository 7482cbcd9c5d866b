/**
 * "What if the defender had answered differently?": from every verified puzzle of length N >= 2
 * in the game checkpoints, the positions after the solver's first (and, for N >= 3, second) move
 * of the main line followed by each OTHER defender reply. Each is a fresh position with the
 * solver to move and a mate of at most N - 1 (N - 2); our solver verifies it like any candidate.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/siblings.ts [--seed 6] [--dir DIR] [--timeout 12000]
 *
 * Reads DIR/games-<seed>.jsonl (finished games only), appends to DIR/siblings-<seed>.jsonl in the
 * same candidate format (the parent's game, `branch` = the replies that lead there); a rerun
 * skips parents already expanded.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, parseUci } from '../../src/lib/engine';
import { load, normalizeFen, positionKey, serveVerifier, Verifier } from './lib';
import { options } from '../args';

async function main() {
  const o = options({ seed: '6', dir: 'node_modules/.cache/puzzles', timeout: '12000' });
  const seed = o.seed;
  const dir = resolve(o.dir);
  const timeoutMs = Number(o.timeout);
  const inFile = resolve(dir, `games-${seed}.jsonl`);
  const outFile = resolve(dir, `siblings-${seed}.jsonl`);
  const rows = readFileSync(inFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const finished = new Set(rows.filter((o) => o.type === 'game').map((o) => o.game as number));
  const parents = rows.filter((o) => o.type === 'candidate' && o.line && o.mateIn >= 2 && finished.has(o.game));
  const seen = new Set<string>(rows.filter((o) => o.type === 'candidate').map((o) => positionKey(o.fen)));
  const done = new Set<string>();
  if (existsSync(outFile)) {
    for (const l of readFileSync(outFile, 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type === 'parent') done.add(o.fen);
      else seen.add(positionKey(o.fen));
    }
  }
  const verifier = new Verifier(new URL(import.meta.url), timeoutMs);
  const t0 = Date.now();
  let kept = 0;
  let tried = 0;
  for (const p of parents) {
    if (done.has(p.fen)) continue;
    const line: string[] = p.line;
    const jobs: Promise<void>[] = [];
    for (let depth = 1; depth <= 2 && p.mateIn - depth >= 1; depth++) {
      // Play the main line up to the solver's depth-th move; try every other reply.
      const prefix = line.slice(0, 2 * depth - 1);
      const at = load(p.fen);
      for (const u of prefix) at.play(parseUci(u)!);
      const main = line[2 * depth - 1];
      for (const r of at.legalMoves()) {
        const ru = moveToUci(r);
        if (ru === main) continue;
        at.play(r);
        const fen = normalizeFen(at.fen());
        at.undo();
        const key = positionKey(fen);
        if (seen.has(key)) continue;
        seen.add(key);
        tried++;
        const left = p.mateIn - depth;
        jobs.push(
          verifier.run(fen, left).then((res) => {
            if (res.error || !res.verdict?.line) return;
            kept++;
            appendFileSync(
              outFile,
              JSON.stringify({
                type: 'candidate',
                game: p.game,
                ply: p.ply + 2 * depth,
                branch: [...prefix, ru].join(' '),
                fen,
                fsfMate: 0,
                ...res.verdict,
              }) + '\n',
            );
          }),
        );
      }
    }
    await Promise.all(jobs);
    appendFileSync(outFile, JSON.stringify({ type: 'parent', fen: p.fen }) + '\n');
  }
  console.log(`siblings: ${kept} kept of ${tried} tried from ${parents.length} parents, ${((Date.now() - t0) / 1000) | 0}s`);
  verifier.close();
  process.exit(0);
}

if (!serveVerifier()) await main();
