/**
 * A custom puzzle (a set-up position with its verified mating line) as plain text, with no engine:
 * the link payload (`/puzzles/custom?p=`), the id its attempts are stored under, and the compact id
 * it has as an item of an assignment set:
 *     <board, ranks joined by '.'>_<w|b><rules: j|t|m|c>_<move>-<move>-...
 * e.g. `4k4.9.4a4.9.9.9.9.2p1Ar3.3K5.9_bj_e3e2-d2d1-e2d2` (only the characters an item id allows).
 * Reading checks the shape only; whether the position is possible and the line still mates is
 * checked where the puzzle is added or played (puzzle-link.ts), which loads the engine.
 */
import type { RuleSetName } from '$lib/engine';

export interface CustomPuzzle {
  /** FEN; the board and the side to move matter, the rest is `- - 0 1`. */
  fen: string;
  rules: RuleSetName;
  /** Solver move, best defence, ..., the mating move (UCI). */
  moves: string[];
}

export const PUZZLE_LINK_VERSION = 1;
/** The longest mate a custom puzzle may have, in the solver's moves. */
export const MAX_MATE_LINK = 5;

const RULE_CODE: Record<RuleSetName, string> = { janggi: 'j', traditional: 't', modern: 'm', casual: 'c' };
const CODE_RULE = new Map(Object.entries(RULE_CODE).map(([rules, code]) => [code, rules as RuleSetName]));

const SQUARE = '[a-i](?:10|[1-9])';
/** Ten ranks of at most nine points each (pieces or a digit), then side, rules and 1..9 moves. */
export const CUSTOM_ITEM_ID = new RegExp(
  `^(?:[A-Za-z1-9]{1,9}\\.){9}[A-Za-z1-9]{1,9}_[wb][jtmc]_${SQUARE}${SQUARE}(?:-${SQUARE}${SQUARE}){0,${2 * MAX_MATE_LINK - 2}}$`,
);
/** The longest such id (a full board and a mate in 5). */
export const MAX_CUSTOM_ITEM_ID = 10 * 9 + 9 + 4 + (2 * MAX_MATE_LINK - 1) * 7;

/** How many moves the solver mates in. */
export const mateLength = (p: CustomPuzzle): number => (p.moves.length + 1) / 2;

const boardOf = (fen: string) => fen.trim().split(/\s+/)[0] ?? '';
const turnOf = (fen: string) => (fen.trim().split(/\s+/)[1] === 'b' ? 'b' : 'w');

/** The link payload: `1;<board FEN>;<w|b>;<rules>;<move>,<move>,...`. */
export function encodePuzzle(p: CustomPuzzle): string {
  return [PUZZLE_LINK_VERSION, boardOf(p.fen), turnOf(p.fen), p.rules, p.moves.join(',')].join(';');
}

/** The player's address for a custom puzzle. */
export function puzzleHref(p: CustomPuzzle): string {
  return `/puzzles/custom?${new URLSearchParams({ p: encodePuzzle(p) }).toString()}`;
}

/** A short stable digest of a text (FNV-1a, base 36). */
function digest(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** The id the player and the progress store know the puzzle by. */
export const customPuzzleId = (p: CustomPuzzle): string => `custom-${digest(encodePuzzle(p))}`;

/** The puzzle as an item id of an assignment set. */
export function toItemId(p: CustomPuzzle): string {
  return `${boardOf(p.fen).replaceAll('/', '.')}_${turnOf(p.fen)}${RULE_CODE[p.rules]}_${p.moves.join('-')}`;
}

/** The puzzle an item id describes, or undefined when the id does not have that shape. */
export function fromItemId(id: string): CustomPuzzle | undefined {
  if (id.length > MAX_CUSTOM_ITEM_ID || !CUSTOM_ITEM_ID.test(id)) return undefined;
  const [board, side, line] = id.split('_');
  const rules = CODE_RULE.get(side[1]);
  if (!rules) return undefined;
  const moves = line.split('-');
  if (moves.length % 2 !== 1) return undefined;
  return { fen: `${board.replaceAll('.', '/')} ${side[0]} - - 0 1`, rules, moves };
}

/**
 * The puzzle in a link payload (`encodePuzzle`), by its shape only: for lists of puzzles already
 * checked when they were kept. Opening or adding one checks it in full (puzzle-link.ts).
 */
export function readPayload(payload: unknown): CustomPuzzle | undefined {
  if (typeof payload !== 'string' || payload.length > 400) return undefined;
  const [version, board, turn, rules, line, ...rest] = payload.split(';');
  if (version !== String(PUZZLE_LINK_VERSION) || rest.length || !line || (turn !== 'w' && turn !== 'b')) return undefined;
  const code = RULE_CODE[rules as RuleSetName];
  if (!code) return undefined;
  return fromItemId(`${board.replaceAll('/', '.')}_${turn}${code}_${line.replaceAll(',', '-')}`);
}
