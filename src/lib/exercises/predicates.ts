/**
 * Goals of strategy exercises: named predicates over an engine position. Each one says whether it
 * holds and, when it does not, why, in one sentence that names the points involved ("The soldier
 * on c5 is not protected by another soldier."). Exercise markdown names them with their
 * parameters, e.g. `{ pieceOn: { square: d4, role: elephant } }`.
 *
 * "Protects" and "attacks" are read from the engine's own move generation (`pseudoTargets`): a
 * piece protects a point of its own side when it could capture an enemy standing there. So a
 * soldier protects the points beside it and the point in front of it (and the forward palace
 * diagonals in the enemy palace), never the point behind it.
 */
import {
  FILE_NAMES,
  Position,
  ROLES,
  ROLE_POINTS,
  fileOf,
  makeFen,
  opposite,
  parseFen,
  squareName,
  type Color,
  type Piece,
  type Role,
  type Square,
} from '$lib/engine';
import { ROLE_NAMES, SIDE_NAMES } from '$lib/lessons/words';
import { materialBalance } from './opponent';

// ------------------------------------------------------------------------------------ params

export const PARAM_KINDS = ['side', 'square', 'file', 'count', 'role', 'wing'] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];
export type ParamValue = string | number;
export interface ParamSpec {
  kind: ParamKind;
  optional?: boolean;
}

export type Verdict = { ok: true } | { ok: false; message: string; squares: Square[] };

export interface PredicateContext {
  /** The side solving the exercise (the side to move in the exercise's FEN). */
  solver: Color;
  /** The exercise's starting position (for material comparisons). */
  start: Position;
}

/** Parsed parameters: squares as engine indices, files as 0..8, sides and roles as names. */
export type Params = Record<string, ParamValue>;

interface PredicateDef {
  params: Record<string, ParamSpec>;
  /** The goal in words, for the task panel. */
  describe(p: Params, ctx: { solver: Color }): string;
  test(pos: Position, p: Params, ctx: PredicateContext): Verdict;
}

const ok: Verdict = { ok: true };
const no = (message: string, squares: Square[] = []): Verdict => ({ ok: false, message, squares });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const listNames = (sqs: Square[]) => {
  const names = sqs.map(squareName);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const sideOf = (p: Params, ctx: { solver: Color }): Color => (p.side as Color | undefined) ?? ctx.solver;
const yours = (side: Color, ctx: { solver: Color }) => (side === ctx.solver ? 'your' : `${SIDE_NAMES[side]}'s`);
const Yours = (side: Color, ctx: { solver: Color }) => (side === ctx.solver ? 'Your' : `${SIDE_NAMES[side]}'s`);

// ------------------------------------------------------------------------------------ engine helpers

/** A copy of `pos` with some points changed (through the FEN, so the engine validates it). */
function edited(pos: Position, edits: [Square, Piece | undefined][]): Position | undefined {
  const setup = parseFen(pos.fen());
  if (!setup.ok) return undefined;
  const board = [...setup.value.board];
  for (const [sq, piece] of edits) board[sq] = piece;
  const r = Position.fromFen(makeFen({ ...setup.value, board }), pos.rules.name);
  return r.ok ? r.value : undefined;
}

/** Squares of the pieces of `side` (optionally of one role), in board order. */
export function piecesOf(pos: Position, side: Color, role?: Role): Square[] {
  return pos
    .pieces()
    .filter(({ piece }) => piece.color === side && (role === undefined || piece.role === role))
    .map(({ square }) => square)
    .sort((a, b) => a - b);
}

/**
 * Pieces of the same side that protect the piece on `sq`: those that could capture an enemy piece
 * standing there (engine move patterns, pins ignored). With `role`, only pieces of that role.
 */
export function protectors(pos: Position, sq: Square, role?: Role): Square[] {
  const piece = pos.pieceAt(sq);
  if (!piece) return [];
  const flipped = edited(pos, [[sq, { color: opposite(piece.color), role: piece.role }]]);
  if (!flipped) return [];
  return piecesOf(flipped, piece.color, role).filter((s) => flipped.pseudoTargets(s).includes(sq));
}

/** Enemy pieces that could capture the piece on `sq` (engine move patterns, pins ignored). */
export function attackersOf(pos: Position, sq: Square): Square[] {
  const piece = pos.pieceAt(sq);
  if (!piece) return [];
  return piecesOf(pos, opposite(piece.color)).filter((s) => pos.pseudoTargets(s).includes(sq));
}

/** Runs of side-by-side soldiers of `side` on one rank (each run sorted left to right, length >= 1). */
export function soldierRuns(pos: Position, side: Color): Square[][] {
  const set = new Set(piecesOf(pos, side, 'soldier'));
  const runs: Square[][] = [];
  for (const sq of [...set].sort((a, b) => a - b)) {
    if (fileOf(sq) > 0 && set.has(sq - 1)) continue; // not the start of a run
    const run = [sq];
    while (fileOf(run.at(-1)!) < 8 && set.has(run.at(-1)! + 1)) run.push(run.at(-1)! + 1);
    runs.push(run);
  }
  return runs;
}

/** The elephant of `side` on one wing: files a-d (left) or f-i (right), as Cho sees the board. */
function wingElephant(pos: Position, side: Color, wing: string): Square | undefined {
  return piecesOf(pos, side, 'elephant').find((s) => (wing === 'left' ? fileOf(s) < 4 : fileOf(s) > 4));
}

/** Fewest moves for the piece on `from` to reach `to`, the rest of the board standing still (0 = not within `max`). */
export function movesToReach(pos: Position, from: Square, to: Square, max: number): number {
  const piece = pos.pieceAt(from);
  if (!piece) return 0;
  let frontier: { pos: Position; at: Square }[] = [{ pos, at: from }];
  const seen = new Set<Square>([from]);
  for (let n = 1; n <= max; n++) {
    const next: { pos: Position; at: Square }[] = [];
    for (const { pos: p, at } of frontier) {
      for (const t of p.pseudoTargets(at)) {
        if (t === to) return n;
        if (seen.has(t) || p.pieceAt(t)) continue; // a capture ends the walk
        seen.add(t);
        const moved = edited(p, [
          [at, undefined],
          [t, piece],
        ]);
        if (moved) next.push({ pos: moved, at: t });
      }
    }
    frontier = next;
  }
  return 0;
}

const pieceName = (pos: Position, sq: Square) => {
  const p = pos.pieceAt(sq);
  return p ? `the ${ROLE_NAMES[p.role]} on ${squareName(sq)}` : squareName(sq);
};

// ------------------------------------------------------------------------------------ predicates

const DEFS = {
  /** Every soldier of `side` is protected by another soldier. */
  allSoldiersProtected: {
    params: { side: { kind: 'side', optional: true } },
    describe: (p, ctx) => `Every ${SIDE_NAMES[sideOf(p, ctx)]} soldier is protected by another soldier.`,
    test(pos, p, ctx) {
      for (const sq of piecesOf(pos, sideOf(p, ctx), 'soldier'))
        if (protectors(pos, sq, 'soldier').length === 0)
          return no(`The soldier on ${squareName(sq)} is not protected by another soldier.`, [sq]);
      return ok;
    },
  },
  /** No three soldiers of `side` stand side by side on one rank. */
  noLineOfThree: {
    params: { side: { kind: 'side', optional: true } },
    describe: (p, ctx) => `No three ${SIDE_NAMES[sideOf(p, ctx)]} soldiers stand in a line.`,
    test(pos, p, ctx) {
      const run = soldierRuns(pos, sideOf(p, ctx)).find((r) => r.length >= 3);
      return run ? no(`The soldiers on ${listNames(run)} stand in a line of ${run.length === 3 ? 'three' : run.length}.`, run) : ok;
    },
  },
  /** At least `min` separate pairs of side-by-side soldiers. */
  soldierPairs: {
    params: { side: { kind: 'side', optional: true }, min: { kind: 'count' } },
    describe: (p, ctx) => `At least ${plural(p.min as number, 'pair')} of ${SIDE_NAMES[sideOf(p, ctx)]} soldiers side by side.`,
    test(pos, p, ctx) {
      const pairs = soldierRuns(pos, sideOf(p, ctx)).reduce((n, r) => n + Math.floor(r.length / 2), 0);
      if (pairs >= (p.min as number)) return ok;
      return no(
        `${pairs === 0 ? 'No pair' : pairs === 1 ? 'Only 1 pair' : `Only ${pairs} pairs`} of soldiers ${pairs <= 1 ? 'stands' : 'stand'} side by side; the goal is ${p.min}.`,
      );
    },
  },
  /** A piece of `side` (and `role`) stands on `square`. */
  pieceOn: {
    params: { square: { kind: 'square' }, role: { kind: 'role', optional: true }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) =>
      `${Yours(sideOf(p, ctx), ctx)} ${p.role ? ROLE_NAMES[p.role as Role] : 'piece'} stands on ${squareName(p.square as Square)}.`,
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const piece = pos.pieceAt(p.square as Square);
      if (piece && piece.color === side && (!p.role || piece.role === p.role)) return ok;
      return no(`There is no ${SIDE_NAMES[side]} ${p.role ? ROLE_NAMES[p.role as Role] : 'piece'} on ${squareName(p.square as Square)}.`, [
        p.square as Square,
      ]);
    },
  },
  /** The piece on `piece` could walk to `square` in at most `within` moves if nothing else moved. */
  pointReachable: {
    params: { piece: { kind: 'square' }, square: { kind: 'square' }, within: { kind: 'count' } },
    describe: (p) =>
      `The piece on ${squareName(p.piece as Square)} can reach ${squareName(p.square as Square)} within ${plural(p.within as number, 'move')}.`,
    test(pos, p) {
      const from = p.piece as Square;
      if (!pos.pieceAt(from)) return no(`There is no piece on ${squareName(from)} any more.`, [from]);
      if (movesToReach(pos, from, p.square as Square, p.within as number) > 0) return ok;
      return no(
        `${capital(pieceName(pos, from))} cannot reach ${squareName(p.square as Square)} within ${plural(p.within as number, 'move')}.`,
        [from, p.square as Square],
      );
    },
  },
  /** The enemy piece on `square` is attacked by the solver (by a piece of `by` when given). */
  pieceAttacked: {
    params: { square: { kind: 'square' }, by: { kind: 'role', optional: true } },
    describe: (p) =>
      `Your ${p.by ? ROLE_NAMES[p.by as Role] : 'pieces'} attack${p.by ? 's' : ''} the piece on ${squareName(p.square as Square)}.`,
    test(pos, p, ctx) {
      const sq = p.square as Square;
      const target = pos.pieceAt(sq);
      if (!target || target.color === ctx.solver) return no(`There is no enemy piece on ${squareName(sq)} to attack.`, [sq]);
      const by = attackersOf(pos, sq).filter((s) => !p.by || pos.pieceAt(s)?.role === p.by);
      if (by.length) return ok;
      return no(
        `${p.by ? `No ${ROLE_NAMES[p.by as Role]} of yours attacks` : 'Nothing of yours attacks'} the ${ROLE_NAMES[target.role]} on ${squareName(sq)}.`,
        [sq],
      );
    },
  },
  /** No soldier of `side` stands on `file` (so the chariot behind can look up the file). */
  fileOpen: {
    params: { file: { kind: 'file' }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) => `The ${FILE_NAMES[p.file as number]}-file is free of ${yours(sideOf(p, ctx), ctx)} soldiers.`,
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const blocker = piecesOf(pos, side, 'soldier').find((s) => fileOf(s) === p.file);
      if (blocker === undefined) return ok;
      return no(`${Yours(side, ctx)} soldier on ${squareName(blocker)} still closes the ${FILE_NAMES[p.file as number]}-file.`, [blocker]);
    },
  },
  /**
   * The solver's piece on `square` cannot be won: nothing attacks it, or it is protected and every
   * attacker is worth at least as much as it is.
   */
  safeFromCapture: {
    params: { square: { kind: 'square' } },
    describe: (p) => `Your piece on ${squareName(p.square as Square)} is safe from capture.`,
    test(pos, p, ctx) {
      const sq = p.square as Square;
      const piece = pos.pieceAt(sq);
      if (!piece || piece.color !== ctx.solver) return no(`You have no piece on ${squareName(sq)} any more.`, [sq]);
      const attackers = attackersOf(pos, sq);
      if (attackers.length === 0) return ok;
      const value = (s: Square) => {
        const r = pos.pieceAt(s)!.role;
        return r === 'general' ? Infinity : ROLE_POINTS[r];
      };
      const defended = protectors(pos, sq).length > 0;
      const cheapest = [...attackers].sort((a, b) => value(a) - value(b))[0];
      if (defended && value(cheapest) >= ROLE_POINTS[piece.role]) return ok;
      return no(`The ${ROLE_NAMES[piece.role]} on ${squareName(sq)} can be captured by ${pieceName(pos, cheapest)}.`, [sq, cheapest]);
    },
  },
  /** The solver is at least `min` points of material better off than at the start. */
  wonMaterial: {
    params: { min: { kind: 'count' } },
    describe: (p) => `Win at least ${plural(p.min as number, 'point')} of material.`,
    test(pos, p, ctx) {
      const gain = materialBalance(pos, ctx.solver) - materialBalance(ctx.start, ctx.solver);
      if (gain >= (p.min as number)) return ok;
      const now =
        gain > 0 ? `You are ${plural(gain, 'point')} up` : gain < 0 ? `You are ${plural(-gain, 'point')} down` : 'Material is even';
      return no(`${now}; the goal is to win ${plural(p.min as number, 'point')}.`);
    },
  },
  /** The solver has not lost material overall since the start. */
  materialKept: {
    params: {},
    describe: () => 'Do not lose material.',
    test(pos, _p, ctx) {
      const gain = materialBalance(pos, ctx.solver) - materialBalance(ctx.start, ctx.solver);
      if (gain >= 0) return ok;
      const lost = lostPieces(ctx.start, pos, ctx.solver);
      const what = lost.length
        ? `Your ${lost.map((r) => ROLE_NAMES[r]).join(' and ')} ${lost.length === 1 ? 'was' : 'were'} captured`
        : 'You lost material';
      return no(`${what}: you are ${plural(-gain, 'point')} down.`);
    },
  },
  /** The elephant of `side` on a wing (a-d: left, f-i: right, as Cho sees the board) has a legal move. */
  elephantFree: {
    params: { wing: { kind: 'wing' }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) => `${Yours(sideOf(p, ctx), ctx)} ${p.wing} elephant can move.`,
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const sq = wingElephant(pos, side, p.wing as string);
      if (sq === undefined) return no(`${Yours(side, ctx)} has no elephant on the ${p.wing}.`);
      const moves = side === pos.turn ? pos.dests(sq) : pos.pseudoTargets(sq);
      return moves.length ? ok : no(`The ${p.wing} elephant on ${squareName(sq)} has no move: its paths are blocked.`, [sq]);
    },
  },
} satisfies Record<string, PredicateDef>;

export type PredicateName = keyof typeof DEFS;
export const PREDICATE_NAMES = Object.keys(DEFS) as PredicateName[];
export const PREDICATES: Record<PredicateName, PredicateDef> = DEFS;

/** A predicate with parsed parameters; `negate` flips it (used to mark the weak option of a choice). */
export interface PredicateCall {
  name: PredicateName;
  params: Params;
  negate?: boolean;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Roles the `side` had at `start` but not any more (one entry per missing piece). */
export function lostPieces(start: Position, now: Position, side: Color): Role[] {
  const count = (pos: Position) => {
    const c = new Map<Role, number>();
    for (const { piece } of pos.pieces()) if (piece.color === side) c.set(piece.role, (c.get(piece.role) ?? 0) + 1);
    return c;
  };
  const a = count(start);
  const b = count(now);
  const out: Role[] = [];
  for (const role of ROLES) for (let i = b.get(role) ?? 0; i < (a.get(role) ?? 0); i++) out.push(role);
  return out;
}

/** Evaluates one predicate call. */
export function evaluate(call: PredicateCall, pos: Position, ctx: PredicateContext): Verdict {
  const v = PREDICATES[call.name].test(pos, call.params, ctx);
  if (!call.negate) return v;
  return v.ok ? no(`This holds, and it should not: ${PREDICATES[call.name].describe(call.params, ctx)}`) : ok;
}

/** Evaluates several calls; the first failure, or ok. */
export function evaluateAll(calls: readonly PredicateCall[], pos: Position, ctx: PredicateContext): Verdict {
  for (const c of calls) {
    const v = evaluate(c, pos, ctx);
    if (!v.ok) return v;
  }
  return ok;
}

/** The goal in words. */
export function describeCall(call: PredicateCall, ctx: { solver: Color }): string {
  const text = PREDICATES[call.name].describe(call.params, ctx);
  return call.negate ? `Not: ${text}` : text;
}

// ------------------------------------------------------------------------------------ parameters

/** Parses one parameter value from the markdown; a string describing the problem on failure. */
export function parseParam(kind: ParamKind, v: unknown): ParamValue | { error: string } {
  switch (kind) {
    case 'side':
      return v === 'cho' || v === 'han' ? v : { error: 'must be cho or han' };
    case 'square': {
      const s = typeof v === 'string' ? /^([a-i])(10|[1-9])$/.exec(v.trim()) : null;
      return s
        ? (Number(s[2]) - 1) * 9 + FILE_NAMES.indexOf(s[1] as (typeof FILE_NAMES)[number])
        : { error: `"${String(v)}" is not a point (files a-i, ranks 1-10, e.g. d4)` };
    }
    case 'file': {
      const i = typeof v === 'string' ? FILE_NAMES.indexOf(v.trim() as (typeof FILE_NAMES)[number]) : -1;
      return i >= 0 ? i : { error: 'must be a file letter a-i' };
    }
    case 'count':
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99 ? v : { error: 'must be a whole number from 1' };
    case 'role':
      return typeof v === 'string' && (ROLES as readonly string[]).includes(v) ? v : { error: `must be a piece kind: ${ROLES.join(', ')}` };
    case 'wing':
      return v === 'left' || v === 'right' ? v : { error: 'must be left or right' };
  }
}
