/**
 * The one walk over a content file (lessons, exercises, Nine Elder lessons): YAML frontmatter,
 * prose, and fenced blocks whose YAML body a feature's block parser reads. Build time only.
 * Every error names the file and line; the list comes back sorted by line.
 *
 * A feature supplies only what differs: the frontmatter's keys and reader, and one parser per
 * fenced block name (`step`, `diagram`, `exercise`, ...). Fences named in `refused` are errors;
 * any other fence, and everything else, is prose (raw HTML dropped: blocks.ts, proseBlock).
 */
import type { Code, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { bodyFields, proseBlock } from './blocks';
import { ContentError } from './errors';
import type { ProseNode } from './types';
import { YamlFields } from './yaml-fields';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** Where a fenced block is, for its parser's own messages and numbering. */
export interface BlockContext {
  file: string;
  node: Code;
  /** Line of the opening fence. */
  line: number;
  /** How many blocks of this name were parsed before this one (0-based). */
  index: number;
  /** How many blocks of this name came before this one, read or not. */
  seen: number;
  errors: ContentError[];
}

/** Reads one fenced block's YAML body (a map); undefined when it has errors (already reported). */
export type BlockParser<B> = (y: YamlFields, ctx: BlockContext) => B | undefined;

export interface ContentSpec<M, B extends Record<string, unknown>> {
  /** Said when the file does not start with frontmatter, e.g. 'a lesson starts with a "---" YAML block (id, title)'. */
  starts: string;
  frontmatterKeys: readonly string[];
  /** Reads the frontmatter map; any error it reports makes the frontmatter unreadable. */
  frontmatter: (y: YamlFields, data: Record<string, unknown>) => M | undefined;
  blocks: { [K in keyof B & string]: BlockParser<B[K]> };
  /** Fence names that are errors here, with the message (e.g. diagrams in Nine Elder lessons). */
  refused?: Record<string, string>;
  /** Any other fence: an error with this message (the fence name is put in for `{lang}`), else prose. */
  unknownFence?: string;
}

/** A file's body in order: runs of prose and the parsed fenced blocks. */
export type ContentItem<B extends Record<string, unknown>> =
  | { type: 'prose'; nodes: ProseNode[] }
  /** A fenced block of a known name that had errors (reported): where it was. */
  | { type: 'failed'; lang: keyof B & string; line: number }
  | { [K in keyof B & string]: { type: K; value: B[K]; line: number } }[keyof B & string];

export interface ContentFile<M, B extends Record<string, unknown>> {
  /** The frontmatter when it was readable, even if the rest has errors. */
  meta?: M;
  items: ContentItem<B>[];
  errors: ContentError[];
}

/** Parses one content file; never throws. */
export function parseContentFile<M, B extends Record<string, unknown>>(
  file: string,
  source: string,
  spec: ContentSpec<M, B>,
): ContentFile<M, B> {
  const errors: ContentError[] = [];
  const items: ContentItem<B>[] = [];
  const [first, ...rest] = (processor.parse(source) as Root).children;
  if (!first || first.type !== 'yaml') {
    errors.push(new ContentError(file, 1, `frontmatter: ${spec.starts}`));
    return { items, errors };
  }
  const meta = readFrontmatter(file, first.value, (first.position?.start.line ?? 1) + 1, spec, errors);

  const counts: Record<string, number> = {};
  const seen: Record<string, number> = {};
  let prose: ProseNode[] = [];
  const flush = () => {
    if (prose.length) items.push({ type: 'prose', nodes: prose });
    prose = [];
  };
  for (const node of rest) {
    if (node.type === 'code') {
      const lang = node.lang ?? '';
      const line = node.position?.start.line ?? 1;
      const parse = Object.hasOwn(spec.blocks, lang) ? (spec.blocks as Record<string, BlockParser<unknown>>)[lang] : undefined;
      if (parse) {
        flush();
        const y = bodyFields(file, node, lang, errors);
        const index = counts[lang] ?? 0;
        const value = y && parse(y, { file, node, line, index, seen: seen[lang] ?? 0, errors });
        seen[lang] = (seen[lang] ?? 0) + 1;
        if (value === undefined) items.push({ type: 'failed', lang, line });
        else {
          counts[lang] = index + 1;
          items.push({ type: lang, value, line } as ContentItem<B>);
        }
        continue;
      }
      const refusal = spec.refused?.[lang] ?? spec.unknownFence?.replace('{lang}', lang);
      if (refusal) {
        errors.push(new ContentError(file, line, refusal));
        continue;
      }
    }
    const converted = proseBlock(file, node, errors);
    if (converted) prose.push(converted);
  }
  flush();
  errors.sort((a, b) => a.line - b.line);
  return { meta, items, errors };
}

function readFrontmatter<M, B extends Record<string, unknown>>(
  file: string,
  text: string,
  firstLine: number,
  spec: ContentSpec<M, B>,
  errors: ContentError[],
): M | undefined {
  const y = new YamlFields(text, file, firstLine, 'frontmatter', errors, firstLine - 1);
  if (!y.ok || !y.isMap()) return undefined;
  const data = y.data as Record<string, unknown>;
  const before = errors.length;
  y.onlyKeys([], data, spec.frontmatterKeys);
  const meta = spec.frontmatter(y, data);
  return errors.length > before ? undefined : meta;
}

/** Each block's `id` once per file (`step id: "x" is used by an earlier step of this lesson`). */
export function duplicateIds(file: string, blocks: { id: string; line: number }[], what: string): ContentError[] {
  const seen = new Set<string>();
  const out: ContentError[] = [];
  for (const b of blocks) {
    if (seen.has(b.id)) out.push(new ContentError(file, b.line, `${what} id: "${b.id}" is used by an earlier ${what} of this lesson`));
    seen.add(b.id);
  }
  return out;
}
