/**
 * Nine Elder FEN, in the form Fairy-Stockfish uses for shogi-like games: rank 9 first, uppercase for the
 * first player (Jade), `+` before a promoted piece, pieces in hand in brackets after the board:
 * `i7i/1ksccvna1/1sg1p1p1p/p1p6/9/6P1P/P1P1P1GS1/1ANVCCSK1/I7I[Pp] w - - 0 1`.
 * Letters: K Jade/King, I Incense, A Angle, N Cannon, V Van, G Gold, S Silver, C Cassia, P Pawn.
 */
import { err, ok, type Result } from './base';
import {
  HAND_TYPES,
  KING,
  NE_LETTERS,
  NinePosition,
  PAWN,
  isPromoted,
  makePiece,
  pieceColor,
  pieceType,
  PROMOTABLE,
  type NineElderOptions,
} from './position';

export const NINE_ELDER_START_FEN = 'i7i/1ksccvna1/1sg1p1p1p/p1p6/9/6P1P/P1P1P1GS1/1ANVCCSK1/I7I[] w - - 0 1';

const LETTER_TYPE: Record<string, number> = Object.fromEntries(NE_LETTERS.map((l, i) => [l, i]).filter(([l]) => l));

/** Most pieces of a base type one side can own on board and in hand together (both sides share the set). */
const TOTAL_MAX = [0, 2, 4, 2, 2, 2, 2, 4, 4, 10];

export function parseNineFen(fen: string, options: Partial<NineElderOptions> = {}): Result<NinePosition> {
  const text = fen.trim();
  const m = /^([^\s[]+)\s*(?:\[([A-Za-z]*|-)\])?\s*(.*)$/.exec(text);
  if (!m) return err('fen-empty', 'The FEN is empty.');
  const [, boardPart, handPart = '', rest] = m;
  const pos = new NinePosition(options);
  const ranks = boardPart.split('/');
  if (ranks.length !== 9) return err('fen-ranks', `A Nine Elder board has 9 ranks; this FEN has ${ranks.length}.`);
  for (let i = 0; i < 9; i++) {
    const rank = 8 - i;
    let file = 0;
    let promoted = false;
    for (const ch of ranks[i]) {
      if (ch === '+') {
        if (promoted) return err('fen-promotion', `Rank ${rank + 1} has "++".`);
        promoted = true;
        continue;
      }
      if (/[1-9]/.test(ch)) {
        if (promoted) return err('fen-promotion', `"+" must stand before a piece letter (rank ${rank + 1}).`);
        file += Number(ch);
        continue;
      }
      const type = LETTER_TYPE[ch.toLowerCase()];
      if (!type) return err('fen-letter', `Unknown piece letter "${ch}" on rank ${rank + 1}.`);
      if (promoted && !PROMOTABLE[type]) return err('fen-promotion', `"${ch}" cannot be promoted.`);
      if (file > 8) return err('fen-width', `Rank ${rank + 1} has more than 9 points.`);
      pos.board[rank * 9 + file] = makePiece(ch === ch.toUpperCase() ? 0 : 1, type, promoted);
      promoted = false;
      file++;
    }
    if (promoted) return err('fen-promotion', `Rank ${rank + 1} ends with "+".`);
    if (file !== 9) return err('fen-width', `Rank ${rank + 1} has ${file} points, not 9.`);
  }
  if (handPart !== '-')
    for (const ch of handPart) {
      const type = LETTER_TYPE[ch.toLowerCase()];
      if (!type || type === KING) return err('fen-hand', `"${ch}" cannot be a piece in hand.`);
      pos.hands[(ch === ch.toUpperCase() ? 0 : 1) * 10 + type]++;
    }
  const fields = rest.split(/\s+/).filter(Boolean);
  const side = fields[0] ?? 'w';
  if (side !== 'w' && side !== 'b') return err('fen-side', `The side to move must be "w" or "b", not "${side}".`);
  pos.turn = side === 'w' ? 0 : 1;
  // Fields after the side: castling and en passant placeholders ("- -"), then the move counters.
  const nums = fields.slice(1).filter((f) => /^\d+$/.test(f));
  if (nums.length >= 2) {
    pos.halfmoves = Number(nums[0]);
    pos.fullmoves = Math.max(1, Number(nums[1]));
  }
  // Sanity: one king each, no more pieces than the set holds, pawns obey the file rule.
  const count = new Array(10).fill(0);
  for (let c = 0; c < 2; c++) {
    let kings = 0;
    for (let s = 0; s < 81; s++) {
      const p = pos.board[s];
      if (!p) continue;
      if (c === 0) count[pieceType(p)]++;
      if (pieceColor(p) === c && pieceType(p) === KING) kings++;
    }
    if (kings !== 1)
      return err('fen-kings', `${c === 0 ? 'The first player' : 'The second player'} needs exactly one Jade/King, found ${kings}.`);
  }
  for (const t of HAND_TYPES) count[t] += pos.hands[t] + pos.hands[10 + t];
  for (const t of HAND_TYPES)
    if (count[t] > TOTAL_MAX[t])
      return err('fen-count', `Too many "${NE_LETTERS[t].toUpperCase()}" pieces: ${count[t]}, the set has ${TOTAL_MAX[t]}.`);
  for (let c = 0; c < 2; c++)
    for (let f = 0; f < 9; f++) {
      let n = 0;
      for (let r = 0; r < 9; r++) if (pos.board[r * 9 + f] === makePiece(c, PAWN)) n++;
      if (n > 1) return err('fen-pawns', `Two unpromoted pawns of one side stand on file ${'abcdefghi'[f]}.`);
    }
  if (pos.inCheck(1 - pos.turn)) return err('fen-check', 'The side not to move is in check.');
  return ok(pos);
}

export function nineFen(pos: NinePosition): string {
  const rows: string[] = [];
  for (let r = 8; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 9; f++) {
      const p = pos.board[r * 9 + f];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      const l = NE_LETTERS[pieceType(p)];
      row += (isPromoted(p) ? '+' : '') + (pieceColor(p) === 0 ? l.toUpperCase() : l);
    }
    if (empty) row += empty;
    rows.push(row);
  }
  let hand = '';
  for (let c = 0; c < 2; c++)
    for (const t of HAND_TYPES) {
      const l = c === 0 ? NE_LETTERS[t].toUpperCase() : NE_LETTERS[t];
      hand += l.repeat(pos.hands[c * 10 + t]);
    }
  return `${rows.join('/')}[${hand}] ${pos.turn === 0 ? 'w' : 'b'} - - ${pos.halfmoves} ${pos.fullmoves}`;
}
