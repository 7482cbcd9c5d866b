/**
 * The analysis board's address, a contract other pages link by (docs/contracts.md):
 *   /analysis?fen=<FEN>&moves=<uci>,<uci>,...&ply=<N>&rules=<janggi|traditional|modern|casual>
 * Every part is optional: no `fen` is the start position, no `moves` no line, no `ply` the end of
 * the line, no `rules` the tournament rules. Kept apart from the move tree so a link costs a page
 * a few bytes.
 */

/** What an analysis address holds: `/analysis?fen=<FEN>&moves=a1a2,b3b4&ply=N&rules=<rule set>`. */
export interface AnalysisLink {
  /** The root position's FEN as written (undefined: the start position). */
  fen?: string;
  /** UCI moves from the root (a game's line). */
  moves: string[];
  /** The ply to show (0 = the root); undefined: the end of `moves`. */
  ply?: number;
  /** As written (undefined: the default rule set). */
  rules?: string;
}

/** The address of a position for the analysis board (in the default language: the app localizes links). */
export function analysisHref(link: AnalysisLink): string {
  const q = new URLSearchParams();
  if (link.fen !== undefined) q.set('fen', link.fen.trim());
  if (link.moves.length) q.set('moves', link.moves.join(','));
  if (link.ply !== undefined && link.ply !== link.moves.length) q.set('ply', String(link.ply));
  if (link.rules !== undefined && link.rules !== 'janggi') q.set('rules', link.rules);
  // Commas between moves stay readable (they need no escaping in a query).
  const query = q.toString().replace(/%2C/g, ',');
  return query ? `/analysis?${query}` : '/analysis';
}
