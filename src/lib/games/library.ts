/**
 * What /games says about each kept game: its result, its opponent, whether it goes on. Codes
 * only; the page's words say them. Reading and writing record files is in files.ts (loaded on use).
 */
import type { Color } from '$lib/engine';
import type { GameRecord } from '$lib/progress';
import { tag, type GameRecord as FileRecord } from '$lib/records/types';

/** How the list names a game's outcome for one side: won, lost, drawn, not over, or not given by its record. */
export type ResultCode = 'cho-won' | 'han-won' | 'draw' | 'unfinished' | 'unknown';

export function resultCode(g: Pick<GameRecord, 'result' | 'source'>): ResultCode {
  const r = g.result;
  if (!r) return 'unfinished';
  if (r.winner === 'cho') return 'cho-won';
  if (r.winner === 'han') return 'han-won';
  if (r.reason === 'record') return 'unknown';
  return 'draw';
}

/** Who the game was played against: the computer (with its level), a friend on this screen, or named players of a record. */
export type Opponent = { kind: 'computer'; level: number } | { kind: 'screen' } | { kind: 'record'; cho?: string; han?: string };

export function opponentOf(g: Pick<GameRecord, 'computer' | 'source' | 'tags'>): Opponent {
  if (g.computer) return { kind: 'computer', level: g.computer.level };
  if (g.source === 'import') {
    const rec = { tags: g.tags ?? [] } as Pick<FileRecord, 'tags'> as FileRecord;
    return { kind: 'record', cho: tag(rec, '초대국자', 'White'), han: tag(rec, '한대국자', 'Black') };
  }
  return { kind: 'screen' };
}

/**
 * The sides whose mistakes become personal puzzles: against the computer, the side the learner
 * played; on one screen, both (each player there is a learner on this device, and the game does not
 * say which one owns it); an imported record, both too (it is usually the learner's own game from
 * another program, and a mistake proved clearly is worth solving whoever made it).
 */
export function learnerSides(g: Pick<GameRecord, 'computer'>): Color[] {
  if (!g.computer) return ['cho', 'han'];
  return [g.computer.side === 'cho' ? 'han' : 'cho'];
}

/** A game is continued on /play while it goes on; an imported one, or a finished one, is reviewed. */
export function canContinue(g: Pick<GameRecord, 'result' | 'source'>): boolean {
  return !g.result && g.source !== 'import';
}

/** The longest name a game can be given. */
export const MAX_NAME = 80;

/** A name as typed, trimmed and cut to MAX_NAME; empty clears the name. */
export function cleanName(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}
