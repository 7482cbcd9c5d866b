/**
 * Themes derived from a puzzle's solution (its main line), never typed by hand. Each is a
 * definition over the line (solver moves at even indices, defences at odd ones):
 *
 * - `mate-in-N`: the number of solver moves.
 * - `chariot-mate`, `cannon-mate`, `horse-mate`, `elephant-mate`, `soldier-mate`: a piece of that
 *   kind gives check in the final (mated) position.
 * - `palace-diagonal`: a mating check by a chariot, cannon or soldier runs along a palace diagonal.
 * - `cannon-screen` (cannon mate from behind a screen): the mating move puts a piece between a
 *   cannon and the general, and that cannon, jumping over it, gives the mate.
 * - `two-chariots` (two-chariot mate): a chariot mates and a second solver chariot either checks
 *   too or covers a palace point next to the mated general.
 * - `smothered` (smothered general): every palace point next to the mated general holds one of its
 *   own pieces.
 * - `double-check`: after a solver move two pieces give check.
 * - `discovered-check`: after a solver move a piece other than the one that moved gives check.
 * - `fork`: after a solver move the moved piece attacks two or more of: the general (check),
 *   chariots, cannons, horses of the defender.
 * - `pin`: in the mate a defender piece (not the general) has a move that would answer the check
 *   (take the checker, block it) but may not make it: leaving its point would expose its own
 *   general to another attacker.
 * - `deflection`: the defender takes the piece the solver just moved with a piece other than the
 *   general, and that piece had guarded the point the solver's next move goes to, or stood in its
 *   way (the next move passes the point it left).
 * - `decoy`: the defender takes the piece the solver just moved, and on that point the captor is
 *   hit: it is the general and the next solver move checks it, or the next solver move takes it
 *   with check.
 * - `clearance`: a solver move (not the last) leaves a point that the next solver move, made with
 *   another piece, lands on or passes through.
 * - `sacrifice`: after some defence the solver is down material (2 points or more) from the start.
 * - `quiet-move`: a solver move that neither captures nor gives check.
 * - `pass-defence`: the defender passes in the main line.
 * `bakbo` is not derived: the composer adds it. Its form is, from the solver moves of the line:
 * - `bakbo-all-checks` (연장군 박보): every solver move gives check;
 * - `bakbo-one-quiet` (건너뜀연장군): every one but one;
 * - `bakbo-ending` (낱장기): two or more quiet solver moves, an ending played out.
 */
import { encodeMove, fileOf, parseUci, rankOf, squareAt, type Color, type Move, type Position, type Role } from '../engine';
import { load } from './solve';
import { THEMES, type Theme } from './types';

const MATING_ROLES: readonly Role[] = ['chariot', 'cannon', 'horse', 'elephant', 'soldier'];
/** Pieces worth forking besides the general. */
const FORK_TARGETS: readonly Role[] = ['chariot', 'cannon', 'horse'];

/** Palace points reachable in one step along palace lines from `sq` (which is in a palace). */
export function palaceNeighbours(sq: number): number[] {
  const f = fileOf(sq);
  const r = rankOf(sq);
  const base = r <= 2 ? 0 : 7;
  const inPalace = (ff: number, rr: number) => ff >= 3 && ff <= 5 && rr >= base && rr <= base + 2;
  const out: number[] = [];
  for (const [df, dr] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ])
    if (inPalace(f + df, r + dr)) out.push(squareAt(f + df, r + dr));
  // Diagonals join the centre and the four corners.
  const centre = squareAt(4, base + 1);
  const corners = [squareAt(3, base), squareAt(5, base), squareAt(3, base + 2), squareAt(5, base + 2)];
  if (sq === centre) out.push(...corners);
  else if (corners.includes(sq)) out.push(centre);
  return out;
}

/** The palace centre next to `sq` (undefined outside the palace ranks and files). */
function palaceCentre(sq: number): number | undefined {
  const f = fileOf(sq);
  const r = rankOf(sq);
  if (f < 3 || f > 5) return undefined;
  if (r <= 2) return squareAt(4, 1);
  if (r >= 7) return squareAt(4, 8);
  return undefined;
}

/**
 * The points strictly between `a` and `b` along a line a chariot or cannon uses: a file, a rank, or
 * a palace diagonal (corner to corner through the centre). Undefined when they share no line.
 */
export function pointsBetween(a: number, b: number): number[] | undefined {
  const fa = fileOf(a);
  const ra = rankOf(a);
  const fb = fileOf(b);
  const rb = rankOf(b);
  if (fa === fb || ra === rb) {
    const df = Math.sign(fb - fa);
    const dr = Math.sign(rb - ra);
    const out: number[] = [];
    for (let f = fa + df, r = ra + dr; f !== fb || r !== rb; f += df, r += dr) out.push(squareAt(f, r));
    return out;
  }
  const c = palaceCentre(a);
  if (c === undefined || palaceCentre(b) !== c) return undefined;
  const onDiagonal = (s: number) => s === c || (Math.abs(fileOf(s) - fileOf(c)) === 1 && Math.abs(rankOf(s) - rankOf(c)) === 1);
  if (!onDiagonal(a) || !onDiagonal(b)) return undefined;
  // Corner to opposite corner passes the centre; centre to corner or neighbouring points: nothing between.
  if (Math.abs(fa - fb) === 2 && Math.abs(ra - rb) === 2) return [c];
  if (Math.abs(fa - fb) === 1 && Math.abs(ra - rb) === 1) return [];
  return undefined;
}

/** Points a move passes through or lands on: the line between for chariots, cannons (and soldiers, generals, guards: none); the legs of horses and elephants; the destination. */
function pathOf(pos: Position, m: Move): number[] {
  const role = pos.pieceAt(m.from)?.role;
  const out = [m.to];
  if (role === 'chariot' || role === 'cannon') out.push(...(pointsBetween(m.from, m.to) ?? []));
  if (role === 'horse' || role === 'elephant') {
    const df = fileOf(m.to) - fileOf(m.from);
    const dr = rankOf(m.to) - rankOf(m.from);
    const orthF = Math.abs(df) > Math.abs(dr) ? Math.sign(df) : 0;
    const orthR = Math.abs(dr) > Math.abs(df) ? Math.sign(dr) : 0;
    const leg1 = squareAt(fileOf(m.from) + orthF, rankOf(m.from) + orthR);
    out.push(leg1);
    if (role === 'elephant') out.push(squareAt(fileOf(leg1) + Math.sign(df), rankOf(leg1) + Math.sign(dr)));
  }
  return out;
}

const colorIndex = (c: Color) => (c === 'cho' ? 0 : 1);

/**
 * The mated position (defender to move): a defender piece other than the general can answer the
 * check with a move it may not make, because leaving its point exposes its general to another
 * attacker (one that the move itself does not create by landing in a cannon's line).
 */
export function mateHasPin(pos: Position): boolean {
  const defender = pos.turn;
  const solver = colorIndex(defender) ^ 1;
  const general = pos.generalSquare(defender);
  const checkers = pos.checkers();
  for (const { square: from, piece } of pos.pieces()) {
    if (piece.color !== defender || piece.role === 'general') continue;
    for (const to of pos.pseudoTargets(from)) {
      pos.makeMove(encodeMove(from, to));
      const now = pos.attackers(general, solver);
      pos.unmakeMove();
      // The original checks answered (captured, blocked), but a new attacker appears.
      if (now.length === 0 || checkers.some((c) => now.includes(c))) continue;
      const opened = now.filter((a) => {
        const between = pointsBetween(a, general);
        // A cannon that jumps the piece at its new point is not pinning it.
        return !(pos.pieceAt(a)?.role === 'cannon' && between?.includes(to));
      });
      if (opened.length) return true;
    }
  }
  return false;
}

export interface ThemeInput {
  fen: string;
  moves: readonly string[];
  mateIn: number;
  /** Themes that come from how the puzzle was made (e.g. `bakbo`). */
  extra?: readonly Theme[];
}

export function deriveThemes({ fen, moves, mateIn, extra = [] }: ThemeInput): Theme[] {
  const pos = load(fen);
  const solver: Color = pos.turn;
  const defender: Color = solver === 'cho' ? 'han' : 'cho';
  const found = new Set<Theme>([`mate-in-${mateIn}` as Theme, ...extra]);
  const balance = () => {
    const p = pos.points();
    return solver === 'cho' ? p.cho - p.han : p.han - p.cho;
  };
  const start = balance();
  /** Solver moves that give no check (the bakbo's form). */
  let unchecked = 0;
  const line = moves.map((u) => {
    const m = parseUci(u);
    if (!m) throw new Error(`bad move ${u} in the line of ${fen}`);
    return m;
  });
  line.forEach((m, i) => {
    if (i % 2 === 0) {
      const capture = pos.pieceAt(m.to)?.color === defender;
      // Clearance: the next solver move, by another piece, uses the point this one leaves.
      const next = line[i + 2];
      if (next && next.from !== m.to) {
        pos.play(m);
        pos.play(line[i + 1]);
        if (pathOf(pos, next).includes(m.from)) found.add('clearance');
        pos.undo();
        pos.undo();
      }
      if (!pos.play(m)) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
      const checkers = pos.checkers();
      if (checkers.length === 0) unchecked++;
      if (checkers.length === 0 && !capture) found.add('quiet-move');
      if (checkers.length >= 2) found.add('double-check');
      if (checkers.some((c) => c !== m.to)) found.add('discovered-check');
      const hit = pos.pseudoTargets(m.to).filter((t) => {
        const p = pos.pieceAt(t);
        return p?.color === defender && (p.role === 'general' || FORK_TARGETS.includes(p.role));
      });
      if (hit.length >= 2) found.add('fork');
      // Deflection and decoy: the defence takes the piece that just moved.
      const reply = line[i + 1];
      const after = line[i + 2];
      if (reply && reply.to === m.to && reply.from !== reply.to) {
        const captor = pos.pieceAt(reply.from)!;
        if (after && after.to !== m.to && captor.role !== 'general') {
          const guarded = pos.pseudoTargets(reply.from).includes(after.to);
          pos.play(reply);
          const opened = pathOf(pos, after).includes(reply.from);
          pos.undo();
          if (guarded || opened) found.add('deflection');
        }
        if (after) {
          pos.play(reply);
          pos.play(after);
          const checks = pos.isCheck();
          pos.undo();
          pos.undo();
          if (captor.role === 'general' ? checks : checks && after.to === m.to) found.add('decoy');
        }
      }
    } else {
      if (!pos.play(m)) throw new Error(`illegal ${moves[i]} in the line of ${fen}`);
      if (m.from === m.to) found.add('pass-defence');
      if (start - balance() >= 2) found.add('sacrifice');
    }
  });
  // The final position: the defender to move, mated.
  const general = pos.generalSquare(pos.turn);
  const checkers = pos.checkers();
  const last = line.at(-1)!;
  for (const sq of checkers) {
    const role = pos.pieceAt(sq)!.role;
    if (MATING_ROLES.includes(role)) found.add(`${role}-mate` as Theme);
    if ((role === 'chariot' || role === 'cannon' || role === 'soldier') && fileOf(sq) !== fileOf(general) && rankOf(sq) !== rankOf(general))
      found.add('palace-diagonal');
    if (role === 'cannon' && sq !== last.to && pointsBetween(sq, general)?.includes(last.to)) found.add('cannon-screen');
  }
  const around = palaceNeighbours(general);
  if (checkers.some((sq) => pos.pieceAt(sq)!.role === 'chariot')) {
    const chariots = pos.pieces().filter((p) => p.piece.color === solver && p.piece.role === 'chariot');
    if (
      chariots.length >= 2 &&
      chariots.every((c) => checkers.includes(c.square) || pos.pseudoTargets(c.square).some((t) => around.includes(t)))
    )
      found.add('two-chariots');
  }
  if (around.length > 0 && around.every((sq) => pos.pieceAt(sq)?.color === pos.turn)) found.add('smothered');
  if (mateHasPin(pos)) found.add('pin');
  if (found.has('bakbo')) found.add(unchecked === 0 ? 'bakbo-all-checks' : unchecked === 1 ? 'bakbo-one-quiet' : 'bakbo-ending');
  return THEMES.filter((t) => found.has(t));
}
