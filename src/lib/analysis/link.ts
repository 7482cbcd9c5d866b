/**
 * The analysis board's address, a contract other pages link by (docs/contracts.md):
 *   /analysis?fen=<FEN>&moves=<uci>,<uci>,...&ply=<N>&rules=<janggi|traditional|modern|casual>
 * Every part is optional: no `fen` is the start position, no `moves` no line, no `ply` the end of
 * the line, no `rules` the tournament rules. Built with the other "open this position" addresses
 * (board/open-in.ts), so a link costs a page a few bytes.
 */
export { analysisHref, type AnalysisLink } from '$lib/board/open-in';
