/**
 * Differential tests: our engine against Fairy-Stockfish (wasm, devDependency only).
 * Perft per root move, legal move sets along random games, game ends and the mate solver.
 * Each suite is a function called by its own test file (engine-fsf-*.test.ts), so the slow
 * project runs them in parallel, each file with its own Fairy-Stockfish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Position,
  RULE_SETS,
  RULE_SET_NAMES,
  SETUPS,
  mateMoves,
  mateIn,
  moveToUci,
  perftDivide,
  setupFen,
  START_FEN,
  type RuleSetName,
} from '../../src/lib/engine';
import { randomGame, randomSparse, replay, rng } from '../support/random';
import { loadFsf, type Fsf } from '../support/fsf';

let fsf: Fsf;
let current = '';

async function useVariant(rules: RuleSetName) {
  const v = RULE_SETS[rules].fsfVariant;
  if (v !== current) {
    await fsf.variant(v);
    current = v;
  }
}

async function fsfDivide(rules: RuleSetName, fen: string, moves: string[], depth: number) {
  await useVariant(rules);
  fsf.send(`position fen ${fen}${moves.length ? ' moves ' + moves.join(' ') : ''}`);
  const out = await fsf.cmd(`go perft ${depth}`, /^Nodes searched/);
  const map = new Map<string, number>();
  for (const l of out) {
    const m = /^([a-i]\d+[a-i]\d+): (\d+)$/.exec(l);
    if (m) map.set(m[1], Number(m[2]));
  }
  return map;
}

function ourDivide(pos: Position, depth: number) {
  return new Map(perftDivide(pos, depth).map(({ move, nodes }) => [move, nodes]));
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

/** Loads Fairy-Stockfish before the file's tests and quits it after. */
export function withFsf(): void {
  beforeAll(async () => {
    fsf = await loadFsf();
  });
  afterAll(() => fsf?.quit());
}

export function perftSuite(): void {
  describe('perft against Fairy-Stockfish', () => {
    it('start position, depth 4, every root move', async () => {
      const ours = ourDivide(Position.start(), 4);
      const theirs = await fsfDivide('janggi', START_FEN, [], 4);
      expect(sorted(ours)).toEqual(sorted(theirs));
    });

    it('all 16 setup pairings at depth 4', async () => {
      for (const han of SETUPS)
        for (const cho of SETUPS) {
          const fen = setupFen(han, cho);
          const r = Position.fromFen(fen);
          if (!r.ok) throw new Error(r.error.code);
          const ours = ourDivide(r.value, 4);
          const theirs = await fsfDivide('janggi', fen, [], 4);
          expect(sorted(ours), fen).toEqual(sorted(theirs));
        }
    });

    for (const rules of RULE_SET_NAMES) {
      it(`${rules}: 200 positions from random games and 100 sparse positions, perft 3 with history`, async () => {
        const rand = rng(1000 + RULE_SET_NAMES.indexOf(rules));
        const setups = SETUPS.flatMap((h) => SETUPS.map((c) => setupFen(h, c)));
        let checked = 0;
        while (checked < 200) {
          const root = setups[Math.floor(rand() * setups.length)];
          const game = randomGame(root, rules, Math.floor(rand() * 160), rand);
          const pos = replay(game, rules);
          const ours = ourDivide(pos, 3);
          const theirs = await fsfDivide(rules, root, game.moves, 3);
          expect(sorted(ours), `${root} moves ${game.moves.join(' ')}`).toEqual(sorted(theirs));
          checked++;
        }
        for (let i = 0; i < 100; i++) {
          const pos = randomSparse(rand, 7, rules);
          const fen = pos.fen();
          // A few plies first so that passes and a standing bikjang carry history.
          const game = randomGame(fen, rules, Math.floor(rand() * 4), rand);
          const p = replay(game, rules);
          const ours = ourDivide(p, 3);
          const theirs = await fsfDivide(rules, fen, game.moves, 3);
          expect(sorted(ours), `${fen} moves ${game.moves.join(' ')}`).toEqual(sorted(theirs));
        }
      });
    }
  });
}

export function movesSuite(): void {
  describe('legal moves along random games', () => {
    for (const rules of RULE_SET_NAMES) {
      it(`${rules}: every ply of 12 random games`, async () => {
        const rand = rng(77 + RULE_SET_NAMES.indexOf(rules));
        let plies = 0;
        for (let g = 0; g < 12; g++) {
          const root = setupFen(SETUPS[g % 4], SETUPS[(g >> 2) % 4]);
          const game = randomGame(root, rules, 200, rand);
          for (let i = 0; i <= game.moves.length; i++) {
            const prefix = { rootFen: root, moves: game.moves.slice(0, i) };
            const pos = replay(prefix, rules);
            // Perft 1 counts what the engine generates (repetition is a game-level rule in modern).
            const ours = ourDivide(pos, 1);
            const theirs = await fsfDivide(rules, root, prefix.moves, 1);
            expect(sorted(ours), `${root} moves ${prefix.moves.join(' ')}`).toEqual(sorted(theirs));
            plies++;
          }
        }
        expect(plies).toBeGreaterThan(500);
      });
    }
  });
}

/**
 * Game ends, judged move by move: at depth 1 with every move as a MultiPV line, Fairy-Stockfish
 * scores a move after which the game is over for the mover's win as "mate 1" (mate, or a decision
 * by counting, perpetual check by the other side), for the mover's loss as "mate 0" (the
 * back-and-forth rule) or "mate -1" (perpetual check), and a drawn end as "cp 0". Our outcome()
 * after each move must say the same.
 */
type Verdict = 'win' | 'loss' | 'draw' | 'on';

function fsfVerdict(score: string): Verdict | 'mate-1' {
  if (score === 'mate 1') return 'win';
  if (score === 'mate 0') return 'loss';
  if (score === 'mate -1') return 'mate-1'; // a perpetual-check loss, or mated at once in the reply
  if (score === 'cp 0') return 'draw'; // or an evaluation of exactly zero
  return 'on';
}

function everyReplyLoses(pos: Position, uci: string, mover: 'cho' | 'han'): boolean {
  const m = pos.legalMoves().find((x) => moveToUci(x) === uci)!;
  pos.play(m);
  const replies = pos.legalMoves();
  let all = replies.length > 0;
  for (const r of replies) {
    pos.play(r);
    if (pos.outcome()?.winner !== mover) all = false;
    pos.undo();
  }
  pos.undo();
  return all;
}

export function endsSuite(): void {
  describe('game ends against Fairy-Stockfish, move by move', () => {
    // Random games that provoke endings: sides often undo their previous move (repetitions and the
    // modern back-and-forth rule), give check (perpetual check), pass (double pass, bikjang).
    for (const rules of RULE_SET_NAMES) {
      it(`${rules}: every move at every ply of 80 provocative games`, async () => {
        await useVariant(rules);
        const rand = rng(9090 + RULE_SET_NAMES.indexOf(rules));
        const seen = new Map<string, number>();
        let plies = 0;
        for (let g = 0; g < 80; g++) {
          // Every fourth game starts ten plies short of the move limit.
          const sparse = randomSparse(rand, 5, rules).fen();
          const limit = RULE_SETS[rules].moveLimit;
          const root = g % 4 === 3 && limit > 0 ? sparse.replace(/ \d+ (\d+)$/, ` ${limit - 10} $1`) : sparse;
          const pos = replay({ rootFen: root, moves: [] }, rules);
          const moves: string[] = [];
          for (let ply = 0; ply < 40 && !pos.outcome(); ply++) {
            const legal = pos.legalMoves();
            const mover = pos.turn;
            const ours = new Map<string, Verdict>();
            const checks: typeof legal = [];
            for (const m of legal) {
              pos.play(m);
              const o = pos.outcome();
              if (o) seen.set(o.reason, (seen.get(o.reason) ?? 0) + 1);
              ours.set(moveToUci(m), !o ? 'on' : !o.winner ? 'draw' : o.winner === mover ? 'win' : 'loss');
              if (!o && pos.isCheck()) checks.push(m);
              pos.undo();
            }
            fsf.send(`setoption name MultiPV value ${legal.length}`);
            fsf.send(`position fen ${root}${moves.length ? ' moves ' + moves.join(' ') : ''}`);
            const out = await fsf.cmd('go depth 1', /^bestmove/);
            const theirs = new Map<string, ReturnType<typeof fsfVerdict>>();
            for (const l of out) {
              const m = / multipv \d+ score (cp -?\d+|mate -?\d+) .*? pv (\S+)/.exec(l);
              if (m) theirs.set(m[2], fsfVerdict(m[1]));
            }
            const where = `${rules} ${root} moves ${moves.join(' ')}`;
            expect([...theirs.keys()].sort(), where).toEqual([...ours.keys()].sort());
            for (const [move, verdict] of ours) {
              const t = theirs.get(move);
              const agree =
                verdict === t ||
                (verdict === 'loss' && t === 'mate-1') ||
                (verdict === 'on' && (t === 'mate-1' || t === 'draw')) ||
                // "mate 1" also counts a win two plies on: every reply (evasions, as Fairy-Stockfish
                // searches them in check) ends the game for the mover.
                (verdict === 'on' && t === 'win' && everyReplyLoses(pos, move, mover));
              expect(agree, `${where}: ${move} is ${verdict} for us, ${t} for Fairy-Stockfish`).toBe(true);
            }
            plies++;
            // Next: undo our own previous move, give check, pass, or anything, but keep playing.
            const going = legal.filter((m) => ours.get(moveToUci(m)) === 'on');
            const own = moves.length >= 2 ? moves[moves.length - 2] : undefined;
            const back = own && going.find((m) => moveToUci(m) === own.replace(/^([a-i]\d+)([a-i]\d+)$/, '$2$1'));
            const lastWasPass = moves.length > 0 && /^([a-i]\d+)\1$/.test(moves[moves.length - 1]);
            const pass = going.find((m) => m.from === m.to);
            const r = rand();
            const pick =
              back && r < 0.5
                ? back
                : checks.length && r < 0.7
                  ? checks[Math.floor(rand() * checks.length)]
                  : pass && r < (lastWasPass ? 0.72 : 0.8)
                    ? pass
                    : going[Math.floor(rand() * going.length)];
            if (!pick) break;
            pos.play(pick);
            moves.push(moveToUci(pick));
          }
        }
        expect(plies).toBeGreaterThan(400);
        // The games reached the endings this rule set has.
        const expected: Record<RuleSetName, string[]> = {
          janggi: ['checkmate', 'repetition', 'perpetual-check', 'double-pass', 'bikjang', 'move-limit'],
          traditional: ['checkmate', 'repetition', 'perpetual-check', 'double-pass', 'bikjang', 'move-limit'],
          modern: ['checkmate', 'back-and-forth', 'double-pass', 'move-limit'],
          casual: ['checkmate', 'repetition', 'perpetual-check', 'double-pass', 'move-limit'],
        };
        for (const reason of expected[rules]) expect(seen.get(reason) ?? 0, `${rules}: ${reason}`).toBeGreaterThan(0);
      });
    }
  });
}

/**
 * Random sparse positions with a mate in 1 to 3 (each length at most 40% of them). 140: every
 * content task's mate (lessons, puzzles, 1,676 in all) is also checked against Fairy-Stockfish
 * by mate-tasks-fsf.test.ts, so this sample is for the positions no content holds.
 */
const MATE_POSITIONS = 140;

export function mateSuite(): void {
  describe('mate solver against Fairy-Stockfish (janggicasual, MultiPV)', () => {
    it(`agrees on ${MATE_POSITIONS} positions with mate in 1 to 3`, { timeout: 900_000 }, async () => {
      await useVariant('casual');
      const rand = rng(4242);
      const counts = [0, 0, 0, 0];
      let compared = 0;
      let unconfirmedLength = 0;
      let deeperSearches = 0;
      while (compared < MATE_POSITIONS) {
        const pos = randomSparse(rand, 6, 'casual');
        const n = mateIn(pos, 3, { strict: false });
        if (n === 0 || counts[n] >= 0.4 * MATE_POSITIONS) continue;
        const fen = pos.fen();
        const ours = mateMoves(pos, n, { strict: false }).map(moveToUci).sort();
        // Fixed-depth search; deeper when the shallow one does not yet see the shortest mate.
        const search = async (go: string, multipv: number) => {
          fsf.send(`setoption name MultiPV value ${multipv}`);
          fsf.send('ucinewgame');
          fsf.send(`position fen ${fen}`);
          const out = await fsf.cmd(go, /^bestmove/);
          const found = new Map<string, number>();
          let last = 0;
          for (const l of out) {
            const m = / depth (\d+) .*multipv \d+ score mate (-?\d+) .*? pv (\S+)/.exec(l);
            if (!m) continue;
            if (Number(m[1]) !== last) found.clear();
            last = Number(m[1]);
            found.set(m[3], Number(m[2]));
          }
          return found;
        };
        const shortest = (m: Map<string, number>) => Math.min(...[...m.values()].filter((k) => k > 0));
        // Depth 2n + 2: the mate's 2n - 1 plies and three more. On the first 40 positions of this
        // sample it found as many mating moves as depth 2n + 3, in two thirds of the time (the deeper
        // root search and the per-move confirmations below catch what a fixed depth misses).
        const best = await search(`go depth ${2 * n + 2}`, 200);
        let rootMate = shortest(best);
        if (rootMate !== n) {
          rootMate = shortest(await search(`go mate ${n}`, 1));
          deeperSearches++;
        }
        const theirs = [...best.entries()]
          .filter(([, k]) => k > 0 && k <= n)
          .map(([mv]) => mv)
          .sort();
        // Fairy-Stockfish's mates are sound: every move it mates with is one of ours, and its
        // shortest mate is ours.
        expect(ours, fen).toEqual(expect.arrayContaining(theirs));
        expect(rootMate, fen).toBe(n);
        // A pruned fixed-depth search can report a longer mate than the shortest or miss one: each
        // move we call a mate that it did not confirm must still be a forced mate in a deeper search.
        for (const mv of ours.filter((m) => !theirs.includes(m))) {
          fsf.send('setoption name MultiPV value 1');
          fsf.send('ucinewgame');
          fsf.send(`position fen ${fen}`);
          const deeper = await fsf.cmd(`go mate ${n} searchmoves ${mv}`, /^bestmove/);
          const mates = deeper.map((l) => / score mate (\d+) .*? pv (\S+)/.exec(l)).filter((m) => m && m[2] === mv);
          expect(mates.length, `${fen} ${mv}`).toBeGreaterThan(0);
          unconfirmedLength++;
        }
        counts[n]++;
        compared++;
      }
      expect(counts[1] + counts[2] + counts[3]).toBe(MATE_POSITIONS);
      expect(counts[2] + counts[3]).toBeGreaterThan(0.3 * MATE_POSITIONS);
      // Nearly always the shallow search already agrees move for move.
      // How often Fairy-Stockfish's fixed-depth search needed a second, deeper look.
      console.info(
        `mate agreement: ${MATE_POSITIONS} positions, ${deeperSearches} deeper root searches, ${unconfirmedLength} moves confirmed by a deeper search`,
      );
    });
  });
}
