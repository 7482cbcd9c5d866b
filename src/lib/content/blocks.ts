/**
 * The blocks every content file shares (lessons, exercises): YAML bodies of fenced blocks, board
 * diagrams, FEN and point fields, choice options, lists of texts, and prose as a small safe AST
 * (raw HTML dropped, never rendered). Build time only. Every error names the file and line.
 */
import type { Code, PhrasingContent, ListItem, RootContent } from 'mdast';
import { Position, parseSquare, parseUci, type Square } from '$lib/engine';
import { ContentError } from './errors';
import {
  ARROW_COLORS,
  MARK_KINDS,
  type Arrow,
  type ArrowColor,
  type ChoiceAnswer,
  type Diagram,
  type Inline,
  type Mark,
  type MarkKind,
  type ProseNode,
} from './types';
import { YamlFields, type Path } from './yaml-fields';
import { engineErrorText } from '$lib/i18n/engine-errors';

const DIAGRAM_KEYS = ['fen', 'arrows', 'marks', 'caption'] as const;

export function text1(y: YamlFields, obj: Record<string, unknown>, path: Path, optional = false): string | undefined {
  const key = path[path.length - 1];
  const v = obj[key as string];
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

export function bodyFields(file: string, node: Code, where: string, errors: ContentError[]): YamlFields | undefined {
  const fence = node.position?.start.line ?? 1;
  const y = new YamlFields(node.value, file, fence + 1, where, errors, fence);
  if (!y.ok) return undefined;
  if (node.value.trim() === '') {
    errors.push(new ContentError(file, fence, `${where}: the block is empty`));
    return undefined;
  }
  return y.isMap() ? y : undefined;
}

export function parseDiagram(file: string, node: Code, errors: ContentError[]): Diagram | undefined {
  const y = bodyFields(file, node, 'diagram', errors);
  return y && diagramFields(y);
}

/** A ```diagram block's fields (fen, arrows, marks, caption). */
export function diagramFields(y: YamlFields): Diagram | undefined {
  const data = y.data as Record<string, unknown>;
  const before = y.errorCount;
  y.onlyKeys([], data, DIAGRAM_KEYS);
  const fen = parseFenField(y, data.fen, ['fen']);
  const arrows = parseArrows(y, data.arrows, ['arrows']);
  const marks = parseMarks(y, data.marks, ['marks']);
  const caption = text1(y, data, ['caption'], true);
  if (y.errorCount > before || !fen) return undefined;
  return { fen, arrows, marks, caption };
}

export function parseFenField(y: YamlFields, v: unknown, path: Path): string | undefined {
  if (typeof v !== 'string' || v.trim() === '') {
    y.error(path, v === undefined ? 'is missing' : 'needs a FEN string');
    return undefined;
  }
  const fen = v.trim().replace(/\s+/g, ' ');
  const r = Position.fromFen(fen);
  if (!r.ok) {
    y.error(path, engineErrorText(r.error));
    return undefined;
  }
  return fen;
}

export function square(y: YamlFields, v: unknown, path: Path): Square | undefined {
  const sq = typeof v === 'string' ? parseSquare(v.trim()) : undefined;
  if (sq === undefined) y.error(path, `"${String(v)}" is not a point of the board (files a-i, ranks 1-10, e.g. e2)`);
  return sq;
}

export function squares(y: YamlFields, v: unknown, path: Path): Square[] | undefined {
  const list = typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v;
  if (!Array.isArray(list) || list.length === 0) {
    y.error(path, 'needs a list of points, e.g. [c3, e4]');
    return undefined;
  }
  const out: Square[] = [];
  let bad = false;
  list.forEach((s, i) => {
    const sq = square(y, s, typeof v === 'string' ? path : [...path, i]);
    if (sq === undefined) bad = true;
    else if (out.includes(sq)) {
      y.error(path, `${String(s)} is listed twice`);
      bad = true;
    } else out.push(sq);
  });
  return bad ? undefined : out;
}

/**
 * The fields every answer of a choice has (lessons and exercises): `text` (or `fallbackText`),
 * `correct` and an optional `reply`. Reports each problem; `undefined` when there was one.
 */
export function parseOptionFields(y: YamlFields, p: Path, rec: Record<string, unknown>, fallbackText?: string): ChoiceAnswer | undefined {
  let bad = false;
  const text = (typeof rec.text === 'string' && rec.text.trim() ? rec.text.trim() : undefined) ?? fallbackText;
  if (!text) {
    y.error([...p, 'text'], 'needs some text');
    bad = true;
  }
  if (rec.correct !== undefined && typeof rec.correct !== 'boolean') {
    y.error([...p, 'correct'], 'must be true or false');
    bad = true;
  }
  if (rec.reply !== undefined && (typeof rec.reply !== 'string' || !rec.reply.trim())) {
    y.error([...p, 'reply'], 'needs some text');
    bad = true;
  }
  if (bad || !text) return undefined;
  return { text, correct: rec.correct === true, ...(typeof rec.reply === 'string' ? { reply: rec.reply.trim() } : {}) };
}

/**
 * A choice's `options` (`v`): a list of at least two objects, each read by `option` (which reports
 * its own problems and returns undefined on one), and at least one of them correct. `words` says
 * what a too short list and an option that is not an object need. Undefined on any problem.
 */
export function parseOptions<T extends { correct: boolean }>(
  y: YamlFields,
  path: Path,
  v: unknown,
  words: { few: string; shape: string },
  option: (rec: Record<string, unknown>, p: Path) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(v) || v.length < 2) {
    y.error([...path, 'options'], words.few);
    return undefined;
  }
  const out: T[] = [];
  let bad = false;
  v.forEach((o: unknown, i) => {
    const p: Path = [...path, 'options', i];
    if (!o || typeof o !== 'object' || Array.isArray(o)) {
      y.error(p, words.shape);
      bad = true;
      return;
    }
    const read = option(o as Record<string, unknown>, p);
    if (read) out.push(read);
    else bad = true;
  });
  return bad || !someCorrect(y, path, out) ? undefined : out;
}

/** Whether at least one option is correct; reports it at `path.options` otherwise. */
export function someCorrect(y: YamlFields, path: Path, options: readonly { correct: boolean }[]): boolean {
  if (options.some((o) => o.correct)) return true;
  y.error([...path, 'options'], 'no option is marked correct: true');
  return false;
}

export function parseStrings(y: YamlFields, v: unknown, path: Path): string[] {
  if (v === undefined || v === null) return [];
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || list.some((s) => typeof s !== 'string' || s.trim() === '')) {
    y.error(path, 'needs a list of texts');
    return [];
  }
  return list.map((s: string) => s.trim());
}

export function parseArrows(y: YamlFields, v: unknown, path: Path): Arrow[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    y.error(path, 'needs a list such as [b1c3, "e4e7 red"]');
    return [];
  }
  const out: Arrow[] = [];
  v.forEach((a, i) => {
    const m = typeof a === 'string' ? /^\s*(\S+)\s*(\S+)?\s*$/.exec(a) : null;
    const mv = m ? parseUci(m[1]) : undefined;
    if (!mv || mv.from === mv.to) {
      y.error([...path, i], `"${String(a)}" is not an arrow: write from and to points, e.g. b1c3, then an optional colour`);
      return;
    }
    const color = m?.[2];
    if (color !== undefined && !ARROW_COLORS.includes(color as ArrowColor)) {
      y.error([...path, i], `arrow colour "${color}" is not one of ${ARROW_COLORS.join(', ')}`);
      return;
    }
    out.push(color ? { ...mv, color: color as ArrowColor } : mv);
  });
  return out;
}

export function parseMarks(y: YamlFields, v: unknown, path: Path): Mark[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    y.error(path, 'needs a list such as [c3, "e3 bad"]');
    return [];
  }
  const out: Mark[] = [];
  v.forEach((a, i) => {
    const parts = typeof a === 'string' ? a.trim().split(/\s+/) : [];
    const sq = parts.length >= 1 && parts.length <= 2 ? parseSquare(parts[0]) : undefined;
    if (sq === undefined) {
      y.error([...path, i], `"${String(a)}" is not a mark: write a point, then an optional kind (${MARK_KINDS.join(', ')})`);
      return;
    }
    const kind = parts[1];
    if (kind !== undefined && !MARK_KINDS.includes(kind as MarkKind)) {
      y.error([...path, i], `mark kind "${kind}" is not one of ${MARK_KINDS.join(', ')}`);
      return;
    }
    out.push(kind ? { square: sq, kind: kind as MarkKind } : { square: sq });
  });
  return out;
}

// ------------------------------------------------------------------------------------ prose

const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|\.{1,2}\/)/i;

export function proseBlock(file: string, node: RootContent, errors: ContentError[]): ProseNode | undefined {
  const line = node.position?.start.line ?? 1;
  switch (node.type) {
    case 'heading': {
      const depth = Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4;
      return { type: 'heading', depth, children: inlines(node.children) };
    }
    case 'paragraph': {
      const children = inlines(node.children);
      return children.length ? { type: 'paragraph', children } : undefined;
    }
    case 'list':
      return {
        type: 'list',
        ordered: node.ordered === true,
        items: node.children.map((item: ListItem) =>
          item.children.map((c) => proseBlock(file, c, errors)).filter((c): c is ProseNode => c !== undefined),
        ),
      };
    case 'blockquote':
      return {
        type: 'quote',
        children: node.children.map((c) => proseBlock(file, c, errors)).filter((c): c is ProseNode => c !== undefined),
      };
    case 'html':
    case 'thematicBreak':
    case 'definition':
      return undefined; // raw HTML is dropped, never executed
    case 'yaml':
      errors.push(new ContentError(file, line, 'frontmatter: only one YAML block, at the very top'));
      return undefined;
    case 'code':
      errors.push(
        new ContentError(file, line, `block: unknown fenced block "${node.lang ?? ''}"; lessons use \`\`\`diagram and \`\`\`step`),
      );
      return undefined;
    default:
      errors.push(new ContentError(file, line, `block: ${node.type} is not supported in lessons`));
      return undefined;
  }
}

/** Inline nodes, with neighbouring text (split by dropped HTML or unwrapped links) joined. */
export function inlines(nodes: PhrasingContent[]): Inline[] {
  const out: Inline[] = [];
  for (const n of convertInlines(nodes)) {
    const last = out[out.length - 1];
    if (n.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + n.value };
    else out.push(n);
  }
  return out;
}

export function convertInlines(nodes: PhrasingContent[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case 'text':
        out.push({ type: 'text', value: n.value });
        break;
      case 'emphasis':
        out.push({ type: 'emphasis', children: inlines(n.children) });
        break;
      case 'strong':
        out.push({ type: 'strong', children: inlines(n.children) });
        break;
      case 'inlineCode':
        out.push({ type: 'code', value: n.value });
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link': {
        const children = inlines(n.children);
        if (SAFE_URL.test(n.url)) out.push({ type: 'link', href: n.url, external: /^https?:/i.test(n.url), children });
        else out.push(...children);
        break;
      }
      case 'linkReference':
        out.push(...inlines(n.children));
        break;
      case 'image':
      case 'imageReference':
        if (n.alt) out.push({ type: 'text', value: n.alt });
        break;
      case 'html':
        break; // dropped
      default:
        if ('children' in n && Array.isArray(n.children)) out.push(...inlines(n.children as PhrasingContent[]));
        else if ('value' in n && typeof n.value === 'string') out.push({ type: 'text', value: n.value });
    }
  }
  return out;
}
