/**
 * A custom position a teacher pastes into the composer: a puzzle link (or its payload) or a FEN.
 * A link's answer is verified again with the mate judge; a FEN is judged (the caller's `judge`, a
 * worker on the page) and kept only when the side to move mates in at most five moves, with the
 * judge's line as the answer. Codes only; the composer says them. Loaded when a teacher first
 * pastes (it loads the engine).
 */
import { Position, illegalities, readFen, type EngineError, type RuleSetName } from '$lib/engine';
import { decodePuzzle, verifyPuzzle, MAX_PAYLOAD } from '$lib/task/puzzle-link';
import type { CustomPuzzle } from '$lib/task/custom-id';
import type { Verdict } from '$lib/task/verdict';
import { err, ok, type Result } from './types';

export type CustomInputProblem =
  /** Nothing pasted. */
  | { code: 'empty' }
  /** Longer than any link or FEN of ours. */
  | { code: 'long' }
  /** A puzzle link from a newer version of the app. */
  | { code: 'version' }
  /** A puzzle link that is damaged (parts missing or changed, its answer not legal moves). */
  | { code: 'link' }
  /** Not a FEN: the engine's reason. */
  | { code: 'fen'; error: EngineError }
  /** A position that cannot arise in a game. */
  | { code: 'illegal' }
  /** No mate in five moves or fewer for the side to move; or the game is already over. */
  | { code: 'no-mate' }
  /** A link whose answer no longer mates in as many moves (a changed rule set). */
  | { code: 'unverified'; n: number };

/** The longest text read: a full link with a long origin. */
export const MAX_INPUT = MAX_PAYLOAD * 3 + 200;

/** A puzzle link's payload in `text`: a whole link, `/puzzles/custom?p=…`, `p=…` or the bare payload. */
function payloadOf(text: string): string | undefined {
  if (/^\d+;/.test(text)) return text;
  const query = text.indexOf('?');
  if (query < 0 && !text.startsWith('p=')) return undefined;
  const params = new URLSearchParams(text.slice(query + 1).split('#')[0]);
  return params.get('p') ?? undefined;
}

/**
 * The custom puzzle `input` describes. `judge` is asked only for a FEN; `rules` applies to a FEN
 * (a link carries its own).
 */
export async function readCustomInput(
  input: string,
  judge: (fen: string, rules: RuleSetName) => Promise<Verdict>,
  rules: RuleSetName = 'janggi',
): Promise<Result<CustomPuzzle, CustomInputProblem>> {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return err({ code: 'empty' });
  if (text.length > MAX_INPUT) return err({ code: 'long' });
  const payload = payloadOf(text);
  if (payload !== undefined) {
    const r = decodePuzzle(payload);
    if (!r.ok) {
      if (r.error === 'link.long') return err({ code: 'long' });
      if (r.error === 'link.version') return err({ code: 'version' });
      if (r.error === 'link.illegal') return err({ code: 'illegal' });
      return err({ code: 'link' });
    }
    if (!verifyPuzzle(r.value)) return err({ code: 'unverified', n: (r.value.moves.length + 1) / 2 });
    return ok(r.value);
  }
  const setup = readFen(text);
  if (!setup.ok) return err({ code: 'fen', error: setup.error });
  // Only the board and the side to move count; the rest of a FEN is made up.
  const [board, side] = text.split(/\s+/);
  const fen = `${board} ${side === 'b' ? 'b' : 'w'} - - 0 1`;
  if (illegalities(setup.value, rules).length || !Position.fromFen(fen, rules).ok) return err({ code: 'illegal' });
  const verdict = await judge(fen, rules);
  if (verdict.kind === 'illegal') return err({ code: 'illegal' });
  if (verdict.kind !== 'mate') return err({ code: 'no-mate' });
  const puzzle: CustomPuzzle = { fen, rules, moves: verdict.line };
  // The line as it will be read from the set: a legal line that the mate judge still confirms.
  const back = decodePuzzle(`1;${board};${fen.split(' ')[1]};${rules};${verdict.line.join(',')}`);
  if (!back.ok || !verifyPuzzle(back.value)) return err({ code: 'no-mate' });
  return ok(puzzle);
}
