/**
 * A kept game's line as the review shows it: the position before each ply and after the last, and
 * each played and best move in the reader's notation. A pass is said with the reader's word
 * (`pass`, 한수쉼), never as the general's point twice, in every notation.
 */
import { formatMove, parseUci, Position, type Move, type NotationName, type RuleSetName } from '$lib/engine';

export interface GameLine {
  fens: string[];
  moves: Move[];
  /** Each played move's text. */
  texts: string[];
  /** The engine's better move before each ply ('' when unknown or not legal there). */
  bests: string[];
}

/** One move's text in `notation`; `pass` is the reader's word for a pass. */
export function moveLabel(pos: Position, m: Move, notation: NotationName, pass: string): string {
  return m.from === m.to ? pass : formatMove(pos, m, notation);
}

/** A line's inputs: the start, the rules, the moves (UCI), the engine's better move before ply i + 1 (UCI), the notation and the reader's word for a pass. */
type LineArgs = [
  fen: string,
  rules: RuleSetName,
  moves: readonly string[],
  best: (i: number) => string | undefined,
  notation: NotationName,
  pass: string,
];

/** The line of `moves` from `fen` (it stops at a move that is not legal). */
export function gameLine(...args: LineArgs): GameLine {
  const steps = gameLineSteps(...args, Infinity);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * gameLine() a few plies at a time: the line so far (one object, growing) after the start and after
 * every `step` plies, the whole line at the end. Playing a game through costs about a millisecond a
 * ply on a slow phone: a page draws a long game's line in steps, not in one long task.
 */
export function* gameLineSteps(
  ...[fen, rules, moves, best, notation, pass, step]: [...LineArgs, step: number]
): Generator<GameLine, GameLine> {
  const out: GameLine = { fens: [], moves: [], texts: [], bests: [] };
  const r = Position.fromFen(fen, rules);
  if (!r.ok) return out;
  const pos = r.value;
  out.fens.push(pos.fen());
  if (step !== Infinity) yield out;
  for (const [i, u] of moves.entries()) {
    const m = parseUci(u);
    if (!m || !pos.isLegal(m)) break;
    const b = parseUci(best(i) ?? '');
    out.bests.push(b && pos.isLegal(b) ? moveLabel(pos, b, notation, pass) : '');
    out.texts.push(moveLabel(pos, m, notation, pass));
    pos.play(m);
    out.moves.push(m);
    out.fens.push(pos.fen());
    if ((i + 1) % step === 0 && i + 1 < moves.length) yield out;
  }
  return out;
}
