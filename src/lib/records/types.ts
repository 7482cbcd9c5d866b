/**
 * A game record as files carry it: Korean `.gib` (Korean programs and sites) and the pychess-style
 * PGN. Read into one shape, written back to either. Pure TypeScript on top of the engine.
 */

export type RecordResult = 'cho' | 'han' | 'draw';

export interface GameRecord {
  /** Header fields as read, in file order (`초대국자`, `대국결과`, `Event`, `FEN`, ...). */
  tags: [string, string][];
  /** The starting position (from `FEN`, or from `초차림`/`한차림`, or the usual start). */
  fen: string;
  /** The moves in UCI form; a pass is the general's point twice (`e2e2`). */
  moves: string[];
  /** Comments by the ply they follow (0: before the first move). */
  comments: Record<number, string>;
  /** Who won, when the record says so. */
  result?: RecordResult;
  /** The record's first line in its file. */
  line: number;
}

/**
 * Why a record cannot be read: a code for each language to say, the line of the file, and for a
 * move the ply (1 = the first move) and the text as written.
 */
export type RecordErrorCode =
  'empty' | 'too-large' | 'no-moves' | 'header' | 'fen' | 'setup' | 'move-text' | 'illegal-move' | 'after-end' | 'too-many-games';

export interface RecordError {
  code: RecordErrorCode;
  line: number;
  ply?: number;
  text?: string;
}

/** Limits: a record file is small text; more is a mistake or an attack. */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
export const MAX_GAMES_PER_FILE = 2000;
export const MAX_PLIES = 1000;

export function tag(record: GameRecord, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const hit = record.tags.find(([key]) => key.toLowerCase() === k.toLowerCase());
    if (hit && hit[1].trim() !== '') return hit[1].trim();
  }
  return undefined;
}
