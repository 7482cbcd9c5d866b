/**
 * What Nine Elder shares with Janggi, as its own small values: the square indexing and names (a1 = 0,
 * `rank0 * 9 + file0`, a 9-rank board) and the app's one Result type and its constructors (`../result.ts`, a module of a few lines).
 * Kept here rather than imported from `../types` so that a page that loads only Nine Elder (the lesson
 * at /learn/nine-elder) does not split the Janggi engine's types module into a chunk of its own, which
 * every Janggi page would then load separately.
 */
import { fail, ok, type Result as SharedResult } from '../result';

/** Why Nine Elder's engine refused an input (its FEN and moves): a code and an English sentence for authors. */
export interface NineError {
  code: string;
  message: string;
}
export type Result<T, E = NineError> = SharedResult<T, E>;

export { ok };
/** A refusal with Nine Elder's error: `fail` (../result.ts) of a code and its sentence. */
export const err = (code: string, message: string): Result<never> => fail({ code, message });

/** The name of a Nine Elder point: `a1` … `i9`. */
export function squareName(sq: number): string {
  return 'abcdefghi'[sq % 9] + String(((sq / 9) | 0) + 1);
}
