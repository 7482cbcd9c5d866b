/**
 * Fairy-Stockfish janggi FEN: rank 10 first, uppercase Cho, lowercase Han, side `w` (Cho) or `b`.
 * Parsing validates everything and returns a Result with a specific message per defect.
 */
import { PALACE } from './geometry';
import {
  COLORS,
  ROLES,
  ROLE_LETTER,
  ROLE_MAX,
  SQUARE_COUNT,
  WIDTH,
  err,
  ok,
  squareAt,
  squareName,
  type Color,
  type Piece,
  type Result,
  type Role,
} from './types';

export const START_FEN = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

/** The four horse/elephant setups, written as Cho sees its own back rank (left to right). */
export const SETUPS = ['RNBA1ABNR', 'RBNA1ANBR', 'RNBA1ANBR', 'RBNA1ABNR'] as const;
export type Setup = (typeof SETUPS)[number];

/**
 * Korean names of each setup, with a romanization and a plain description in English for content
 * tools (build time: option texts and authors' messages). Players name a setup after its
 * horses, never its elephants: a horse on the inner point (next to the guard) can jump to the palace's corner, its
 * "ear" (귀), so 양귀마 has both horses inside, 원앙마 both outside, and the two mixed setups are
 * 왼귀마 (the left horse inside, 상마상마) and 오른귀마 (the right one inside, 마상마상), left and
 * right as the player sees their own back rank. `pattern` reads the back rank's horses (마) and
 * elephants (상) from left to right, as Korean apps show them. Pages take their words for a setup
 * from the i18n catalogues (the `setups` namespace, by `romanized`), not from here.
 */
/** A setup's romanized name, the code its words are found by (`setups.name.<code>`). */
export type SetupCode = 'wonangma' | 'yanggwima' | 'oreungwima' | 'oengwima';

export const SETUP_NAMES: Record<Setup, { hangul: string; romanized: SetupCode; plain: string; pattern: string }> = {
  RNBA1ABNR: { hangul: '원앙마', romanized: 'wonangma', plain: 'both horses outside', pattern: '마상상마' },
  RBNA1ANBR: { hangul: '양귀마', romanized: 'yanggwima', plain: 'both horses inside', pattern: '상마마상' },
  RNBA1ANBR: { hangul: '오른귀마', romanized: 'oreungwima', plain: 'the right horse inside', pattern: '마상마상' },
  RBNA1ABNR: { hangul: '왼귀마', romanized: 'oengwima', plain: 'the left horse inside', pattern: '상마상마' },
};

/**
 * FEN of a starting position: Han's setup (chosen first, given as Cho would write it, left to
 * right from Cho's view) on rank 10 and Cho's on rank 1.
 */
export function setupFen(han: Setup, cho: Setup): string {
  return `${han.toLowerCase()}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/${cho} w - - 0 1`;
}

export interface BoardSetup {
  /** Piece per square (index 0..89), undefined when empty. */
  board: (Piece | undefined)[];
  turn: Color;
  halfmoves: number;
  fullmoves: number;
}

const LETTER_ROLE: Record<string, Role> = Object.fromEntries(ROLES.map((r) => [ROLE_LETTER[r], r])) as Record<string, Role>;
// Fairy-Stockfish also reads 'e' for the elephant.
LETTER_ROLE['e'] = 'elephant';

/**
 * Reads FEN text into a setup: the text's syntax only (ranks, letters, fields). Whether the pieces
 * could stand so is the next step, `checkSetup`; `parseFen` does both.
 */
export function readFen(input: string): Result<BoardSetup> {
  if (typeof input !== 'string') return err('fen.type');
  const fen = input.trim();
  if (fen === '') return err('fen.empty');
  if (fen.length > 200) return err('fen.long');
  const fields = fen.split(/\s+/);
  const ranks = fields[0].split('/');
  if (ranks.length !== 10) return err('fen.ranks', { count: ranks.length });
  const board: (Piece | undefined)[] = new Array(SQUARE_COUNT).fill(undefined);
  for (let i = 0; i < 10; i++) {
    const rank = 9 - i;
    const text = ranks[i];
    let file = 0;
    for (let j = 0; j < text.length; j++) {
      const ch = text[j];
      if (ch >= '0' && ch <= '9') {
        let num = ch;
        while (j + 1 < text.length && text[j + 1] >= '0' && text[j + 1] <= '9') num += text[++j];
        const n = Number(num);
        if (n === 0) return err('fen.zero', { rank: rank + 1 });
        file += n;
        if (file > WIDTH) break;
        continue;
      }
      const role = LETTER_ROLE[ch.toLowerCase()];
      if (!role) return err('fen.letter', { text: ch, rank: rank + 1 });
      if (file >= WIDTH) {
        file++;
        break;
      }
      const color: Color = ch === ch.toUpperCase() ? 'cho' : 'han';
      board[squareAt(file, rank)] = { color, role };
      file++;
    }
    if (file !== WIDTH) return err('fen.rank-length', { rank: rank + 1, text, count: file });
  }
  let turn: Color = 'cho';
  if (fields.length > 1) {
    if (fields[1] === 'w' || fields[1] === 'r') turn = 'cho';
    else if (fields[1] === 'b') turn = 'han';
    else return err('fen.turn', { text: fields[1] });
  }
  let halfmoves = 0;
  let fullmoves = 1;
  if (fields.length > 4) {
    if (!/^\d{1,4}$/.test(fields[4])) return err('fen.halfmoves', { text: fields[4] });
    halfmoves = Number(fields[4]);
  }
  if (fields.length > 5) {
    if (!/^\d{1,4}$/.test(fields[5]) || Number(fields[5]) < 1) return err('fen.fullmoves', { text: fields[5] });
    fullmoves = Number(fields[5]);
  }
  if (fields.length > 6) return err('fen.fields');
  return ok({ board, turn, halfmoves, fullmoves });
}

/**
 * What every position the engine plays from needs, apart from its text: one general a side, no more
 * pieces of a kind than a side starts with, generals and guards in their palace. (Whether the side
 * not to move is in check needs move generation: `Position.fromSetup`.)
 */
export function checkSetup(setup: BoardSetup): Result<BoardSetup> {
  const { board } = setup;
  const counts: Record<Color, Record<Role, number>> = {
    cho: Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>,
    han: Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>,
  };
  for (const p of board) if (p) counts[p.color][p.role]++;
  for (const color of COLORS) {
    const n = counts[color].general;
    if (n === 0) return err('fen.no-general', { color });
    if (n > 1) return err('fen.extra-general', { color, count: n });
    for (const role of ROLES) {
      if (counts[color][role] > ROLE_MAX[role])
        return err('fen.too-many', { color, role, count: counts[color][role], max: ROLE_MAX[role] });
    }
  }
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const p = board[sq];
    if (!p || (p.role !== 'general' && p.role !== 'guard')) continue;
    const c = p.color === 'cho' ? 0 : 1;
    if (!PALACE[c * SQUARE_COUNT + sq]) return err('fen.palace', { color: p.color, role: p.role, square: squareName(sq) });
  }
  return ok(setup);
}

/** FEN text to a setup the engine can play from: `readFen`, then `checkSetup`. */
export function parseFen(input: string): Result<BoardSetup> {
  const read = readFen(input);
  return read.ok ? checkSetup(read.value) : read;
}

export function makeBoardFen(board: readonly (Piece | undefined)[]): string {
  const rows: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < WIDTH; file++) {
      const p = board[squareAt(file, rank)];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      const l = ROLE_LETTER[p.role];
      row += p.color === 'cho' ? l.toUpperCase() : l;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join('/');
}

export function makeFen(setup: BoardSetup): string {
  return `${makeBoardFen(setup.board)} ${setup.turn === 'cho' ? 'w' : 'b'} - - ${setup.halfmoves} ${setup.fullmoves}`;
}
