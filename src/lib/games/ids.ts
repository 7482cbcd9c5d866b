/** Personal puzzle ids (a tiny module: the puzzle pages read it without the engine). */
export const PERSONAL_PREFIX = 'mine-';
export const personalId = (gameId: string, ply: number) => `${PERSONAL_PREFIX}${gameId}-${ply}`;
export const isPersonalId = (id: string) => id.startsWith(PERSONAL_PREFIX);
