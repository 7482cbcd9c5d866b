/**
 * Soundness of an exercise by Fairy-Stockfish (devDependency; tests and scripts only): the intended
 * first move against the engine's best at a fixed depth under the exercise's rules, and every
 * scripted reply of the intended line against the engine's three best answers (MultiPV 3).
 * Used by test/slow/exercises-fsf.test.ts and scripts/exercises-fsf.ts.
 */
import { Position, RULE_SETS, moveToUci, parseUci, type Move } from '../../src/lib/engine';
import { opponentReply } from '../../src/lib/exercises/opponent';
// Node side: importing the defence fills opponent.ts's slot (the browser loads it lazily).
import '../../src/lib/exercises/defence';
import type { Exercise } from '../../src/lib/exercises/types';

export { loadFsf, type Fsf } from './fsf';
import type { Fsf } from './fsf';

/** A mate score in centipawns (mate in n plies: MATE - n). */
const MATE = 100_000;

export interface Line {
  move: string;
  /** Centipawns for the side to move. */
  cp: number;
  /** The principal variation, this move first. */
  pv: string[];
}

function parseScore(l: string): number | undefined {
  const m = / score (cp|mate) (-?\d+)/.exec(l);
  if (!m) return undefined;
  const n = Number(m[2]);
  return m[1] === 'cp' ? n : n > 0 ? MATE - n : -MATE - n;
}

export class Analyser {
  private current = '';
  constructor(readonly fsf: Fsf) {}

  private async setup(variant: string, fen: string, moves: string[], multipv: number) {
    if (variant !== this.current) {
      await this.fsf.variant(variant);
      this.current = variant;
    }
    this.fsf.send(`setoption name MultiPV value ${multipv}`);
    this.fsf.send('ucinewgame');
    await this.fsf.cmd('isready', /^readyok/);
    this.fsf.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
  }

  /** The best `multipv` lines at `depth` (best first). */
  async top(variant: string, fen: string, moves: string[], depth: number, multipv = 1, searchmoves: string[] = []): Promise<Line[]> {
    await this.setup(variant, fen, moves, multipv);
    const out = await this.fsf.cmd(`go depth ${depth}${searchmoves.length ? ` searchmoves ${searchmoves.join(' ')}` : ''}`, /^bestmove/);
    const byPv = new Map<number, Line>();
    for (const l of out) {
      if (!l.startsWith('info') || !new RegExp(` depth ${depth} `).test(l)) continue;
      const cp = parseScore(l);
      const pv = / multipv (\d+)/.exec(l);
      const mv = / pv (.+)$/.exec(l);
      if (cp === undefined || !mv) continue;
      const line = mv[1].trim().split(/\s+/);
      byPv.set(pv ? Number(pv[1]) : 1, { move: line[0], cp, pv: line });
    }
    const lines = [...byPv.entries()].sort(([a], [b]) => a - b).map(([, l]) => l);
    if (lines.length === 0) {
      const best = /^bestmove (\S+)/.exec(out.find((l) => l.startsWith('bestmove')) ?? '');
      if (best) lines.push({ move: best[1], cp: 0, pv: [best[1]] });
    }
    return lines;
  }
}

export interface Verdict {
  id: string;
  rules: string;
  /** Intended first move, FSF's best and their scores (cp for the solver). */
  intended?: string;
  intendedCp?: number;
  best?: string;
  bestCp?: number;
  /** best - intended, in centipawns (0 when the intended move is the best). */
  loss?: number;
  /** Scripted replies of the intended line that FSF does not rank among its three best. */
  badReplies: { ply: number; reply: string; top: Line[] }[];
  /** Every reply the defence gave along the intended line (scripted or searched). */
  line: string[];
}

const cap = (cp: number) => Math.max(-MATE / 10, Math.min(MATE / 10, cp));

/** Analyses one move exercise (choice tasks return undefined). */
export async function analyseExercise(an: Analyser, ex: Exercise, depth: number, replyDepth = 12): Promise<Verdict | undefined> {
  const task = ex.exercise;
  if (task.choice || task.solution.length === 0) return undefined;
  const variant = RULE_SETS[task.rules].fsfVariant;
  const intended = moveToUci(task.solution[0]);
  const [best] = await an.top(variant, task.fen, [], depth);
  const [mine] = await an.top(variant, task.fen, [], depth, 1, [intended]);
  const verdict: Verdict = {
    id: `${ex.track}/${ex.id}`,
    rules: task.rules,
    intended,
    intendedCp: mine?.cp,
    best: best?.move,
    bestCp: best?.cp,
    loss: best && mine ? Math.max(0, cap(best.cp) - cap(mine.cp)) : undefined,
    badReplies: [],
    line: [],
  };
  // Walk the intended line with the exercise's own defence; check the scripted replies.
  const r = Position.fromFen(task.fen, task.rules);
  if (!r.ok) throw new Error(r.error.code);
  const pos = r.value;
  const played: string[] = [];
  for (let i = 0; i < task.solution.length; i++) {
    const m = task.solution[i];
    if (!pos.isLegal(m)) break;
    pos.play(m);
    played.push(moveToUci(m));
    if (pos.outcome() || pos.legalMoves().length === 0) break;
    const reply: Move | undefined = opponentReply(pos, task.opponent, i, true);
    if (!reply) break;
    const uci = moveToUci(reply);
    verdict.line.push(uci);
    // Scripted: a listed reply, or a `pass` opponent's pass (under tournament rules a pass is a
    // move like any other). A reply the defence gave in its place (in check, or a pass that would
    // lose at once) is the search, not a script.
    const scripted =
      (task.opponent.kind === 'scripted' && i < task.opponent.moves.length) || (task.opponent.kind === 'pass' && reply.from === reply.to);
    if (scripted) {
      const top = await an.top(variant, task.fen, played, replyDepth, 3);
      if (!top.some((l) => l.move === uci)) verdict.badReplies.push({ ply: played.length + 1, reply: uci, top });
    }
    pos.play(reply);
    played.push(uci);
    if (pos.outcome()) break;
  }
  return verdict;
}

export { parseUci };
