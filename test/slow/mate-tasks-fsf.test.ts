// Every mate task of the app against Fairy-Stockfish: the lessons' mate steps, the exercises (none
// has a mate goal) and every puzzle with mate_in > 0 (mates.csv, bakbo.csv, tactics.csv). For each,
// the set of first moves our judge accepts (mateMoves, strict mode, the function behind lessons,
// puzzles and `engine mate`) must equal the set Fairy-Stockfish proves to mate within the stated
// length.
//
// Rules: Fairy-Stockfish's janggitraditional is our strict mode within a mate search. A standing
// bikjang must be broken by the side to move, or it passes and the game ends in a draw (never a
// counted win, as in janggi, whose counting Fairy-Stockfish scores as mate); so a solver move that
// leaves the generals facing never mates, and a defence into bikjang is answered by a move that
// breaks it. Passes, check and mate are the same; no puzzle or lesson FEN is near the move limit,
// and no repetition fits in a mate this short.
//
// Method, per task (mate in n), every root move searched to depth 2n + EXTRA, split by our verdict:
// - The moves we refuse: one search restricted to them (`searchmoves`). Its best move is the best of
//   them, so a mate within n among them shows as its score, and fails the test at once. (Searched
//   this way, a mate hidden among the refused moves is found at least as often as by a MultiPV
//   search of every move to the same depth, which scores each move on its own and costs about 30
//   times more: scripts/puzzles/mate-search-power.ts puts each accepted move among the refused.)
// - Each move we accept: a search restricted to it, stopped once it finds the mate (`go mate n`). A
//   mate it scores within n is proven (its mates come from the positions it searched to the end).
//   A move it does not prove that way is proven move by move: after it, every defence is expanded
//   (Fairy-Stockfish's own legal moves, `go perft 1`), and after each defence a mate in what is left
//   is found by Fairy-Stockfish, searching that position alone, or else by expanding again along
//   our judge's mating moves, down to mates in 1.
// Every move we accept must be one of Fairy-Stockfish's legal moves: it ignores a move it does not
// know, and would then search the position before it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDICATE_NAMES } from '$lib/exercises/predicates';
import { parseLesson } from '$lib/lessons/parse';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { englishSources } from '../../scripts/content-tasks';
import { Position, mateMoves, moveToUci, parseUci } from '../../src/lib/engine';
import { loadFsf, type Fsf } from '../support/fsf';

let fsf: Fsf;

/** Plies beyond the mate's 2n - 1 in the root searches (see the figures printed at the end). */
const EXTRA = Number(process.env.MATE_FSF_EXTRA ?? 1);

interface Task {
  id: string;
  fen: string;
  n: number;
}

function lessonMates(): Task[] {
  const out: Task[] = [];
  for (const file of englishSources('lessons/learn')) {
    const r = parseLesson(file, readFileSync(file, 'utf8'));
    if (!r.lesson) throw new Error(`${file} does not parse`);
    for (const b of r.lesson.blocks)
      if (b.type === 'step' && b.step.goal.kind === 'mate')
        out.push({ id: `${r.lesson.id}/${b.step.id}`, fen: b.step.fen, n: b.step.goal.in });
  }
  return out;
}

const LESSONS = lessonMates();
const MATE_PUZZLES: Task[] = PUZZLES.filter((p) => p.mateIn > 0).map((p) => ({ id: p.id, fen: p.fen, n: p.mateIn }));

const figures = { tasks: 0, accepted: 0, refused: 0, provenAtRoot: 0, provenByExpansion: 0, expansions: 0, searches: 0, ms: 0 };

/** Mate scores of a search (the last depth completed), by first move: +k mates in k, -k is mated in k. */
async function search(fen: string, moves: string[], go: string, multipv: number): Promise<Map<string, number | undefined>> {
  figures.searches++;
  fsf.send(`setoption name MultiPV value ${multipv}`);
  fsf.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
  const out = await fsf.cmd(go, /^bestmove/);
  const scores = new Map<string, number | undefined>();
  let depth = -1;
  for (const l of out) {
    const m = /^info depth (\d+) .*?multipv \d+ score (cp|mate) (-?\d+)(?: \w+bound)?.*? pv (\S+)/.exec(l);
    if (!m) {
      // A position with no legal move: "info depth 0 score mate 0".
      if (/^info depth 0 score mate 0/.test(l)) scores.set('', 0);
      continue;
    }
    if (Number(m[1]) !== depth) {
      depth = Number(m[1]);
      scores.clear();
    }
    scores.set(m[4], m[2] === 'mate' ? Number(m[3]) : undefined);
  }
  return scores;
}

/** Fairy-Stockfish's legal moves after `moves` (a pass is the general's point twice). */
async function legal(fen: string, moves: string[]): Promise<string[]> {
  fsf.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
  const out = await fsf.cmd('go perft 1', /^Nodes searched/);
  return out.map((l) => /^([a-i]\d+[a-i]\d+): 1$/.exec(l)?.[1]).filter((m): m is string => !!m);
}

/** Our position after `moves` from `fen`. */
function ours(fen: string, moves: string[]) {
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) throw new Error(r.error.code);
  for (const u of moves) if (!r.value.play(parseUci(u)!)) throw new Error(`illegal ${u} after ${moves.join(' ')} in ${fen}`);
  return r.value;
}

/** Solver to move after `moves`: Fairy-Stockfish proves a mate within k. */
async function mates(fen: string, moves: string[], k: number): Promise<boolean> {
  if (k <= 0) return false;
  const best = [...(await search(fen, moves, `go depth ${2 * k + 5} mate ${k}`, 1)).values()][0];
  if (best !== undefined && best > 0 && best <= k) return true;
  // Its search pruned the mate: our judge's mating moves (those it knows), each proven by expansion.
  const known = await legal(fen, moves);
  for (const m of mateMoves(ours(fen, moves), k).map(moveToUci)) if (known.includes(m) && (await mated(fen, [...moves, m], k))) return true;
  return false;
}

/** Defender to move after the solver's move: Fairy-Stockfish proves it mated within k solver moves (that one counted). */
async function mated(fen: string, moves: string[], k: number): Promise<boolean> {
  figures.expansions++;
  const replies = await legal(fen, moves);
  if (replies.length === 0) return ours(fen, moves).isCheck();
  if (k <= 1) return false;
  for (const r of replies) if (!(await mates(fen, [...moves, r], k - 1))) return false;
  return true;
}

beforeAll(async () => {
  fsf = await loadFsf();
  fsf.send('setoption name Threads value 1');
  await fsf.variant('janggitraditional');
  await fsf.cmd('isready', /^readyok/);
});
afterAll(() => {
  fsf?.quit();
  console.info(
    `mate tasks against Fairy-Stockfish (janggitraditional, root depth 2n+${EXTRA}): ${figures.tasks} tasks, ${figures.accepted} first moves accepted ` +
      `(${figures.provenAtRoot} proven by the search of that move, ${figures.provenByExpansion} by expansion, ${figures.expansions} defences expanded), ` +
      `${figures.refused} refused, ${figures.searches} searches, ${(figures.ms / 1000).toFixed(1)} s`,
  );
});

async function check(t: Task): Promise<void> {
  const t0 = Date.now();
  const depth = 2 * t.n + EXTRA;
  const accepted = mateMoves(ours(t.fen, []), t.n).map(moveToUci).sort();
  const all = await legal(t.fen, []);
  expect(
    accepted.filter((m) => !all.includes(m)),
    `${t.id}: moves we accept that Fairy-Stockfish does not know`,
  ).toEqual([]);
  // Every move Fairy-Stockfish mates with in time is one we accept: the best of the others is no mate in time.
  const refused = all.filter((m) => !accepted.includes(m));
  if (refused.length > 0) {
    const [best, k] = [...(await search(t.fen, [], `go depth ${depth} searchmoves ${refused.join(' ')}`, 1))][0] ?? [];
    expect(
      k !== undefined && k > 0 && k <= t.n ? [`${best} (mate in ${k})`] : [],
      `${t.id}: Fairy-Stockfish mates with moves we refuse`,
    ).toEqual([]);
  }
  // Every move we accept is a mate in time for Fairy-Stockfish too.
  const unproven: string[] = [];
  for (const m of accepted) {
    const [first, k] = [...(await search(t.fen, [], `go depth ${depth} mate ${t.n} searchmoves ${m}`, 1))][0] ?? [];
    if (first === m && k !== undefined && k > 0 && k <= t.n) {
      figures.provenAtRoot++;
      continue;
    }
    figures.provenByExpansion++;
    if (!(await mated(t.fen, [m], t.n))) unproven.push(m);
  }
  expect(unproven, `${t.id}: accepted but not proven a mate in ${t.n}`).toEqual([]);
  figures.tasks++;
  figures.accepted += accepted.length;
  figures.refused += refused.length;
  figures.ms += Date.now() - t0;
}

describe('mate tasks: the moves our judge accepts are the moves Fairy-Stockfish proves', () => {
  it('covers every lesson mate step and every mate puzzle; no exercise has a mate goal', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(20);
    expect(MATE_PUZZLES.length).toBe(PUZZLES.filter((p) => p.mateIn > 0).length);
    expect(MATE_PUZZLES.length).toBeGreaterThan(1500);
    expect(PREDICATE_NAMES.filter((p) => /mate(?!rial)/i.test(p))).toEqual([]);
  });

  describe('lessons', () => {
    for (const t of LESSONS) it(`${t.id} (mate in ${t.n})`, { timeout: 300_000 }, () => check(t));
  });

  describe('puzzles', () => {
    for (const t of MATE_PUZZLES) it(`${t.id} (mate in ${t.n})`, { timeout: 300_000 }, () => check(t));
  });
});

describe('engine mate <n> <fen> lists the same moves', () => {
  // The command line calls the same function; one sample of each kind, the lesson steps the fixed
  // rule changed among them.
  const sample = [
    ...LESSONS.filter((t) => /two-chariots|mate-not-repeat/.test(t.id)),
    ...[1, 2, 3, 4, 5].flatMap((n) => MATE_PUZZLES.filter((p) => p.n === n).slice(0, 1)),
    ...MATE_PUZZLES.filter((p) => p.id.startsWith('bk')).slice(0, 1),
  ];
  for (const t of sample)
    it(`${t.id}`, () => {
      const r = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/engine/cli.ts', 'mate', String(t.n), t.fen], {
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const listed = r.stdout.trim().split('\n').sort();
      const expected = mateMoves(ours(t.fen, []), t.n).map(moveToUci).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(listed).toEqual(expected);
    });
});
