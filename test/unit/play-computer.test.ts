import { describe, expect, it } from 'vitest';
import { parsePlayLink, playItOutHref, DEFAULT_LEVEL } from '../../src/lib/play/link';
import { gameSearch, think } from '../../src/lib/play/opponent-run';
import { keepsSearch } from '../../src/lib/engine/search/levels';
import { Position, moveToUci, parseUci } from '../../src/lib/engine';

const FEN = '3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1';

describe('play it out links', () => {
  it('round-trips position, side, rules and level through the address', () => {
    const href = playItOutHref(FEN, { side: 'han', rules: 'casual', level: 2 });
    expect(href.startsWith('/play?')).toBe(true);
    const link = parsePlayLink(new URL(href, 'https://x').searchParams);
    expect(link?.ok).toBe(true);
    if (!link?.ok) return;
    expect(link.value.fen).toBe(FEN);
    expect(link.value.rules).toBe('casual');
    // The learner plays Han, so the computer plays Cho.
    expect(link.value.computer).toEqual({ side: 'cho', level: 2 });
  });

  it('defaults: the learner takes the side to move, janggi rules, the default level', () => {
    const link = parsePlayLink(new URL(playItOutHref(FEN.replace(' w ', ' b ')), 'https://x').searchParams);
    if (!link?.ok) throw new Error('not ok');
    expect(link.value.rules).toBe('janggi');
    expect(link.value.computer).toEqual({ side: 'cho', level: DEFAULT_LEVEL });
  });

  it('no fen: nothing to do; a bad fen: the engine error; without vs=computer: two players', () => {
    expect(parsePlayLink(new URLSearchParams(''))).toBeUndefined();
    const bad = parsePlayLink(new URLSearchParams('fen=nonsense&vs=computer'));
    expect(bad?.ok).toBe(false);
    const two = parsePlayLink(new URLSearchParams(`fen=${encodeURIComponent(FEN)}`));
    expect(two?.ok && two.value.computer).toBeUndefined();
  });

  it('clamps a hostile level and ignores an unknown rule set', () => {
    const link = parsePlayLink(new URLSearchParams(`fen=${encodeURIComponent(FEN)}&vs=computer&level=99&rules=<script>`));
    if (!link?.ok) throw new Error('not ok');
    expect(link.value.computer?.level).toBe(8);
    expect(link.value.rules).toBe('janggi');
  });
});

describe('the computer move for a game', () => {
  it('replays the history and answers with a legal move; nothing once the game is over', () => {
    const moves = ['a1a10'];
    const pos = Position.fromFen(FEN, 'janggi');
    if (!pos.ok) throw new Error(pos.error.code);
    pos.value.play(parseUci('a1a10')!);
    const answer = think({ rules: 'janggi', rootFen: FEN, moves, level: 3 });
    expect(answer).toBeDefined();
    expect(pos.value.isLegal(parseUci(answer!)!)).toBe(true);
    // After a mating move the game is over: no move to make.
    const mate = 'r2a1a3/c4k3/2n2C3/p6Cp/2B6/4c4/1PP1B3P/4bR3/4A4/1N1AK4 w - - 0 1';
    expect(think({ rules: 'janggi', rootFen: mate, moves: [], level: 8, movetime: 300 })).toBe('f8f10');
    expect(think({ rules: 'janggi', rootFen: mate, moves: ['f8f10'], level: 8 })).toBeUndefined();
    expect(() => think({ rules: 'janggi', rootFen: FEN, moves: ['a1a2', 'zz'], level: 1 })).toThrow(/illegal move zz/);
  });
});

describe('the top levels keep their search through a game', () => {
  const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
  const at = (moves: string[]) => {
    const p = Position.fromFen(START, 'janggi');
    if (!p.ok) throw new Error(p.error.code);
    for (const m of moves) p.value.play(parseUci(m)!);
    return p.value;
  };

  it('keeps it only where no blind spot or noise is drawn each move', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(keepsSearch)).toEqual([false, false, false, true, true, true, true, true]);
  });

  it('reuses the search when the game goes on, and starts anew on a new game or a move taken back', () => {
    const req = (moves: string[]) => ({ rules: 'janggi' as const, rootFen: START, moves, level: 8 });
    const first = gameSearch(req(['a4a5']), at(['a4a5']));
    const line = ['a4a5', 'i7i6', 'b1c3'];
    const next = gameSearch(req(line), at(line));
    // Compared by identity: a failed toBe would print the tables' millions of entries.
    expect(next === first).toBe(true);
    expect(next.pos.hashLo).toBe(at(line).hashLo);
    // A move taken back: the history is shorter than the kept one.
    const back = gameSearch(req(['a4a5']), at(['a4a5']));
    expect(back === first).toBe(false);
    // Another game from the same start.
    const other = gameSearch(req(['c4c5']), at(['c4c5']));
    expect(other === back).toBe(false);
    // Under other rules.
    expect(gameSearch({ ...req(['c4c5']), rules: 'casual' }, at(['c4c5'])) === other).toBe(false);
  });

  it('answers a legal move at each turn of a game it follows', () => {
    const line = ['a4a5', 'i7i6'];
    for (let turn = 0; turn < 3; turn++) {
      const answer = think({ rules: 'janggi', rootFen: START, moves: line, level: 8, movetime: 60 });
      const pos = at(line);
      expect(pos.isLegal(parseUci(answer!)!)).toBe(true);
      pos.play(parseUci(answer!)!);
      const reply = pos.legalMoves().find((m) => m.from !== m.to)!;
      line.push(answer!, moveToUci(reply));
    }
  });
});

describe('the computer waits before it answers', () => {
  const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

  it('a fast level still shows its reply no sooner than MIN_REPLY_MS after the learner moved', async () => {
    const { createOpponent, MIN_REPLY_MS } = await import('../../src/lib/play/opponent-client');
    expect(MIN_REPLY_MS).toBeGreaterThanOrEqual(400);
    const request = { rules: 'janggi' as const, rootFen: START, moves: ['b1c3'], level: 1 };
    // The search alone is quick (the delay is not in the search).
    const searchStart = performance.now();
    think(request);
    const searchMs = performance.now() - searchStart;
    expect(searchMs).toBeLessThan(MIN_REPLY_MS);

    const opponent = createOpponent();
    const asked = performance.now();
    const move = await opponent.think(request);
    const shownAfter = performance.now() - asked;
    expect(move).toMatch(/^[a-i]\d+[a-i]\d+$/);
    expect(shownAfter).toBeGreaterThanOrEqual(MIN_REPLY_MS - 5);
    expect(shownAfter).toBeLessThan(MIN_REPLY_MS + 1000);
  });

  it('a search that took longer than the minimum adds no wait; a cancel during the wait drops the reply', async () => {
    const { createOpponent } = await import('../../src/lib/play/opponent-client');
    let clock = 0;
    // The clock says the search took 2 s: no wait on top.
    const slow = createOpponent({ minReplyMs: 450, now: () => (clock += 1000) });
    const t0 = performance.now();
    await slow.think({ rules: 'janggi', rootFen: START, moves: [], level: 1 });
    expect(performance.now() - t0).toBeLessThan(400);

    const opponent = createOpponent({ minReplyMs: 5000 });
    const pending = opponent.think({ rules: 'janggi', rootFen: START, moves: [], level: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(opponent.busy).toBe(true);
    opponent.cancel();
    await expect(pending).rejects.toThrow('cancelled');
    expect(opponent.busy).toBe(false);
  });
});
