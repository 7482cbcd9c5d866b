/**
 * Each level's strength as measured (docs/levels.md, `scripts/levels.ts --movetime app`): an Elo
 * estimate on the ladder of Fairy-Stockfish at fixed depths, with Fairy-Stockfish searching one
 * move deep put at 1000. Index 0 unused.
 */
export const LEVEL_RATING = [0, 1164, 1372, 1568, 1788, 1952, 2198, 2458, 2718];

/** A rating as the picker says it: rounded to 50, an estimate and no more precise. */
export const shownRating = (level: number) => Math.round(LEVEL_RATING[Math.min(8, Math.max(1, Math.round(level)))] / 50) * 50;
