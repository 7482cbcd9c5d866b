/**
 * Every puzzle collection under lessons/puzzles/, parsed at build time. Import this from server
 * code and build-time loads (`+page.server.ts`, prerendered): pages get only the rows they need.
 */
import { parsePuzzleCsv } from './csv';
import { dailyPool } from './daily';
import { summarize, type Puzzle, type PuzzleSummary, type RunPuzzle } from './types';

const files = import.meta.glob('/lessons/puzzles/*.csv', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

function loadAll(): Puzzle[] {
  const out: Puzzle[] = [];
  const ids = new Set<string>();
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const p of parsePuzzleCsv(text, file.replace(/^\//, ''))) {
      if (ids.has(p.id)) throw new Error(`${file}: duplicate puzzle id ${p.id}`);
      ids.add(p.id);
      out.push(p);
    }
  }
  return out;
}

export const PUZZLES: readonly Puzzle[] = loadAll();
const BY_ID = new Map(PUZZLES.map((p) => [p.id, p]));

export const puzzleById = (id: string): Puzzle | undefined => BY_ID.get(id);

/** The compact index the list and the picker read. */
export const puzzleIndex = (): PuzzleSummary[] => PUZZLES.map(summarize);

/** How many puzzles the daily pool holds: pages that show the daily puzzle get it from the build, to fetch only the day's part. */
export const dailyPoolSize = (): number => dailyPool(PUZZLES).length;

/** What the puzzle runs play: every puzzle, without its source. */
export const runPool = (): RunPuzzle[] => PUZZLES.map(({ source: _source, ...p }) => p);
