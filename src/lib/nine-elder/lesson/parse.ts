/**
 * Nine Elder lesson markdown -> typed lesson. Runs at build time (prerender) and in tests, never in
 * the browser. The format is the Janggi lessons' (YAML front matter, prose, fenced `step` blocks),
 * with a `variant: nine-elder` front matter field and Nine Elder goals (drops and promotion among
 * them); prose goes through the Janggi lesson parser's exported `proseBlock`, so raw HTML is dropped
 * the same way. Every error names the file and line.
 */
import { parseStrings } from '$lib/content/blocks';
import { ContentError } from '$lib/content/errors';
import { duplicateIds, parseContentFile, type BlockContext } from '$lib/content/parse-file';
import { readGoal, type GoalWords } from '$lib/content/goal-kind';
import { YamlFields, type Path } from '$lib/content/yaml-fields';
import { NineTaskGame } from './game';
import type { NineReaders } from './goals/kind';
import { NINE_GOAL_SOURCES, nineSourceOf } from './goals/source';
import {
  LESSON_VARIANTS,
  type LessonVariant,
  type NineBlock,
  type NineGoal,
  type NineLesson,
  type NineLessonMeta,
  type NineStep,
} from './types';

const FRONTMATTER_KEYS = ['id', 'variant', 'title', 'order', 'summary'] as const;
const STEP_KEYS = ['id', 'fen', 'task', 'goal', 'budget', 'hints', 'success', 'wrong', 'marks'] as const;
export const NINE_MAX_BUDGET = 4;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const POINT = /^[a-i][1-9]$/;

export interface NineParseResult {
  lesson?: NineLesson;
  errors: ContentError[];
}

/** Parses one lesson file; never throws. */
export function parseNineLesson(file: string, source: string): NineParseResult {
  const parsed = parseContentFile<Meta, { step: NineStep }>(file, source, {
    starts: 'a lesson starts with a "---" YAML block (id, variant, title, order, summary)',
    frontmatterKeys: FRONTMATTER_KEYS,
    frontmatter: parseFrontmatter,
    blocks: { step: parseStep },
    refused: { diagram: 'diagram: Nine Elder lessons have no diagram blocks; use a step' },
  });
  const { meta, errors } = parsed;
  const blocks: NineBlock[] = parsed.items.flatMap((i): NineBlock[] =>
    i.type === 'prose' ? [i] : i.type === 'step' ? [{ type: 'step', step: i.value }] : [],
  );
  const steps = blocks.flatMap((b) => (b.type === 'step' ? [b.step] : []));
  errors.push(...duplicateIds(file, steps, 'step'));
  if (meta && steps.length === 0 && errors.length === 0) errors.push(new ContentError(file, 1, 'lesson: it has no ```step block'));
  errors.sort((a, b) => a.line - b.line);
  if (!meta || errors.length) return { errors };
  return { lesson: { ...meta, file, stepIds: steps.map((s) => s.id), blocks }, errors };
}

type Meta = Omit<NineLessonMeta, 'file' | 'stepIds'>;

function parseFrontmatter(y: YamlFields, data: Record<string, unknown>): Meta {
  if (typeof data.id !== 'string' || !ID.test(data.id)) y.error(['id'], 'needs a lowercase id such as "nine-elder-pieces"');
  if (!LESSON_VARIANTS.includes(data.variant as LessonVariant)) y.error(['variant'], `must be one of ${LESSON_VARIANTS.join(', ')}`);
  const title = textField(y, data, ['title']);
  const summary = textField(y, data, ['summary']);
  if (typeof data.order !== 'number' || !Number.isFinite(data.order)) y.error(['order'], 'needs a number (lessons are listed by it)');
  return { id: data.id as string, variant: data.variant as LessonVariant, title: title!, order: data.order as number, summary: summary! };
}

function textField(y: YamlFields, obj: Record<string, unknown>, path: Path, optional = false): string | undefined {
  const v = obj[path[path.length - 1] as string];
  if (v === undefined || v === null) {
    if (!optional) y.error(path, 'is missing');
    return undefined;
  }
  if (typeof v !== 'string' || v.trim() === '') {
    y.error(path, 'needs some text');
    return undefined;
  }
  return v.trim();
}

function parseStep(y: YamlFields, { line, index, errors }: BlockContext): NineStep | undefined {
  const data = y.data as Record<string, unknown>;
  const before = errors.length;
  y.onlyKeys([], data, STEP_KEYS);

  let id = `step-${index + 1}`;
  if (data.id !== undefined) {
    if (typeof data.id !== 'string' || !ID.test(data.id)) y.error(['id'], 'needs a lowercase id (letters, digits and dashes)');
    else id = data.id;
  }
  let fen: string | undefined;
  let game: NineTaskGame | undefined;
  if (typeof data.fen !== 'string' || !data.fen.trim()) y.error(['fen'], data.fen === undefined ? 'is missing' : 'needs a FEN string');
  else {
    fen = data.fen.trim().replace(/\s+/g, ' ');
    const r = NineTaskGame.fromFen(fen);
    if (r.ok) game = r.value;
    else y.error(['fen'], r.error);
  }
  const task = textField(y, data, ['task']);
  const success = textField(y, data, ['success']);
  const wrong = textField(y, data, ['wrong'], true);
  const hints = parseStrings(y, data.hints, ['hints']);
  const marks = data.marks === undefined ? [] : (points(y, data.marks, ['marks']) ?? []);
  const goal = parseGoal(y, data.goal, game);
  const source = goal ? nineSourceOf(goal) : undefined;
  let budget = goal && source?.budget ? source.budget(goal, game) : 0;
  if (data.budget !== undefined) {
    const b = data.budget;
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > NINE_MAX_BUDGET)
      y.error(['budget'], `needs a whole number of moves from 1 to ${NINE_MAX_BUDGET}`);
    else budget = b;
  } else if (source && !source.budget) y.error(['budget'], 'is missing (the moves for three stars)');
  if (errors.length > before || !fen || !goal || !task || !success) return undefined;
  const lines = { fen: y.line(['fen']), goal: y.line(['goal']), budget: y.line(['budget']) };
  return { id, index, line, lines, fen, task, goal, budget, hints, success, ...(wrong ? { wrong } : {}), marks };
}

function points(y: YamlFields, v: unknown, path: Path, allowEmpty = false): string[] | undefined {
  const list = typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v;
  if (!Array.isArray(list) || (!allowEmpty && list.length === 0)) {
    y.error(path, 'needs a list of points, e.g. [c3, e4]');
    return undefined;
  }
  const out: string[] = [];
  for (const [i, s] of list.entries()) {
    if (typeof s !== 'string' || !POINT.test(s.trim())) {
      y.error(typeof v === 'string' ? path : [...path, i], `"${String(s)}" is not a point of the board (files a-i, ranks 1-9, e.g. e5)`);
      return undefined;
    }
    if (out.includes(s.trim())) {
      y.error(path, `${s} is listed twice`);
      return undefined;
    }
    out.push(s.trim());
  }
  return out;
}

/** Whether a piece of the side to move stands on `point` (else the error is said on `path`). */
function ownPiece(y: YamlFields, game: NineTaskGame | undefined, point: string, path: Path): boolean {
  if (!game || game.sideAt(point) === game.turn()) return true;
  y.error(path, `no piece of the side to move stands on ${point}`);
  return false;
}

const GOAL_WORDS: GoalWords = {
  shape: (v) => (v === undefined ? 'is missing' : 'needs a map such as { kind: reach, targets: [e5] }'),
  unknown: (_kind, kinds) => `must be one of ${kinds.join(', ')}`,
};

function parseGoal(y: YamlFields, v: unknown, game: NineTaskGame | undefined): NineGoal | undefined {
  const read: NineReaders = {
    points,
    ownPiece(y, v, path) {
      if (v === undefined) return undefined;
      const p = points(y, [v], path);
      return p && ownPiece(y, game, p[0], path) ? p[0] : null;
    },
  };
  return readGoal(y, v, NINE_GOAL_SOURCES, read, GOAL_WORDS);
}
