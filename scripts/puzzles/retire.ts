/**
 * Retiring puzzles, for the scripts that change the collection: the rows join
 * lessons/puzzles/retired/<file>, and lessons/puzzles/retired.json says where each retired id leads
 * (a kept puzzle). An id retired earlier that led to a puzzle retired now leads on to where that
 * one goes. A retired puzzle's page stays; its id is never used again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { formatPuzzleCsv, parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import type { Puzzle } from '../../src/lib/puzzles/types';

export function retirePuzzles(rows: Puzzle[], file: string, leadsTo: Record<string, string>): void {
  if (rows.length === 0) return;
  const csv = `lessons/puzzles/retired/${file}`;
  const earlier = existsSync(csv) ? parsePuzzleCsv(readFileSync(csv, 'utf8'), csv) : [];
  writeFileSync(csv, formatPuzzleCsv([...earlier, ...rows]));
  const json = 'lessons/puzzles/retired.json';
  const before = JSON.parse(readFileSync(json, 'utf8')) as Record<string, string>;
  const merged = Object.fromEntries(Object.entries(before).map(([id, to]) => [id, leadsTo[to] ?? to]));
  Object.assign(merged, leadsTo);
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(json, JSON.stringify(sorted, null, 2) + '\n');
}
