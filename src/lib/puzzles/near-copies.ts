/**
 * Near-copies: two puzzles with the same side to move whose boards differ on at most a few points
 * (a piece added, removed or moved counts at each point it changes). The collection allows at most
 * MAX_NEAR_COPY_PAIRS such pairs; `pruneNearCopies` says which puzzles to retire, keeping the
 * better of each pair.
 */
import type { Puzzle } from './types';

/** Points two boards may differ on and still count as a near-copy. */
export const NEAR_COPY_POINTS = 3;
/** Pairs of near-copies the whole collection may hold. */
export const MAX_NEAR_COPY_PAIRS = 20;

interface Board {
  id: string;
  turn: string;
  cells: string[];
  count: number;
}

function boardOf(p: Pick<Puzzle, 'id' | 'fen'>): Board {
  const [placement, turn] = p.fen.split(' ');
  const cells: string[] = [];
  for (const row of placement.split('/'))
    for (const ch of row) {
      if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) cells.push('');
      else cells.push(ch);
    }
  return { id: p.id, turn, cells, count: cells.filter(Boolean).length };
}

/** Every pair of near-copies, by id, in collection order. */
export function nearCopyPairs(puzzles: readonly Pick<Puzzle, 'id' | 'fen'>[], points = NEAR_COPY_POINTS): [string, string][] {
  const boards = puzzles.map(boardOf);
  const out: [string, string][] = [];
  for (let i = 0; i < boards.length; i++)
    for (let j = i + 1; j < boards.length; j++) {
      const a = boards[i];
      const b = boards[j];
      if (a.turn !== b.turn || Math.abs(a.count - b.count) > points) continue;
      let diff = 0;
      for (let k = 0; k < a.cells.length && diff <= points; k++) if (a.cells[k] !== b.cells[k]) diff++;
      if (diff <= points) out.push([a.id, b.id]);
    }
  return out;
}

/** A puzzle made by placing pieces at random (its `source`), not taken from a game or composed. */
export const isRandomPlacement = (p: Pick<Puzzle, 'source'>): boolean => p.source.startsWith('placed');

/**
 * Which of two near-copies is the better to keep (negative: `a`): a traditional bakbo, then a
 * position from a game or a composition over a random placement, then the longer mate (mates in 4
 * and 5 are few, mates in 1 to 3 many: the short one goes), then the shorter line of two of one
 * length or of two tactics, then the fewer pieces (the cleaner board), then the older id (more
 * likely named by progress and links).
 */
export function compareKeep(a: Puzzle, b: Puzzle): number {
  const bakbo = Number(b.themes.includes('bakbo')) - Number(a.themes.includes('bakbo'));
  if (bakbo) return bakbo;
  const natural = Number(isRandomPlacement(a)) - Number(isRandomPlacement(b));
  if (natural) return natural;
  if (a.mateIn !== b.mateIn) return b.mateIn - a.mateIn;
  if (a.moves.length !== b.moves.length) return a.moves.length - b.moves.length;
  const pieces = boardOf(a).count - boardOf(b).count;
  if (pieces) return pieces;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The puzzles to retire so that no near-copy pair is left: each pair, worst first, loses its
 * worse puzzle unless one of the two is gone already. Each retired id maps to the kept puzzle it
 * copied (a link or a review of the retired id goes there).
 */
export function pruneNearCopies(puzzles: readonly Puzzle[], points = NEAR_COPY_POINTS): Map<string, string> {
  const byId = new Map(puzzles.map((p) => [p.id, p]));
  const pairs = nearCopyPairs(puzzles, points).map(([x, y]) => {
    const [keep, drop] = compareKeep(byId.get(x)!, byId.get(y)!) <= 0 ? [x, y] : [y, x];
    return { keep, drop };
  });
  // The worst puzzles go first, so a cluster of copies keeps its best.
  pairs.sort((p, q) => compareKeep(byId.get(q.drop)!, byId.get(p.drop)!));
  const retired = new Map<string, string>();
  // A pair one of whose puzzles is gone already is no pair any more.
  for (const { keep, drop } of pairs) if (!retired.has(keep) && !retired.has(drop)) retired.set(drop, keep);
  // Every retired id points at a puzzle still in the collection.
  for (const [drop, keep] of retired) {
    let to = keep;
    while (retired.has(to)) to = retired.get(to)!;
    retired.set(drop, to);
  }
  return retired;
}
