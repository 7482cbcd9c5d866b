/**
 * What every content file is made of, whatever section it belongs to: prose (a small, safe subset
 * of markdown) and board diagrams. Parsed at build time (blocks.ts) into these plain, serialisable
 * objects. Squares are engine indices (a1 = 0).
 */
import type { Square } from '$lib/engine';

// ------------------------------------------------------------------------------------ prose

/** Inline prose: a small, safe subset of markdown. Raw HTML never gets here. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'strong'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] }
  | { type: 'break' };

export type ProseNode =
  | { type: 'heading'; depth: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: ProseNode[][] }
  | { type: 'quote'; children: ProseNode[] };

// ------------------------------------------------------------------------------------ boards

export const ARROW_COLORS = ['green', 'red', 'blue', 'yellow'] as const;
export type ArrowColor = (typeof ARROW_COLORS)[number];
export interface Arrow {
  from: Square;
  to: Square;
  color?: ArrowColor;
}

export const MARK_KINDS = ['target', 'good', 'bad', 'hint'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];
export interface Mark {
  square: Square;
  kind?: MarkKind;
}

export interface Diagram {
  fen: string;
  arrows: Arrow[];
  marks: Mark[];
  caption?: string;
}

/** A block of a content page: prose or a diagram. */
/** One answer of a choice (lessons and exercises): its text, whether it is right, and what is said when it is picked. */
export interface ChoiceAnswer {
  text: string;
  correct: boolean;
  /** Said when this answer is picked. */
  reply?: string;
}

export type ContentBlock = { type: 'prose'; nodes: ProseNode[] } | { type: 'diagram'; diagram: Diagram; line: number };
