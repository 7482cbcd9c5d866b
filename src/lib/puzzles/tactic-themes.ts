/**
 * Themes of winning-material puzzles, derived from the main line (solver move m1, defence r,
 * winning move m2, ...), never typed by hand. "Attacks" means the piece could move to (take on)
 * that point, by the piece's own rules (cannon screens included). Definitions:
 *
 * - `winning-material`: every puzzle of the kind.
 * - `fork`: after m1 the moved piece attacks two or more defender pieces worth 3 points or more
 *   (or the general: a check), and a later solver move takes with that piece.
 * - `pin`: the piece a solver move takes had stood, after m1, in front of a more valuable
 *   defender piece or its general on the line of the capturing chariot or cannon: moving it
 *   away would have opened that line.
 * - `discovered-attack`: after m1 another solver piece (not the one that moved) attacks a
 *   defender piece worth 3 or more, or the general, that it did not attack before m1.
 * - `removing-the-defender`: m1 takes a defender piece that guarded (attacked the point of) the
 *   piece the winning move (the line's last) takes.
 * - `trapped-piece`: after m1 the piece the winning move takes is attacked and has no safe point:
 *   each of its moves is illegal or lands on a point a solver piece attacks (and takes nothing
 *   worth as much as itself).
 * - `quiet-move`, `discovered-check`, `double-check`, `sacrifice`: as for mates (themes.ts).
 * - `defence` instead of `winning-material`: the line wins less than 3 points (it holds the
 *   balance: the puzzle asks for the only move that does not lose).
 * The winning capture's point is the line's last solver move's destination, Y below.
 * - `skewer`: a solver chariot or cannon attacks a defender piece (the general, or one worth at
 *   least the piece behind it), that piece steps off the line, and the same solver piece then takes
 *   the piece behind it on that line.
 * - `trapped-cannon`: `trapped-piece` where the trapped piece is a cannon.
 * - `cannon-screen-added`: a solver move puts a piece (not a cannon) between a solver cannon and a
 *   defender piece the cannon did not attack before; the cannon later takes it over that screen.
 * - `cannon-screen-removed`: a solver move takes the screen (or moves its own piece off the screen
 *   point) of a defender cannon that guarded Y; after it the cannon no longer guards Y.
 * - `horse-leg-block` / `elephant-eye-block`: a solver move lands on the leg point of a defender
 *   horse (one of the two points an elephant passes over) that guarded Y, or that is the piece the
 *   winning move takes, and that move of the horse (elephant) is blocked by it.
 * - `interference`: a solver move lands between a defender chariot and Y, which the chariot
 *   guarded before it and not after.
 * - `overloading`: the defender's reply recaptures on the point of the solver's move before it,
 *   with a piece that also guarded Y, and Y is taken next.
 * - `deflection`: the solver's move before gave check or took, and the defender's reply (not a
 *   recapture there) moved a piece that guarded Y off its guard; Y is taken later.
 * - `pass`: the answer is the pass (한수쉼, m1 the general's point twice): every board move would
 *   weaken the position.
 * - `bikjang`: a solver move of the line leaves the two generals facing on an open file, which the
 *   defender must break (tournament rules: the puzzle is judged by them, `tacticRules`).
 * - `count`: the line ends the game on the count: after it the generals face and the defender's
 *   only legal move is the pass, so the bikjang stands and the game is counted (Han adds 1.5). It
 *   takes the place of `winning-material` and `defence`: what the line wins is the game.
 */
import { encodeMove, fileOf, parseUci, rankOf, ROLE_POINTS, squareAt, type Color, type Move, type Position } from '../engine';
import { pointsBetween } from './themes';
import { load } from './solve';
import { lineGain } from './tactic-target';
import { THEMES, type Theme } from './types';

/** A line that wins less than this many points holds the balance: a defence puzzle. */
export const MIN_GAIN = 3;

const attacks = (pos: Position, from: number, to: number): boolean => pos.pseudoTargets(from).includes(to);

/** Whether the piece on `from` guards its own side's piece on `sq`: it could take there were that piece an enemy's. */
function guards(pos: Position, from: number, sq: number): boolean {
  const b = pos.board;
  const code = b[sq];
  b[sq] = code ^ 8; // the same piece in the other colour, only while its attackers are listed
  const out = pos.pseudoTargets(from).includes(sq);
  b[sq] = code;
  return out;
}

/** Defender pieces (or its general) worth 3 or more that the solver piece on `from` attacks. */
function bigTargets(pos: Position, from: number, defender: Color): number[] {
  return pos.pseudoTargets(from).filter((t) => {
    const p = pos.pieceAt(t);
    return p?.color === defender && (p.role === 'general' || ROLE_POINTS[p.role] >= 3);
  });
}

/** Whether any solver piece attacks `sq` in `pos` (whoever is to move). */
function solverAttacks(pos: Position, sq: number, solver: Color): boolean {
  return pos.pieces().some(({ square, piece }) => piece.color === solver && attacks(pos, square, sq));
}

/** After m1 (defender to move): is the piece on `victim` pinned against the line of the solver piece on `attacker`? */
function pinned(pos: Position, victim: number, attacker: number): boolean {
  const role = pos.pieceAt(attacker)?.role;
  const v = pos.pieceAt(victim);
  if (!v || (role !== 'chariot' && role !== 'cannon')) return false;
  const value = v.role === 'general' ? 99 : ROLE_POINTS[v.role];
  for (const t of pos.pseudoTargets(victim)) {
    // The victim steps off its point, off the line: what does the attacker see then?
    if (pointsBetween(attacker, t)?.includes(victim) || t === attacker) continue;
    pos.makeMove(encodeMove(victim, t));
    const behind = pos.pseudoTargets(attacker).some((s) => {
      const q = pos.pieceAt(s);
      return (
        q &&
        q.color === v.color &&
        s !== t &&
        (q.role === 'general' || ROLE_POINTS[q.role] > value) &&
        pointsBetween(attacker, s)?.includes(victim)
      );
    });
    pos.unmakeMove();
    if (behind) return true;
  }
  return false;
}

/** After m1 (defender to move): the piece on `sq` is attacked and every move of it lands where a solver piece attacks. */
function trapped(pos: Position, sq: number, solver: Color): boolean {
  const v = pos.pieceAt(sq);
  if (!v || v.role === 'general' || !solverAttacks(pos, sq, solver)) return false;
  const value = ROLE_POINTS[v.role];
  for (const m of pos.legalMoves()) {
    if (m.from !== sq || m.to === sq) continue;
    const taken = pos.pieceAt(m.to);
    if (taken && ROLE_POINTS[taken.role] >= value) return false;
    pos.play(m);
    const hit = solverAttacks(pos, m.to, solver);
    pos.undo();
    if (!hit) return false;
  }
  return true;
}

/** The points a horse's or elephant's move from `from` to `to` passes over (their leg, eye), else none. */
function blockPoints(from: number, to: number, role: string): number[] {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const orthF = Math.abs(df) > Math.abs(dr) ? Math.sign(df) : 0;
  const orthR = Math.abs(dr) > Math.abs(df) ? Math.sign(dr) : 0;
  const leg = squareAt(fileOf(from) + orthF, rankOf(from) + orthR);
  if (role === 'horse') return [leg];
  if (role === 'elephant') return [leg, squareAt(fileOf(leg) + Math.sign(df), rankOf(leg) + Math.sign(dr))];
  return [];
}

/** What a defender piece on `from` does to Y: guard it (its own piece there) or attack it (a solver piece or empty). */
const covers = (pos: Position, from: number, y: number, defender: Color): boolean =>
  pos.pieceAt(y)?.color === defender ? guards(pos, from, y) : attacks(pos, from, y);

/**
 * The line themes over every solver move (skewer, screens, blocks, interference, overloading,
 * deflection): `states[i]` is the position before move i.
 */
function lineThemes(states: Position[], line: Move[], solver: Color, found: Set<Theme>): void {
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const last = line.length - 1;
  if (last < 2 || last % 2) return;
  const y = line[last].to;
  for (let k = 0; k < last; k += 2) {
    const before = states[k];
    const after = states[k + 1];
    const m = line[k];
    const mover = before.pieceAt(m.from)!;
    // Skewer: the moved chariot or cannon attacks a piece that steps away; it then takes behind it.
    const r = line[k + 1];
    const next = line[k + 2];
    if ((mover.role === 'chariot' || mover.role === 'cannon') && r && next && next.from === m.to) {
      const front = after.pieceAt(r.from);
      const behind = states[k + 2].pieceAt(next.to);
      if (
        front?.color === defender &&
        behind?.color === defender &&
        attacks(after, m.to, r.from) &&
        pointsBetween(m.to, next.to)?.includes(r.from) &&
        (front.role === 'general' || ROLE_POINTS[front.role] >= ROLE_POINTS[behind.role === 'general' ? 'chariot' : behind.role])
      )
        found.add('skewer');
    }
    // A screen added for a solver cannon that later takes over it.
    if (mover.role !== 'cannon')
      for (let j = k + 2; j <= last; j += 2) {
        const c = line[j];
        const cannon = states[j].pieceAt(c.from);
        if (cannon?.role !== 'cannon' || after.pieceAt(c.from)?.role !== 'cannon' || after.pieceAt(c.from)?.color !== solver) continue;
        if (
          pointsBetween(c.from, c.to)?.includes(m.to) &&
          attacks(after, c.from, c.to) &&
          !attacks(before, c.from, c.to) &&
          after.pieceAt(c.to)?.color === defender
        )
          found.add('cannon-screen-added');
      }
    if (states[k].pieceAt(y)?.color !== defender) continue;
    for (const { square, piece } of before.pieces()) {
      if (piece.color !== defender || square === y || !covers(before, square, y, defender)) continue;
      const still = after.pieceAt(square);
      // Still there (not taken: that is removing the defender) and no longer guarding Y.
      if (still?.color !== defender || still.role !== piece.role || covers(after, square, y, defender)) continue;
      const between = pointsBetween(square, y) ?? [];
      if (piece.role === 'cannon' && (between.includes(m.from) || (mover.role === 'cannon' && between.includes(m.to))))
        found.add('cannon-screen-removed');
      if ((piece.role === 'horse' || piece.role === 'elephant') && blockPoints(square, y, piece.role).includes(m.to))
        found.add(piece.role === 'horse' ? 'horse-leg-block' : 'elephant-eye-block');
      if ((piece.role === 'chariot' || piece.role === 'cannon') && between.includes(m.to) && !between.includes(m.from))
        found.add('interference');
    }
    // The piece the winning move takes is a horse or elephant whose escape the solver's move blocked.
    const taken = states[last].pieceAt(y);
    const takenFrom = k + 1 < last && line[k + 1].to === y ? line[k + 1].from : y;
    const hv = after.pieceAt(takenFrom);
    if (taken?.color === defender && hv && hv.color === defender && (hv.role === 'horse' || hv.role === 'elephant'))
      for (const t of before.pseudoTargets(takenFrom))
        if (!after.pseudoTargets(takenFrom).includes(t) && blockPoints(takenFrom, t, hv.role).includes(m.to))
          found.add(hv.role === 'horse' ? 'horse-leg-block' : 'elephant-eye-block');
  }
  // Overloading and deflection: the defender's reply moves a piece off its guard of Y.
  for (let k = 1; k < last; k += 2) {
    const r = line[k];
    const before = states[k];
    const after = states[k + 1];
    const d = before.pieceAt(r.from);
    if (!d || d.color !== defender || r.from === r.to || r.from === y || r.to === y) continue;
    if (before.pieceAt(y)?.color !== defender || !guards(before, r.from, y) || covers(after, r.to, y, defender)) continue;
    const prev = line[k - 1];
    if (r.to === prev.to) found.add('overloading');
    else if (states[k].isCheck() || states[k - 1].pieceAt(prev.to)?.color === defender) found.add('deflection');
  }
}

export function deriveTacticThemes(fen: string, moves: readonly string[]): Theme[] {
  const pos = load(fen);
  const solver: Color = pos.turn;
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const found = new Set<Theme>();
  const line: Move[] = moves.map((u) => {
    const m = parseUci(u);
    if (!m) throw new Error(`bad move ${u} in the line of ${fen}`);
    return m;
  });
  const states: Position[] = [pos.clone()];
  for (const m of line) {
    const next = states[states.length - 1].clone();
    if (!next.play(m)) throw new Error(`illegal move in the line of ${fen}`);
    states.push(next);
  }
  if (states.some((s, i) => i % 2 === 1 && s.facing())) found.add('bikjang');
  const end = load(states[states.length - 1].fen(), 'janggi');
  if (end.facing() && end.legalMoves().every((m) => m.from === m.to)) found.add('count');
  else found.add(lineGain(fen, moves) >= MIN_GAIN ? 'winning-material' : 'defence');
  if (line[0].from === line[0].to) found.add('pass');
  lineThemes(states, line, solver, found);
  const [m1, r] = line;
  const solverLater = line.filter((_, i) => i % 2 === 0 && i > 0);
  const balance = () => {
    const p = pos.points();
    return solver === 'cho' ? p.cho - p.han : p.han - p.cho;
  };
  const start = balance();
  // Before m1: what each solver piece attacks.
  const before = new Map<number, Set<number>>();
  for (const { square, piece } of pos.pieces()) if (piece.color === solver) before.set(square, new Set(bigTargets(pos, square, defender)));
  // m1 takes a piece that guarded the winning move's victim?
  const winning = solverLater.at(-1);
  const m1Victim = pos.pieceAt(m1.to);
  if (
    m1Victim?.color === defender &&
    winning &&
    winning.to !== m1.to &&
    pos.pieceAt(winning.to)?.color === defender &&
    guards(pos, m1.to, winning.to)
  )
    found.add('removing-the-defender');
  if (!pos.play(m1)) throw new Error(`illegal ${moves[0]} in the line of ${fen}`);
  const checkers = pos.checkers();
  if (checkers.length === 0 && !m1Victim) found.add('quiet-move');
  if (checkers.length >= 2) found.add('double-check');
  if (checkers.some((c) => c !== m1.to)) found.add('discovered-check');
  if (bigTargets(pos, m1.to, defender).length >= 2 && solverLater.some((m) => m.from === m1.to)) found.add('fork');
  for (const [sq, old] of before) {
    if (sq === m1.from || pos.pieceAt(sq)?.color !== solver) continue;
    if (bigTargets(pos, sq, defender).some((t) => !old.has(t))) found.add('discovered-attack');
  }
  // The winning capture's victim, seen right after m1.
  if (winning && r) {
    // Where the victim stood after m1: its point, or where the defence moved it from.
    const victimSq = r.to === winning.to && r.from !== r.to ? r.from : winning.to;
    if (pos.pieceAt(victimSq)?.color === defender) {
      const attackerSq = winning.from === r.to ? undefined : winning.from;
      if (attackerSq !== undefined && victimSq === winning.to && pinned(pos, victimSq, attackerSq)) found.add('pin');
      if (trapped(pos, victimSq, solver)) {
        found.add('trapped-piece');
        if (pos.pieceAt(victimSq)?.role === 'cannon') found.add('trapped-cannon');
      }
    }
  }
  for (let i = 1; i < line.length; i++) {
    if (!pos.play(line[i])) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
    if (i % 2 === 1 && start - balance() >= 2) found.add('sacrifice');
  }
  return THEMES.filter((t) => found.has(t));
}
