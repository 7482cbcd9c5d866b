/**
 * Lesson markdown -> typed lesson. Runs at build time (prerender) and in tests.
 *
 * A lesson file is YAML frontmatter, prose, and fenced blocks:
 * - ```diagram  (YAML: fen, arrows, marks, caption) a static board;
 * - ```step     (YAML: fen, task, goal, budget, opponent, hints, success, ...) an interactive task.
 * Prose becomes a small AST (headings, paragraphs, emphasis, strong, lists, quotes, inline code,
 * links). Raw HTML is dropped, never rendered. Every error names the file and line.
 */
import { RULE_SET_NAMES, Position, parseUci, type Move, type RuleSetName } from '$lib/engine';
import { LEVELS, LessonError, type Goal, type Lesson, type LessonBlock, type LessonMeta, type Level, type Opponent, type Step } from './types';
import type { GoalKind } from './goals';
import type { Janggi } from './goals/kind';
import { GOAL_SOURCES, sourceOf } from './goals/source';
import { readGoal, type GoalWords } from '$lib/content/goal-kind';
import {
  diagramFields,
  parseArrows,
  parseFenField,
  parseMarks,
  parseOptionFields,
  parseOptions,
  parseStrings,
  square,
  squares,
  text1,
} from '$lib/content/blocks';
import { duplicateIds, parseContentFile, type BlockContext } from '$lib/content/parse-file';
import type { Diagram } from '$lib/content/types';
import { YamlFields, type Path } from '$lib/content/yaml-fields';

const FRONTMATTER_KEYS = ['id', 'title', 'order', 'summary', 'level', 'prerequisites'] as const;
const STEP_KEYS = ['id', 'fen', 'rules', 'task', 'goal', 'budget', 'opponent', 'hints', 'success', 'wrong', 'arrows', 'marks'] as const;
export const MAX_BUDGET = 8;

export interface ParseResult {
  lesson?: Lesson;
  /** The frontmatter when it was readable, even if the rest has errors (for cross-lesson checks). */
  meta?: LessonMeta;
  errors: LessonError[];
}

/** Parses one lesson file; never throws. */
export function parseLesson(file: string, source: string): ParseResult {
  const parsed = parseContentFile<Meta, { step: Step; diagram: Diagram }>(file, source, {
    starts: 'a lesson starts with a "---" YAML block (id, title, order, summary, level, prerequisites)',
    frontmatterKeys: FRONTMATTER_KEYS,
    frontmatter: parseFrontmatter,
    blocks: { step: parseStep, diagram: diagramFields },
  });
  const { meta, errors } = parsed;
  const blocks: LessonBlock[] = parsed.items.flatMap((i): LessonBlock[] =>
    i.type === 'failed'
      ? []
      : i.type === 'prose'
        ? [i]
        : i.type === 'step'
          ? [{ type: 'step', step: i.value }]
          : [{ type: 'diagram', diagram: i.value, line: i.line }],
  );
  const steps = blocks.flatMap((b) => (b.type === 'step' ? [b.step] : []));
  errors.push(...duplicateIds(file, steps, 'step'));
  if (meta && steps.length === 0 && errors.length === 0)
    errors.push(new LessonError(file, 1, 'lesson: it has no ```step block; every lesson needs at least one task'));
  errors.sort((a, b) => a.line - b.line);
  if (!meta) return { errors };
  const full: LessonMeta = { ...meta, file, stepIds: steps.map((s) => s.id) };
  if (errors.length) return { meta: full, errors };
  return { lesson: { ...full, blocks }, meta: full, errors };
}

// ------------------------------------------------------------------------------------ frontmatter

type Meta = Omit<Lesson, 'file' | 'stepIds' | 'blocks'>;

function parseFrontmatter(y: YamlFields, data: Record<string, unknown>): Meta | undefined {
  const id = data.id;
  if (typeof id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
    y.error(['id'], 'needs a lowercase id such as "horse" (letters, digits and dashes)');
  const title = text1(y, data, ['title']);
  const summary = text1(y, data, ['summary']);
  const order = data.order;
  if (typeof order !== 'number' || !Number.isFinite(order)) y.error(['order'], 'needs a number (lessons are listed by it)');
  const level = data.level ?? 'beginner';
  if (!LEVELS.includes(level as Level)) y.error(['level'], `must be one of ${LEVELS.join(', ')}`);
  const pre = data.prerequisites ?? [];
  if (!Array.isArray(pre) || pre.some((p) => typeof p !== 'string'))
    y.error(['prerequisites'], 'needs a list of lesson ids, e.g. [board, general]');
  return {
    id: id as string,
    title: title!,
    order: order as number,
    summary: summary!,
    level: level as Level,
    prerequisites: pre as string[],
  };
}

// ------------------------------------------------------------------------------------ blocks

function parseStep(y: YamlFields, { line, index, errors }: BlockContext): Step | undefined {
  const data = y.data as Record<string, unknown>;
  const before = errors.length;
  y.onlyKeys([], data, STEP_KEYS);

  let id = `step-${index + 1}`;
  if (data.id !== undefined) {
    if (typeof data.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(data.id))
      y.error(['id'], 'needs a lowercase id (letters, digits and dashes)');
    else id = data.id;
  }
  const fen = parseFenField(y, data.fen, ['fen']);
  let rules: RuleSetName = 'casual';
  if (data.rules !== undefined) {
    if (!RULE_SET_NAMES.includes(data.rules as RuleSetName)) y.error(['rules'], `must be one of ${RULE_SET_NAMES.join(', ')}`);
    else rules = data.rules as RuleSetName;
  }
  const task = text1(y, data, ['task']);
  const success = text1(y, data, ['success']);
  const wrong = text1(y, data, ['wrong'], true);
  const goal = parseGoal(y, data.goal);
  const hints = parseStrings(y, data.hints, ['hints']);
  const arrows = parseArrows(y, data.arrows, ['arrows']);
  const marks = parseMarks(y, data.marks, ['marks']);
  const opponent = goal ? parseOpponent(y, data.opponent, goal) : undefined;

  let budget = 0;
  if (data.budget !== undefined) {
    const b = data.budget;
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > MAX_BUDGET)
      y.error(['budget'], `needs a whole number of moves from 1 to ${MAX_BUDGET}`);
    else budget = b;
  } else if (goal) {
    const byDefault = sourceOf(goal).budget;
    if (byDefault) {
      // A bad FEN is reported on its own line.
      const pos = fen ? Position.fromFen(fen, rules) : undefined;
      budget = byDefault(goal, pos?.ok ? pos.value : undefined);
    } else y.error(['budget'], `is missing: how many moves does a ${goal.kind} task take at best?`);
  }
  const budgetError = goal ? sourceOf(goal).budgetError?.(goal, budget) : undefined;
  if (budgetError) y.error(['budget'], budgetError);

  if (errors.length > before || !fen || !goal || !opponent || !task || !success) return undefined;
  const lines: Step['lines'] = {
    fen: y.line(['fen']),
    goal: y.line(['goal']),
    budget: y.line(['budget']),
    opponent: y.line(['opponent']),
  };
  return { id, index, line, lines, fen, rules, task, goal, budget, opponent, hints, success, wrong, arrows, marks };
}

const GOAL_WORDS: GoalWords = {
  shape: (_v, kinds) => `needs a kind (${kinds.join(', ')}) and its parameters`,
  unknown: (kind, kinds) => `"${String(kind)}" is not a task kind; use one of ${kinds.join(', ')}`,
};

const parseGoal = (y: YamlFields, v: unknown): Goal | undefined =>
  readGoal<GoalKind, Goal, Janggi>(y, v, GOAL_SOURCES, { square, squares, parseOptionFields, parseOptions }, GOAL_WORDS, true);

function parseOpponent(y: YamlFields, v: unknown, goal: Goal): Opponent | undefined {
  const path: Path = ['opponent'];
  if (sourceOf(goal).defends) {
    if (v !== undefined && v !== 'defend') {
      y.error(path, 'in a mate task the opponent always defends (leave it out or write "defend")');
      return undefined;
    }
    return { kind: 'defend' };
  }
  if (v === undefined || v === 'pass') return { kind: 'pass' };
  if (v === 'defend') {
    y.error(path, '"defend" is only for mate tasks; use pass or a list of moves');
    return undefined;
  }
  const list = typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v;
  if (!Array.isArray(list) || list.length === 0) {
    y.error(path, 'must be pass or a list of replies in from-to form, e.g. [e9e8, pass]');
    return undefined;
  }
  const moves: (Move | null)[] = [];
  let bad = false;
  list.forEach((s, i) => {
    if (s === 'pass') {
      moves.push(null);
      return;
    }
    const m = typeof s === 'string' ? parseUci(s) : undefined;
    if (!m) {
      y.error(typeof v === 'string' ? path : [...path, i], `"${String(s)}" is not a move in from-to form such as e9e8 (or "pass")`);
      bad = true;
    } else moves.push(m.from === m.to ? null : m);
  });
  return bad ? undefined : { kind: 'scripted', moves };
}

// Shared with the strategy exercises and other sections: they now live in the content core.
export { proseBlock, parseDiagram, parseFenField, parseOptionFields, parseStrings, someCorrect } from '$lib/content/blocks';
