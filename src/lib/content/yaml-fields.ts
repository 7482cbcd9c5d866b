/**
 * Reads a YAML block (frontmatter or a fenced block's body) with the file line of every value, so
 * each content error names `file:line`.
 */
import { LineCounter, isMap, isNode, isSeq, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { ContentError } from './errors';

export type Path = readonly (string | number)[];

export class YamlFields {
  private readonly doc: Document;
  private readonly lc = new LineCounter();
  readonly data: unknown;

  /**
   * @param text the YAML source
   * @param firstLine the file line of the source's first line
   * @param where what the block is, for messages ("step", "diagram", "frontmatter")
   */
  constructor(
    text: string,
    readonly file: string,
    readonly firstLine: number,
    readonly where: string,
    private readonly errors: ContentError[],
    /** Line to blame for missing keys (e.g. the fence line). */
    readonly blockLine = firstLine,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lc, prettyErrors: false, uniqueKeys: true });
    for (const e of this.doc.errors) {
      const line = e.linePos ? e.linePos[0].line : this.lc.linePos(e.pos[0]).line;
      this.errors.push(new ContentError(file, firstLine + line - 1, `${where}: invalid YAML: ${firstSentence(e.message)}`));
    }
    this.data = this.doc.errors.length ? undefined : this.doc.toJS();
  }

  /** How many errors the file has so far (a reader compares before and after to know if it failed). */
  get errorCount(): number {
    return this.errors.length;
  }

  get ok(): boolean {
    return this.doc.errors.length === 0;
  }

  /**
   * File line of the value at `path`; for a missing value, the line of its key, or of the nearest
   * existing parent; for a missing top-level key, the block's own line (e.g. the fence).
   */
  line(path: Path = []): number {
    for (let n = path.length; n >= 1; n--) {
      const node = this.doc.getIn(path.slice(0, n), true);
      if (isNode(node) && (node as YamlNode).range) {
        const offset = (node as YamlNode).range![0];
        return this.firstLine + this.lc.linePos(offset).line - 1;
      }
      const k = this.keyLine(path.slice(0, n));
      if (k !== undefined) return k;
    }
    return this.blockLine;
  }

  /** Line of the key of a map entry whose value is null/empty. */
  private keyLine(path: Path): number | undefined {
    const parent = path.length === 1 ? this.doc.contents : this.doc.getIn(path.slice(0, -1), true);
    if (!isMap(parent)) return undefined;
    const key = path[path.length - 1];
    for (const pair of parent.items) {
      const k = pair.key;
      if (isNode(k) && (k as YamlNode & { value?: unknown }).value === key && (k as YamlNode).range)
        return this.firstLine + this.lc.linePos((k as YamlNode).range![0]).line - 1;
    }
    return undefined;
  }

  error(path: Path, message: string): void {
    const name = path.filter((p) => typeof p === 'string').join('.');
    const label = name ? `${this.where} ${name}` : this.where;
    this.errors.push(new ContentError(this.file, this.line(path), `${label}: ${message}`));
  }

  /** Whether the block is a map; reports otherwise. */
  isMap(): boolean {
    if (isMap(this.doc.contents)) return true;
    this.errors.push(new ContentError(this.file, this.blockLine, `${this.where}: expected "key: value" lines`));
    return false;
  }

  /** Reports keys not in `allowed` (typos are the usual cause). */
  onlyKeys(path: Path, value: Record<string, unknown>, allowed: readonly string[]): void {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        const close = allowed.find((a) => editDistance(a, key) <= 2);
        this.error([...path, key], `unknown key "${key}"${close ? ` (did you mean "${close}"?)` : ''}; allowed: ${allowed.join(', ')}`);
      }
    }
  }

  isSeqAt(path: Path): boolean {
    return isSeq(this.doc.getIn(path, true));
  }
}

function firstSentence(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}
