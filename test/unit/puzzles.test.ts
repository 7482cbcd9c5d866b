// The puzzle player's logic (session, solver questions), daily choice, themes, ratings, review,
// selection and the CSV format. Positions are fixed here; the collection has its own tests
// (test/content/puzzles.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { moveForcesMate, moveToUci, parseSquare, parseUci, Position } from '$lib/engine';
import { CSV_HEADER, formatPuzzleCsv, parsePuzzleCsv, PuzzleCsvError } from '$lib/puzzles/csv';
import { DAILY_PART_SIZE, dailyIndex, dailyPartOf, dailyPick, dailyPickFromPart, dailyParts, dailyPool, hashDay } from '$lib/puzzles/daily';
import { attemptOutcome, isProvisional, MAX_STEP, MAX_STEP_ESTABLISHED, START_RATING, updateRating } from '$lib/puzzles/glicko';
import { solveKind } from '$lib/puzzles/outcome';
import { dayText } from '$lib/puzzles/messages';
import { lineDifficulty, lineEffort, puzzleRating, ratingFromEffort } from '$lib/puzzles/rating';
import { gradeOf, nextReview } from '$lib/puzzles/review';
import { matches, NO_FILTER, pickNext, REVIEW_GAP } from '$lib/puzzles/select';
import { PuzzleSession, type FinishEvent } from '$lib/puzzles/session.svelte';
import { say } from '$lib/task/messages';
import { judgeMove, solutionLine } from '$lib/puzzles/solve';
import { createSyncSolver, type SolverClient } from '$lib/puzzles/solver-client';
import { deriveThemes, palaceNeighbours } from '$lib/puzzles/themes';
import type { Puzzle, PuzzleSummary } from '$lib/puzzles/types';
import { Rating } from 'ts-fsrs';

/** A puzzle row for a position; the main line comes from the solver. */
function puzzle(id: string, fen: string, mateIn: number, moves?: string[]): Puzzle {
  return { id, fen, moves: moves ?? solutionLine(fen, mateIn), mateIn, rating: 1500, themes: [], source: 'test' };
}

function session(p: Puzzle, reports: FinishEvent[] = []) {
  return new PuzzleSession(p, { solver: createSyncSolver(), replyDelay: 0, onreport: (e) => reports.push(e) });
}

const mv = (u: string) => parseUci(u)!;

// Mate in 1 with four mating moves (d6f6, h8g10, h8g6, i9f9).
const M1_MANY = '9/3a4R/4ak1N1/1B7/3R5/9/9/5A3/9/4KA3 w - - 0 1';
// Han mates in 2: h1d1, then d1f3 or f4e4 both mate.
const M2_ALT = '4ak3/5a3/9/N4R1p1/9/9/5p3/3K5/9/7rc b - - 0 1';
// Mate in 2 where Han's best defence is to pass: d5d8 (quiet), e10e10, d8f10#.
const M2_PASS = '4k4/9/3a5/9/9/3R3P1/9/9/4AA3/3K1C3 w - - 0 1';

describe('puzzle session', () => {
  it('accepts any first move that mates in 1, not only the stored one', async () => {
    const p = puzzle('t1', M1_MANY, 1, ['d6f6']);
    for (const alt of ['h8g10', 'h8g6', 'i9f9', 'd6f6']) {
      const s = session(p);
      await s.play(mv(alt));
      expect(s.status, alt).toBe('solved');
    }
  });

  it('answers a good move with the longest defence and accepts a later alternative', async () => {
    const p = puzzle('t2', M2_ALT, 2);
    expect(p.moves[0]).toBe('h1d1');
    const s = session(p);
    expect(s.solverColor).toBe('han');
    await s.play(mv('h1d1'));
    expect(s.status).toBe('solving');
    expect(s.played).toHaveLength(2);
    expect(s.left).toBe(1);
    // The stored line ends d1f3; f4e4 mates too and must be accepted.
    const other = p.moves[2] === 'd1f3' ? 'f4e4' : 'd1f3';
    await s.play(mv(other));
    expect(s.status).toBe('solved');
    expect(s.played.at(-1)).toBe(other);
  });

  it('rejects a move that does not force mate, shows an escaping reply, and retries', async () => {
    const p = puzzle('t3', M2_PASS, 2);
    const pos = Position.fromFen(M2_PASS, 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    const wrong = pos.value.legalMoves().find((m) => m.from !== m.to && !moveForcesMate(pos.value, m, 2))!;
    const reports: FinishEvent[] = [];
    const s = session(p, reports);
    await s.play(wrong);
    expect(s.status).toBe('wrong');
    expect(s.mistakes).toBe(1);
    expect(s.wrong?.move).toBe(moveToUci(wrong));
    expect(s.wrong?.reply?.escapes).toBe(true);
    // The refutation is on the board.
    expect(s.played).toEqual([moveToUci(wrong), s.wrong!.reply!.move]);
    expect(reports.map((r) => r.kind)).toEqual(['failed']);
    expect(reports[0].first).toBe(true);
    s.retry();
    expect(s.status).toBe('solving');
    expect(s.fen).toBe(p.fen);
    expect(s.played).toEqual([]);
    // Solving after the failure is reported, but not as the first report.
    await s.play(mv('d5d8'));
    await s.play(mv('d8f10'));
    expect(s.status).toBe('solved');
    expect(reports.map((r) => [r.kind, r.first])).toEqual([
      ['failed', true],
      ['solved', false],
    ]);
  });

  it('handles a defender who passes', async () => {
    const p = puzzle('t4', M2_PASS, 2);
    expect(p.moves).toEqual(['d5d8', 'e10e10', 'd8f10']);
    const s = session(p);
    await s.play(mv('d5d8'));
    expect(s.played).toEqual(['d5d8', 'e10e10']);
    expect(s.lastMove).toEqual({ from: parseSquare('e10'), to: parseSquare('e10') });
    expect(s.status).toBe('solving');
    await s.play(mv('d8f10'));
    expect(s.status).toBe('solved');
  });

  it('explains a move that leaves the generals facing as bikjang', async () => {
    // Cho's horse on e6 is the only piece between the generals.
    const fen = '4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1';
    const j = judgeMove(fen, 'e6c7', 1);
    expect(j).toMatchObject({ legal: true, forces: false, facing: true });
    const s = session(puzzle('t5', fen, 1, ['e6f8']));
    await s.play(mv('e6c7'));
    expect(s.status).toBe('wrong');
    expect(s.wrong?.kind).toBe('bikjang');
  });

  it('gives hints in two steps and the solution on request', async () => {
    const p = puzzle('t6', M2_PASS, 2);
    const reports: FinishEvent[] = [];
    const s = session(p, reports);
    await s.hint();
    expect(s.hintMarks).toEqual([{ square: parseSquare('d5'), kind: 'hint' }]);
    await s.hint();
    expect(s.hintMarks).toEqual([
      { square: parseSquare('d5'), kind: 'hint' },
      { square: parseSquare('d8'), kind: 'target' },
    ]);
    expect(s.hintsUsed).toBe(2);
    await s.showSolution();
    expect(s.status).toBe('shown');
    expect(s.played).toEqual(p.moves);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'shown', solutionShown: true, hints: 2 });
  });

  it('finds hints off the stored line with the solver', async () => {
    // Mate in 3: d5d8, e10e10 (pass), then b1e1 in the stored line; b1f1 works as well.
    const fen = '4k4/9/3a5/9/9/3R3P1/9/3A5/5A3/1C1K5 w - - 0 1';
    const p = puzzle('t7', fen, 3, ['d5d8', 'e10e10', 'b1e1', 'e10e10', 'f2e2']);
    const s = session(p);
    await s.play(mv('d5d8'));
    await s.play(mv('b1f1'));
    expect(s.status).toBe('solving');
    expect(s.onMainLine).toBe(false);
    await s.hint();
    await s.hint();
    const [from, to] = s.hintMarks.map((m) => m.square);
    const hinted = { from, to };
    expect(judgeMove(s.fen, moveToUci(hinted), s.left).forces).toBe(true);
    await s.play(hinted);
    expect(s.status).toBe('solved');
  });
});

describe('puzzle session on the shared task controller', () => {
  /** A move of M2_PASS that does not force mate. */
  function wrongMove() {
    const pos = Position.fromFen(M2_PASS, 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    return pos.value.legalMoves().find((m) => m.from !== m.to && !moveForcesMate(pos.value, m, 2))!;
  }

  it('says a good reply, a hint, a refutation and the verdict as task message codes through the task session', async () => {
    const p = puzzle('c1', M2_PASS, 2);
    const s = session(p);
    expect(s.message).toEqual({ code: 'puzzle.yourTurn' });
    await s.play(mv('d5d8'));
    expect(s.task.message).toMatchObject({ tone: 'ok', said: { code: 'puzzle.good' } });
    // The defender's reply, said as a move (Han passes), in each language.
    expect(say(s.message, 'en')).toBe('Good move. Han passes.');
    expect(say(s.message, 'ko')).toBe('좋은 수예요. 한은 한수쉼을 해요.');
    expect(s.lastMove).toEqual(mv('e10e10'));
    await s.hint();
    expect(s.task.message).toEqual({ tone: 'hint', said: { code: 'puzzle.hint.piece' } });
    await s.hint();
    expect(s.message).toEqual({ code: 'puzzle.hint.target' });
    await s.play(mv('d8f10'));
    expect(s.task.message).toEqual({ tone: 'done', said: { code: 'puzzle.solved.hint' } });

    const w = session(p);
    const wrong = wrongMove();
    await w.play(wrong);
    expect(w.task.message?.tone).toBe('wrong');
    expect(w.wrong).toMatchObject({ move: moveToUci(wrong) });
    expect(w.message.code).toBe(`puzzle.wrong.${w.wrong!.kind}`);
    expect(w.lastMove).toEqual(mv(w.wrong!.reply!.move));
    w.retry();
    expect(w.wrong).toBeUndefined();
    expect(w.message).toEqual({ code: 'puzzle.yourTurn' });
    await w.showSolution();
    expect(w.status).toBe('shown');
    expect(w.message).toEqual({ code: 'puzzle.solution.shown' });
  });

  it("says a refutation in the reader's language, the reply as a move", async () => {
    const p = puzzle('c5', M2_PASS, 2);
    const s = session(p);
    await s.play(mv('d5d8'));
    await s.play(mv('d8d7'));
    expect(s.status).toBe('wrong');
    const reply = s.wrong!.reply!.move;
    const en = say(s.message, 'en');
    const ko = say(s.message, 'ko');
    if (reply.slice(0, 2) === reply.slice(2)) {
      expect(en).toBe('Han simply passes, and there is no mate within the moves left.');
      expect(ko).toBe('한 쪽이 한수쉼만 해도 남은 수 안에 외통이 없어요.');
    } else {
      expect(en).toMatch(/^Han's \w+ (goes to|takes the \w+ on) [a-i]\d+/);
      expect(ko).toMatch(/^한의 /);
    }
  });

  it('a retry is counted as a try, not a hint: the solve after it is reported with a mistake and no hint', async () => {
    const p = puzzle('c2', M2_PASS, 2);
    const reports: FinishEvent[] = [];
    const s = session(p, reports);
    await s.play(mv('d5d8'));
    const lastBefore = s.lastMove;
    await s.play(mv('d8d7'));
    expect(s.status).toBe('wrong');
    s.retry();
    // Back before the refuted move, with the defender's reply still marked.
    expect(s.played).toEqual(['d5d8', 'e10e10']);
    expect(s.lastMove).toEqual(lastBefore);
    expect(s.task.message).toBeUndefined();
    expect(s.tries).toBe(1);
    expect(s.hintsUsed).toBe(0);
    await s.play(mv('d8f10'));
    expect(s.status).toBe('solved');
    expect(reports.at(-1)).toMatchObject({ kind: 'solved', hints: 0, mistakes: 1 });
    expect(solveKind({ mistakes: s.mistakes, hints: s.hintsUsed })).toBe('retry');
    expect(s.message).toEqual({ code: 'puzzle.solved.retry' });
  });

  it('only a hint makes it "with help"', async () => {
    const p = puzzle('c3', M2_PASS, 2);
    const reports: FinishEvent[] = [];
    const s = session(p, reports);
    await s.hint();
    await s.play(mv('d5d8'));
    await s.play(mv('d8f10'));
    expect(reports).toMatchObject([{ kind: 'solved', hints: 1, mistakes: 0 }]);
    expect(solveKind({ mistakes: s.mistakes, hints: s.hintsUsed })).toBe('hint');
  });

  it('the player going away drops the reply on its way', async () => {
    const p = puzzle('c4', M2_PASS, 2);
    const s = new PuzzleSession(p, { solver: createSyncSolver(), replyDelay: 60_000 });
    const played = s.play(mv('d5d8'));
    // The judge has answered: the reply waits for its pause.
    await vi.waitFor(() => expect(s.task.shown).toBeDefined());
    expect(s.status).toBe('thinking');
    s.task.destroy();
    await played;
    expect(s.played).toEqual(['d5d8']);
    expect(s.task.pending).toBe(false);
  });
});

/** A solver whose answers wait until `release()`: what the board shows while the judge thinks. */
function slowSolver() {
  const sync = createSyncSolver();
  const waiting: (() => void)[] = [];
  const solver: SolverClient = {
    threaded: true,
    ask: (request) =>
      new Promise((resolve, reject) => {
        waiting.push(() => sync.ask(request).then(resolve, reject));
      }),
    dispose() {},
  };
  return { solver, release: () => waiting.splice(0).forEach((go) => go()), pending: () => waiting.length };
}

describe('puzzle session: the move shows before the judgement', () => {
  it('puts a good move on the board at once, then the reply when the judge answers', async () => {
    const p = puzzle('s1', M2_PASS, 2);
    const { solver, release, pending } = slowSolver();
    const s = new PuzzleSession(p, { solver, replyDelay: 0 });
    expect(s.inProgress).toBe(false);
    expect(s.busy).toBe(false);
    const played = s.play(mv('d5d8'));
    // Before any answer: the move is on the board, the board takes no input, the judge is asked.
    expect(s.played).toEqual(['d5d8']);
    expect(s.lastMove).toEqual(mv('d5d8'));
    expect(s.fen).not.toBe(p.fen);
    expect(s.status).toBe('thinking');
    expect(s.dests.size).toBe(0);
    expect(s.inProgress).toBe(true);
    // The judge call holds the app busy (the update prompt waits), as the attempt does after it.
    expect(s.busy).toBe(true);
    expect(pending()).toBe(1);
    release();
    await played;
    expect(s.played).toEqual(['d5d8', 'e10e10']);
    expect(s.status).toBe('solving');
    expect(s.busy).toBe(true);
    s.restart();
    expect(s.busy).toBe(false);
  });

  it('puts a wrong move on the board at once, then the refutation', async () => {
    const p = puzzle('s2', M2_PASS, 2);
    const pos = Position.fromFen(M2_PASS, 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    const wrong = pos.value.legalMoves().find((m) => m.from !== m.to && !moveForcesMate(pos.value, m, 2))!;
    const { solver, release } = slowSolver();
    const s = new PuzzleSession(p, { solver, replyDelay: 0 });
    const played = s.play(wrong);
    expect(s.played).toEqual([moveToUci(wrong)]);
    expect(s.status).toBe('thinking');
    release();
    await played;
    expect(s.status).toBe('wrong');
    expect(s.played).toHaveLength(2);
    s.retry();
    expect(s.played).toEqual([]);
    expect(s.fen).toBe(p.fen);
  });

  it('counts the time spent judging towards the pause before the reply', async () => {
    const p = puzzle('s3', M2_PASS, 2);
    let clock = 1000;
    const { solver, release } = slowSolver();
    const s = new PuzzleSession(p, { solver, replyDelay: 400, now: () => clock });
    const played = s.play(mv('d5d8'));
    clock += 500; // The judge took longer than the pause: the reply follows its answer at once.
    const t0 = performance.now();
    release();
    await played;
    expect(performance.now() - t0).toBeLessThan(200);
    expect(s.played).toEqual(['d5d8', 'e10e10']);
  });

  it('asks the judge only once the move is painted (afterMove)', async () => {
    const p = puzzle('s6', M2_PASS, 2);
    const { solver, release, pending } = slowSolver();
    let paint: () => void = () => {};
    const s = new PuzzleSession(p, { solver, replyDelay: 0, afterMove: () => new Promise<void>((r) => (paint = r)) });
    const played = s.play(mv('d5d8'));
    await Promise.resolve();
    expect(s.played).toEqual(['d5d8']);
    expect(pending()).toBe(0);
    paint();
    await new Promise((r) => setTimeout(r, 0));
    expect(pending()).toBe(1);
    release();
    await played;
    expect(s.played).toEqual(['d5d8', 'e10e10']);
  });

  it('takes the move back when the judge fails', async () => {
    const p = puzzle('s4', M2_PASS, 2);
    const solver: SolverClient = { threaded: true, ask: () => Promise.reject(new Error('worker gone')), dispose() {} };
    const s = new PuzzleSession(p, { solver, replyDelay: 0 });
    await s.play(mv('d5d8'));
    expect(s.played).toEqual([]);
    expect(s.fen).toBe(p.fen);
    expect(s.status).toBe('solving');
    expect(s.error).toBe('worker gone');
  });

  it('is in progress from the first move or hint until solved or shown', async () => {
    const p = puzzle('s5', M2_PASS, 2);
    const s = session(p);
    await s.hint();
    expect(s.inProgress).toBe(true);
    await s.showSolution();
    expect(s.inProgress).toBe(false);
  });
});

describe('daily puzzle', () => {
  const pool = dailyPool(
    Array.from({ length: 300 }, (_, i): PuzzleSummary => ({
      id: `m${(i % 3) + 1}-${String(i).padStart(4, '0')}`,
      mateIn: (i % 3) + 1,
      rating: 1500,
      themes: [],
    })),
  );

  it('uses mate in 2 and 3 only, in id order', () => {
    expect(pool.every((p) => p.mateIn === 2 || p.mateIn === 3)).toBe(true);
    expect(pool.map((p) => p.id)).toEqual([...pool.map((p) => p.id)].sort());
  });

  it('is the same for a date however often and in whatever order it is asked', () => {
    const a = dailyPick('2026-11-22', pool)!;
    expect(dailyPick('2026-11-22', pool)!.id).toBe(a.id);
    expect(dailyPick('2026-11-22', dailyPool([...pool].reverse()))!.id).toBe(a.id);
    expect(hashDay('2026-11-22')).toBe(hashDay('2026-11-22'));
  });

  it('changes from day to day', () => {
    const ids = new Set<string>();
    for (let d = 1; d <= 30; d++) ids.add(dailyPick(`2026-12-${String(d).padStart(2, '0')}`, pool)!.id);
    expect(ids.size).toBeGreaterThan(20);
  });

  it('rejects a malformed day and copes with an empty pool', () => {
    expect(() => dailyPick('22/11/2026', pool)).toThrow();
    expect(dailyPick('2026-11-22', [])).toBeUndefined();
  });

  it("finds every day's puzzle in the one part that holds it, the same as the full pool's pick", () => {
    const rows = Array.from(
      { length: 120 },
      (_, i) =>
        ({
          id: `p-${String((i * 37) % 120).padStart(4, '0')}`,
          fen: `fen ${i}`,
          moves: ['a1a2', 'a2a3', 'a3a4'],
          mateIn: i % 4,
          rating: 1000 + i,
          themes: [],
        }) as unknown as Puzzle,
    );
    const full = dailyPool(rows);
    const parts = dailyParts(full);
    expect(parts.length).toBe(Math.ceil(full.length / DAILY_PART_SIZE));
    expect(parts.flatMap((p) => p.puzzles)).toEqual(full);
    for (const part of parts) expect(part.size).toBe(full.length);
    for (let d = 1; d <= 60; d++) {
      const day = `2027-${String(1 + (d % 12)).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`;
      const part = parts[dailyPartOf(dailyIndex(day, full.length))];
      expect(dailyPickFromPart(day, full.length, part)).toEqual(dailyPick(day, full));
      // Another part, or a part of a pool of another size, does not answer.
      const other = parts[(dailyPartOf(dailyIndex(day, full.length)) + 1) % parts.length];
      expect(dailyPickFromPart(day, full.length, other)).toBeUndefined();
      expect(dailyPickFromPart(day, full.length + 1, part)).toBeUndefined();
    }
    expect(dailyParts([])).toEqual([]);
    expect(() => dailyIndex('2027-1-1', 10)).toThrow();
  });

  it('writes the day as toLocaleDateString does in English and Korean, without Intl', () => {
    const opts = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    const intl = { en: new Intl.DateTimeFormat('en', opts), ko: new Intl.DateTimeFormat('ko', opts) };
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000 * 3) {
      const day = new Date(t).toISOString().slice(0, 10);
      for (const loc of ['en', 'ko'] as const) expect(dayText(day, loc)).toBe(intl[loc].format(new Date(`${day}T12:00:00`)));
    }
    expect(dayText('2026-11-22', 'ko')).toBe('2026년 11월 22일');
    expect(dayText('2026-05-02', 'en')).toBe('May 2, 2026');
    expect(() => dayText('2026-13-01', 'en')).toThrow();
    expect(() => dayText('22/11/2026', 'ko')).toThrow();
  });
});

describe('themes', () => {
  it('names the mating piece and the palace diagonal; a capture is not a quiet move', () => {
    expect(deriveThemes({ fen: '9/5k3/4a4/9/4R4/7P1/9/3A5/4KA3/4C4 w - - 0 1', moves: ['e6e8', 'f9f10', 'e8e9'], mateIn: 2 })).toEqual([
      'mate-in-2',
      'chariot-mate',
      'palace-diagonal',
    ]);
    expect(deriveThemes({ fen: '3R5/5k3/3a5/9/9/7P1/9/3A5/5A3/1C1K5 w - - 0 1', moves: ['b1f1'], mateIn: 1 })).toEqual([
      'mate-in-1',
      'cannon-mate',
    ]);
    expect(deriveThemes({ fen: '9/C2R5/4kn3/p4N3/8b/5P3/PP7/9/4A4/2N1AK3 w - - 0 1', moves: ['f7d6'], mateIn: 1 })).toEqual([
      'mate-in-1',
      'horse-mate',
    ]);
    expect(deriveThemes({ fen: '4k4/9/3P1R3/4pbp1p/9/9/9/3A5/4A4/3K5 w - - 0 1', moves: ['d8e9'], mateIn: 1 })).toContain('soldier-mate');
  });

  it('sees a smothered general, a pass defence, a sacrifice and a double check', () => {
    expect(deriveThemes({ fen: '2baan3/3knb3/3r5/p5p2/1cR5P/9/PP3P1PC/9/4A3C/2NAKN3 w - - 0 1', moves: ['c6c9'], mateIn: 1 })).toContain(
      'smothered',
    );
    expect(deriveThemes({ fen: M2_PASS, moves: ['d5d8', 'e10e10', 'd8f10'], mateIn: 2 })).toContain('pass-defence');
    expect(
      deriveThemes({
        fen: '9/3aa3R/4k2b1/1B7/3R5/4N4/9/5A3/9/4KA3 w - - 0 1',
        moves: ['d6d9', 'e9e10', 'd9e9', 'e10e9', 'i9e9'],
        mateIn: 3,
      }),
    ).toContain('sacrifice');
    // The horse leaves the file and checks; the chariot behind it checks too.
    const dc = deriveThemes({ fen: '4k4/9/4N4/9/4R4/9/9/9/9/3K5 w - - 0 1', moves: ['e8c9'], mateIn: 1 });
    expect(dc).toEqual(expect.arrayContaining(['double-check', 'horse-mate', 'chariot-mate']));
  });

  it('keeps the bakbo mark it is given', () => {
    expect(deriveThemes({ fen: M1_MANY, moves: ['d6f6'], mateIn: 1, extra: ['bakbo'] })).toContain('bakbo');
  });

  it('knows the palace lines', () => {
    const names = (sq: string) =>
      palaceNeighbours(parseSquare(sq)!)
        .map((s) => ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'][s % 9] + (((s / 9) | 0) + 1))
        .sort();
    expect(names('e9')).toEqual(['d10', 'd8', 'd9', 'e10', 'e8', 'f10', 'f8', 'f9']);
    expect(names('e10')).toEqual(['d10', 'e9', 'f10']);
    expect(names('d1')).toEqual(['d2', 'e1', 'e2']);
  });
});

describe('ratings', () => {
  it('rates by how hard the line is to find: forcing moves are tried first', () => {
    // m2-0291: the first move is quiet (no check, no capture), so the four checks are tried (and fail) before it.
    const QUIET = '9/3R5/5k3/9/4C4/7P1/9/3A5/4KA3/9 w - - 0 1';
    const LINE = ['e6e1', 'f8f8', 'd9e9'];
    const quiet = lineDifficulty(QUIET, LINE, 2);
    const pos = Position.fromFen(QUIET, 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    const forcing = pos.value.legalMoves().filter((m) => {
      if (m.from === m.to) return false;
      const capture = !!pos.value.pieceAt(m.to);
      pos.value.play(m);
      const check = pos.value.isCheck();
      pos.value.undo();
      return check || capture;
    }).length;
    expect(forcing).toBeGreaterThan(0);
    expect(quiet[0].rank).toBeGreaterThan(forcing);
    expect(quiet[0].tempting).toBe(forcing);
    expect(quiet[1].replies).toBe(0);
    // M1_MANY: four mates in 1 among the checks: found early.
    const many = lineDifficulty(M1_MANY, ['d6f6'], 1);
    expect(many[0].rank).toBeLessThan(3);
    expect(puzzleRating(QUIET, LINE, 2)).toBeGreaterThan(puzzleRating(M1_MANY, ['d6f6'], 1));
  });

  it('maps effort onto 600..2600, rising', () => {
    expect(ratingFromEffort(0)).toBe(600);
    expect(ratingFromEffort(100)).toBe(2600);
    for (let e = 0; e < 15; e++) expect(ratingFromEffort(e + 1)).toBeGreaterThan(ratingFromEffort(e));
    // A single turn whose only check mates: the easiest there is.
    expect(lineEffort([{ rank: 1, tempting: 0, replies: 0 }])).toBe(0);
    // The same ranks over a longer line, with defences to see through, cost more.
    expect(
      lineEffort([
        { rank: 2, tempting: 1, replies: 5 },
        { rank: 2, tempting: 1, replies: 0 },
      ]),
    ).toBeGreaterThan(lineEffort([{ rank: 2, tempting: 1, replies: 0 }]));
  });

  it('moves the user rating with Glicko-2', () => {
    const win = updateRating(START_RATING, 1200, 1);
    const loss = updateRating(START_RATING, 1200, 0);
    expect(win.rating).toBeGreaterThan(START_RATING.rating);
    expect(loss.rating).toBeLessThan(START_RATING.rating);
    expect(win.rd).toBeLessThan(START_RATING.rd);
    expect(updateRating(START_RATING, 1800, 1).rating).toBeGreaterThan(win.rating);
    expect(attemptOutcome({ solved: true, hints: 0, mistakes: 0, solutionShown: false })).toBe(1);
    expect(attemptOutcome({ solved: true, hints: 1, mistakes: 0, solutionShown: false })).toBe(0.5);
    expect(attemptOutcome({ solved: true, hints: 0, mistakes: 1, solutionShown: false })).toBe(0);
  });

  it('marks a new rating provisional and moves an established one in small steps', () => {
    expect(isProvisional(START_RATING)).toBe(true);
    // A new player's first result moves the rating a good deal, but within the provisional cap.
    for (const [r, o] of [
      [600, 0],
      [2600, 1],
      [1200, 1],
      [1200, 0],
    ] as const) {
      const d = Math.abs(updateRating(START_RATING, r, o).rating - START_RATING.rating);
      expect(d).toBeGreaterThan(20);
      expect(d).toBeLessThanOrEqual(MAX_STEP);
    }
    // Twenty puzzles near the rating, half solved: established.
    let me = START_RATING;
    for (let i = 0; i < 20; i++) me = updateRating(me, me.rating + (i % 2 ? 100 : -100), (i % 2) as 0 | 1);
    expect(isProvisional(me)).toBe(false);
    // Then the surprises that made jumps of -137 and +205: no single puzzle moves it more than 40.
    for (const [r, o] of [
      [600, 0],
      [2600, 1],
      [me.rating - 400, 0],
      [me.rating + 600, 1],
    ] as const) {
      const after = updateRating(me, r, o);
      expect(Math.abs(after.rating - me.rating), `${r} ${o}`).toBeLessThanOrEqual(MAX_STEP_ESTABLISHED);
      expect(Math.abs(after.rating - me.rating)).toBeGreaterThan(3);
    }
  });

  it('words a solve by what happened: retry, hint, both', () => {
    expect(solveKind({ mistakes: 0, hints: 0 })).toBe('clean');
    expect(solveKind({ mistakes: 1, hints: 0 })).toBe('retry');
    expect(solveKind({ mistakes: 0, hints: 2 })).toBe('hint');
    expect(solveKind({ mistakes: 2, hints: 1 })).toBe('both');
  });
});

describe('review and selection', () => {
  const now = new Date('2026-11-22T10:00:00');
  it('schedules a failed puzzle and retires it once it is known', () => {
    const failed = { solved: false, hints: 0, mistakes: 1, solutionShown: false };
    const clean = { solved: true, hints: 0, mistakes: 0, solutionShown: false };
    expect(gradeOf(failed)).toBe(Rating.Again);
    expect(nextReview('p1', undefined, gradeOf(clean), now)).toBeNull();
    let rec = nextReview('p1', undefined, Rating.Again, now)!;
    expect(rec.kind).toBe('puzzle');
    expect(rec.due).toBeGreaterThanOrEqual(now.getTime());
    expect(rec.due - now.getTime()).toBeLessThan(24 * 3600_000);
    // Repeated clean solves push it out, then retire it.
    let t = new Date(rec.due);
    let retired = false;
    for (let i = 0; i < 8 && !retired; i++) {
      const next = nextReview('p1', rec, Rating.Good, t);
      if (!next) retired = true;
      else {
        expect(next.due).toBeGreaterThan(t.getTime());
        rec = next;
        t = new Date(next.due);
      }
    }
    expect(retired).toBe(true);
  });

  it('picks a due review first, else a fresh puzzle near the rating', () => {
    const index: PuzzleSummary[] = [
      { id: 'a', mateIn: 1, rating: 1000, themes: ['mate-in-1'] },
      { id: 'b', mateIn: 2, rating: 1400, themes: ['mate-in-2'] },
      { id: 'c', mateIn: 3, rating: 1700, themes: ['mate-in-3', 'sacrifice'] },
      { id: 'd', mateIn: 2, rating: 1450, themes: ['mate-in-2'] },
    ];
    const base = { index, filter: NO_FILTER, rating: 1420, seen: new Set<string>(), due: [] as string[], random: () => 0 };
    expect(pickNext({ ...base, due: ['c'] })!.id).toBe('c');
    expect(['b', 'd']).toContain(pickNext(base)!.id);
    expect(pickNext({ ...base, seen: new Set(['b']) })!.id).toBe('d');
    expect(pickNext({ ...base, filter: { ...NO_FILTER, themes: ['sacrifice'] } })!.id).toBe('c');
    expect(pickNext({ ...base, filter: { ...NO_FILTER, lengths: [1] } })!.id).toBe('a');
    expect(pickNext({ ...base, filter: { ...NO_FILTER, themes: ['smothered'] } })).toBeUndefined();
    // Rating bands: 1600-1999 keeps only c; the two lowest bands keep a, b and d.
    expect(pickNext({ ...base, filter: { ...NO_FILTER, bands: [2] } })!.id).toBe('c');
    expect(index.filter((p) => matches(p, { ...NO_FILTER, bands: [0, 1] })).map((p) => p.id)).toEqual(['a', 'b', 'd']);
    expect(index.filter((p) => matches(p, { ...NO_FILTER, bands: [3] }))).toEqual([]);
  });

  it('brings a failed puzzle back as a review later, not next', () => {
    const index: PuzzleSummary[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
      id,
      mateIn: 2,
      rating: 1400 + i,
      themes: ['mate-in-2'],
    }));
    const base = { index, filter: NO_FILTER, rating: 1400, due: ['a'], random: () => 0 };
    // Just failed: not next, and not while fewer than REVIEW_GAP other puzzles came between.
    let recent = ['a'];
    const seen = new Set(['a']);
    for (let k = 0; k < REVIEW_GAP; k++) {
      const next = pickNext({ ...base, seen, recent, exclude: recent[0] })!;
      expect(next.id).not.toBe('a');
      seen.add(next.id);
      recent = [next.id, ...recent];
    }
    // Now it comes back.
    expect(pickNext({ ...base, seen, recent, exclude: recent[0] })!.id).toBe('a');
  });
});

describe('puzzle CSV', () => {
  it('round-trips and reports defects with file and line', () => {
    const p = puzzle('m2-0001', M2_PASS, 2);
    const text = formatPuzzleCsv([{ ...p, themes: ['mate-in-2', 'pass-defence'], source: 'composed' }]);
    expect(text.startsWith(CSV_HEADER + '\n')).toBe(true);
    expect(parsePuzzleCsv(text, 'x.csv')).toEqual([{ ...p, themes: ['mate-in-2', 'pass-defence'], source: 'composed' }]);
    const bad = text.replace('pass-defence', 'no-such-theme');
    expect(() => parsePuzzleCsv(bad, 'lessons/puzzles/x.csv')).toThrow(PuzzleCsvError);
    expect(() => parsePuzzleCsv(bad, 'lessons/puzzles/x.csv')).toThrow(/x\.csv:2: unknown theme/);
    expect(() => parsePuzzleCsv(text.replace(',2,', ',3,'), 'y.csv')).toThrow(/y\.csv:2: a mate in 3 has 5 moves/);
  });
});
