import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/lib/engine';
import { exportGame, importRecords, keepImported, recordOfGame } from '../../src/lib/games/files';
import { accuracy, criticalMoments, MAX_CRITICAL, missedIdeas, moveAccuracy } from '../../src/lib/games/insights';
import { canContinue, opponentOf, resultCode } from '../../src/lib/games/library';
import { checkPersonal, keepPersonal, loadPersonal, personalId } from '../../src/lib/games/personal';
import { runReview } from '../../src/lib/games/review-run';
import { createProgressApi, MemoryBackend, type GameRecord } from '../../src/lib/progress';
import { decodeRecordBytes, parseRecords } from '../../src/lib/records';
import { reviewGame, type MoveClass, type PlyReview } from '../../src/lib/review/review';

const fixture = (name: string) => decodeRecordBytes(readFileSync(new URL(`../fixtures/records/${name}`, import.meta.url)));

/** A ply of a review with only what the insights read. */
const ply = (n: number, loss: number, evalCho: number, cls: MoveClass = loss > 450 ? 'blunder' : 'best'): PlyReview => ({
  ply: n,
  move: 'a1a2',
  class: cls,
  eval: evalCho,
  mate: null,
  best: 'a1a2',
  loss,
});

describe('importing and exporting game records', () => {
  it('a file of two games becomes two kept games with their players, setups and result; both stored at once', async () => {
    const r = importRecords(fixture('two-games.gib'), 1000);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(2);
    const [g] = r.value;
    expect(g.source).toBe('import');
    expect(g.setups).toBeDefined();
    expect(g.result).toEqual({ reason: 'record', winner: 'cho' });
    expect(opponentOf(g)).toEqual({ kind: 'record', cho: '김초', han: '이한' });
    expect(canContinue(g)).toBe(false);
    expect(new Date(g.createdAt).getUTCDate()).toBe(20);
    const store = createProgressApi(new MemoryBackend());
    await keepImported(store, r.value);
    expect((await store.listGames()).map((x) => x.id).sort()).toEqual(r.value.map((x) => x.id).sort());
  });

  it('refuses a whole file when one game has an illegal move, naming the line and the ply; nothing is stored', async () => {
    const good = fixture('two-games.gib').split(/\n\s*\n(?=\[)/)[0];
    const bad = `${good}\n\n[대회명 "bad"]\n[초차림 "마상마상"]\n[한차림 "마상마상"]\n\n1. 71졸72 2. 45병44 3. 71졸11\n`;
    const r = importRecords(bad, 1000);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('illegal-move');
    expect(r.error.ply).toBe(3);
    expect(r.error.line).toBe(bad.split('\n').findLastIndex((l) => l.startsWith('1. 71졸72 2. 45병44 3.')) + 1);
  });

  it('keeps no game when the store fails half-way through an import', async () => {
    const backend = new MemoryBackend();
    const store = createProgressApi(backend);
    const r = importRecords(fixture('two-games.gib'), 1000);
    if (!r.ok) throw new Error('fixture');
    let puts = 0;
    const failing = {
      transact: ((stores, body) =>
        backend.transact(stores, (tx) =>
          body({
            ...tx,
            put: (async (...args: Parameters<typeof tx.put>) => {
              if (++puts === 2) throw new Error('quota');
              return tx.put(...args);
            }) as typeof tx.put,
          }),
        )) as typeof store.transact,
    };
    await expect(keepImported(failing, r.value)).rejects.toThrow('quota');
    expect(await store.listGames()).toEqual([]);
  });

  it('a kept game goes out as .gib and PGN and reads back with the same start and moves', () => {
    const r = importRecords(fixture('korean-program-cp949.gib'), 5);
    if (!r.ok) throw new Error('fixture');
    const g = { ...r.value[0], name: '연습' };
    for (const format of ['gib', 'pgn'] as const) {
      const file = exportGame(g, format);
      expect(file.filename.endsWith(`.${format}`)).toBe(true);
      const back = parseRecords(file.text);
      expect(back.ok).toBe(true);
      if (!back.ok) continue;
      expect(back.value[0].fen).toBe(g.rootFen);
      expect(back.value[0].moves).toEqual(g.moves);
    }
    expect(recordOfGame(g).tags.some(([k, v]) => k === '대회명' || v === '연습')).toBe(true);
  });

  it('names results and opponents by codes', () => {
    const base = { rules: 'janggi', rootFen: START_FEN, moves: [] } as unknown as GameRecord;
    expect(resultCode({ ...base })).toBe('unfinished');
    expect(resultCode({ ...base, result: { reason: 'checkmate', winner: 'han' } })).toBe('han-won');
    expect(resultCode({ ...base, result: { reason: 'repetition' } })).toBe('draw');
    expect(resultCode({ ...base, result: { reason: 'record' } })).toBe('unknown');
    expect(opponentOf({ computer: { side: 'han', level: 3 } })).toEqual({ kind: 'computer', level: 3 });
    expect(opponentOf({})).toEqual({ kind: 'screen' });
  });
});

describe('what a review means', () => {
  it('accuracy: only best moves give 100; a blunder pulls its side down, not the other', () => {
    const clean = [ply(1, 0, 50), ply(2, 0, 50), ply(3, 0, 60), ply(4, 0, 60)];
    expect(accuracy(clean, 'cho')).toEqual({ cho: 100, han: 100 });
    const blunder = [ply(1, 0, 50), ply(2, 0, 50), ply(3, 900, -850), ply(4, 0, -850)];
    const acc = accuracy(blunder, 'cho');
    expect(acc.cho!).toBeLessThan(70);
    expect(acc.han).toBe(100);
    expect(moveAccuracy(ply(1, 900, -850, 'forced'), 'cho')).toBe(100);
    expect(accuracy([], 'cho')).toEqual({ cho: null, han: null });
  });

  it('critical moments are the biggest swings, in game order, at most a few', () => {
    const plies = [ply(1, 0, 0), ply(2, 600, 600), ply(3, 40, 560), ply(4, 0, 560), ply(5, 1200, -640)];
    expect(criticalMoments(plies, 'cho')).toEqual([2, 5]);
    const many = Array.from({ length: 20 }, (_, i) => ply(i + 1, 800 + i * 10, i % 2 === 0 ? -800 : 800));
    const picked = criticalMoments(many, 'cho');
    expect(picked).toHaveLength(MAX_CRITICAL);
    expect(picked).toEqual([...picked].sort((a, b) => a - b));
    expect(picked).toContain(20);
  });

  it('names a missed winning capture and a piece left hanging', () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const plies = reviewGame(fen, ['f1f2', 'a6a1'], { depth: 3 });
    expect(missedIdeas(fen, plies)[1]).toEqual(['missed-capture', 'hanging']);
    // The best move says nothing.
    expect(missedIdeas(fen, reviewGame(fen, ['a1a6'], { depth: 3 }))).toEqual({});
  });

  it('names a missed mate when the mover had one and the move let it go', () => {
    const fen = '4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 1';
    const plies: PlyReview[] = [
      { ply: 1, move: 'e10f10', class: 'best', eval: 10000, mate: 2, best: 'e10f10', loss: 0 },
      { ply: 2, move: 'b1c1', class: 'blunder', eval: 300, mate: null, best: 'b1b10', loss: 9700 },
    ];
    expect(missedIdeas(fen, plies)[2]).toContain('missed-mate');
    expect(missedIdeas(fen, [plies[0], { ...plies[1], mate: 3 }])[2] ?? []).not.toContain('missed-mate');
  });

  it('names a bikjang chance that the played move passed by', () => {
    // Cho's horse stands between the generals; the engine's best moves it away (bikjang) while Cho leads.
    const fen = '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1';
    const plies = reviewGame(fen, ['e2e1', 'a7a6'], { depth: 4 });
    const ideas = missedIdeas(fen, plies);
    if (plies[0].loss >= 91) expect(ideas[1]).toContain('bikjang');
  });
});

describe('personal puzzles', () => {
  it('a lost chariot becomes a puzzle for the learner only, kept, due for review, and carried by a backup', async () => {
    const fen = '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1';
    const forCho = runReview({ rules: 'janggi', fen, moves: ['f1f2', 'a6a1'], movetime: 50, learner: 'cho', gameId: 'g1' });
    expect(forCho.puzzles.map((p) => p.puzzle.id)).toEqual([personalId('g1', 1)]);
    expect(forCho.puzzles[0].puzzle.moves[0]).toBe('a1a6');
    expect(forCho.critical).toContain(1);
    const forHan = runReview({ rules: 'janggi', fen, moves: ['f1f2', 'a6a1'], movetime: 50, learner: 'han', gameId: 'g1' });
    expect(forHan.puzzles).toEqual([]);

    const store = createProgressApi(new MemoryBackend());
    await keepPersonal(store, [forCho.puzzles[0].puzzle], 'g1', () => 1, 5000);
    const kept = await loadPersonal(store);
    expect(kept.map((p) => [p.id, p.ply, p.gameId])).toEqual([[personalId('g1', 1), 1, 'g1']]);
    expect((await store.getDueReviews(6000)).map((r) => r.itemId)).toEqual([personalId('g1', 1)]);
    // Kept again (a second review of the game): one puzzle, its review untouched.
    await keepPersonal(store, [forCho.puzzles[0].puzzle], 'g1', () => 1, 9000);
    expect(await loadPersonal(store)).toHaveLength(1);

    const file = await store.exportProgress();
    const fresh = createProgressApi(new MemoryBackend());
    expect((await fresh.importProgress(JSON.stringify(file))).ok).toBe(true);
    expect((await loadPersonal(fresh)).map((p) => p.moves)).toEqual([['a1a6', ...kept[0].moves.slice(1)]]);
  });

  it('a stored puzzle that does not hold up is left out', () => {
    const good = {
      id: 'mine-g-1',
      fen: '3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1',
      moves: ['a1a6'],
      mateIn: 0,
      rating: 1200,
      themes: ['x'],
      gameId: 'g',
      ply: 1,
      createdAt: 1,
    };
    expect(checkPersonal(good)?.themes).toEqual([]);
    expect(checkPersonal({ ...good, moves: ['a1a9'] })).toBeUndefined();
    expect(checkPersonal({ ...good, id: 'm2-0001' })).toBeUndefined();
    expect(checkPersonal({ ...good, fen: 'nonsense' })).toBeUndefined();
  });
});
