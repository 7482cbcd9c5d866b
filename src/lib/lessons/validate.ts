/**
 * Checks parsed lessons against the engine: every position is playable, every goal makes sense,
 * and every step can be done within its budget. The search uses the same judge as the player
 * (judge.ts): iterative deepening over the solver's moves with the opponent's pass/scripted
 * replies; mates go to the mate solver, whose defender is the one the player meets.
 */
// Build-time checks say task messages and explain moves in English, outside any page.
import '$lib/task/english';
import '$lib/task/mate-solver';
import { Position, type Move, type Square } from '$lib/engine';
import { goalRules } from './goals';
import { sourceOf } from './goals/source';
import { follow, followTargets, initialRemaining, initialTracked, judgeSolverMove, scriptedReply } from './judge';
import { LessonError, type Lesson, type LessonMeta, type Step } from './types';
import { engineErrorText } from '$lib/i18n/engine-errors';

/** Search limit per step, so a careless budget cannot hang the build. */
const NODE_LIMIT = 400_000;

export interface StepReport {
  stepId: string;
  /** Fewest moves that do the task (taps/tries for dests and choose). */
  best: number;
  nodes: number;
}

export function validateLesson(lesson: Lesson): { errors: LessonError[]; reports: StepReport[] } {
  const errors: LessonError[] = [];
  const reports: StepReport[] = [];
  for (const block of lesson.blocks) {
    if (block.type === 'diagram') {
      const r = Position.fromFen(block.diagram.fen);
      if (!r.ok) errors.push(new LessonError(lesson.file, block.line + 1, `diagram fen: ${engineErrorText(r.error)}`));
    }
    if (block.type !== 'step') continue;
    const before = errors.length;
    const report = validateStep(lesson.file, block.step, errors);
    if (report && errors.length === before) reports.push(report);
  }
  return { errors, reports };
}

function validateStep(file: string, step: Step, errors: LessonError[]): StepReport | undefined {
  const fail = (line: number, msg: string) => {
    errors.push(new LessonError(file, line, msg));
    return undefined;
  };
  const r = Position.fromFen(step.fen, step.rules);
  if (!r.ok) return fail(step.lines.fen, `step fen: ${engineErrorText(r.error)}`);
  const pos = r.value;
  const goal = step.goal;
  const gl = step.lines.goal;
  const side = pos.turn === 'cho' ? 'Cho' : 'Han';

  if (pos.outcome()) return fail(step.lines.fen, `step fen: the game is already over here (${pos.outcome()!.reason})`);

  const lines = { fen: step.lines.fen, goal: gl, budget: step.lines.budget };
  const found = sourceOf(goal).check?.(pos, goal, { side, budget: step.budget });
  if (found && 'error' in found) return fail(lines[found.at], found.error);
  if (found) return { stepId: step.id, best: found.best, nodes: 0 };

  const search = new Search(pos, step);
  const best = search.fewest(step.budget);
  if (search.nodes > NODE_LIMIT) return fail(gl, `step goal: the search gave up after ${NODE_LIMIT} positions; use a smaller position or budget`);
  if (best === 0)
    return fail(gl, `step goal: ${goal.kind} cannot be done within ${step.budget} move${step.budget === 1 ? '' : 's'} (the engine found no way)`);
  if (best < step.budget && !sourceOf(goal).slack)
    return fail(step.lines.budget, `step budget: ${step.budget} moves, but it can be done in ${best}; write budget: ${best} so three stars mean the best path`);
  return { stepId: step.id, best, nodes: search.nodes };
}

/** Iterative deepening over the solver's moves, with the step's opponent answering. */
class Search {
  nodes = 0;
  /** The solver's moves of the last solution found, in order. */
  line: Move[] = [];
  private readonly failed = new Map<string, number>();

  constructor(
    private readonly pos: Position,
    private readonly step: Step,
  ) {}

  /** Fewest solver moves (1..max) that complete the step, 0 if none. */
  fewest(max: number): number {
    const remaining = initialRemaining(this.step.goal);
    const tracked = initialTracked(this.step.goal);
    for (let d = 1; d <= max; d++) {
      if (this.solve(d, 0, remaining, tracked)) return d;
      if (this.nodes > NODE_LIMIT) return 0;
    }
    return 0;
  }

  private solve(depth: number, index: number, remaining: Square[], tracked: Square | undefined): boolean {
    if (depth === 0 || this.nodes > NODE_LIMIT) return false;
    const pos = this.pos;
    const key = `${pos.hashKey()}|${remaining.join(',')}|${tracked ?? ''}|${this.step.opponent.kind === 'scripted' ? index : ''}`;
    if ((this.failed.get(key) ?? 0) >= depth) return false;
    this.nodes++;
    for (const move of pos.legalMoves()) {
      const res = judgeSolverMove(pos, this.step, move, remaining, Infinity, tracked, index);
      if (!res.verdict.ok) continue;
      if (res.done) {
        pos.undo();
        this.line = [move];
        return true;
      }
      let ok = false;
      if (depth > 1) {
        const reply: Move | undefined = scriptedReply(pos, this.step, index);
        if (reply) {
          pos.play(reply);
          const t = follow(follow(tracked, move), reply);
          ok = this.solve(depth - 1, index + 1, followTargets(res.remaining, reply), t);
          pos.undo();
        }
      }
      pos.undo();
      if (ok) {
        this.line = [move, ...this.line];
        return true;
      }
    }
    this.failed.set(key, Math.max(this.failed.get(key) ?? 0, depth));
    return false;
  }
}

/**
 * A shortest solution of a move task (reach, capture, check, escape, pass, bikjang, mate): the
 * solver's moves in order, the opponent answering as the step says. Undefined for tapping and
 * choosing tasks, or when there is none within the budget.
 */
export function solveStep(step: Step): Move[] | undefined {
  const r = Position.fromFen(step.fen, step.rules);
  if (!r.ok) return undefined;
  const pos = r.value;
  const goal = step.goal;
  const rules = goalRules(goal);
  if (rules.taps || rules.options) return undefined;
  const solve = sourceOf(goal).solve;
  if (solve) return solve(pos, goal);
  const search = new Search(pos, step);
  return search.fewest(step.budget) ? search.line : undefined;
}

/** Checks the set: unique ids and orders, known prerequisites, no cycles, at least one step. */
export function validateCollection(lessons: LessonMeta[]): LessonError[] {
  const errors: LessonError[] = [];
  const byId = new Map<string, LessonMeta>();
  for (const l of lessons) {
    const other = byId.get(l.id);
    if (other) errors.push(new LessonError(l.file, 1, `frontmatter id: "${l.id}" is also the id of ${other.file}`));
    else byId.set(l.id, l);
  }
  const orders = new Map<number, LessonMeta>();
  for (const l of lessons) {
    const other = orders.get(l.order);
    if (other) errors.push(new LessonError(l.file, 1, `frontmatter order: ${l.order} is also the order of ${other.file}`));
    else orders.set(l.order, l);
  }
  for (const l of lessons)
    for (const p of l.prerequisites) {
      const pre = byId.get(p);
      if (!pre) errors.push(new LessonError(l.file, 1, `frontmatter prerequisites: no lesson has the id "${p}"`));
      else if (pre.order >= l.order)
        errors.push(new LessonError(l.file, 1, `frontmatter prerequisites: "${p}" comes later in the course (order ${pre.order} >= ${l.order})`));
    }
  return errors;
}
