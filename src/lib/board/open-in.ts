/**
 * "Open this position in...": the addresses of the pages that take any position, the contracts other
 * pages link by (docs/contracts.md):
 *   /editor?fen=<FEN>[&rules=<rule set>]
 *   /analysis?fen=<FEN>[&moves=<uci>,<uci>,...][&ply=<N>][&rules=<rule set>]
 *   /play?fen=<FEN>&vs=computer&side=w|b&rules=<rule set>[&level=1..8]
 * Pure functions (no engine code, no words): a link costs a page a few bytes. The pages that read
 * these addresses check the FEN themselves (an impossible position is said, never played).
 */
import type { Color, RuleSetName } from '$lib/engine';
import { localizePath, type Locale } from '$lib/i18n/locales';

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

/** The tournament rules: an address leaves them out. */
const DEFAULT_RULES = 'janggi';

/** The address of a position for the analysis board. */
export function analysisHref(link: AnalysisLink): string {
  const q = new URLSearchParams();
  if (link.fen !== undefined) q.set('fen', link.fen.trim());
  if (link.moves.length) q.set('moves', link.moves.join(','));
  if (link.ply !== undefined && link.ply !== link.moves.length) q.set('ply', String(link.ply));
  if (link.rules !== undefined && link.rules !== DEFAULT_RULES) q.set('rules', link.rules);
  // Commas between moves stay readable (they need no escaping in a query).
  const query = q.toString().replace(/%2C/g, ',');
  return query ? `/analysis?${query}` : '/analysis';
}

/** The editor's address for a position (with its rule set when it is not the default). */
export function editorHref(fen: string, rules?: RuleSetName): string {
  const q = new URLSearchParams({ fen: fen.trim() });
  if (rules && rules !== DEFAULT_RULES) q.set('rules', rules);
  return `/editor?${q.toString()}`;
}

/** The side to move of a FEN as written (Cho unless it says `b`). */
export const sideToMove = (fen: string): Color => (fen.trim().split(/\s+/)[1] === 'b' ? 'han' : 'cho');

/**
 * "Play it out against the computer": /play on this position, the learner on `side` (by default
 * the side to move), the computer on the other.
 */
export function playItOutHref(fen: string, options: { side?: Color; rules?: RuleSetName; level?: number } = {}): string {
  const q = new URLSearchParams();
  q.set('fen', fen.trim());
  q.set('vs', 'computer');
  q.set('side', (options.side ?? sideToMove(fen)) === 'cho' ? 'w' : 'b');
  q.set('rules', options.rules ?? DEFAULT_RULES);
  if (options.level !== undefined) q.set('level', String(options.level));
  return `/play?${q.toString()}`;
}

export type OpenTarget = 'editor' | 'analysis' | 'play';
export const OPEN_TARGETS: readonly OpenTarget[] = ['editor', 'analysis', 'play'];

/** A position to open elsewhere. */
export interface OpenPosition {
  /** The position shown (for a game: the position at `ply`). */
  fen: string;
  rules?: RuleSetName;
  /** The learner's side when played out (default: the side to move). */
  side?: Color;
  /** A game's line: the analysis board opens it whole, from `rootFen`, at `ply` (default: its end). */
  line?: { rootFen: string; moves: readonly string[]; ply?: number };
  /** The pages not to offer (the page the reader is on). */
  without?: readonly OpenTarget[];
}

/**
 * The addresses of `p` on each page offered, in `lang` (an address the reader can copy or open in a
 * new tab stays in the reader's language: docs/languages.md).
 */
export function openHrefs(p: OpenPosition, lang: Locale): { target: OpenTarget; href: string }[] {
  const href = (target: OpenTarget): string => {
    if (target === 'editor') return editorHref(p.fen, p.rules);
    if (target === 'play') return playItOutHref(p.fen, { side: p.side, rules: p.rules });
    const link = p.line
      ? { fen: p.line.rootFen, moves: [...p.line.moves], ply: p.line.ply, rules: p.rules }
      : { fen: p.fen, moves: [], rules: p.rules };
    return analysisHref(link);
  };
  return OPEN_TARGETS.filter((t) => !p.without?.includes(t)).map((target) => {
    const [path, query] = href(target).split('?');
    return { target, href: `${localizePath(path, lang)}${query ? `?${query}` : ''}` };
  });
}
