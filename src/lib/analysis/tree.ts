/**
 * The analysis board's moves: a tree from one root position. A node's first child continues its
 * line; a move played that differs from it starts a side line (a later child). Moves are UCI text;
 * whether they are legal is the page's business (it plays them on an engine position first).
 * Pure data: no engine, no words.
 */

import { analysisHref, type AnalysisLink } from './link';

export { analysisHref, type AnalysisLink };

export interface TreeNode {
  /** The move that led here (UCI); '' for the root. */
  uci: string;
  /** -1 for the root. */
  parent: number;
  /** The continuations: the first is this line's next move, the others side lines. */
  children: number[];
}

/** The root node's id. */
export const ROOT = 0;

export class MoveTree {
  readonly nodes: TreeNode[] = [{ uci: '', parent: -1, children: [] }];

  /** A tree holding `moves` as its main line. */
  static fromMoves(moves: readonly string[]): MoveTree {
    const tree = new MoveTree();
    let at = ROOT;
    for (const m of moves) at = tree.add(at, m);
    return tree;
  }

  /** The child of `parent` reached by `uci`, added when new (a side line unless it is the first). */
  add(parent: number, uci: string): number {
    const node = this.nodes[parent];
    if (!node) throw new RangeError(`no node ${parent}`);
    const known = node.children.find((c) => this.nodes[c].uci === uci);
    if (known !== undefined) return known;
    const id = this.nodes.length;
    this.nodes.push({ uci, parent, children: [] });
    node.children.push(id);
    return id;
  }

  /** Plays `moves` one after another from `from`; the last node reached. */
  addLine(from: number, moves: readonly string[]): number {
    let at = from;
    for (const m of moves) at = this.add(at, m);
    return at;
  }

  /** The moves from the root to `id`. */
  path(id: number): string[] {
    const out: string[] = [];
    for (let at = id; at !== ROOT; at = this.nodes[at].parent) out.push(this.nodes[at].uci);
    return out.reverse();
  }

  /** How many moves from the root to `id` (its ply). */
  depth(id: number): number {
    let n = 0;
    for (let at = id; at !== ROOT; at = this.nodes[at].parent) n++;
    return n;
  }

  /** The next move of `id`'s line, or `id` itself at its end. */
  next(id: number): number {
    return this.nodes[id].children[0] ?? id;
  }

  /** The move before, or the root. */
  prev(id: number): number {
    return id === ROOT ? ROOT : this.nodes[id].parent;
  }

  /** The end of the line `id` is on, following first children. */
  end(id: number): number {
    let at = id;
    while (this.nodes[at].children.length) at = this.nodes[at].children[0];
    return at;
  }

  /** True when `id` is on the main line (every step a first child). */
  onMainLine(id: number): boolean {
    for (let at = id; at !== ROOT; at = this.nodes[at].parent) if (this.nodes[this.nodes[at].parent].children[0] !== at) return false;
    return true;
  }

  /** The line through `id`: its path from the root, then its continuation to the end. */
  line(id: number): string[] {
    const out = this.path(id);
    for (let at = id; this.nodes[at].children.length;) {
      at = this.nodes[at].children[0];
      out.push(this.nodes[at].uci);
    }
    return out;
  }

  /**
   * The tree in reading order, for the move list: each move once, a side line right after the move
   * it is an alternative to (as in "1. a b (1… c 2. d) 2. e"), with how deeply it is nested.
   */
  tokens(): TreeToken[] {
    const out: TreeToken[] = [];
    const walk = (parent: number, level: number, ply: number, start: boolean) => {
      let at = parent;
      let first = start;
      let p = ply;
      while (this.nodes[at].children.length) {
        const [main, ...sides] = this.nodes[at].children;
        out.push({ kind: 'move', id: main, ply: p + 1, level, first });
        for (const side of sides) {
          out.push({ kind: 'open', level: level + 1 });
          out.push({ kind: 'move', id: side, ply: p + 1, level: level + 1, first: true });
          walk(side, level + 1, p + 1, false);
          out.push({ kind: 'close', level: level + 1 });
        }
        // After a side line the main line's next move says its number again.
        first = sides.length > 0;
        at = main;
        p++;
      }
    };
    walk(ROOT, 0, 0, true);
    return out;
  }
}

export type TreeToken =
  /** A move: its node, ply from the root (1 = the first move), nesting level, and whether it starts a run (says its number). */
  | { kind: 'move'; id: number; ply: number; level: number; first: boolean }
  | { kind: 'open'; level: number }
  | { kind: 'close'; level: number };

const UCI = /^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$/;

/** Reads an analysis address's query. Moves that are not UCI end the line there (the page says so). */
export function parseAnalysisQuery(params: URLSearchParams): AnalysisLink & { badMove?: string } {
  const out: AnalysisLink & { badMove?: string } = { moves: [] };
  const fen = params.get('fen');
  if (fen !== null && fen.trim() !== '') out.fen = fen.trim();
  const rules = params.get('rules');
  if (rules !== null) out.rules = rules;
  for (const m of (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!UCI.test(m)) {
      out.badMove = m;
      break;
    }
    out.moves.push(m);
  }
  const plyText = params.get('ply');
  if (plyText !== null && /^\d+$/.test(plyText.trim())) out.ply = Math.min(Number(plyText), out.moves.length);
  return out;
}

/** The address that reopens `tree` at `id`: the line through it and its ply. */
export function treeHref(tree: MoveTree, id: number, root: { fen?: string; rules?: string }): string {
  return analysisHref({ ...root, moves: tree.line(id), ply: tree.depth(id) });
}
