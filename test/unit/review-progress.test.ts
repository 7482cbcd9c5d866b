// @vitest-environment jsdom
// (Lessons are parsed here: the test config resolves remark for the browser, whose entity decoder needs a document.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupFen, START_FEN } from '../../src/lib/engine';
import { graphPath } from '../../src/lib/games/graph';
import { learnerSides } from '../../src/lib/games/library';
import { gameLine } from '../../src/lib/games/line';
import { gameDate, mineTitle } from '../../src/lib/games/mine-title';
import { keepPersonal, loadPersonal, originOf, personalId } from '../../src/lib/games/personal';
import { reviewSteps, type ReviewBatch } from '../../src/lib/games/review-protocol';
import { MAX_MOVETIME, MIN_MOVETIME, movetimeFor, runReview, SEARCH_BUDGET, STREAM_MS, streamReview } from '../../src/lib/games/review-run';
import { loadSections } from '../../src/lib/i18n/catalogues';
import { locale } from '../../src/lib/i18n';
import { parseLesson } from '../../src/lib/lessons/parse';
import { createProgressApi, MemoryBackend, type GameRecord } from '../../src/lib/progress';
import { bookKey, bookPlies } from '../../src/lib/review/book';
import { openingBook } from '../../src/lib/review/book-build';
import { reviewGame, type PlyReview } from '../../src/lib/review/review';
import { englishSources } from '../../scripts/content-tasks';

const lessons = () => englishSources('lessons/learn').flatMap((f) => parseLesson(f, readFileSync(f, 'utf8')).lesson ?? []);

/** The guided first moves of the lessons: Cho 마상마상 against Han's 원앙마, move by move as the lesson plays them. */
const LESSON_LINE = ['g1f3', 'h10g8', 'a4b4', 'b10c8', 'b1c3', 'b8e8', 'a1a5', 'e9e10', 'h1f4'];
const LESSON_START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1';

describe('a pass in the review says the reader’s word', () => {
  it('every played and better move that passes reads "pass", never the general’s point twice, in every notation', () => {
    const moves = ['e2e2', 'a7a6', 'e2e2'];
    const best = (i: number) => ['b1c3', 'e9e9', 'e2e2'][i];
    for (const notation of ['uci', 'korean', 'site'] as const) {
      const line = gameLine(START_FEN, 'janggi', moves, best, notation, 'PASSWORD');
      expect(line.texts).toHaveLength(3);
      expect(line.texts[0]).toBe('PASSWORD');
      expect(line.texts[2]).toBe('PASSWORD');
      expect(line.texts[1]).not.toBe('PASSWORD');
      expect(line.bests[1]).toBe('PASSWORD');
      expect(line.bests[0]).not.toBe('PASSWORD');
      for (const t of [...line.texts, ...line.bests]) expect(t).not.toMatch(/^([a-i]\d+)\1$/);
    }
  });

  it('the words say a pass in every language', async () => {
    const said: Record<string, string> = {};
    for (const lang of ['en', 'ko', 'zh-Hant', 'es'] as const) {
      await loadSections(lang, ['games']);
      locale.set(lang);
      const { gt } = await import('../../src/lib/games/text');
      said[lang] = gt('review.pass');
    }
    locale.set('en');
    expect(said).toEqual({ en: 'pass', ko: '한수쉼', 'zh-Hant': '虛手', es: 'pasa' });
  });
});

describe('the review as it goes', () => {
  it('hands over each ply in order as soon as it is known, the same plies it returns', () => {
    const seen: PlyReview[] = [];
    const moves = ['b1c3', 'b10c8', 'a1a2', 'a10a9'];
    const plies = reviewGame(START_FEN, moves, { depth: 2, onPly: (p) => seen.push({ ...p }) });
    expect(seen.map((p) => p.ply)).toEqual([1, 2, 3, 4]);
    expect(seen).toEqual(plies);
  });

  it('a second look judges the costliest plies again; the page’s last word on each ply is the returned one', () => {
    // Cho gives its chariot away (f1f2 lets a6a1 take it), a loss the second look confirms.
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const last = new Map<number, PlyReview>();
    const plies = reviewGame(fen, ['f1f2', 'a6a1', 'f2f3'], {
      depth: 1,
      refine: { plies: 1, movetime: 100 },
      onPly: (p) => last.set(p.ply, { ...p }),
    });
    expect([...last.values()].sort((a, b) => a.ply - b.ply)).toEqual(plies);
    expect(['mistake', 'blunder']).toContain(plies[0].class);
    expect(plies[0].best).toBe('a1a6');
  });

  it('a forced position is not searched: its move is the only one, forced, and costs nothing', () => {
    // Cho's general on f1, checked by the chariot beside it, can only take it: e2 and f2 are watched by the chariots.
    const fen = '3k1r3/9/9/9/9/9/9/9/9/4rK3 w - - 0 1';
    const plies = reviewGame(fen, ['f1e1'], { depth: 2 });
    expect(plies).toHaveLength(1);
    expect(plies[0].class).toBe('forced');
    expect(plies[0].best).toBe('f1e1');
    expect(plies[0].loss).toBe(0);
  });

  it('hands the page a batch at most every STREAM_MS, and searches on only once the page has drawn it', async () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const req = { rules: 'janggi' as const, fen, moves: ['f1f2', 'a6a1', 'f2f3', 'a1a2', 'f3e3'], movetime: 10, gameId: 's' };
    // A clock read once a step, each step half of STREAM_MS long.
    let clock = 0;
    let reads = 0;
    const now = () => {
      reads++;
      return (clock += STREAM_MS / 2);
    };
    const batches: ReviewBatch[] = [];
    // Steps taken while the page was drawing a batch.
    let meanwhile = 0;
    const report = await streamReview(
      req,
      async (b) => {
        batches.push(structuredClone(b));
        const at = reads;
        await new Promise((r) => setTimeout(r, 20));
        meanwhile += reads - at;
      },
      { now },
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(meanwhile).toBe(0);
    // No more batches than the clock allows, none empty.
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(reads / 2));
    expect(batches.every((b) => b.plies.length > 0 || b.done > 0)).toBe(true);
    // Every ply in order, each with its move; the report has the last word on each (the second
    // look's changes may come after the last batch).
    for (const b of batches) for (const p of b.plies) expect(p.move).toBe(report.plies[p.ply - 1].move);
    const order = [...new Set(batches.flatMap((b) => b.plies).map((p) => p.ply))];
    expect(order).toEqual([1, 2, 3, 4, 5].slice(0, order.length));
    expect(batches[0].total).toBe(reviewSteps(5));
    expect(batches.every((b, i) => i === 0 || b.done >= batches[i - 1].done || b.total !== batches[i - 1].total)).toBe(true);

    // Stopped between two steps: the review ends there, with no report.
    let steps = 0;
    await expect(
      streamReview(req, () => {}, {
        between: async () => {
          steps++;
        },
        stopped: () => steps >= 2,
      }),
    ).rejects.toThrow();
    expect(steps).toBe(2);
  });

  it('shares a fixed budget among the positions, within bounds', () => {
    expect(movetimeFor(98) * 99).toBeLessThanOrEqual(SEARCH_BUDGET + 99);
    expect(movetimeFor(4)).toBe(MAX_MOVETIME);
    expect(movetimeFor(1000)).toBe(MIN_MOVETIME);
  });

  it('a graph that fills in keeps its scale: the width stands for the whole game', () => {
    const half = graphPath([0.5, 0.6, 0.7], 300, 80, 4);
    expect(half.line).toBe('M0.0,40.0L75.0,32.0L150.0,24.0');
  });
});

describe('book moves: the openings the lessons teach', () => {
  const book = openingBook(lessons());

  it('the book holds the lessons’ opening positions and nothing after a capture', () => {
    expect(book).toContain(bookKey(LESSON_START));
    expect(book.every((k) => (k.split(' ')[0].match(/[a-z]/gi) ?? []).length === 32)).toBe(true);
  });

  it('a game that follows the guided first moves is book while it follows them, then judged', () => {
    const moves = [...LESSON_LINE, 'i7h7', 'c4d4'];
    expect(bookPlies(LESSON_START, moves, book)).toBe(LESSON_LINE.length);
    expect(bookPlies(LESSON_START, ['b1c3', ...LESSON_LINE], book)).toBe(0);
    expect(bookPlies(LESSON_START, moves, [])).toBe(0);
    // A start the lessons never teach has no book.
    expect(bookPlies(setupFen('RBNA1ANBR', 'RBNA1ANBR'), moves, book)).toBe(0);

    const report = runReview({ rules: 'janggi', fen: LESSON_START, moves, movetime: 20, gameId: 'b', book });
    expect(report.book).toBe(LESSON_LINE.length);
    expect(report.plies.slice(0, LESSON_LINE.length).every((p) => p.class === 'book' || p.class === 'forced')).toBe(true);
    expect(report.plies.slice(LESSON_LINE.length).some((p) => p.class === 'book')).toBe(false);
  });
});

describe('personal puzzles: whose, and their titles', () => {
  const game = (over: Partial<GameRecord>): GameRecord => ({
    id: 'g1',
    createdAt: Date.UTC(2026, 10, 20, 12),
    updatedAt: 0,
    rev: 1,
    rules: 'janggi',
    rootFen: START_FEN,
    moves: [],
    ...over,
  });

  it('against the computer the learner’s side; on one screen both sides; an imported record both', () => {
    expect(learnerSides(game({ computer: { side: 'han', level: 4 } }))).toEqual(['cho']);
    expect(learnerSides(game({}))).toEqual(['cho', 'han']);
    expect(learnerSides(game({ source: 'import' }))).toEqual(['cho', 'han']);
  });

  it('a mistake in a game on one screen becomes a puzzle for either side', () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const r = runReview({ rules: 'janggi', fen, moves: ['f1f2', 'a6a1'], movetime: 50, learner: learnerSides(game({})), gameId: 'g1' });
    expect(r.puzzles.map((p) => p.puzzle.id)).toEqual([personalId('g1', 1)]);
  });

  it('the progress the page shows before the worker reports counts the steps the review then reports, and ends full', () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const steps: [number, number][] = [];
    runReview(
      { rules: 'janggi', fen, moves: ['f1f2', 'a6a1', 'f2f3'], movetime: 20, gameId: 'g2' },
      { progress: (d, t) => steps.push([d, t]) },
    );
    expect(steps[0][1]).toBe(reviewSteps(3));
    expect(steps.every(([d, t]) => d <= t)).toBe(true);
    expect(steps.at(-1)).toEqual([1, 1]);
  });

  it('a kept puzzle carries its game’s date and opponent, and its title says them in the reader’s language', async () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const r = runReview({ rules: 'janggi', fen, moves: ['f1f2', 'a6a1'], movetime: 50, learner: ['cho'], gameId: 'g1' });
    const store = createProgressApi(new MemoryBackend());
    const g = game({ computer: { side: 'han', level: 4 } });
    await keepPersonal(store, [r.puzzles[0].puzzle], 'g1', () => 23, Date.UTC(2026, 10, 27), originOf(g));
    const [kept] = await loadPersonal(store);
    expect(kept.origin).toEqual({ at: g.createdAt, vs: 'computer', level: 4 });

    const titles: Record<string, string> = {};
    for (const lang of ['en', 'ko', 'zh-Hant', 'es'] as const) {
      await loadSections(lang, ['games']);
      locale.set(lang);
      titles[lang] = mineTitle(kept);
      expect(titles[lang]).toContain(gameDate(g.createdAt, lang));
      expect(titles[lang]).toContain('23');
      expect(titles[lang]).toContain('4');
      expect(titles[lang]).not.toContain(kept.id);
    }
    expect(titles.en).toBe(`From your game of ${gameDate(g.createdAt, 'en')} against level 4, move 23`);
    // A puzzle kept before it carried its origin takes it from its kept game; the game's date, not the puzzle's day.
    locale.set('en');
    const old = { ...kept, origin: undefined };
    expect(mineTitle(old, game({}))).toBe(`From your game of ${gameDate(g.createdAt, 'en')} on this screen, move 23`);
    expect(mineTitle(old)).toBe('From one of your games, move 23');
  });
});
