/**
 * The puzzle CSV: header `id,fen,moves,mate_in,rating,themes,source`, one puzzle a row. Parsing
 * fails with the file and line of the first defect (content must fail the build, not the user).
 */
import { isTheme, MAX_MATE, type Puzzle, type Theme } from './types';

export const CSV_HEADER = 'id,fen,moves,mate_in,rating,themes,source';

export class PuzzleCsvError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'PuzzleCsvError';
  }
}

/** Split one CSV record (RFC 4180 quoting; fields never span lines here). */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new Error('unclosed quote');
        v += line.slice(i, q);
        i = q + 1;
        if (line[i] === '"') {
          v += '"';
          i++;
        } else break;
      }
      out.push(v);
      if (i >= line.length) return out;
      if (line[i] !== ',') throw new Error('text after a quoted field');
      i++;
    } else {
      const c = line.indexOf(',', i);
      if (c < 0) {
        out.push(line.slice(i));
        return out;
      }
      out.push(line.slice(i, c));
      i = c + 1;
    }
  }
}

const escape = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function formatPuzzleRow(p: Puzzle): string {
  return [p.id, p.fen, p.moves.join(' '), String(p.mateIn), String(p.rating), p.themes.join(' '), p.source].map(escape).join(',');
}

export function formatPuzzleCsv(puzzles: readonly Puzzle[]): string {
  return [CSV_HEADER, ...puzzles.map(formatPuzzleRow)].join('\n') + '\n';
}

const UCI = /^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$/;

/** Parse a collection; shape checks only (the content tests verify the chess). */
export function parsePuzzleCsv(text: string, file: string): Puzzle[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== CSV_HEADER) throw new PuzzleCsvError(file, 1, `expected the header "${CSV_HEADER}"`);
  const out: Puzzle[] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    const fail = (msg: string): never => {
      throw new PuzzleCsvError(file, i + 1, msg);
    };
    let f: string[] = [];
    try {
      f = splitCsvLine(raw);
    } catch (e) {
      fail((e as Error).message);
    }
    if (f.length !== 7) fail(`expected 7 fields, found ${f.length}`);
    const [id, fen, moves, mateIn, rating, themes, source] = f;
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) fail(`bad id "${id}"`);
    if (fen.split(' ').length !== 6) fail(`bad FEN "${fen}"`);
    const line = moves.trim().split(/\s+/).filter(Boolean);
    if (line.length === 0 || line.some((m) => !UCI.test(m))) fail(`bad moves "${moves}"`);
    // Empty or 0: a winning-material puzzle (its line also ends with a solver move).
    const n = mateIn.trim() === '' ? 0 : Number(mateIn);
    if (!Number.isInteger(n) || n < 0 || n > MAX_MATE) fail(`bad mate_in "${mateIn}"`);
    if (n > 0 && line.length !== 2 * n - 1) fail(`a mate in ${n} has ${2 * n - 1} moves in its line, found ${line.length}`);
    if (n === 0 && line.length % 2 !== 1)
      fail(`a winning-material line ends with the solver's move: an odd number of moves, found ${line.length}`);
    const r = Number(rating);
    if (!Number.isFinite(r) || r < 100 || r > 4000) fail(`bad rating "${rating}"`);
    const ts = themes.trim() ? themes.trim().split(/\s+/) : [];
    const unknown = ts.find((t) => !isTheme(t));
    if (unknown) fail(`unknown theme "${unknown}"`);
    if (!source.trim()) fail('empty source');
    out.push({ id, fen, moves: line, mateIn: n, rating: Math.round(r), themes: ts as Theme[], source: source.trim() });
  }
  return out;
}
