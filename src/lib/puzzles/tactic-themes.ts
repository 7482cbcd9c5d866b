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
 */
import { encodeMove, parseUci, ROLE_POINTS, type Color, type Move, type Position } from '../engine';
import { pointsBetween } from './themes';
import { load } from './solve';
import { THEMES, type Theme } from './types';

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

export function deriveTacticThemes(fen: string, moves: readonly string[]): Theme[] {
  const pos = load(fen);
  const solver: Color = pos.turn;
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const found = new Set<Theme>(['winning-material']);
  const line: Move[] = moves.map((u) => {
    const m = parseUci(u);
    if (!m) throw new Error(`bad move ${u} in the line of ${fen}`);
    return m;
  });
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
      if (trapped(pos, victimSq, solver)) found.add('trapped-piece');
    }
  }
  for (let i = 1; i < line.length; i++) {
    if (!pos.play(line[i])) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
    if (i % 2 === 1 && start - balance() >= 2) found.add('sacrifice');
  }
  return THEMES.filter((t) => found.has(t));
}
