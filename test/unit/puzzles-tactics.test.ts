// Winning-material (tactics) puzzles: the judge's accept rule, the themes (a yes and a no each),
// the CSV kind, the session, the kind filter and the daily pool.
import { describe, expect, it } from 'vitest';
import { moveToUci, parseUci } from '$lib/engine';
import { CSV_HEADER, parsePuzzleCsv } from '$lib/puzzles/csv';
import { dailyPool } from '$lib/puzzles/daily';
import { matches, NO_FILTER } from '$lib/puzzles/select';
import { PuzzleSession } from '$lib/puzzles/session.svelte';
import { createSyncSolver } from '$lib/puzzles/solver-client';
import { load } from '$lib/puzzles/solve';
import { deriveTacticThemes } from '$lib/puzzles/tactic-themes';
import { allMoveValues, judgeTactic, lead, lineGain, tacticTarget, TOLERANCE, WIN_POINTS } from '$lib/puzzles/tactics';
import { load as loadUnder, tacticRules } from '$lib/puzzles/position';
import { puzzleKind, solverMoveCount, type Puzzle, type PuzzleSummary } from '$lib/puzzles/types';

/** Cho's chariot takes the elephant with check, then the cannon pinned in front of Han's chariot (also a fork). */
const FORK_PIN = { fen: '3aka3/9/1R2b2cr/4pp1np/9/9/1PP1P1P1P/1CN1K2C1/5r3/1BN6 w - - 0 1', moves: ['b8e8', 'd10e9', 'e8h8'] };
/** Han's chariot forks from g4, then takes the chariot on i1. */
const FORK = { fen: 'r3ab1r1/n2ak2c1/9/5p1pb/3Cp4/p5P1P/PP1c5/7CR/3KA4/2NA2NBR b - - 0 1', moves: ['i7g4', 'h1f4', 'g4i1'] };
/** Han's cannon steps off the line and the horse behind it wins a piece: a discovered attack. */
const DISCOVERED = { fen: '4aab1R/3kn1nc1/1c7/r2bp4/p3pp3/2P3P2/1P5PB/NC3K3/4A4/1RBA5 b - - 0 1', moves: ['h9f9', 'f3e3', 'g9i10'] };
/** Han's chariot steps in front of the horse: nothing but the material. */
const PLAIN = { fen: '3akan2/9/1c7/5p3/1C2p2r1/9/P1P1P4/4K2N1/4N4/1B7 b - - 0 1', moves: ['h6h3', 'e2g3', 'h3g3'] };
/** Cho's chariot takes the horse that guarded the cannon; the other chariot takes the cannon. */
const DEFENDER = { fen: '3k5/9/9/9/9/n8/2c5R/9/9/R4K3 w - - 0 1', moves: ['a1a5', 'd10d9', 'i4c4'] };
/**
 * The pass (한수쉼) is the only move that holds: Cho's general has no safe point (the e-file is
 * the cannon's over the guard, f2 the soldier's), and the soldier's every step lands where Han's
 * horse takes it. A hand-made zugzwang for the judge, not a puzzle of the collection.
 */
const PASS = { fen: '3kc4/2n6/4a4/P8/9/9/9/5p3/9/5K3 w - - 0 1', moves: ['f1f1'] };
/**
 * Han's general takes the horse on f8 and faces Cho's general down the open f-file (bikjang). Cho
 * cannot break it (its general is boxed in by its own soldiers and Han's cannon, nothing can
 * reach the file): it can only pass, and the game is counted, Han ahead with the 1.5 deom. Every
 * other Han move lets Cho's horse and soldiers win more. A composed count puzzle.
 */
const COUNT = { fen: '4a4/5k3/5N3/3Pn4/4C4/9/9/3p5/3A5/3p1K3 b - - 0 1', moves: ['f9f8'] };
/** The same cannon taken without first removing its guard. */
const NO_DEFENDER = { fen: '3k5/9/9/9/9/n8/2c5R/9/9/R4K3 w - - 0 1', moves: ['a1a2', 'd10d9', 'i4c4'] };

const asPuzzle = (x: { fen: string; moves: string[] }, id = 'tc-0001'): Puzzle => ({
  id,
  fen: x.fen,
  moves: x.moves,
  mateIn: 0,
  rating: 1500,
  themes: deriveTacticThemes(x.fen, x.moves),
  source: 'test',
});

describe('tactics judge: the accept rule', () => {
  it('measures what the line wins and sets the target one point under it', () => {
    expect(lineGain(FORK_PIN.fen, FORK_PIN.moves)).toBe(10); // elephant 3 + cannon 7
    expect(tacticTarget(FORK_PIN.fen, FORK_PIN.moves)).toBe(lead(load(FORK_PIN.fen)) + 10 - TOLERANCE);
  });

  it('a move counts when its value reaches the target, not one point under', () => {
    const target = tacticTarget(FORK_PIN.fen, FORK_PIN.moves);
    const j = judgeTactic(FORK_PIN.fen, 'b8e8', 2, target);
    expect(j.keeps).toBe(true);
    expect(judgeTactic(FORK_PIN.fen, 'b8e8', 2, j.value).keeps).toBe(true);
    expect(judgeTactic(FORK_PIN.fen, 'b8e8', 2, j.value + 1).keeps).toBe(false);
  });

  it('the last move must take the material now: a quiet move there is wrong, the capture right', () => {
    const pos = load(FORK_PIN.fen);
    pos.play(parseUci('b8e8')!);
    pos.play(parseUci('d10e9')!);
    const target = tacticTarget(FORK_PIN.fen, FORK_PIN.moves);
    expect(judgeTactic(pos.fen(), 'e8h8', 1, target).keeps).toBe(true);
    const quiet = pos.legalMoves().find((m) => m.from !== m.to && !pos.pieceAt(m.to))!;
    const j = judgeTactic(pos.fen(), `${quiet ? moveToUci(quiet) : ''}`, 1, target);
    expect(j.legal).toBe(true);
    expect(j.keeps).toBe(false);
    expect(j.reply).toBeTruthy();
  });

  it('a pass can be the answer: judged as a move, right when it keeps the target', () => {
    const target = tacticTarget(PASS.fen, PASS.moves);
    expect(target).toBe(lead(load(PASS.fen)) - TOLERANCE);
    expect(judgeTactic(PASS.fen, 'f1f1', 1, target)).toMatchObject({ legal: true, keeps: true });
    for (const step of ['a7a8', 'a7b7']) {
      const j = judgeTactic(PASS.fen, step, 1, target);
      expect(j).toMatchObject({ legal: true, keeps: false });
      expect(j.value).toBeLessThan(target);
    }
    // Every legal move is weighed, the pass among them, and it alone keeps the target.
    expect(
      allMoveValues(load(PASS.fen), 1)
        .filter((v) => v.value >= target)
        .map((v) => v.uci),
    ).toEqual(['f1f1']);
    expect(deriveTacticThemes(PASS.fen, PASS.moves)).toEqual(['defence', 'pass']);
    expect(deriveTacticThemes(FORK_PIN.fen, FORK_PIN.moves)).not.toContain('pass');
  });

  it('a count puzzle is judged under tournament rules: the bikjang wins the game, under casual rules it is only a horse', () => {
    const themes = deriveTacticThemes(COUNT.fen, COUNT.moves);
    expect(themes).toContain('bikjang');
    expect(themes).toContain('count');
    expect(themes).not.toContain('winning-material');
    expect(tacticRules(themes)).toBe('janggi');
    expect(tacticRules(deriveTacticThemes(FORK_PIN.fen, FORK_PIN.moves))).toBe('casual');
    const target = tacticTarget(COUNT.fen, COUNT.moves);
    const tournament = judgeTactic(COUNT.fen, 'f9f8', 1, target, 'janggi');
    expect(tournament).toMatchObject({ legal: true, keeps: true, value: WIN_POINTS });
    // The reply is the pass: the only move left to Cho under a bikjang it cannot break.
    expect(tournament.reply).toBe('f1f1');
    const casual = judgeTactic(COUNT.fen, 'f9f8', 1, target, 'casual');
    expect(casual.value).toBeLessThan(WIN_POINTS);
    // Under tournament rules every other move keeps less than the target.
    const others = allMoveValues(loadUnder(COUNT.fen, 'janggi'), 1).filter((v) => v.uci !== 'f9f8');
    expect(others.length).toBeGreaterThan(3);
    expect(others.every((v) => v.value < target)).toBe(true);
  });

  it('an illegal move is not judged', () => {
    expect(judgeTactic(FORK_PIN.fen, 'a1a2', 2, 0)).toMatchObject({ legal: false, keeps: false });
    expect(judgeTactic(FORK_PIN.fen, 'b8b11', 2, 0)).toMatchObject({ legal: false, keeps: false });
  });
});

/** Hand-made lines for the line themes (each a yes; the no is a near variant or another line). */
const LINE = {
  /** Cho's chariot checks on the file, the general steps aside, the chariot takes the chariot behind. */
  skewer: { fen: '4r4/9/4k4/9/9/R8/9/9/4A4/4K4 w - - 0 1', moves: ['a5e5', 'e8d8', 'e5e10'] },
  /** The horse lands on the b-file: the cannon behind it now jumps to the chariot. */
  screenAdded: { fen: '1r7/4k4/9/9/9/9/9/N8/9/1C1K5 w - - 0 1', moves: ['a3b5', 'e9f9', 'b1b10'] },
  /** The screen was there already: no screen added. */
  screenThere: { fen: '1r7/4k4/9/9/9/1N7/9/9/9/1C1K5 w - - 0 1', moves: ['d1e1', 'e9f9', 'b1b10'] },
  /** The soldier steps off the c-file: Han's cannon loses its screen and no longer guards c5. */
  screenRemoved: { fen: '2c6/4k4/9/2P6/9/R1n6/9/9/9/3K5 w - - 0 1', moves: ['c7b7', 'e9e10', 'a5c5'] },
  /** The soldier stays on the file (still the screen). */
  screenKept: { fen: '2c6/4k4/9/2P6/9/R1n6/9/9/9/3K5 w - - 0 1', moves: ['c7c8', 'e9e10', 'a5c5'] },
  /** The soldier steps on the leg of the horse that guarded f5. */
  horseLeg: { fen: '9/4k4/9/6n2/9/R4cP2/9/9/9/3K5 w - - 0 1', moves: ['g5g6', 'e9e10', 'a5f5'] },
  /** The soldier steps aside: the horse still guards f5. */
  horseFree: { fen: '9/4k4/9/6n2/9/R4cP2/9/9/9/3K5 w - - 0 1', moves: ['g5h5', 'e9e10', 'a5f5'] },
  /** The soldier steps on the point the elephant passes over to guard e5. */
  elephantEye: { fen: '9/4k4/2b6/9/9/R2Pn4/9/9/9/3K5 w - - 0 1', moves: ['d5d6', 'e9f9', 'a5e5'] },
  /** The horse lands between Han's chariot and the horse it guarded. */
  interference: { fen: '9/4k4/r8/1N7/9/9/9/n1R6/9/3K5 w - - 0 1', moves: ['b7a5', 'e9e10', 'c3a3'] },
  /** The horse lands elsewhere: the chariot still guards a3. */
  noInterference: { fen: '9/4k4/r8/1N7/9/9/9/n1R6/9/3K5 w - - 0 1', moves: ['b7c5', 'e9e10', 'c3a3'] },
  /** Han's chariot guards both g6 and d4: it takes on g6 and d4 falls. */
  overloading: { fen: '9/4k4/9/9/3r2c1R/9/1R1r5/9/9/5K3 w - - 0 1', moves: ['i6g6', 'd6g6', 'b4d4'] },
  /** A check on rank 9: Han's chariot blocks on d9 and no longer guards the cannon on g6. */
  deflection: { fen: '9/4k4/9/9/3r2c1R/9/9/9/R8/5K3 w - - 0 1', moves: ['a2a9', 'd6d9', 'i6g6'] },
  /** No check: the chariot still guards g6 when it is taken. */
  noDeflection: { fen: '9/4k4/9/9/3r2c1R/9/9/9/R8/5K3 w - - 0 1', moves: ['a2a8', 'e9e10', 'i6g6'] },
  /** The cannon on a8 has no screen anywhere: it cannot move, and the chariot comes to the a-file. */
  trappedCannon: { fen: '9/4k4/c8/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1a1', 'e9e10', 'a1a8'] },
  /** A horse trapped in the corner: trapped, but not a cannon. */
  trappedHorse: { fen: 'n8/4k4/2P6/1P7/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1a1', 'e9e10', 'a1a10'] },
  /** A quiet line that wins nothing: a defence, not winning material. */
  holds: { fen: '9/4k4/c8/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1b2', 'e9e10', 'b2c2'] },
};

describe('tactic line themes (hand-made positions, a yes and a no each)', () => {
  const themes = (x: { fen: string; moves: string[] }) => deriveTacticThemes(x.fen, x.moves);
  it('skewer: the front piece steps off the line and the piece behind it is taken', () => {
    expect(themes(LINE.skewer)).toContain('skewer');
    expect(themes(PLAIN)).not.toContain('skewer');
    expect(themes(FORK)).not.toContain('skewer');
  });
  it('cannon-screen-added: a piece put on the line becomes the screen the cannon takes over', () => {
    expect(themes(LINE.screenAdded)).toContain('cannon-screen-added');
    expect(themes(LINE.screenThere)).not.toContain('cannon-screen-added');
  });
  it('cannon-screen-removed: the screen of a guarding cannon steps away', () => {
    expect(themes(LINE.screenRemoved)).toContain('cannon-screen-removed');
    expect(themes(LINE.screenKept)).not.toContain('cannon-screen-removed');
  });
  it('horse-leg-block: a piece on the leg of the guarding horse', () => {
    expect(themes(LINE.horseLeg)).toContain('horse-leg-block');
    expect(themes(LINE.horseFree)).not.toContain('horse-leg-block');
  });
  it('elephant-eye-block: a piece on the point the guarding elephant passes over', () => {
    expect(themes(LINE.elephantEye)).toContain('elephant-eye-block');
    expect(themes(LINE.horseLeg)).not.toContain('elephant-eye-block');
  });
  it('interference: a piece between a guarding chariot and what it guards', () => {
    expect(themes(LINE.interference)).toContain('interference');
    expect(themes(LINE.noInterference)).not.toContain('interference');
  });
  it('overloading: the recapture abandons the other piece it guarded', () => {
    expect(themes(LINE.overloading)).toContain('overloading');
    expect(themes(LINE.deflection)).not.toContain('overloading');
  });
  it('deflection: a check draws the guard away', () => {
    expect(themes(LINE.deflection)).toContain('deflection');
    expect(themes(LINE.noDeflection)).not.toContain('deflection');
  });
  it('trapped-cannon: the trapped piece is a cannon', () => {
    expect(themes(LINE.trappedCannon)).toEqual(expect.arrayContaining(['trapped-piece', 'trapped-cannon']));
    expect(themes(LINE.trappedHorse)).toContain('trapped-piece');
    expect(themes(LINE.trappedHorse)).not.toContain('trapped-cannon');
  });
  it('defence instead of winning-material when the line wins under 3 points', () => {
    expect(themes(LINE.holds)).toContain('defence');
    expect(themes(LINE.holds)).not.toContain('winning-material');
    expect(themes(LINE.trappedCannon)).not.toContain('defence');
  });
});

describe('tactic themes (each with a yes and a no)', () => {
  const themes = (x: { fen: string; moves: string[] }) => deriveTacticThemes(x.fen, x.moves);
  it('winning-material is every puzzle of the kind', () => {
    expect(themes(PLAIN)).toEqual(['winning-material']);
  });
  it('fork: the moved piece hits two big pieces and takes one later', () => {
    expect(themes(FORK)).toContain('fork');
    expect(themes(PLAIN)).not.toContain('fork');
  });
  it('pin: the victim stood in front of a bigger piece on the capturing chariot line', () => {
    expect(themes(FORK_PIN)).toContain('pin');
    expect(themes(FORK)).not.toContain('pin');
  });
  it('discovered attack: another piece attacks something new after the move', () => {
    expect(themes(DISCOVERED)).toContain('discovered-attack');
    expect(themes(PLAIN)).not.toContain('discovered-attack');
  });
  it('removing the defender: the first move takes the guard of the piece won', () => {
    expect(themes(DEFENDER)).toContain('removing-the-defender');
    expect(themes(NO_DEFENDER)).not.toContain('removing-the-defender');
  });
  it('trapped piece: the victim is attacked and every move of it lands on an attacked point', () => {
    expect(themes(FORK_PIN)).toContain('trapped-piece');
    expect(themes(PLAIN)).not.toContain('trapped-piece');
  });
});

describe('winning-material puzzles in the app', () => {
  it('the CSV takes mate_in 0 or empty for the kind, and wants a line ending with the solver move', () => {
    const row = (mateIn: string, moves: string) => `${CSV_HEADER}\ntc-0001,${FORK_PIN.fen},${moves},${mateIn},1500,winning-material,test\n`;
    const [p] = parsePuzzleCsv(row('0', FORK_PIN.moves.join(' ')), 'x.csv');
    expect(p.mateIn).toBe(0);
    expect(puzzleKind(p)).toBe('material');
    expect(solverMoveCount(p)).toBe(2);
    expect(parsePuzzleCsv(row('', FORK_PIN.moves.join(' ')), 'x.csv')[0].mateIn).toBe(0);
    expect(() => parsePuzzleCsv(row('0', 'b8e8 d10e9'), 'x.csv')).toThrow(/x\.csv:2: a winning-material line/);
  });

  it('a session: the right move gets the stored defence, the capture solves', async () => {
    const s = new PuzzleSession(asPuzzle(FORK_PIN), { solver: createSyncSolver(), replyDelay: 0 });
    expect(s.left).toBe(2);
    await s.play(parseUci('b8e8')!);
    expect(s.status).toBe('solving');
    expect(s.played).toEqual(['b8e8', 'd10e9']);
    await s.play(parseUci('e8h8')!);
    expect(s.status).toBe('solved');
  });

  it('a session takes the pass as a move: offered while the user is to move, and it solves a pass puzzle', async () => {
    const s = new PuzzleSession(asPuzzle(PASS), { solver: createSyncSolver(), replyDelay: 0 });
    const general = parseUci('f1f1')!;
    expect(s.passMove).toEqual(general);
    await s.play(general);
    expect(s.played).toEqual(['f1f1']);
    expect(s.status).toBe('solved');
    expect(s.passMove).toBeUndefined();
    // A wrong step: refuted by the horse, and the pass is offered again after the retry.
    const t = new PuzzleSession(asPuzzle(PASS), { solver: createSyncSolver(), replyDelay: 0 });
    await t.play(parseUci('a7a8')!);
    expect(t.status).toBe('wrong');
    expect(t.wrong?.won).toBeLessThan(0);
    t.retry();
    expect(t.passMove).toBeDefined();
    // A mate puzzle's solver never passes: no pass offered.
    expect(new PuzzleSession({ ...asPuzzle(PASS), mateIn: 1, moves: ['a7a8'] }, { solver: createSyncSolver() }).passMove).toBeUndefined();
  });

  it('a wrong move is answered, explained with what it wins, and can be retried', async () => {
    const s = new PuzzleSession(asPuzzle(FORK_PIN), { solver: createSyncSolver(), replyDelay: 0 });
    // A soldier's step: legal, and it wins nothing.
    await s.play(parseUci('b4b5')!);
    expect(s.status).toBe('wrong');
    expect(s.wrong?.wins).toBe(10);
    expect(s.wrong?.won).toBeLessThan(10 - TOLERANCE);
    expect(['short', 'capture']).toContain(s.wrong?.kind);
    expect(s.played.length).toBe(2);
    s.retry();
    expect(s.status).toBe('solving');
    expect(s.played).toEqual([]);
    expect(s.mistakes).toBe(1);
  });

  it('a count session: the bikjang solves it, a wrong move says it does not win on the count', async () => {
    const s = new PuzzleSession(asPuzzle(COUNT), { solver: createSyncSolver(), replyDelay: 0 });
    expect(s.rules).toBe('janggi');
    await s.play(parseUci('f9f8')!);
    expect(s.status).toBe('solved');
    expect(s.message.code).toBe('puzzle.solved.count');
    const t = new PuzzleSession(asPuzzle(COUNT), { solver: createSyncSolver(), replyDelay: 0 });
    const wrong = allMoveValues(loadUnder(COUNT.fen, 'janggi'), 1).find((v) => v.uci !== 'f9f8')!.uci;
    await t.play(parseUci(wrong)!);
    expect(t.status).toBe('wrong');
    expect(JSON.stringify(t.message)).toContain('puzzle.won.count');
    // A puzzle without a bikjang keeps casual rules.
    expect(new PuzzleSession(asPuzzle(FORK_PIN), { solver: createSyncSolver() }).rules).toBe('casual');
  });

  it('the kind filter and the daily pool take both kinds', () => {
    const mate: PuzzleSummary = { id: 'm2-0001', mateIn: 2, rating: 1500, themes: ['mate-in-2'] };
    const tactic: PuzzleSummary = { id: 'tc-0001', mateIn: 0, rating: 1500, themes: ['winning-material'] };
    expect(matches(tactic, { ...NO_FILTER, kinds: ['material'] })).toBe(true);
    expect(matches(mate, { ...NO_FILTER, kinds: ['material'] })).toBe(false);
    expect(matches(mate, { ...NO_FILTER, kinds: ['mate'] })).toBe(true);
    expect(matches(tactic, NO_FILTER)).toBe(true);
    expect(dailyPool([mate, tactic]).map((p) => p.id)).toEqual(['m2-0001', 'tc-0001']);
  });
});
