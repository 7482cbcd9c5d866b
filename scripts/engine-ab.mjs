#!/usr/bin/env node
/**
 * Two versions of the engine against each other: this working tree's search ("new") and the one of
 * another git revision ("base"), the same level (default the top) with the same fixed number of
 * positions a move, so that the result depends on the search alone, not on the machine or its load.
 * A change to the search or the evaluation is worth a match against Fairy-Stockfish (scripts/match.ts)
 * only once it wins here: self-play is far more sensitive (a hundred games in a few minutes).
 *
 * Games come in pairs from the same opening, each version as Cho once: the four setup pairings of
 * scripts/match.ts, then the same with two seeded random first plies. Casual rules; a game not over
 * after --plies is a draw. Both sides keep one search through the game, as the top level does in
 * the app. The base revision is checked out once into node_modules/.cache/engine-ab/<commit>.
 *
 *   node scripts/engine-ab.mjs [--base HEAD] [--nodes 40000] [--games 100] [--first 0] [--level 8] [--plies 240] [--jobs 2]
 *
 * Prints a line a game and the new version's score, with its Elo difference and error (95%).
 */
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { nodeBundle } from './node-bundle.mjs';

const { values: o } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    nodes: { type: 'string', default: '40000' },
    games: { type: 'string', default: '100' },
    /** The first game's number: `--first 100 --games 100` plays games 100-199 (other openings). */
    first: { type: 'string', default: '0' },
    level: { type: 'string', default: '8' },
    plies: { type: 'string', default: '240' },
    jobs: { type: 'string', default: '2' },
    /** Internal: play games first..last of a run whose bundles are given (a child process). */
    play: { type: 'string' },
    bundles: { type: 'string' },
  },
});

/** What each bundle exports: the engine's parts a game needs, from that tree's sources. */
const ENTRY = `
export { Position, parseUci } from './src/lib/engine';
export { levelMove, rng } from './src/lib/engine/search/levels';
export { Search } from './src/lib/engine/search/search';
export { PAIRINGS, SETUPS, randomOpening, startFen } from './scripts/match-setup';
`;

/** Bundles the engine of the tree at `dir` into `outfile`. */
async function bundle(dir, outfile) {
  const options = nodeBundle(resolve(dir, 'scripts/match-setup.ts'), outfile);
  delete options.entryPoints;
  await build({
    ...options,
    stdin: { contents: ENTRY, resolveDir: dir, loader: 'ts', sourcefile: 'engine-ab-entry.ts' },
    alias: { $lib: resolve(dir, 'src/lib') },
    packages: 'external',
  });
}

/** Plays game `g` between the two engines; returns the new engine's result (1, 0.5 or 0). */
function game(g, NEW, BASE, { nodes, level, plies }) {
  const pairing = NEW.PAIRINGS[(g >> 1) % NEW.PAIRINGS.length];
  const round = Math.floor(g / (2 * NEW.PAIRINGS.length));
  const fen = NEW.startFen(NEW.SETUPS[pairing[0]], NEW.SETUPS[pairing[1]]);
  const newIsCho = g % 2 === 0;
  const sides = [NEW, BASE].map((E) => {
    const pos = E.Position.fromFen(fen, 'casual').value;
    return { E, pos };
  });
  // Round 0 plays the setups as they are; each later round adds two random first plies.
  if (round > 0) {
    const moves = [];
    NEW.randomOpening(sides[0].pos, 7919 * round, moves);
    for (const u of moves) sides[1].pos.play(BASE.parseUci(u));
  }
  for (const s of sides) s.search = new s.E.Search(s.pos);
  const pos = sides[0].pos;
  for (let ply = 0; ply < plies; ply++) {
    const end = pos.outcome();
    if (end) return end.winner === undefined ? 0.5 : (end.winner === 'cho') === newIsCho ? 1 : 0;
    const mover = (pos.turn === 'cho') === newIsCho ? sides[0] : sides[1];
    const r = mover.E.levelMove(mover.pos, level, { nodes, untimed: true }, mover.E.rng(g * 1000 + ply), undefined, mover.search);
    for (const s of sides) {
      const m = s.E.parseUci(r.uci ?? '');
      if (!m || !s.pos.play(m)) throw new Error(`game ${g}: ${r.uci} is not legal in ${s.pos.fen()}`);
      s.search.play(m);
    }
  }
  return 0.5;
}

const limits = { nodes: Number(o.nodes), level: Number(o.level), plies: Number(o.plies) };

if (o.play) {
  // A child: its share of the games, one message a game.
  const [first, last] = o.play.split('-').map(Number);
  const [newFile, baseFile] = o.bundles.split(',');
  const NEW = await import(pathToFileURL(newFile).href);
  const BASE = await import(pathToFileURL(baseFile).href);
  for (let g = first; g <= last; g++) process.send({ g, result: game(g, NEW, BASE, limits) });
  process.exit(0);
}

const commit = execFileSync('git', ['rev-parse', o.base], { encoding: 'utf8' }).trim();
const cache = resolve('node_modules/.cache/engine-ab');
const baseTree = resolve(cache, commit);
mkdirSync(cache, { recursive: true });
if (!existsSync(baseTree)) execFileSync('git', ['worktree', 'add', '--detach', baseTree, commit], { stdio: 'ignore' });
const files = [resolve(cache, 'new.mjs'), resolve(cache, `base-${commit.slice(0, 12)}.mjs`)];
await bundle(process.cwd(), files[0]);
await bundle(baseTree, files[1]);

const games = Number(o.games);
const jobs = Math.max(1, Math.min(Number(o.jobs), games));
let score = 0;
let played = 0;
await Promise.all(
  Array.from({ length: jobs }, (_, j) => {
    const first = Number(o.first) + Math.floor((games * j) / jobs);
    const last = Number(o.first) + Math.floor((games * (j + 1)) / jobs) - 1;
    const child = fork(fileURLToPath(import.meta.url), [
      ...process.argv.slice(2),
      '--play',
      `${first}-${last}`,
      '--bundles',
      files.join(','),
    ]);
    child.on('message', ({ g, result }) => {
      score += result;
      played++;
      process.stdout.write(`game ${g} (new as ${g % 2 === 0 ? 'Cho' : 'Han'}): ${result}, new ${score}/${played}\n`);
    });
    return new Promise((done, fail) => child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`a player exited with ${code}`)))));
  }),
);

/** Elo difference of a score fraction. */
const elo = (p) => -400 * Math.log10(1 / p - 1);
const p = score / played;
// The error of the mean score (games as independent, draws included), as a 95% interval in Elo.
const sd = Math.sqrt(Math.max(p * (1 - p), 1e-9) / played);
const lo = elo(Math.max(1e-3, p - 1.96 * sd));
const hi = elo(Math.min(1 - 1e-3, p + 1.96 * sd));
process.stdout.write(
  `new against ${o.base} (${commit.slice(0, 12)}), level ${limits.level}, ${limits.nodes} nodes a move: ${score}/${played} (${(100 * p).toFixed(1)}%), ` +
    `${elo(Math.min(0.999, Math.max(0.001, p))).toFixed(0)} Elo, 95% from ${lo.toFixed(0)} to ${hi.toFixed(0)}\n`,
);
