// A sample of the puzzle collection checked against Fairy-Stockfish (janggicasual, MultiPV 2).
// Its moves are ours, but a defence that leaves the generals facing is no escape for it, and a
// solver move that leaves them facing may mate: its mates can only be as short as ours or
// shorter. So: it must see a forced mate in the position and after our first move; any other
// first move it mates with in time must fail under our rules (our solver says so); and its
// mate length after our first move must match ours for most of the sample (a depth-limited
// search can report a longer mate than the shortest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveForcesMate, parseUci, Position } from '$lib/engine';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { loadFsf, type Fsf } from '../support/fsf';

let fsf: Fsf;

/** 40 puzzles spread over the collection: every length, composed ones too, in a fixed order. */
function sample(): typeof PUZZLES {
  const byLength = new Map<number, (typeof PUZZLES)[number][]>();
  for (const p of PUZZLES) byLength.set(p.mateIn, [...(byLength.get(p.mateIn) ?? []), p]);
  const want: Record<number, number> = { 1: 8, 2: 10, 3: 10, 4: 7, 5: 5 };
  const out: (typeof PUZZLES)[number][] = [];
  for (const [n, list] of [...byLength].sort((a, b) => a[0] - b[0])) {
    const k = Math.min(want[n] ?? 0, list.length);
    for (let i = 0; i < k; i++) out.push(list[Math.floor(((i + 0.5) * list.length) / k)]);
  }
  return out.slice(0, 40);
}

interface Line {
  multipv: number;
  mate?: number;
  cp?: number;
  move: string;
}

/** Search to `depth`, stopping early once a mate in `mate` is proven. The last complete depth's lines. */
async function analyse(fen: string, depth: number, mate: number, searchmoves?: string, after?: string): Promise<Line[]> {
  fsf.send(`position fen ${fen}${after ? ` moves ${after}` : ''}`);
  const out = await fsf.cmd(
    `go depth ${depth}${mate ? ` mate ${mate}` : ''}${searchmoves ? ` searchmoves ${searchmoves}` : ''}`,
    /^bestmove/,
  );
  const best = new Map<number, Line>();
  let reached = 0;
  for (const l of out) {
    const m = /^info depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (\S+)/.exec(l);
    if (!m) continue;
    if (Number(m[1]) > reached) {
      reached = Number(m[1]);
      best.clear();
    }
    const line: Line = { multipv: Number(m[2]), move: m[5] };
    if (m[3] === 'mate') line.mate = Number(m[4]);
    else line.cp = Number(m[4]);
    best.set(line.multipv, line);
  }
  return [...best.values()].sort((a, b) => a.multipv - b.multipv);
}

beforeAll(async () => {
  fsf = await loadFsf();
  fsf.send('setoption name Threads value 1');
  await fsf.variant('janggicasual');
  fsf.send('setoption name MultiPV value 2');
  await fsf.cmd('isready', /^readyok/);
});
afterAll(() => fsf?.quit());

const exact: string[] = [];
const checked: string[] = [];

describe('Fairy-Stockfish agrees with a sample of the puzzles', () => {
  for (const p of sample()) {
    it(`${p.id} mate in ${p.mateIn}`, { timeout: 60_000 }, async () => {
      const pos = Position.fromFen(p.fen, 'casual');
      if (!pos.ok) throw new Error(pos.error.code);
      // Deep enough that the reported mate is usually the shortest.
      const depth = Math.min(2 * p.mateIn + 5, 13);
      const lines = await analyse(p.fen, depth, p.mateIn);
      // Fairy-Stockfish's selective search may miss a quiet first move from the root at this depth
      // (m3-0410 opens with a general's step, e2d3); the proof that our line mates is the search
      // restricted to our first move below, where every defence must lose.
      // Every other first move Fairy-Stockfish mates with in time fails under our rules
      // (it leaves the generals facing, or a defence into facing escapes).
      for (const l of lines) {
        if (l.move === p.moves[0] || l.mate === undefined || l.mate <= 0 || l.mate > p.mateIn) continue;
        if (p.mateIn >= 2) expect(moveForcesMate(pos.value, parseUci(l.move)!, p.mateIn), `${l.move} mates in ${l.mate} too`).toBe(false);
      }
      // Our first move keeps a forced mate for Fairy-Stockfish.
      const first = await analyse(p.fen, depth, p.mateIn, p.moves[0]);
      let mate = first[0]?.mate;
      if (mate === undefined || mate <= 0) {
        // Not found through searchmoves: play our move and let it search the defence; the
        // defender's best line must be mated (a negative mate for the side to move).
        const reply = await analyse(p.fen, depth, 0, undefined, p.moves[0]);
        const defended = reply[0]?.mate;
        mate = defended !== undefined && defended < 0 ? 1 - defended : undefined;
        if (mate === undefined) {
          // Neither saw it at this depth: 4 plies deeper through searchmoves. m3-0533 (g10g3, a
          // chariot sacrifice): at depth 11 Fairy-Stockfish scores +276 cp for it, at depth 13
          // mate in 3, the puzzle's line.
          const deeper = (await analyse(p.fen, depth + 4, p.mateIn, p.moves[0]))[0]?.mate;
          if (deeper !== undefined && deeper > 0) mate = deeper;
        }
        // Still a forced mate; its length from this depth-limited search may come out longer. m3-0079
        // (investigated, the puzzle stands): after d7b8 Fairy-Stockfish reports a mate in 9 or more
        // (depth 12: mate in 11, PV d9d10 d1e1 …). After d7b8 d9d10 its free search at depth 10 plays
        // b8d7 (+768 cp, no mate seen), but `go depth 10 searchmoves b8c10` scores mate in 2 at once
        // (b8c10, pass, f8e9): its selective search prunes the quiet horse move b8c10. Our solver's
        // search is exhaustive (mateIn: no mate in 2, a mate in 3), so the length 3 is right.
        expect(mate, `after ${p.moves[0]}: ${JSON.stringify(first)} / ${JSON.stringify(reply)}`).toBeGreaterThan(0);
      }
      // Its length may come out longer from a depth-limited search (m3-0079 above: 8 through
      // searchmoves when the hash holds the sample's earlier searches). That every puzzle's first
      // move mates in exactly mate_in is proven in mate-tasks-fsf.test.ts, defence by defence.
      checked.push(p.id);
      if (mate === p.mateIn) exact.push(p.id);
    });
  }

  it('finds the same mate length for most of the sample', () => {
    expect(checked.length).toBe(sample().length);
    expect(exact.length / checked.length).toBeGreaterThanOrEqual(0.8);
  });
});
