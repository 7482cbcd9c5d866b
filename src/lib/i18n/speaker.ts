/**
 * A language's grammar, as opposed to its words: how it names a side's piece, joins a list, counts,
 * says a move. Each language's folder has one (`lang/<code>/speaker.ts`, exported
 * `speaker`); code that builds sentences from facts asks the reader's speaker instead of branching
 * on a language. A language's speaker loads with its app catalogue (catalogues.ts, loadCatalogue), in
 * the same chunk, so a page carries only its reader's.
 */
import type { Color, Role } from '$lib/engine';
import type { Messages } from './catalogues';
import type { MoveFacts } from './moves';

export type CountUnit = 'point' | 'move' | 'pair';

export interface Speaker {
  /** A side's name: Cho, Han. */
  side(color: Color): string;
  /** A side's piece: in Korean, Han's soldier is 병 and Cho's 졸. */
  piece(role: Role, side: Color): string;
  /** Items as one phrase: "a, b and c"; `or` for alternatives. */
  list(items: readonly string[], joiner?: 'and' | 'or'): string;
  /** Whose piece: "your" for the solver's own, else the side's ("Han's"). */
  owner(owner: Color, solver: Color): string;
  /** A count with its unit: "1 point", "3 moves". */
  count(n: number, unit: CountUnit): string;
  /** A small count as a word where the language says it so ("three"); a numeral otherwise. */
  word(n: number): string;
  /** A wing, as Cho sees the board. */
  wing(wing: 'left' | 'right'): string;
  /** The pieces giving check, `point` naming their points; "the enemy" when none is known. */
  checkers(by: readonly { role: Role; side: Color; point: string }[]): string;
  /** One move as a clause without a final full stop, `point` naming its target in the reader's notation. */
  move(facts: MoveFacts, to: string): string;
  /** A whole sentence as the language starts one (English: a capital). */
  sentence(s: string): string;
}

/**
 * What a language folder's `speaker.ts` exports as `speaker`: its speaker, given the language's app
 * catalogue (the sides' and pieces' names are words, `board.color.*` and `board.role.*`).
 */
export type MakeSpeaker = (app: Messages) => Speaker;

export { speaker } from './catalogues';
