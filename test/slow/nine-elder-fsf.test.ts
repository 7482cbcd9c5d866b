/**
 * Nine Elder against Fairy-Stockfish (wasm, devDependency only), the game defined in
 * test/support/nine-elder.ini and loaded through the VariantPath option from the wasm's file system.
 * Perft per root move from the start (depth 3) and from random positions with pieces in hand.
 *
 * Fairy-Stockfish cannot express two rules in move generation, so our engine runs here with them off
 * (`FSF_COMPATIBLE`); test/unit/nine-elder.test.ts covers them with hand-checked positions:
 * - a pawn may not move sideways onto a file holding another own unpromoted pawn (it only checks drops);
 * - a pawn drop that mates with the pawn as the only checker is illegal (it judges this at search time).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINE_ELDER_START_FEN, nineFen, ninePerftDivide, parseNineFen, type NinePosition } from '../../src/lib/engine/nine-elder';
import { rng } from '../support/random';
import { loadFsf, type Fsf } from '../support/fsf';

let fsf: Fsf;

const FSF_COMPATIBLE = { pawnFileOnMoves: false, pawnDropMate: false };

async function fsfDivide(fen: string, depth: number): Promise<Map<string, number>> {
  fsf.send(`position fen ${fen}`);
  const out = await fsf.cmd(`go perft ${depth}`, /^Nodes searched/);
  const map = new Map<string, number>();
  for (const l of out) {
    const m = /^([A-Za-z@0-9+]+): (\d+)$/.exec(l);
    if (m) map.set(m[1], Number(m[2]));
  }
  return map;
}

function load(fen: string): NinePosition {
  const r = parseNineFen(fen, FSF_COMPATIBLE);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const ours = (pos: NinePosition, depth: number) => new Map(ninePerftDivide(pos, depth).map(({ move, nodes }) => [move, nodes]));
const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

/** Positions reached by random play from the start, kept when someone holds a piece in hand. */
function randomPositions(n: number, seed: number): string[] {
  const rand = rng(seed);
  const out: string[] = [];
  while (out.length < n) {
    // Real games (every rule on), so no position has two pawns of one side on a file.
    const start = parseNineFen(NINE_ELDER_START_FEN);
    if (!start.ok) throw new Error(start.error.code);
    const pos = start.value;
    const plies = 10 + Math.floor(rand() * 70);
    for (let i = 0; i < plies; i++) {
      const moves = pos.legalMoves();
      if (!moves.length) break;
      pos.makeMove(moves[Math.floor(rand() * moves.length)]);
    }
    if (!pos.legalMoves().length) continue;
    if (pos.hands.some((c) => c > 0)) out.push(nineFen(pos));
  }
  return out;
}

beforeAll(async () => {
  fsf = await loadFsf();
  fsf.raw.FS.writeFile('/nine-elder.ini', readFileSync(new URL('../support/nine-elder.ini', import.meta.url), 'utf8'));
  fsf.send('setoption name VariantPath value /nine-elder.ini');
  await fsf.cmd('isready', /^readyok/);
  await fsf.variant('nineelder');
});
afterAll(() => fsf?.quit());

describe('Nine Elder perft against Fairy-Stockfish', () => {
  it('start position, depth 3, every root move', async () => {
    const pos = load(NINE_ELDER_START_FEN);
    const theirs = await fsfDivide(NINE_ELDER_START_FEN, 3);
    expect(theirs.size).toBe(55);
    expect(sorted(ours(pos, 3))).toEqual(sorted(theirs));
  });

  it('60 random positions with pieces in hand, depth 3, every root move', async () => {
    const fens = randomPositions(60, 9);
    let nodes = 0;
    let drops = 0;
    for (const fen of fens) {
      const pos = load(fen);
      const theirs = await fsfDivide(fen, 3);
      expect(sorted(ours(pos, 3)), fen).toEqual(sorted(theirs));
      nodes += [...theirs.values()].reduce((a, b) => a + b, 0);
      drops += [...theirs.keys()].filter((m) => m.includes('@')).length;
    }
    console.log(`nine-elder vs Fairy-Stockfish: 60 positions, ${nodes} leaf nodes at depth 3, ${drops} root drops`);
    expect(drops).toBeGreaterThan(60);
  });
});
