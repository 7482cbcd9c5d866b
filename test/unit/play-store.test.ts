// The games of /play in the progress store: the old single saved game survives the upgrade, a new
// game never replaces an unfinished one, and two tabs playing one game keep both games.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/lib/engine';
import {
  DB_NAME,
  DB_VERSION,
  createProgressApi,
  MemoryBackend,
  openIdbBackend,
  parseBackup,
  writesSettled,
  type Backend,
} from '../../src/lib/progress';
import { GameKeeper, loadGames, setupsOf } from '../../src/lib/play/storage';

const opened: Backend[] = [];
afterEach(() => {
  while (opened.length) opened.pop()!.close();
});

async function api(factory: IDBFactory, version?: number) {
  const b = await openIdbBackend({ factory, version });
  opened.push(b);
  return createProgressApi(b);
}

const OLD_GAME = {
  rules: 'janggi',
  rootFen: START_FEN,
  moves: ['b1c3', 'h10g8', 'a4b4'],
  orientation: 'han',
  computer: { side: 'cho', level: 3 },
};

describe('the games store', () => {
  it('upgrading a v2 database turns its saved playGame into a game record with every move', async () => {
    expect(DB_VERSION).toBeGreaterThanOrEqual(3);
    const factory = new IDBFactory();
    const v2 = await api(factory, 2);
    await v2.setSetting('playGame', OLD_GAME as never);
    await v2.setSetting('theme', 'dark');
    opened.pop()!.close();

    const now = await api(factory);
    const games = await now.listGames();
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      rules: 'janggi',
      rootFen: START_FEN,
      moves: OLD_GAME.moves,
      orientation: 'han',
      computer: { side: 'cho', level: 3 },
    });
    expect(games[0].result).toBeUndefined();
    expect(await now.getSetting('playGame')).toBeUndefined();
    expect(await now.getSetting('theme')).toBe('dark');
    // The database is really at the new version, under its usual name.
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const r = factory.open(DB_NAME);
      r.onsuccess = () => resolve(r.result);
    });
    expect(raw.version).toBe(DB_VERSION);
    raw.close();
  });

  it('a new game never deletes an unfinished one; the list is newest first; an empty game left behind is not kept', async () => {
    let clock = 1000;
    const store = await api(new IDBFactory());
    const keeper = new GameKeeper(store, () => clock++);
    keeper.begin('setup');
    expect(await keeper.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3'] })).toBe('saved');
    const first = keeper.id!;

    // A play-it-out link opens a new game: the first one stays.
    await keeper.leave({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3'] });
    keeper.begin('link');
    expect(await keeper.save({ rules: 'casual', rootFen: '4k4/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1', moves: [] })).toBe('saved');
    const second = keeper.id!;
    expect(second).not.toBe(first);
    expect((await store.listGames({ unfinished: true })).map((g) => g.id)).toEqual([second, first]);

    // Leaving the link game without a move deletes it; the first game is resumable with its moves.
    await keeper.leave({ rules: 'casual', rootFen: '', moves: [] });
    const left = await store.listGames({ unfinished: true });
    expect(left.map((g) => g.id)).toEqual([first]);
    expect(left[0]).toMatchObject({ moves: ['b1c3'], source: 'setup', setups: { cho: 'RNBA1ABNR', han: 'rnba1abnr' } });
  });

  it('a page that reads after writesSettled() finds every move queued before it, even unawaited', async () => {
    const store = await api(new IDBFactory());
    const keeper = new GameKeeper(store);
    keeper.begin('setup');
    // Moves played quickly and the list opened at once: nothing awaits the writes.
    void keeper.save({ rules: 'janggi', rootFen: START_FEN, moves: [] });
    void keeper.save({ rules: 'janggi', rootFen: START_FEN, moves: ['a4b4'] });
    void keeper.save({ rules: 'janggi', rootFen: START_FEN, moves: ['a4b4', 'a7b7'] });
    await writesSettled();
    const [kept, ...rest] = await store.listGames();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({ moves: ['a4b4', 'a7b7'], rev: 3 });
  });

  it('a finished game keeps its result and leaves the unfinished list', async () => {
    const store = await api(new IDBFactory());
    const keeper = new GameKeeper(store);
    keeper.begin('setup');
    await keeper.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3'], computer: { side: 'han', level: 2 } });
    await keeper.save({
      rules: 'janggi',
      rootFen: START_FEN,
      moves: ['b1c3'],
      computer: { side: 'han', level: 2 },
      outcome: { reason: 'resign', winner: 'han' },
    });
    expect(await store.listGames({ unfinished: true })).toEqual([]);
    const [kept] = await store.listGames();
    expect(kept).toMatchObject({ result: { reason: 'resign', winner: 'han' }, computer: { side: 'han', level: 2 }, rev: 2 });
    expect(kept.createdAt).toBeLessThanOrEqual(kept.updatedAt);
  });

  it('two tabs on one game: the later writer does not overwrite, its moves become a second game', async () => {
    const factory = new IDBFactory();
    const one = await api(factory);
    const two = await api(factory);
    const start = new GameKeeper(one);
    start.begin('setup');
    await start.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3'] });
    const stored = (await one.getGame(start.id!))!;

    // Both tabs resume the same game, then each plays on.
    const tabA = new GameKeeper(one);
    const tabB = new GameKeeper(two);
    tabA.adopt(stored);
    tabB.adopt(stored);
    expect(await tabA.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3', 'h10g8'] })).toBe('saved');
    expect(await tabB.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3', 'b10c8'] })).toBe('forked');
    expect(tabB.id).not.toBe(tabA.id);
    // B goes on in its own game without further conflicts.
    expect(await tabB.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3', 'b10c8', 'a4a5'] })).toBe('saved');

    const games = await two.listGames({ unfinished: true });
    expect(games.map((g) => g.moves).sort()).toEqual([
      ['b1c3', 'b10c8', 'a4a5'],
      ['b1c3', 'h10g8'],
    ]);
    // A game deleted in another tab: the next write keeps the moves as a new game too.
    await two.deleteGame(tabA.id!);
    expect(await tabA.save({ rules: 'janggi', rootFen: START_FEN, moves: ['b1c3', 'h10g8', 'c1d3'] })).toBe('forked');
    expect((await one.listGames()).some((g) => g.moves.length === 3 && g.moves[2] === 'c1d3')).toBe(true);
  });

  it("a backup's old playGame setting becomes a game on /play; games go through a backup and bad ones are refused", async () => {
    const store = createProgressApi(new MemoryBackend());
    await store.setSetting('playGame', OLD_GAME as never);
    const list = await loadGames(store);
    expect(list).toHaveLength(1);
    expect(list[0].moves).toEqual(OLD_GAME.moves);
    expect(await store.getSetting('playGame')).toBeUndefined();

    const file = await store.exportProgress();
    const fresh = createProgressApi(new MemoryBackend());
    expect((await fresh.importProgress(JSON.stringify(file))).ok).toBe(true);
    expect((await fresh.listGames()).map((g) => g.moves)).toEqual([OLD_GAME.moves]);

    const bad = structuredClone(file);
    bad.data.games[0].moves.push('<script>');
    const refused = parseBackup(JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'invalid', store: 'games', record: 1 });
  });

  it('reads the setups from a start position only', () => {
    expect(setupsOf(START_FEN)).toEqual({ cho: 'RNBA1ABNR', han: 'rnba1abnr' });
    expect(setupsOf('4k4/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1')).toBeUndefined();
  });
});
