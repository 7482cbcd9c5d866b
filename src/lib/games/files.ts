/**
 * Game record files and the kept games: records read from a file become games (all or nothing),
 * games become `.gib` and PGN text again. Loaded when a file is chosen or a game downloaded.
 */
import type { GameRecord, ProgressApi } from '$lib/progress';
import { formatGib, formatPgn, parseRecords, tag, type GameRecord as FileRecord, type RecordError } from '$lib/records';
import { fail, ok, type Result } from '$lib/result';
import { newGameId, setupsOf } from '$lib/play/storage';

const RECORD_DATE = /^(\d{4})[.\-/ ]?(\d{1,2})[.\-/ ]?(\d{1,2})/;

/** The date a record gives (`대국일자`, `Date`), as epoch milliseconds at noon UTC, or undefined. */
export function recordDate(rec: FileRecord): number | undefined {
  const m = RECORD_DATE.exec(tag(rec, '대국일자', 'Date') ?? '');
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return Number.isFinite(t) && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? t : undefined;
}

/** A record read from a file as a kept game (a new id; the import's time orders it in the list). */
export function gameFromRecord(rec: FileRecord, now: number, id = newGameId()): GameRecord {
  const g: GameRecord = {
    id,
    createdAt: recordDate(rec) ?? now,
    updatedAt: now,
    rev: 0,
    rules: 'janggi',
    rootFen: rec.fen,
    moves: [...rec.moves],
    source: 'import',
    tags: rec.tags.slice(0, 100).map(([k, v]) => [k.slice(0, 100), v.slice(0, 500)] as [string, string]),
    result: rec.result && rec.result !== 'draw' ? { reason: 'record', winner: rec.result } : { reason: 'record' },
  };
  const setups = setupsOf(rec.fen);
  if (setups) g.setups = setups;
  return g;
}

/**
 * Every game of a record file's text, ready to keep; or the first reason the file cannot be read
 * (its line, and for a move its ply). Nothing is returned half: one bad game refuses the file.
 */
export function importRecords(text: string, now: number): Result<GameRecord[], RecordError> {
  const r = parseRecords(text);
  if (!r.ok) return fail(r.error);
  return ok(r.value.map((rec, i) => gameFromRecord(rec, now + i)));
}

/** Keeps the imported games in one transaction: all of them, or (when the store refuses) none. */
export async function keepImported(store: Pick<ProgressApi, 'transact'>, games: readonly GameRecord[]): Promise<void> {
  await store.transact(['games'], async (tx) => {
    for (const g of games) await tx.put('games', { ...g, rev: 1 });
  });
}

/** A kept game as a record for the file writers. */
export function recordOfGame(g: GameRecord): FileRecord {
  const tags: [string, string][] = [...(g.tags ?? [])];
  const has = (k: string) => tags.some(([key]) => key === k);
  if (!has('대국일자') && !has('Date')) {
    const d = new Date(g.createdAt);
    tags.push(['대국일자', `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`]);
  }
  if (g.name && !has('대회명') && !has('Event')) tags.push(['대회명', g.name]);
  const winner = g.result?.winner;
  const result: FileRecord['result'] = winner ?? (g.result && g.result.reason !== 'record' ? 'draw' : undefined);
  return { tags, fen: g.rootFen, moves: [...g.moves], comments: {}, result, line: 1 };
}

export type ExportFormat = 'gib' | 'pgn';

/** The game as a file: its text, name and type. */
export function exportGame(g: GameRecord, format: ExportFormat): { text: string; filename: string; type: string } {
  const rec = recordOfGame(g);
  const d = new Date(g.createdAt);
  const stamp = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  const base = `janggi-${stamp}-${g.id.slice(0, 8)}`;
  return format === 'gib'
    ? { text: formatGib(rec), filename: `${base}.gib`, type: 'text/plain;charset=utf-8' }
    : { text: formatPgn(rec), filename: `${base}.pgn`, type: 'application/x-chess-pgn;charset=utf-8' };
}
