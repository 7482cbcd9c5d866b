/**
 * A custom puzzle in a link, with no server: the position, the rule set and the answer (the mating
 * line, UCI) travel in `/puzzles/custom?p=<payload>`, versioned and checked like an assignment link:
 *   1;<board FEN>;<w|b>;<rules>;<move>,<move>,...
 * Reading refuses (with a code) anything malformed, oversized or impossible; the answer is checked
 * again with the mate judge when the puzzle opens (verifyPuzzle), since a rule change could undo it.
 */
import { Position, illegalities, isRuleSetName, mateMoves, parseUci, readFen } from '$lib/engine';
import type { Puzzle, Theme } from '$lib/puzzles/types';
import { MAX_MATE_LINK, PUZZLE_LINK_VERSION, customPuzzleId, encodePuzzle, puzzleHref, type CustomPuzzle } from './custom-id';

/** The longest payload read (a full board and a mate in 5 fit in under 200 characters). */
export const MAX_PAYLOAD = 400;

export { MAX_MATE_LINK, PUZZLE_LINK_VERSION, encodePuzzle, puzzleHref, type CustomPuzzle };

export type PuzzleLinkError = 'link.missing' | 'link.long' | 'link.version' | 'link.form' | 'link.fen' | 'link.illegal' | 'link.moves';

export function decodePuzzle(
  payload: string | null | undefined,
): { ok: true; value: CustomPuzzle } | { ok: false; error: PuzzleLinkError } {
  const fail = (error: PuzzleLinkError) => ({ ok: false as const, error });
  if (payload === null || payload === undefined || payload === '') return fail('link.missing');
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD) return fail('link.long');
  const parts = payload.split(';');
  if (parts[0] !== String(PUZZLE_LINK_VERSION)) return fail(/^\d+$/.test(parts[0]) ? 'link.version' : 'link.form');
  if (parts.length !== 5) return fail('link.form');
  const [, board, turn, rules, line] = parts;
  if ((turn !== 'w' && turn !== 'b') || !isRuleSetName(rules)) return fail('link.form');
  const fen = `${board} ${turn} - - 0 1`;
  const setup = readFen(fen);
  if (!setup.ok) return fail('link.fen');
  if (illegalities(setup.value, rules).length) return fail('link.illegal');
  const pos = Position.fromFen(fen, rules);
  if (!pos.ok) return fail('link.illegal');
  const moves = line.split(',');
  // An odd number of moves: the solver starts and ends (the mate).
  if (moves.length % 2 !== 1 || moves.length > 2 * MAX_MATE_LINK - 1) return fail('link.moves');
  const p = pos.value.clone();
  for (const u of moves) {
    const m = parseUci(u);
    if (!m || !p.isLegal(m) || !p.play(m)) return fail('link.moves');
  }
  return { ok: true, value: { fen, rules, moves } };
}

/** Whether the answer's first move still forces mate in as many moves (the mate judge, strict mode). */
export function verifyPuzzle(p: CustomPuzzle): boolean {
  const r = Position.fromFen(p.fen, p.rules);
  if (!r.ok) return false;
  const n = (p.moves.length + 1) / 2;
  const first = parseUci(p.moves[0]);
  if (!first) return false;
  // Mates in n and not sooner: the puzzle says "mate in n".
  if (n > 1 && mateMoves(r.value, n - 1).length) return false;
  return mateMoves(r.value, n).some((m) => m.from === first.from && m.to === first.to);
}

/** The puzzle player's form of a custom puzzle. */
export function toPuzzle(p: CustomPuzzle): Puzzle {
  const n = (p.moves.length + 1) / 2;
  return {
    id: customPuzzleId(p),
    fen: p.fen,
    moves: p.moves,
    mateIn: n,
    rating: 1500,
    themes: [`mate-in-${n}` as Theme],
    source: 'composed',
  };
}
