/**
 * Exercise markdown -> typed exercise. Runs at build time (prerender) and in tests.
 *
 * A file is YAML frontmatter (id, title, order, track, summary), then prose and ```diagram blocks
 * (parsed by the lessons' own converters), one ```exercise block, then the explanation shown
 * after success (more prose and diagrams). Every error names the file and line.
 *
 * The ```exercise block (YAML):
 *   fen: <engine FEN, solver to move>
 *   rules: janggi                       # optional rule set (default janggi: tournament rules, bikjang and counting)
 *   task: <what to do>
 *   goal: [ { soldierPairs: { min: 2 } }, noLineOfThree ]   # predicates that must all hold
 *   keep: [ materialKept ]              # optional: must hold after every answer
 *   choose: { options: [...], correct-if: ..., opponent-setup: ... }   # instead of goal
 *   budget: 2                           # most solver moves allowed
 *   opponent: pass | [c7b7, pass] | search
 *   hints: [...]
 *   solution: [a4b4, b1d4]              # or the option number of a choice
 *   wrong: [ { moves: [a4a5], message: "..." } ]   # typical wrong tries and what they must say
 *   success: <one line>
 */
import { RULE_SET_NAMES, SETUPS, SETUP_NAMES, parseUci, type Move, type RuleSetName, type Setup } from '$lib/engine';
import { diagramFields, parseFenField, parseOptionFields, parseOptions, parseStrings } from '$lib/content/blocks';
import { ContentError } from '$lib/content/errors';
import { parseContentFile, type BlockContext } from '$lib/content/parse-file';
import type { Diagram } from '$lib/content/types';
import { YamlFields, type Path } from '$lib/content/yaml-fields';
import type { Opponent } from './opponent';
import { PREDICATES, PREDICATE_NAMES, parseParam, type Params, type PredicateCall, type PredicateName } from './predicates';
import {
  TRACKS,
  type Choice,
  type ChoiceOption,
  type ContentBlock,
  type Exercise,
  type ExerciseTask,
  type Track,
  type WrongTry,
} from './types';

const FRONTMATTER_KEYS = ['id', 'title', 'order', 'track', 'summary'] as const;
const EXERCISE_KEYS = [
  'fen',
  'rules',
  'task',
  'goal',
  'keep',
  'choose',
  'budget',
  'opponent',
  'hints',
  'solution',
  'wrong',
  'success',
] as const;
export const MAX_BUDGET = 6;

export interface ParseResult {
  exercise?: Exercise;
  errors: ContentError[];
}

/** Parses one exercise file; never throws. */
export function parseExercise(file: string, source: string): ParseResult {
  const parsed = parseContentFile<Meta, { exercise: ExerciseTask; diagram: Diagram }>(file, source, {
    starts: 'an exercise starts with a "---" YAML block (id, title, order, track, summary)',
    frontmatterKeys: FRONTMATTER_KEYS,
    frontmatter: parseFrontmatter,
    blocks: { exercise: (y, ctx) => (ctx.seen === 0 ? parseTask(y, ctx) : secondTask(ctx)), diagram: diagramFields },
    unknownFence: 'block: unknown fenced block "{lang}"; exercises use ```exercise and ```diagram',
  });
  const { meta, errors } = parsed;
  const intro: ContentBlock[] = [];
  const explanation: ContentBlock[] = [];
  let task: ExerciseTask | undefined;
  let seenExercise = false;
  for (const item of parsed.items) {
    const target = seenExercise ? explanation : intro;
    if (item.type === 'exercise' || (item.type === 'failed' && item.lang === 'exercise')) {
      if (!seenExercise && item.type === 'exercise') task = item.value;
      seenExercise = true;
    } else if (item.type === 'failed') continue;
    else if (item.type === 'diagram') target.push({ type: 'diagram', diagram: item.value, line: item.line });
    else target.push(item);
  }
  if (meta && !seenExercise) errors.push(new ContentError(file, 1, 'exercise: the file has no ```exercise block'));
  if (meta && seenExercise && !explanation.some((b) => b.type === 'diagram'))
    errors.push(new ContentError(file, 1, 'explanation: add a ```diagram after the ```exercise block to show the idea after success'));
  if (!meta || !task || errors.length) return { errors };
  return { exercise: { ...meta, file, intro, exercise: task, explanation }, errors };
}

function secondTask({ file, line, errors }: BlockContext): undefined {
  errors.push(new ContentError(file, line, 'exercise: only one ```exercise block per file'));
  return undefined;
}

// ------------------------------------------------------------------------------------ frontmatter

type Meta = Pick<Exercise, 'id' | 'title' | 'order' | 'track' | 'summary'>;

function parseFrontmatter(y: YamlFields, data: Record<string, unknown>): Meta {
  if (typeof data.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(data.id))
    y.error(['id'], 'needs a lowercase id such as "pair-up" (letters, digits and dashes)');
  for (const k of ['title', 'summary'] as const)
    if (typeof data[k] !== 'string' || !(data[k] as string).trim()) y.error([k], data[k] === undefined ? 'is missing' : 'needs some text');
  if (typeof data.order !== 'number' || !Number.isFinite(data.order)) y.error(['order'], 'needs a number (exercises are listed by it)');
  if (!TRACKS.includes(data.track as Track)) y.error(['track'], `must be one of ${TRACKS.join(', ')}`);
  return {
    id: data.id as string,
    title: String(data.title ?? '').trim(),
    order: data.order as number,
    track: data.track as Track,
    summary: String(data.summary ?? '').trim(),
  };
}

// ------------------------------------------------------------------------------------ the exercise block

function text(y: YamlFields, data: Record<string, unknown>, key: string, optional = false): string | undefined {
  const v = data[key];
  if (v === undefined || v === null) {
    if (!optional) y.error([key], 'is missing');
    return undefined;
  }
  if (typeof v !== 'string' || !v.trim()) {
    y.error([key], 'needs some text');
    return undefined;
  }
  return v.trim().replace(/\s+/g, ' ');
}

function parseTask(y: YamlFields, { line: fence, errors }: BlockContext): ExerciseTask | undefined {
  const data = y.data as Record<string, unknown>;
  const before = errors.length;
  y.onlyKeys([], data, EXERCISE_KEYS);

  const fen = parseFenField(y, data.fen, ['fen']);
  let rules: RuleSetName = 'janggi';
  if (data.rules !== undefined) {
    if (!RULE_SET_NAMES.includes(data.rules as RuleSetName)) y.error(['rules'], `must be one of ${RULE_SET_NAMES.join(', ')}`);
    else rules = data.rules as RuleSetName;
  }
  const task = text(y, data, 'task');
  const success = text(y, data, 'success');
  const hints = parseStrings(y, data.hints, ['hints']);

  let goal: PredicateCall[] = [];
  let choice: Choice | undefined;
  if (data.choose !== undefined && data.goal !== undefined)
    y.error(['choose'], 'an exercise has either a goal (moves) or choose (an answer), not both');
  else if (data.choose !== undefined) choice = parseChoice(y, data.choose);
  else if (data.goal === undefined) y.error(['goal'], `is missing: name one or more predicates (${PREDICATE_NAMES.join(', ')})`);
  else goal = parseCalls(y, data.goal, ['goal']) ?? [];
  const keep = data.keep === undefined ? [] : (parseCalls(y, data.keep, ['keep']) ?? []);
  if (choice && data.keep !== undefined) y.error(['keep'], 'a choice task has nothing to keep');

  let budget = choice ? 1 : 0;
  if (data.budget !== undefined) {
    const b = data.budget;
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > MAX_BUDGET)
      y.error(['budget'], `needs a whole number of moves from 1 to ${MAX_BUDGET}`);
    else if (choice && b !== 1) y.error(['budget'], 'a choice task has one try (leave budget out)');
    else budget = b;
  } else if (!choice) y.error(['budget'], 'is missing: how many moves may the solver use?');

  const opponent = parseOpponent(y, data.opponent);
  const isChoice = choice !== undefined;

  let solution: Move[] = [];
  let solutionOption: number | undefined;
  if (data.solution === undefined) y.error(['solution'], 'is missing: the intended solution (moves, or the option number of a choice)');
  else if (isChoice) solutionOption = optionNumber(y, data.solution, ['solution'], choice!.options.length);
  else solution = moveList(y, data.solution, ['solution']) ?? [];

  const wrong: WrongTry[] = [];
  if (data.wrong !== undefined) {
    if (!Array.isArray(data.wrong) || data.wrong.length === 0)
      y.error(['wrong'], 'needs a list of { moves: [...], message: "..." } (or option: n for a choice)');
    else
      data.wrong.forEach((w, i) => {
        const p: Path = ['wrong', i];
        if (typeof w !== 'object' || w === null || Array.isArray(w)) {
          y.error(p, 'needs moves (or option) and message');
          return;
        }
        const rec = w as Record<string, unknown>;
        y.onlyKeys(p, rec, isChoice ? ['option', 'message'] : ['moves', 'message']);
        const message = typeof rec.message === 'string' && rec.message.trim() ? rec.message.trim() : undefined;
        if (!message) y.error([...p, 'message'], 'needs the message this wrong try must produce');
        if (isChoice) {
          const option = optionNumber(y, rec.option, [...p, 'option'], choice!.options.length);
          if (option !== undefined && message) wrong.push({ moves: [], option, message, line: y.line(p) });
        } else {
          const moves = moveList(y, rec.moves, [...p, 'moves']);
          if (moves && message) wrong.push({ moves, message, line: y.line(p) });
        }
      });
  }

  if (errors.length > before || !fen || !task || !success || !opponent) return undefined;
  return {
    line: fence,
    lines: {
      fen: y.line(['fen']),
      goal: y.line([isChoice ? 'choose' : 'goal']),
      budget: y.line(['budget']),
      solution: y.line(['solution']),
      wrong: y.line(['wrong']),
    },
    fen,
    rules,
    task,
    goal,
    keep,
    choice,
    budget,
    opponent,
    hints,
    solution,
    solutionOption,
    wrong,
    success,
  };
}

function optionNumber(y: YamlFields, v: unknown, path: Path, count: number): number | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > count) {
    y.error(path, `needs an option number from 1 to ${count}`);
    return undefined;
  }
  return v;
}

function moveList(y: YamlFields, v: unknown, path: Path): Move[] | undefined {
  const list = typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v;
  if (!Array.isArray(list) || list.length === 0) {
    y.error(path, 'needs a list of moves in from-to form, e.g. [a4b4, b1d4]');
    return undefined;
  }
  const out: Move[] = [];
  for (const s of list) {
    const m = typeof s === 'string' ? parseUci(s) : undefined;
    if (!m || m.from === m.to) {
      y.error(path, `"${String(s)}" is not a move in from-to form such as a4b4`);
      return undefined;
    }
    out.push(m);
  }
  return out;
}

function parseOpponent(y: YamlFields, v: unknown): Opponent | undefined {
  const path: Path = ['opponent'];
  if (v === undefined || v === 'pass') return { kind: 'pass' };
  if (typeof v === 'string') {
    if (v.trim() === 'search') return { kind: 'search' };
  }
  if (!Array.isArray(v) || v.length === 0) {
    y.error(path, 'must be pass, search (the defending search) or a list of replies such as [c7b7, pass]');
    return undefined;
  }
  const moves: (Move | null)[] = [];
  for (const s of v) {
    if (s === 'pass') {
      moves.push(null);
      continue;
    }
    const m = typeof s === 'string' ? parseUci(s) : undefined;
    if (!m) {
      y.error(path, `"${String(s)}" is not a reply in from-to form such as c7b7 (or "pass")`);
      return undefined;
    }
    moves.push(m.from === m.to ? null : m);
  }
  return { kind: 'scripted', moves };
}

/** A single call or a list: `name`, `{ name: { params } }`, or `{ not: <call> }`. */
function parseCalls(y: YamlFields, v: unknown, path: Path): PredicateCall[] | undefined {
  const list = Array.isArray(v) ? v : [v];
  const out: PredicateCall[] = [];
  let bad = false;
  list.forEach((item, i) => {
    const c = parseCall(y, item, Array.isArray(v) ? [...path, i] : path);
    if (c) out.push(c);
    else bad = true;
  });
  if (out.length === 0 && !bad) y.error(path, 'needs at least one predicate');
  return bad ? undefined : out;
}

function parseCall(y: YamlFields, v: unknown, path: Path, negate = false): PredicateCall | undefined {
  let name: string;
  let raw: unknown = {};
  if (typeof v === 'string') name = v.trim();
  else if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1) {
    [name, raw] = Object.entries(v as Record<string, unknown>)[0];
    if (raw === null || raw === undefined) raw = {};
  } else {
    y.error(path, `needs a predicate such as "noLineOfThree" or { soldierPairs: { min: 2 } }`);
    return undefined;
  }
  if (name === 'not') {
    if (negate) {
      y.error(path, '"not" twice cancels out; leave both out');
      return undefined;
    }
    return parseCall(y, raw, [...path, 'not'], true);
  }
  if (!(PREDICATE_NAMES as string[]).includes(name)) {
    y.error(path, `"${name}" is not a predicate; use one of ${PREDICATE_NAMES.join(', ')}`);
    return undefined;
  }
  const spec = PREDICATES[name as PredicateName].params;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    y.error([...path, name], 'needs its parameters as a map, e.g. { min: 2 }');
    return undefined;
  }
  const given = raw as Record<string, unknown>;
  y.onlyKeys([...path, name], given, Object.keys(spec));
  const params: Params = {};
  let bad = false;
  for (const [key, ps] of Object.entries(spec)) {
    if (given[key] === undefined) {
      if (!ps.optional) {
        y.error([...path, name], `${name} needs the parameter "${key}" (${ps.kind})`);
        bad = true;
      }
      continue;
    }
    const parsed = parseParam(ps.kind, given[key]);
    if (typeof parsed === 'object') {
      y.error([...path, name, key], parsed.error);
      bad = true;
    } else params[key] = parsed;
  }
  if (Object.keys(given).some((k) => !(k in spec))) bad = true;
  return bad ? undefined : { name: name as PredicateName, params, ...(negate ? { negate } : {}) };
}

function parseChoice(y: YamlFields, v: unknown): Choice | undefined {
  const path: Path = ['choose'];
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    y.error(path, 'needs options (and optionally correct-if and opponent-setup)');
    return undefined;
  }
  const c = v as Record<string, unknown>;
  y.onlyKeys(path, c, ['options', 'correct-if', 'opponent-setup']);
  let opponentSetup: Setup | undefined;
  if (c['opponent-setup'] !== undefined) {
    if (!SETUPS.includes(c['opponent-setup'] as Setup)) {
      y.error([...path, 'opponent-setup'], `must be one of ${SETUPS.join(', ')}`);
      return undefined;
    }
    opponentSetup = c['opponent-setup'] as Setup;
  }
  const correctIf = c['correct-if'] === undefined ? undefined : parseCalls(y, c['correct-if'], [...path, 'correct-if']);
  if (c['correct-if'] !== undefined && !correctIf) return undefined;
  const words = { few: 'needs at least two options', shape: 'needs text (or a fen or setup), and correct: true on the right ones' };
  const options = parseOptions(y, path, c.options, words, (r, p): ChoiceOption | undefined => {
    y.onlyKeys(p, r, ['text', 'fen', 'setup', 'correct', 'reply']);
    let bad = false;
    let setup: Setup | undefined;
    if (r.setup !== undefined) {
      if (!SETUPS.includes(r.setup as Setup)) {
        y.error([...p, 'setup'], `must be one of ${SETUPS.join(', ')}`);
        bad = true;
      } else setup = r.setup as Setup;
    }
    const fen = r.fen === undefined ? undefined : parseFenField(y, r.fen, [...p, 'fen']);
    if (r.fen !== undefined && !fen) bad = true;
    if (fen && setup) {
      y.error(p, 'an option shows a fen or a setup, not both');
      bad = true;
    }
    const fields = parseOptionFields(y, p, r, setup && `${SETUP_NAMES[setup].plain} (${SETUP_NAMES[setup].romanized})`);
    if (correctIf && !fen && !setup) {
      y.error(p, 'with correct-if, every option needs a fen or a setup to test');
      bad = true;
    }
    if (!fields || bad) return undefined;
    return {
      text: fields.text,
      ...(fen ? { fen } : {}),
      ...(setup ? { setup } : {}),
      correct: fields.correct,
      ...(fields.reply !== undefined ? { reply: fields.reply.replace(/\s+/g, ' ') } : {}),
    };
  });
  if (!options) return undefined;
  return { options, ...(opponentSetup ? { opponentSetup } : {}), ...(correctIf ? { correctIf } : {}) };
}
