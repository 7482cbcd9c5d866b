/** The game in progress, kept in the progress store's settings so it survives a reload. */
import type { Color } from '$lib/engine';
import { progress, type SavedPlayGame } from '$lib/progress';
import type { GameSnapshot } from './game.svelte';

export type SavedGame = GameSnapshot & { orientation?: Color; computer?: { side: Color; level: number } };

export async function loadSavedGame(): Promise<SavedPlayGame | undefined> {
  try {
    const saved = await progress.getSetting('playGame');
    if (!saved || typeof saved !== 'object') return undefined;
    return saved;
  } catch {
    return undefined;
  }
}

/** Saves without waiting; a failed save only costs the reload. */
export function saveGame(game: SavedGame, activityTitle?: string): void {
  const value: SavedPlayGame = { rules: game.rules, rootFen: game.rootFen, moves: [...game.moves] };
  if (game.orientation) value.orientation = game.orientation;
  if (game.computer) value.computer = { side: game.computer.side, level: game.computer.level };
  progress.setSetting('playGame', value).catch((e) => console.warn('[play] could not save the game', e));
  if (activityTitle && game.moves.length > 0) {
    progress.setLastActivity({ kind: 'game', id: 'play', title: activityTitle, href: '/play', time: Date.now() }).catch(() => {});
  }
}
