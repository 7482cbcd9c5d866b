/**
 * Fairy-Stockfish's rules for a winning-material or defence puzzle line, under tournament rules
 * (UCI_Variant janggi: bikjang and counting), shared by the generator (tactics-deep-fsf.ts) and the
 * whole-collection check (fsf-check.ts):
 *  - at every solver move the stored move is FSF's best (MultiPV 2) and ahead of its runner-up by
 *    GAP centi-points or more, or it is FSF's only mate;
 *  - at every defender move the stored move is FSF's best, or scores within EQUAL of it (two
 *    defences FSF cannot tell apart: its choice between them depends on the hash);
 *  - a winning line leaves the solver UP centi-points or more ahead after FSF's best defence (its
 *    score at the first and at the last solver move); a defence (theme `defence`) keeps FSF's score
 *    at HOLD or more, every other first move scores UP (2 points) less, and its later solver moves
 *    are FSF's best or score the same (several moves may hold there);
 *  - a count (theme `count`: the line wins the game on the count) is FSF's only win: its first
 *    move FSF's mate (FSF scores a game won on the count as a mate), and its runner-up scores
 *    under COUNT_ELSE, so that no other move keeps the solver better.
 * FSF's point is worth about 65 cp (tactics-fsf.ts measured 58–75 cp): GAP (100 cp) is about 1.5
 * points, UP (130 cp) about 2.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { loadFsf, type Fsf } from '../../test/support/fsf';

/** Every row of the collections under `dir` with mate_in 0 (winning material, defence, count). */
export function tacticRows(dir = 'lessons/puzzles'): Puzzle[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .flatMap((f) => parsePuzzleCsv(readFileSync(`${dir}/${f}`, 'utf8'), `${dir}/${f}`))
    .filter((p) => p.mateIn === 0);
}

/**
 * A fresh engine for one puzzle: one thread, 32 MB of hash, tournament rules. Starting one costs
 * about 1.2–1.6 s of CPU (the engine's tables built in the wasm), so a run over many puzzles starts
 * one and calls `resetFsf` before each.
 */
export async function freshFsf(): Promise<Fsf> {
  const fsf = await loadFsf();
  fsf.send('setoption name Threads value 1');
  fsf.send('setoption name Hash value 32');
  await fsf.variant('janggi');
  return fsf;
}

/**
 * Puts a used engine back in a fresh engine's state, so every search after it visits the same nodes
 * as a fresh engine's would (test/slow/puzzles-tactics-fsf.test.ts compares the node counts).
 * `ucinewgame` alone is not enough: it empties the hash and the history tables, but 4 of 13
 * puzzles then searched other nodes. Setting the thread count again makes the search thread anew
 * with all its caches, and setting the hash size again allocates the table anew; with those, all 13
 * searched the same nodes at every ply.
 */
export async function resetFsf(fsf: Fsf): Promise<void> {
  fsf.send('setoption name Threads value 1');
  fsf.send('setoption name Hash value 32');
  fsf.send('ucinewgame');
  await fsf.cmd('isready', /^readyok/);
}

export const GAP = 100;
export const UP = 130;
export const HOLD = -100;
export const EQUAL = 30;
export const COUNT_ELSE = 0;
const MATE_CP = 100000;

export interface FsfLine {
  move: string;
  /** Centi-points for the side to move; a mate is ±MATE_CP less its length. */
  cp: number;
  mate?: number;
}

/** FSF's `multipv` best lines at `depth` in `fen` after `moves` (the last complete depth). */
export async function analyse(fsf: Fsf, fen: string, moves: readonly string[], depth: number, multipv = 2): Promise<FsfLine[]> {
  fsf.send(`setoption name MultiPV value ${multipv}`);
  fsf.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
  const out = await fsf.cmd(`go depth ${depth}`, /^bestmove/);
  const lines = new Map<number, FsfLine>();
  let reached = 0;
  for (const l of out) {
    const m = /^info depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+)(?!\d)(?! lowerbound| upperbound).* pv (\S+)/.exec(l);
    if (!m) continue;
    if (Number(m[1]) > reached) {
      reached = Number(m[1]);
      lines.clear();
    }
    const v = Number(m[4]);
    const line: FsfLine = { move: m[5], cp: m[3] === 'mate' ? Math.sign(v) * (MATE_CP - Math.abs(v)) : v };
    if (m[3] === 'mate') line.mate = v;
    lines.set(Number(m[2]), line);
  }
  if (!lines.size) {
    // No legal move, or mated: bestmove (none).
    return [];
  }
  return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
}

export type Kind = 'material' | 'defence' | 'count';

/** The rules a collection row is checked by, from its themes. */
export const kindOf = (themes: readonly string[]): Kind =>
  themes.includes('count') ? 'count' : themes.includes('defence') ? 'defence' : 'material';

/**
 * Problems FSF finds with the line `moves` from `fen` (solver to move), none when it confirms it.
 * `lines` receives what FSF said at each ply (for the generator's log).
 */
export async function fsfLineProblems(fsf: Fsf, fen: string, moves: readonly string[], kind: Kind, depth: number): Promise<string[]> {
  return (await fsfLine(fsf, fen, moves, kind, depth, false)).problems;
}

/**
 * As fsfLineProblems; with `follow`, every move after the first is replaced by FSF's own choice
 * (the generator's line: FSF's best defence and FSF's best continuation), and it stops at the
 * first problem.
 */
export async function fsfLine(
  fsf: Fsf,
  fen: string,
  stored: readonly string[],
  kind: Kind,
  depth: number,
  follow: boolean,
): Promise<{ problems: string[]; moves: string[] }> {
  const problems: string[] = [];
  const moves = [...stored];
  for (let i = 0; i < moves.length; i++) {
    if (follow && problems.length) break;
    const lines = await analyse(fsf, fen, moves.slice(0, i), depth, 2);
    const [a, b] = lines;
    if (!a) return { problems: [...problems, `no FSF line at ply ${i + 1}`], moves };
    if (follow && i > 0) moves[i] = a.move;
    if (i % 2 === 0 && kind === 'defence' && i > 0) {
      // A defence's later moves: any move FSF rates as its best (several may hold).
      const own = a.move === moves[i] ? a : b?.move === moves[i] ? b : undefined;
      if (!own || a.cp - own.cp > EQUAL) problems.push(`ply ${i + 1}: FSF plays ${a.move} (${a.cp}), not ${moves[i]}`);
    } else if (i % 2 === 0) {
      if (a.move !== moves[i]) {
        problems.push(`ply ${i + 1}: FSF plays ${a.move} (${a.cp}), not ${moves[i]} (${b?.move === moves[i] ? b.cp : 'lower'})`);
        continue;
      }
      const onlyMate = a.mate !== undefined && a.mate > 0 && !(b?.mate !== undefined && b.mate > 0);
      if (kind === 'count' && i === 0) {
        if (!onlyMate) problems.push(`ply 1: ${a.move} is not FSF's only win (${a.cp}; runner-up ${b?.move} ${b?.cp})`);
        else if (b && b.cp >= COUNT_ELSE) problems.push(`ply 1: the runner-up ${b.move} still scores ${b.cp}`);
        continue;
      }
      const gap = kind === 'defence' ? UP : GAP;
      if (!onlyMate && b && a.cp - b.cp < gap)
        problems.push(`ply ${i + 1}: ${a.move} ${a.cp} leads the runner-up ${b.move} ${b.cp} by under ${gap}`);
      if (a.mate !== undefined && a.mate < 0) problems.push(`ply ${i + 1}: FSF sees the solver mated`);
      const last = i === moves.length - 1;
      if (kind === 'material' && (i === 0 || last) && a.mate === undefined && a.cp < UP)
        problems.push(`ply ${i + 1}: the solver is only ${a.cp} cp ahead after ${a.move}`);
      if (kind === 'defence' && i === 0 && a.cp < HOLD) problems.push(`ply 1: ${a.move} holds only ${a.cp} cp`);
    } else {
      const own = a.move === moves[i] ? a : b?.move === moves[i] ? b : undefined;
      if (!own || a.cp - own.cp > EQUAL)
        problems.push(`ply ${i + 1}: FSF defends with ${a.move} (${a.cp}), not ${moves[i]}${own ? ` (${own.cp})` : ''}`);
    }
  }
  return { problems, moves };
}
