import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Position,
  RULE_SET_NAMES,
  SETUPS,
  makeFen,
  moveToKorean,
  moveToSite,
  moveToUci,
  parseFen,
  parseKorean,
  parseSite,
  parseUci,
  perft,
  setupFen,
} from '../../src/lib/engine';
import { randomGame, randomSparse, replay, rng } from '../support/random';
import { engineErrorText } from '../../src/lib/i18n/engine-errors';

/** An arbitrary reachable position: a seeded random game from a random setup pairing. */
const arbPosition = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    han: fc.constantFrom(...SETUPS),
    cho: fc.constantFrom(...SETUPS),
    plies: fc.integer({ min: 0, max: 120 }),
    rules: fc.constantFrom(...RULE_SET_NAMES),
    sparse: fc.boolean(),
  })
  .map(({ seed, han, cho, plies, rules, sparse }) => {
    const rand = rng(seed);
    if (sparse) return randomSparse(rand, 7, rules);
    return replay(randomGame(setupFen(han, cho), rules, plies, rand), rules);
  });

/**
 * The side that just moved is in check: only after passing in check under a standing bikjang,
 * which ends the game. Such a position has no FEN of its own (the engine refuses it: from the
 * board alone the other side could take the general).
 */
const leftInCheck = (pos: Position) => pos.attacked(pos.kings[pos.side ^ 1], pos.side);

describe('engine properties', () => {
  it('FEN round-trips', () => {
    fc.assert(
      fc.property(arbPosition, (pos) => {
        const fen = pos.fen();
        const parsed = parseFen(fen);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(makeFen(parsed.value)).toBe(fen);
        const again = Position.fromFen(fen, pos.rules.name);
        if (leftInCheck(pos)) expect(!again.ok && again.error.code).toBe('fen.opponent-in-check');
        else expect(again.ok && again.value.fen()).toBe(fen);
      }),
      { numRuns: 300 },
    );
  });

  it('play never leaves the mover in check (but for the pass a standing bikjang allows)', () => {
    fc.assert(
      fc.property(arbPosition, (pos) => {
        const bikjang = pos.isBikjang();
        for (const m of pos.legalMoves()) {
          const mover = pos.side;
          pos.play(m);
          if (!(bikjang && m.from === m.to)) expect(pos.attacked(pos.kings[mover], mover ^ 1)).toBe(false);
          pos.undo();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the capture generator gives exactly the captures among the moves, legal or not', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const end = p.generateCaptures(0);
        const captures = Array.from(p.moves.subarray(0, end)).map((m) => moveToUci({ from: m & 0xff, to: m >>> 8 }));
        const pseudo: string[] = [];
        for (let sq = 0; sq < 90; sq++) {
          const c = p.board[sq];
          if (c === 0 || (c & 8 ? 1 : 0) !== p.side) continue;
          for (const to of p.pseudoTargets(sq)) if (p.board[to] !== 0) pseudo.push(moveToUci({ from: sq, to }));
        }
        expect(captures.sort()).toEqual(pseudo.sort());
        // Every legal capture is among them.
        const legal = p.legalMoves().filter((m) => m.from !== m.to && p.board[m.to] !== 0);
        for (const m of legal) expect(captures).toContain(moveToUci(m));
      }),
      { numRuns: 150 },
    );
  });
  it('perft 1 equals the number of legal moves listed', () => {
    fc.assert(
      fc.property(arbPosition, (pos) => {
        if (leftInCheck(pos)) return;
        const fresh = Position.fromFen(pos.fen(), pos.rules.name);
        if (!fresh.ok) throw new Error(fresh.error.code);
        expect(perft(fresh.value, 1)).toBe(fresh.value.legalMoves().length);
      }),
      { numRuns: 300 },
    );
  });

  it('the legal moves are the moves that leave their own general unattacked, and the pass', () => {
    // The move list leaves untested the moves off every line to the general; here every move is made and tested.
    fc.assert(
      fc.property(arbPosition, (pos) => {
        if (pos.isCheck() || pos.isBikjang() || pos.immediateEnd()) return;
        const us = pos.side;
        const k = pos.kings[us];
        const expected: number[] = [k | (k << 8)];
        const end = pos.generatePseudo(0);
        for (const m of Array.from(pos.moves.subarray(0, end))) {
          pos.makeMove(m);
          if (!pos.attacked(pos.kings[us], us ^ 1)) expected.push(m);
          pos.unmakeMove();
        }
        const listed = Array.from(pos.moves.subarray(0, pos.generate(0)));
        expect(listed.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  it('undo restores the position exactly', () => {
    fc.assert(
      fc.property(arbPosition, (pos) => {
        const fen = pos.fen();
        const key = pos.hashKey();
        for (const m of pos.legalMoves()) {
          pos.play(m);
          pos.undo();
        }
        expect(pos.fen()).toBe(fen);
        expect(pos.hashKey()).toBe(key);
      }),
      { numRuns: 100 },
    );
  });

  it("a position's hash holds 64 independent bits: its two halves are not functions of each other", () => {
    // Each hash is a sum (XOR) of piece-square keys. Keys whose high half is a linear function of
    // the low half (successive words of a linear generator) give hashes that span at most 32
    // dimensions over GF(2), however many positions: a table then confuses different positions.
    // The rank of the hashes of a few hundred positions, by elimination with 64-bit pivots.
    const basis = new Map<bigint, bigint>();
    const rand = rng(7);
    for (let g = 0; g < 12; g++) {
      const game = randomGame(setupFen(SETUPS[g % 4], SETUPS[(g >> 2) % 4]), 'janggi', 40, rand);
      const pos = Position.fromFen(game.rootFen, 'janggi');
      if (!pos.ok) throw new Error(pos.error.code);
      for (const m of game.moves) {
        expect(pos.value.play(parseUci(m)!)).toBe(true);
        let v = (BigInt(pos.value.hashHi >>> 0) << 32n) | BigInt(pos.value.hashLo >>> 0);
        // Reduce by the basis, highest bit first; what is left is a new dimension.
        for (let bit = 63n; bit >= 0n && v !== 0n; bit--) {
          if (((v >> bit) & 1n) === 0n) continue;
          const row = basis.get(bit);
          if (row === undefined) {
            basis.set(bit, v);
            break;
          }
          v ^= row;
        }
      }
    }
    expect(basis.size).toBe(64);
  });

  it('every notation round-trips every legal move', () => {
    fc.assert(
      fc.property(arbPosition, (pos) => {
        for (const m of pos.legalMoves()) {
          const u = moveToUci(m);
          expect(parseUci(u)).toEqual(m);
          const k = moveToKorean(pos, m);
          const kr = parseKorean(pos, k);
          expect(kr.ok && kr.value, k).toEqual(m);
          const s = moveToSite(pos, m);
          const sr = parseSite(pos, s);
          expect(sr.ok && sr.value, s).toEqual(m);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('bad FEN input never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const r = Position.fromFen(s);
        if (!r.ok) expect(engineErrorText(r.error)).toMatch(/\w/);
      }),
      { numRuns: 2000 },
    );
    // Near-valid input: a real position's FEN with up to three characters dropped, doubled or
    // replaced. Whatever parses must print a FEN that parses back to itself; the counts make sure
    // both branches are taken often (random strings alone almost never parse).
    let parsed = 0;
    let refused = 0;
    const edit = fc.record({
      at: fc.nat(),
      op: fc.constantFrom('drop', 'double', 'replace'),
      ch: fc.constantFrom(...'kabnrcpKABNRCP1239/ wb-'),
    });
    fc.assert(
      fc.property(arbPosition, fc.array(edit, { maxLength: 3 }), (pos, edits) => {
        let s = pos.fen();
        for (const { at, op, ch } of edits) {
          const i = at % s.length;
          s =
            op === 'drop'
              ? s.slice(0, i) + s.slice(i + 1)
              : op === 'double'
                ? s.slice(0, i) + s[i] + s.slice(i)
                : s.slice(0, i) + ch + s.slice(i + 1);
        }
        const r = Position.fromFen(s);
        if (!r.ok) {
          refused++;
          expect(engineErrorText(r.error)).toMatch(/\w/);
          return;
        }
        parsed++;
        const again = Position.fromFen(r.value.fen());
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.fen()).toBe(r.value.fen());
      }),
      { numRuns: 400 },
    );
    expect(parsed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
