/**
 * Goals of strategy exercises: named predicates over an engine position. Each one says whether it
 * holds and, when it does not, why, as a message code of the task catalogue that names the points
 * involved ("The soldier on c5 is not protected by another soldier." in English). Exercise markdown names them with their
 * parameters, e.g. `{ pieceOn: { square: d4, role: elephant } }`.
 *
 * "Protects" and "attacks" are read from the engine's own move generation (`pseudoTargets`): a
 * piece protects a point of its own side when it could capture an enemy standing there. So a
 * soldier protects the points beside it and the point in front of it (and the forward palace
 * diagonals in the enemy palace), never the point behind it.
 */
// The exercises' task words join the catalogue before any of their codes is said.
import {
  FILE_NAMES,
  Position,
  ROLES,
  ROLE_POINTS,
  fileOf,
  makeFen,
  opposite,
  parseFen,
  type Color,
  type Piece,
  type Role,
  type Square,
} from '$lib/engine';
import { msg, type Arg, type TaskMessage } from '$lib/task/messages';
import { materialBalance } from './opponent';

// ------------------------------------------------------------------------------------ params

export const PARAM_KINDS = ['side', 'square', 'file', 'count', 'role', 'wing'] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];
export type ParamValue = string | number;
export interface ParamSpec {
  kind: ParamKind;
  optional?: boolean;
}

export type Verdict = { ok: true } | { ok: false; message: TaskMessage; squares: Square[] };

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
  /** The goal as a message, for the task panel. */
  describe(p: Params, ctx: { solver: Color }): TaskMessage;
  test(pos: Position, p: Params, ctx: PredicateContext): Verdict;
}

const ok: Verdict = { ok: true };
const no = (message: TaskMessage, squares: Square[] = []): Verdict => ({ ok: false, message, squares });

const sideOf = (p: Params, ctx: { solver: Color }): Color => (p.side as Color | undefined) ?? ctx.solver;
const owner = (side: Color, ctx: { solver: Color }): Arg => ({ owner: side, solver: ctx.solver });
const sq = (p: Params, key = 'square'): Arg => ({ sq: p[key] as Square });
const count = (n: number, unit: 'point' | 'move' | 'pair'): Arg => ({ count: n, unit });
/** A piece kind of a side; a piece of any kind when `role` is missing (said as "piece"). */
const soldierOf = (side: Color): Arg => ({ piece: 'soldier', side });

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

// ------------------------------------------------------------------------------------ predicates

const DEFS = {
  /** Every soldier of `side` is protected by another soldier. */
  allSoldiersProtected: {
    params: { side: { kind: 'side', optional: true } },
    describe: (p, ctx) => msg('goal.allSoldiersProtected', { side: { side: sideOf(p, ctx) }, soldier: soldierOf(sideOf(p, ctx)) }),
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      for (const s of piecesOf(pos, side, 'soldier'))
        if (protectors(pos, s, 'soldier').length === 0)
          return no(msg('no.allSoldiersProtected', { piece: soldierOf(side), sq: { sq: s } }), [s]);
      return ok;
    },
  },
  /** No three soldiers of `side` stand side by side on one rank. */
  noLineOfThree: {
    params: { side: { kind: 'side', optional: true } },
    describe: (p, ctx) => msg('goal.noLineOfThree', { side: { side: sideOf(p, ctx) }, soldier: soldierOf(sideOf(p, ctx)) }),
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const run = soldierRuns(pos, side).find((r) => r.length >= 3);
      return run ? no(msg('no.noLineOfThree', { piece: soldierOf(side), sqs: { sqs: run }, n: { word: run.length } }), run) : ok;
    },
  },
  /** At least `min` separate pairs of side-by-side soldiers. */
  soldierPairs: {
    params: { side: { kind: 'side', optional: true }, min: { kind: 'count' } },
    describe: (p, ctx) =>
      msg('goal.soldierPairs', { min: count(p.min as number, 'pair'), side: { side: sideOf(p, ctx) }, soldier: soldierOf(sideOf(p, ctx)) }),
    test(pos, p, ctx) {
      const pairs = soldierRuns(pos, sideOf(p, ctx)).reduce((n, r) => n + Math.floor(r.length / 2), 0);
      const min = p.min as number;
      if (pairs >= min) return ok;
      return no(
        pairs === 0
          ? msg('no.soldierPairs.none', { min })
          : pairs === 1
            ? msg('no.soldierPairs.one', { min })
            : msg('no.soldierPairs.some', { pairs, min }),
      );
    },
  },
  /** A piece of `side` (and `role`) stands on `square`. */
  pieceOn: {
    params: { square: { kind: 'square' }, role: { kind: 'role', optional: true }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) => {
      const side = sideOf(p, ctx);
      return p.role
        ? msg('goal.pieceOn', { owner: owner(side, ctx), piece: { piece: p.role as Role, side }, sq: sq(p) })
        : msg('goal.pieceOn.any', { owner: owner(side, ctx), sq: sq(p) });
    },
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const piece = pos.pieceAt(p.square as Square);
      if (piece && piece.color === side && (!p.role || piece.role === p.role)) return ok;
      const why = p.role
        ? msg('no.pieceOn', { side: { side }, piece: { piece: p.role as Role, side }, sq: sq(p) })
        : msg('no.pieceOn.any', { side: { side }, sq: sq(p) });
      return no(why, [p.square as Square]);
    },
  },
  /** The piece on `piece` could walk to `square` in at most `within` moves if nothing else moved. */
  pointReachable: {
    params: { piece: { kind: 'square' }, square: { kind: 'square' }, within: { kind: 'count' } },
    describe: (p) => msg('goal.pointReachable', { sq: sq(p, 'piece'), to: sq(p), within: count(p.within as number, 'move') }),
    test(pos, p) {
      const from = p.piece as Square;
      const piece = pos.pieceAt(from);
      if (!piece) return no(msg('no.pointReachable.gone', { sq: { sq: from } }), [from]);
      if (movesToReach(pos, from, p.square as Square, p.within as number) > 0) return ok;
      return no(
        msg('no.pointReachable', {
          piece: { piece: piece.role, side: piece.color },
          sq: { sq: from },
          to: sq(p),
          within: count(p.within as number, 'move'),
        }),
        [from, p.square as Square],
      );
    },
  },
  /** The enemy piece on `square` is attacked by the solver (by a piece of `by` when given). */
  pieceAttacked: {
    params: { square: { kind: 'square' }, by: { kind: 'role', optional: true } },
    describe: (p, ctx) =>
      p.by
        ? msg('goal.pieceAttacked.by', { by: { piece: p.by as Role, side: ctx.solver }, sq: sq(p) })
        : msg('goal.pieceAttacked', { sq: sq(p) }),
    test(pos, p, ctx) {
      const at = p.square as Square;
      const target = pos.pieceAt(at);
      if (!target || target.color === ctx.solver) return no(msg('no.pieceAttacked.none', { sq: { sq: at } }), [at]);
      const by = attackersOf(pos, at).filter((s) => !p.by || pos.pieceAt(s)?.role === p.by);
      if (by.length) return ok;
      const named = { piece: target.role, side: target.color };
      return no(
        p.by
          ? msg('no.pieceAttacked.by', { by: { piece: p.by as Role, side: ctx.solver }, target: named, sq: { sq: at } })
          : msg('no.pieceAttacked', { target: named, sq: { sq: at } }),
        [at],
      );
    },
  },
  /** No soldier of `side` stands on `file` (so the chariot behind can look up the file). */
  fileOpen: {
    params: { file: { kind: 'file' }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) =>
      msg('goal.fileOpen', { file: { file: p.file as number }, owner: owner(sideOf(p, ctx), ctx), soldier: soldierOf(sideOf(p, ctx)) }),
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const blocker = piecesOf(pos, side, 'soldier').find((s) => fileOf(s) === p.file);
      if (blocker === undefined) return ok;
      return no(
        msg('no.fileOpen', { owner: owner(side, ctx), soldier: soldierOf(side), sq: { sq: blocker }, file: { file: p.file as number } }),
        [blocker],
      );
    },
  },
  /**
   * The solver's piece on `square` cannot be won: nothing attacks it, or it is protected and every
   * attacker is worth at least as much as it is.
   */
  safeFromCapture: {
    params: { square: { kind: 'square' } },
    describe: (p) => msg('goal.safeFromCapture', { sq: sq(p) }),
    test(pos, p, ctx) {
      const at = p.square as Square;
      const piece = pos.pieceAt(at);
      if (!piece || piece.color !== ctx.solver) return no(msg('no.safeFromCapture.gone', { sq: { sq: at } }), [at]);
      const attackers = attackersOf(pos, at);
      if (attackers.length === 0) return ok;
      const value = (s: Square) => {
        const r = pos.pieceAt(s)!.role;
        return r === 'general' ? Infinity : ROLE_POINTS[r];
      };
      const defended = protectors(pos, at).length > 0;
      const cheapest = [...attackers].sort((a, b) => value(a) - value(b))[0];
      if (defended && value(cheapest) >= ROLE_POINTS[piece.role]) return ok;
      const by = pos.pieceAt(cheapest)!;
      return no(
        msg('no.safeFromCapture', {
          piece: { piece: piece.role, side: piece.color },
          sq: { sq: at },
          by: { piece: by.role, side: by.color },
          bySq: { sq: cheapest },
        }),
        [at, cheapest],
      );
    },
  },
  /** The solver is at least `min` points of material better off than at the start. */
  wonMaterial: {
    params: { min: { kind: 'count' } },
    describe: (p) => msg('goal.wonMaterial', { min: count(p.min as number, 'point') }),
    test(pos, p, ctx) {
      const gain = materialBalance(pos, ctx.solver) - materialBalance(ctx.start, ctx.solver);
      if (gain >= (p.min as number)) return ok;
      const min = count(p.min as number, 'point');
      if (gain > 0) return no(msg('no.wonMaterial.up', { gain: count(gain, 'point'), min }));
      if (gain < 0) return no(msg('no.wonMaterial.down', { gain: count(-gain, 'point'), min }));
      return no(msg('no.wonMaterial.even', { min }));
    },
  },
  /** The solver has not lost material overall since the start. */
  materialKept: {
    params: {},
    describe: () => msg('goal.materialKept'),
    test(pos, _p, ctx) {
      const gain = materialBalance(pos, ctx.solver) - materialBalance(ctx.start, ctx.solver);
      if (gain >= 0) return ok;
      const lost = lostPieces(ctx.start, pos, ctx.solver);
      const down = count(-gain, 'point');
      if (lost.length === 0) return no(msg('no.materialKept', { gain: down }));
      const pieces = { pieces: lost, side: ctx.solver };
      return no(
        lost.length === 1
          ? msg('no.materialKept.one', { lost: pieces, gain: down })
          : msg('no.materialKept.many', { lost: pieces, gain: down }),
      );
    },
  },
  /** The elephant of `side` on a wing (a-d: left, f-i: right, as Cho sees the board) has a legal move. */
  elephantFree: {
    params: { wing: { kind: 'wing' }, side: { kind: 'side', optional: true } },
    describe: (p, ctx) => msg('goal.elephantFree', { owner: owner(sideOf(p, ctx), ctx), wing: { wing: p.wing as 'left' | 'right' } }),
    test(pos, p, ctx) {
      const side = sideOf(p, ctx);
      const wing = { wing: p.wing as 'left' | 'right' };
      const at = wingElephant(pos, side, p.wing as string);
      if (at === undefined) return no(msg('no.elephantFree.none', { owner: owner(side, ctx), wing }));
      const moves = side === pos.turn ? pos.dests(at) : pos.pseudoTargets(at);
      return moves.length ? ok : no(msg('no.elephantFree', { wing, sq: { sq: at } }), [at]);
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
  return v.ok ? no(msg('no.negated', { goal: { msg: PREDICATES[call.name].describe(call.params, ctx) } })) : ok;
}

/** Evaluates several calls; the first failure, or ok. */
export function evaluateAll(calls: readonly PredicateCall[], pos: Position, ctx: PredicateContext): Verdict {
  for (const c of calls) {
    const v = evaluate(c, pos, ctx);
    if (!v.ok) return v;
  }
  return ok;
}

/** The goal as a message (the task panel says it in the reader's language). */
export function describeCall(call: PredicateCall, ctx: { solver: Color }): TaskMessage {
  const goal = PREDICATES[call.name].describe(call.params, ctx);
  return call.negate ? msg('goal.not', { goal: { msg: goal } }) : goal;
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
