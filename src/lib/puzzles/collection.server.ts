/**
 * Every puzzle collection under lessons/puzzles/, parsed at build time. Import this from server
 * code and build-time loads (`+page.server.ts`, prerendered): pages get only the rows they need.
 */
import { parsePuzzleCsv } from './csv';
import { dailyPool } from './daily';
import { summarize, THEMES, type Puzzle, type PuzzleSummary, type RunPuzzle, type Theme } from './types';

const files = import.meta.glob('/lessons/puzzles/*.csv', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
/**
 * Puzzles retired from the collection: their pages stay, nothing lists or picks them. The file says
 * why: `near-copies.csv` (a near-copy of a kept puzzle), `mirrored.csv` (a bakbo now set with Han to
 * move under a new id), `placed.csv` (a random placement replaced by positions from games).
 */
const retiredFiles = import.meta.glob('/lessons/puzzles/retired/*.csv', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;
/** A retired puzzle's id and the kept puzzle it nearly copied. */
const retiredTo = import.meta.glob('/lessons/puzzles/retired.json', { import: 'default', eager: true }) as Record<
  string,
  Record<string, string>
>;

function loadAll(files: Record<string, string>): Puzzle[] {
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

export const PUZZLES: readonly Puzzle[] = loadAll(files);
const BY_ID = new Map(PUZZLES.map((p) => [p.id, p]));

export const puzzleById = (id: string): Puzzle | undefined => BY_ID.get(id);

export type RetiredWhy = 'near-copy' | 'mirrored' | 'placed' | 'unsound';
const WHY: Record<string, RetiredWhy> = { 'near-copies': 'near-copy', mirrored: 'mirrored', placed: 'placed', unsound: 'unsound' };
const whyOf = new Map<string, RetiredWhy>();
for (const [file, text] of Object.entries(retiredFiles)) {
  const why = WHY[file.replace(/^.*\//, '').replace(/\.csv$/, '')];
  if (!why) throw new Error(`${file}: a retired file says why by its name (${Object.keys(WHY).join(', ')})`);
  for (const p of parsePuzzleCsv(text, file)) whyOf.set(p.id, why);
}

/** The retired puzzles, each with the id of the kept puzzle that takes its place, and why it left. */
export const RETIRED: readonly (Puzzle & { kept: string; why: RetiredWhy })[] = (() => {
  const to = Object.values(retiredTo)[0] ?? {};
  return loadAll(retiredFiles).map((p) => {
    const kept = to[p.id];
    if (BY_ID.has(p.id)) throw new Error(`lessons/puzzles/retired: ${p.id} is in the collection too`);
    if (!kept || !BY_ID.has(kept))
      throw new Error(`lessons/puzzles/retired.json: ${p.id} leads to ${kept ?? 'nothing'}, not a puzzle of the collection`);
    return { ...p, kept, why: whyOf.get(p.id)! };
  });
})();
const RETIRED_BY_ID = new Map(RETIRED.map((p) => [p.id, p]));

export const retiredById = (id: string): (Puzzle & { kept: string; why: RetiredWhy }) | undefined => RETIRED_BY_ID.get(id);

/** The compact index the list and the picker read. */
export const puzzleIndex = (): PuzzleSummary[] => PUZZLES.map(summarize);

/** How many puzzles the daily pool holds: pages that show the daily puzzle get it from the build, to fetch only the day's part. */
export const dailyPoolSize = (): number => dailyPool(PUZZLES).length;

/** What the puzzle runs play: every puzzle, without its source. */
export const runPool = (): RunPuzzle[] => PUZZLES.map(({ source: _source, ...p }) => p);

/** The themes at least one puzzle of the collection has, in THEMES order. */
export const usedThemes = (): Theme[] => THEMES.filter((t) => PUZZLES.some((p) => p.themes.includes(t)));
