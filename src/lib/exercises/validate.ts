/**
 * Checks parsed exercises against the engine: the position is playable, the goal is not already
 * met, a search over the solver's moves (with the opponent's real answers) reaches the goal within
 * the budget, the intended solution passes, and every listed wrong try fails with the listed
 * message. Choice tasks: options with boards agree with `correct-if`, the solution is a correct
 * option and every wrong option says what the markdown expects.
 */
import { Position, squareName, type Move } from '$lib/engine';
import '$lib/task/english';
import { sayEn } from '$lib/task/messages';
import { ContentError } from '$lib/content/errors';
import { evaluateAll, type PredicateContext } from './predicates';
// The defence fills the opponent's slot: the validator computes replies synchronously.
import './defence';
import { ExerciseRunner, contextFor, followsSolution, optionFen, playTurn, replay } from './runner';
import type { Exercise, ExerciseMeta, ExerciseTask } from './types';
import { engineErrorText } from '$lib/i18n/engine-errors';

/**
 * Solver moves the search may try per exercise: against a passing opponent (replies are free), and
 * against the defending search, where every reply is a search of its own (then the intended
 * solution, replayed with the same defence, is the proof when the limit is reached).
 */
const NODE_LIMIT = 1_500;
const SEARCH_NODE_LIMIT = 40;

export interface ExerciseReport {
  id: string;
  /** Fewest solver moves that solve it (1 for a choice). */
  best: number;
  /** Solver moves tried by the search. */
  nodes: number;
  /** False when the search stopped at its limit and the solution stood in as the proof. */
  exhaustive: boolean;
}

export function validateExercise(ex: Exercise): { errors: ContentError[]; report?: ExerciseReport } {
  const errors: ContentError[] = [];
  const task = ex.exercise;
  const fail = (line: number, msg: string) => errors.push(new ContentError(ex.file, line, msg));
  const r = Position.fromFen(task.fen, task.rules);
  if (!r.ok) {
    fail(task.lines.fen, `exercise fen: ${engineErrorText(r.error)}`);
    return { errors };
  }
  const pos = r.value;
  if (pos.outcome()) fail(task.lines.fen, `exercise fen: the game is already over here (${pos.outcome()!.reason})`);
  for (const block of [...ex.intro, ...ex.explanation])
    if (block.type === 'diagram' && !Position.fromFen(block.diagram.fen).ok) fail(block.line + 1, 'diagram fen: not a valid position');
  if (errors.length) return { errors };
  const ctx = contextFor(task);

  if (task.choice) {
    validateChoice(ex, ctx, fail);
    return { errors, report: errors.length ? undefined : { id: ex.id, best: 1, nodes: 0, exhaustive: true } };
  }

  const atStart = evaluateAll(task.goal, pos, ctx);
  if (atStart.ok) fail(task.lines.goal, 'exercise goal: it already holds before any move; the task would be empty');
  const keptAtStart = evaluateAll(task.keep, pos, ctx);
  if (!keptAtStart.ok) fail(task.lines.goal, `exercise keep: it fails before any move (${sayEn(keptAtStart.message)})`);

  if (task.solution.length > task.budget)
    fail(task.lines.solution, `exercise solution: ${task.solution.length} moves, but the budget is ${task.budget}`);
  const sol = replay(task, task.solution);
  if (sol.status !== 'solved')
    fail(task.lines.solution, `exercise solution: it does not solve the exercise (${sol.status}${sol.message ? `: ${sol.message}` : ''})`);
  else if (sol.at + 1 < task.solution.length)
    fail(task.lines.solution, `exercise solution: solved after ${sol.at + 1} moves; drop the moves after that`);

  for (const w of task.wrong) {
    const res = replay(task, w.moves);
    const moves = w.moves.map((m) => squareName(m.from) + squareName(m.to)).join(' ');
    if (res.status === 'solved') fail(w.line, `exercise wrong: [${moves}] solves the exercise; it is not a wrong try`);
    else if (res.status === 'playing')
      fail(w.line, `exercise wrong: [${moves}] has not failed yet after ${w.moves.length} moves; add the moves up to the failure`);
    else if (res.message !== w.message) fail(w.line, `exercise wrong: [${moves}] fails with "${res.message}", not "${w.message}"`);
  }

  // The search proves the goal reachable within the budget (and finds the fewest moves). On a big
  // board with a searching opponent it may stop at its limit; the intended solution, replayed
  // above with the same opponent, is then the proof.
  const search = new Search(pos, task, ctx);
  let best = search.fewest(task.budget);
  if (best === 0 && search.gaveUp && sol.status === 'solved') best = sol.at + 1;
  else if (best === 0) fail(task.lines.goal, `exercise goal: the engine finds no way to reach it within ${task.budget} moves`);
  return { errors, report: errors.length ? undefined : { id: ex.id, best, nodes: search.nodes, exhaustive: !search.gaveUp } };
}

function validateChoice(ex: Exercise, ctx: PredicateContext, fail: (line: number, msg: string) => void) {
  const task = ex.exercise;
  const choice = task.choice!;
  choice.options.forEach((o, i) => {
    const fen = optionFen(task, o);
    if (!fen) return;
    const p = Position.fromFen(fen, task.rules);
    if (!p.ok) return fail(task.lines.goal, `exercise choose option ${i + 1}: ${engineErrorText(p.error)}`);
    if (!choice.correctIf) return;
    const v = evaluateAll(choice.correctIf, p.value, { ...ctx, start: p.value });
    if (v.ok !== o.correct)
      fail(
        task.lines.goal,
        `exercise choose option ${i + 1} ("${o.text}"): marked ${o.correct ? 'correct' : 'wrong'}, but correct-if ${v.ok ? 'holds' : `fails (${sayEn(v.message)})`}`,
      );
  });
  const n = task.solutionOption!;
  if (!choice.options[n - 1]?.correct) fail(task.lines.solution, `exercise solution: option ${n} is not marked correct`);
  for (const w of task.wrong) {
    const runner = new ExerciseRunner(task);
    const f = runner.choose(w.option! - 1);
    if (f.kind !== 'failed') fail(w.line, `exercise wrong: option ${w.option} is correct, not a wrong try`);
    else if (sayEn(f.message) !== w.message)
      fail(w.line, `exercise wrong: option ${w.option} says "${sayEn(f.message)}", not "${w.message}"`);
  }
}

/** Iterative deepening over the solver's moves, with the exercise's opponent answering. */
class Search {
  nodes = 0;
  private readonly failed = new Map<string, number>();

  constructor(
    private readonly pos: Position,
    private readonly task: ExerciseTask,
    private readonly ctx: PredicateContext,
  ) {}

  /** Whether the search stopped at its limit (then `fewest` may have missed a shorter way). */
  gaveUp = false;

  fewest(max: number): number {
    for (let d = 1; d <= max; d++) {
      if (this.solve(d, 0, [])) return d;
      if (this.gaveUp) return 0;
    }
    return 0;
  }

  private solve(depth: number, index: number, path: Move[]): boolean {
    if (depth === 0) return false;
    const pos = this.pos;
    const onScript = followsSolution(this.task, path);
    const key = `${pos.hashKey()}|${index}|${onScript ? 1 : 0}`;
    if ((this.failed.get(key) ?? 0) >= depth) return false;
    // A turn is judged as if it were the last one allowed when depth is 1.
    const task = { ...this.task, budget: index + depth };
    // The intended solution's move first: with a searching defence every reply costs a search, and
    // the proof of "reachable" is usually that line.
    const intended = onScript ? this.task.solution[index] : undefined;
    const moves = pos.legalMoves();
    if (intended)
      moves.sort(
        (a, b) => Number(b.from === intended.from && b.to === intended.to) - Number(a.from === intended.from && a.to === intended.to),
      );
    for (const move of moves) {
      if (move.from === move.to && !pos.isBikjang()) continue;
      if (++this.nodes > (this.task.opponent.kind === 'pass' ? NODE_LIMIT : SEARCH_NODE_LIMIT)) {
        this.gaveUp = true;
        return false;
      }
      const ply = pos.ply;
      const next = [...path, move];
      const r = playTurn(pos, task, this.ctx, move, index, followsSolution(this.task, next));
      const ok = r.status === 'solved' || (r.status === 'playing' && depth > 1 && this.solve(depth - 1, index + 1, next));
      while (pos.ply > ply) pos.undo();
      if (ok) return true;
      if (this.gaveUp) return false;
    }
    this.failed.set(key, Math.max(this.failed.get(key) ?? 0, depth));
    return false;
  }
}

/** Checks the set: unique ids and orders per track, the track matching the folder. */
export function validateExerciseSet(exercises: ExerciseMeta[]): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, ExerciseMeta>();
  const orders = new Map<string, ExerciseMeta>();
  for (const e of exercises) {
    const folder = /lessons\/exercises\/([^/]+)\//.exec(e.file)?.[1];
    if (folder && folder !== e.track)
      errors.push(new ContentError(e.file, 1, `frontmatter track: "${e.track}" but the file is in the ${folder} folder`));
    const k = `${e.track}/${e.id}`;
    const other = seen.get(k);
    if (other) errors.push(new ContentError(e.file, 1, `frontmatter id: "${e.id}" is also the id of ${other.file}`));
    else seen.set(k, e);
    const ok = `${e.track}/${e.order}`;
    const o2 = orders.get(ok);
    if (o2) errors.push(new ContentError(e.file, 1, `frontmatter order: ${e.order} is also the order of ${o2.file}`));
    else orders.set(ok, e);
  }
  return errors;
}
