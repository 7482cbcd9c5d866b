/**
 * The solver's check of one puzzle row (used by test/content/puzzles.test.ts and by
 * verify-time.ts): the mate exists in mate_in and not sooner, the first move is the only one for
 * N >= 2 (one of the mates for N = 1), the stored line is legal, every solver move in it keeps the
 * mate, it ends in mate; themes are the derived ones; bakbo rows keep to their form in
 * every line (all checks; one quiet move and no mate with checks only). Winning-material rows (mate_in 0) are checked by verifyTactic. Returns the problems
 * found (empty when the row is sound).
 */
import { mateIn, mateMoves, moveForcesMate, moveToUci, parseUci, Position } from '../../src/lib/engine';
import { deriveThemes } from '../../src/lib/puzzles/themes';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import { allMoveValues, judgeTactic, lineGain, tacticRating, tacticTarget, TOLERANCE } from '../../src/lib/puzzles/tactics';
import type { Puzzle } from '../../src/lib/puzzles/types';
import { tacticRules } from '../../src/lib/puzzles/position';
import { CheckSolver, QuietSolver } from './checks';

export function verifyPuzzle(p: Puzzle): string[] {
  if (p.mateIn === 0) return verifyTactic(p);
  const problems: string[] = [];
  const r = Position.fromFen(p.fen, 'casual');
  if (!r.ok) return [`bad FEN: ${r.error.code}`];
  const root = r.value;
  if (root.facing()) problems.push('the generals face each other at the start');
  const n = mateIn(root, p.mateIn);
  if (n !== p.mateIn) return [...problems, n === 0 ? `no mate in ${p.mateIn}` : `mate in ${n}, shorter than ${p.mateIn}`];
  const firsts = mateMoves(root, p.mateIn).map(moveToUci);
  if (!firsts.includes(p.moves[0])) problems.push(`the first move ${p.moves[0]} does not mate in ${p.mateIn}`);
  if (p.mateIn >= 2 && firsts.length !== 1) problems.push(`first move not unique: ${firsts.join(' ')}`);

  const pos = root.clone();
  for (let i = 0; i < p.moves.length; i++) {
    const m = parseUci(p.moves[i]);
    if (!m || !pos.isLegal(m)) {
      problems.push(`illegal move ${p.moves[i]} at ${i + 1}`);
      return problems;
    }
    if (i % 2 === 0) {
      const left = p.mateIn - i / 2;
      if (i > 0 && !moveForcesMate(pos, m, left)) problems.push(`${p.moves[i]} at ${i + 1} does not keep the mate`);
    }
    pos.play(m);
    if (i % 2 === 0 && pos.legalMoves().length === 0 && i !== p.moves.length - 1)
      problems.push(`mate before the end of the line at ${i + 1}`);
  }
  if (!(pos.isCheck() && !pos.facing() && pos.legalMoves().length === 0)) problems.push('the line does not end in mate');

  const bakbo = p.themes.includes('bakbo');
  const derived = deriveThemes({ fen: p.fen, moves: p.moves, mateIn: p.mateIn, extra: bakbo ? ['bakbo'] : [] });
  if (derived.join(' ') !== p.themes.join(' '))
    problems.push(`themes "${p.themes.join(' ')}" differ from the derived "${derived.join(' ')}"`);
  if (bakbo) {
    // The form is the derived one (above); every line of the solution keeps to it.
    if (p.source !== 'composed') problems.push('a bakbo problem is composed');
    const checks = new CheckSolver(root).attack(p.mateIn);
    if (p.themes.includes('bakbo-all-checks') && !checks) problems.push('no mate with checks only in every line');
    if (p.themes.includes('bakbo-one-quiet')) {
      if (checks) problems.push('a mate with checks only: not a bakbo with a quiet move');
      if (!new QuietSolver(root).attack(p.mateIn, 1)) problems.push('no mate with one quiet move at most in every line');
    }
  }
  return problems;
}

/** The least a winning-material puzzle wins, and its lead over the runner-up first move (points). */
export const TACTIC_MARGIN = 3;
/** A defence puzzle (theme `defence`): what every other first move loses at least, against the stored one (points). */
export const DEFENCE_MARGIN = 2;

/**
 * A winning-material row (mate_in 0), by the judge's rule (src/lib/puzzles/tactics.ts): the line
 * is legal and wins at least 3 points; the stored first move is the only one the judge accepts,
 * and every other first move keeps at least 3 points less; every solver move of the line keeps
 * the target; the themes and the rating are the derived ones. A defence row (its line wins under
 * 3 points: theme `defence`) holds instead: its line loses at most a point, and every other first
 * move keeps at least 2 points less.
 */
export function verifyTactic(p: Puzzle): string[] {
  const problems: string[] = [];
  const rules = tacticRules(p.themes);
  const r = Position.fromFen(p.fen, rules);
  if (!r.ok) return [`bad FEN: ${r.error.code}`];
  const root = r.value;
  if (root.facing()) problems.push('the generals face each other at the start');
  let gain: number;
  try {
    gain = lineGain(p.fen, p.moves);
  } catch (e) {
    return [...problems, (e as Error).message];
  }
  const defence = gain < TACTIC_MARGIN;
  const margin = defence ? DEFENCE_MARGIN : TACTIC_MARGIN;
  if (defence && gain < -TOLERANCE) problems.push(`the line loses ${-gain} points: it does not hold`);
  const target = tacticTarget(p.fen, p.moves);
  const n = (p.moves.length + 1) / 2;
  const values = allMoveValues(root, n);
  const keepers = values.filter((v) => v.value >= target).map((v) => v.uci);
  if (keepers.join(' ') !== p.moves[0]) problems.push(`the judge accepts ${keepers.join(' ') || 'no first move'}, not only ${p.moves[0]}`);
  const [best, second] = values;
  if (best && second && best.value - second.value < margin)
    problems.push(`the runner-up ${second.uci} keeps ${second.value}, within ${margin} of ${best.value}`);
  const pos = root.clone();
  for (let i = 0; i < p.moves.length; i++) {
    const m = parseUci(p.moves[i]);
    if (!m || !pos.isLegal(m)) return [...problems, `illegal move ${p.moves[i]} at ${i + 1}`];
    if (i % 2 === 0 && !judgeTactic(pos.fen(), p.moves[i], n - i / 2, target, rules).keeps)
      problems.push(`${p.moves[i]} at ${i + 1} does not keep the win`);
    pos.play(m);
  }
  const derived = deriveTacticThemes(p.fen, p.moves);
  if (derived.join(' ') !== p.themes.join(' '))
    problems.push(`themes "${p.themes.join(' ')}" differ from the derived "${derived.join(' ')}"`);
  const rating = tacticRating(p.fen, p.moves, rules);
  if (rating !== p.rating) problems.push(`rating ${p.rating} differs from the model's ${rating}`);
  return problems;
}

/** Board and side: two rows with the same are the same puzzle. */
export const positionOf = (fen: string): string => fen.split(' ').slice(0, 2).join(' ');
