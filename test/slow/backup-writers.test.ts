// Property: every record the app's own writers can produce passes the backup checker, and a
// backup made of them reads back whole. Generated from the real writers: the puzzle recorder with
// every puzzle's main line (113 of them hold rank-10 moves such as c10d10), the /play game saver
// with random legal games (passes included) under every rule set, lessons and exercises.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { RULE_SET_NAMES, type Move } from '../../src/lib/engine';
import { rng } from '../../src/lib/engine/search/levels';
import { progress, createProgressApi, MemoryBackend, parseBackup } from '../../src/lib/progress';
import { PlayGame } from '../../src/lib/play/game.svelte';
import { GameKeeper } from '../../src/lib/play/storage';
import { PUZZLES } from '../../src/lib/puzzles/collection.server';
import { recordAttempt } from '../../src/lib/puzzles/record';

/** The checked records of a backup that must pass, or a failure that says why not. */
function checked(file: string) {
  const result = parseBackup(file);
  if (!result.ok) throw new Error(`refused: ${result.error.detail}`);
  return result.value;
}

/** A random legal game: every legal move and the pass are equally likely. */
function randomGame(rules: (typeof RULE_SET_NAMES)[number], plies: number, rand: () => number): PlayGame {
  const g = new PlayGame();
  g.start(rules, 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
  for (let i = 0; i < plies && !g.over; i++) {
    const moves: Move[] = [];
    for (const [from, tos] of g.dests) for (const to of tos) moves.push({ from, to });
    if (g.canPass) {
      const sq = (g as unknown as { pos: { generalSquare(c: string): number } }).pos.generalSquare(g.turn);
      moves.push({ from: sq, to: sq });
    }
    if (moves.length === 0) break;
    g.play(moves[Math.floor(rand() * moves.length)]);
  }
  return g;
}

describe('backups hold everything the app writes', () => {
  it('puzzle attempts with every main line, rank-10 moves included, pass the checker and read back', async () => {
    const api = createProgressApi(new MemoryBackend());
    let tenth = 0;
    let clock = Date.UTC(2026, 0, 1);
    for (const p of PUZZLES) {
      const solver = p.moves.filter((_, i) => i % 2 === 0);
      if (p.moves.some((m) => /10/.test(m))) tenth++;
      await recordAttempt(
        api,
        p,
        { solved: true, hints: 0, mistakes: 0, solutionShown: false, moves: p.moves, ms: 1234 },
        { rated: true, now: new Date(clock++) },
      );
      await recordAttempt(
        api,
        p,
        { solved: false, hints: 1, mistakes: 1, solutionShown: true, moves: solver, ms: 99 },
        { rated: false, now: new Date(clock++) },
      );
    }
    expect(tenth).toBeGreaterThan(100);
    const file = JSON.stringify(await api.exportProgress());
    const back = checked(file);
    expect(back.puzzleAttempts).toHaveLength(PUZZLES.length * 2);
    const fresh = createProgressApi(new MemoryBackend());
    const summary = await fresh.importProgress(file);
    expect(summary).toMatchObject({ ok: true, value: { updated: 0 } });
    expect((await fresh.exportProgress()).data.puzzleAttempts.map(({ id: _id, ...r }) => r)).toEqual(
      (await api.exportProgress()).data.puzzleAttempts.map(({ id: _id, ...r }) => r),
    );
  });

  it.each(RULE_SET_NAMES)('a /play game under %s rules, random moves and passes, passes the checker', async (rules) => {
    const rand = rng(rules.length * 7919);
    let sawTenth = false;
    let sawPass = false;
    for (let n = 0; n < 12; n++) {
      const g = randomGame(rules, 40 + Math.floor(rand() * 160), rand);
      const keeper = new GameKeeper();
      keeper.begin('setup');
      expect(await keeper.save({ ...g.snapshot(), orientation: n % 2 ? 'han' : 'cho', outcome: g.outcome })).toBe('saved');
      const saved = await progress.getGame(keeper.id!);
      expect(saved?.moves).toEqual(g.moves);
      sawTenth ||= g.moves.some((m) => m.length === 6);
      sawPass ||= g.moves.some((m) => m.slice(0, m.length / 2) === m.slice(m.length / 2));
      const file = JSON.stringify(await progress.exportProgress());
      const back = checked(file);
      const game = back.games.find((r) => r.id === keeper.id);
      expect(game).toMatchObject({ rules, rootFen: g.rootFen, moves: g.moves, orientation: n % 2 ? 'han' : 'cho' });
    }
    expect(sawTenth).toBe(true);
    expect(sawPass).toBe(true);
  });

  it("a game of a4a5 d10e10 (the report's example) saves and loads", async () => {
    const g = new PlayGame();
    g.start('janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
    const api = createProgressApi(new MemoryBackend());
    const keeper = new GameKeeper(api);
    keeper.begin('setup');
    await keeper.save({ ...g.snapshot(), moves: ['a4a5', 'd10e10'] });
    const fresh = createProgressApi(new MemoryBackend());
    expect((await fresh.importProgress(JSON.stringify(await api.exportProgress()))).ok).toBe(true);
    expect((await fresh.getGame(keeper.id!))?.moves).toEqual(['a4a5', 'd10e10']);
  });
});
