/**
 * A personal puzzle's title, as the reader sees it instead of its id: "From your game of 27 Nov
 * 2026 against level 4, move 23", the game's date in the reader's locale. Puzzles kept before their
 * game's date was stored are given the kept game's, when it is still on the device.
 */
import { loadSections, locale } from '$lib/i18n';
import type { GameRecord, PuzzleOrigin } from '$lib/progress';
import { originOf, type PersonalPuzzle } from './personal';
import { gt as mt } from './text';

/** The titles' words are the games namespace's: loaded with this module, never in a page's first load. */
export const loadTitleWords = () => loadSections(locale.current, ['games']);

export function gameDate(time: number, lang: string = locale.current): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
}

/** The puzzle's game, from the puzzle or else from its kept game. */
export function puzzleOrigin(p: Pick<PersonalPuzzle, 'origin'>, game?: GameRecord): PuzzleOrigin | undefined {
  return p.origin ?? (game ? originOf(game) : undefined);
}

export function mineTitle(p: Pick<PersonalPuzzle, 'origin' | 'ply'>, game?: GameRecord): string {
  const o = puzzleOrigin(p, game);
  if (!o) return mt('mine.from.unknown', { ply: p.ply });
  const date = gameDate(o.at);
  if (o.vs === 'computer') return mt('mine.from.computer', { date, level: o.level ?? '?', ply: p.ply });
  return mt(o.vs === 'screen' ? 'mine.from.screen' : 'mine.from.record', { date, ply: p.ply });
}

/** The kept games of puzzles that do not carry their game's date, by id (one read each). */
export async function gamesWithout(
  puzzles: readonly PersonalPuzzle[],
  getGame: (id: string) => Promise<GameRecord | undefined>,
): Promise<Map<string, GameRecord>> {
  const ids = [...new Set(puzzles.filter((p) => !p.origin).map((p) => p.gameId))];
  const games = await Promise.all(ids.map((id) => getGame(id).catch(() => undefined)));
  return new Map(ids.flatMap((id, i) => (games[i] ? [[id, games[i]] as const] : [])));
}
