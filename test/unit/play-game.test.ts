import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gamePositionFromFen, parseSquare, Position, START_FEN } from '../../src/lib/engine';
import { fenErrorText } from '../../src/lib/play/fen-error';
import { ENGINE_ERROR_WORDS } from '../../src/lib/i18n/engine-errors';
import { CAPTURABLE_GENERAL, PlayGame } from '../../src/lib/play/game.svelte';

const sq = (n: string) => parseSquare(n)!;
const mv = (from: string, to: string) => ({ from: sq(from), to: sq(to) });

describe('PlayGame', () => {
  it('plays, records UCI moves and undoes', () => {
    const g = new PlayGame();
    expect(g.fen).toBe(START_FEN);
    expect(g.play(mv('b1', 'c3'))).toBe(true);
    expect(g.play(mv('b1', 'c3'))).toBe(false);
    expect(g.moves).toEqual(['b1c3']);
    expect(g.turn).toBe('han');
    expect(g.lastMove).toEqual(mv('b1', 'c3'));
    expect(g.undo()).toBe(true);
    expect(g.fen).toBe(START_FEN);
    expect(g.undo()).toBe(false);
  });

  it('keeps the valid prefix of a saved game and rejects bad ones', () => {
    const g = new PlayGame();
    expect(g.restore({ rules: 'chess', rootFen: START_FEN, moves: [] })).toBe(false);
    expect(g.restore({ rules: 'janggi', rootFen: 'nonsense', moves: [] })).toBe(false);
    expect(g.restore({ rules: 'modern', rootFen: START_FEN, moves: ['b1c3', 'h10g8', 'a1a9', 'c4c5'] })).toBe(true);
    expect(g.rules).toBe('modern');
    expect(g.moves).toEqual(['b1c3', 'h10g8']);
  });

  it('numbers moves from the root FEN, Han first when Han is to move', () => {
    const g = new PlayGame();
    g.start('janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2K2C1/9/RNBA1ABNR b - - 0 7');
    g.play(mv('h10', 'g8'));
    g.play(mv('b1', 'c3'));
    const h = g.history('korean');
    expect(h.map((e) => [e.number, e.color, e.text])).toEqual([
      [7, 'han', '18마37'],
      [8, 'cho', '02마83'],
    ]);
  });

  it('ends at mate: no moves, no pass', () => {
    const g = new PlayGame();
    g.start('janggi', '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1');
    expect(g.play(mv('b1', 'b10'))).toBe(true);
    expect(g.outcome).toEqual({ reason: 'checkmate', winner: 'cho' });
    expect(g.dests.size).toBe(0);
    expect(g.canPass).toBe(false);
    expect(g.history('site')[0].text).toBe('R02-12#');
  });

  it('bikjang then pass ends by counting (janggi) or in a draw (traditional)', () => {
    const fen = '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1';
    const g = new PlayGame();
    g.start('janggi', fen);
    g.play(mv('e5', 'c4'));
    expect(g.bikjang).toBe(true);
    expect(g.canPass).toBe(true);
    g.play(mv('e9', 'e9'));
    expect(g.outcome).toEqual({ reason: 'bikjang', winner: 'cho', points: { cho: 5, han: 3.5 } });

    g.start('traditional', fen);
    g.play(mv('e5', 'c4'));
    g.play(mv('e9', 'e9'));
    expect(g.outcome).toEqual({ reason: 'bikjang' });
  });

  it('knows when a pass ends the game, and how it would be scored', () => {
    const g = new PlayGame();
    // At the start a pass ends nothing.
    expect(g.canPass).toBe(true);
    expect(g.passOutcome).toBeUndefined();
    g.play(mv('e2', 'e2'));
    // Cho passed: Han's pass would end the game, counted under tournament rules (Han has the deom).
    expect(g.passOutcome).toEqual({ reason: 'double-pass', winner: 'han', points: { cho: 72, han: 73.5 } });
    g.play(mv('a7', 'a6'));
    expect(g.passOutcome).toBeUndefined();

    g.start('traditional', START_FEN);
    g.play(mv('e2', 'e2'));
    expect(g.passOutcome).toEqual({ reason: 'double-pass' });
    // Asking does not play anything.
    expect(g.moves).toEqual(['e2e2']);
    expect(g.turn).toBe('han');
    expect(g.over).toBe(false);

    // Bikjang: the pass that leaves it standing ends the game.
    g.start('janggi', '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1');
    g.play(mv('e5', 'c4'));
    expect(g.passOutcome).toMatchObject({ reason: 'bikjang', winner: 'cho' });
  });

  it('resigns: the other side wins, nothing more can be played; undo takes the resignation back', () => {
    const g = new PlayGame();
    g.play(mv('b1', 'c3'));
    expect(g.resign('han')).toBe(true);
    expect(g.outcome).toEqual({ reason: 'resign', winner: 'cho' });
    expect(g.over).toBe(true);
    expect(g.dests.size).toBe(0);
    expect(g.canPass).toBe(false);
    expect(g.play(mv('h10', 'g8'))).toBe(false);
    expect(g.resign('cho')).toBe(false);
    // A kept resigned game comes back resigned.
    const h = new PlayGame();
    expect(h.restore({ ...g.snapshot(), result: { reason: 'resign', winner: 'cho' } })).toBe(true);
    expect(h.outcome).toEqual({ reason: 'resign', winner: 'cho' });
    expect(g.undo()).toBe(true);
    expect(g.outcome).toBeUndefined();
    expect(g.moves).toEqual(['b1c3']);
    // A new game forgets it.
    h.start('janggi', START_FEN);
    expect(h.outcome).toBeUndefined();
  });

  it('marks a pass in the history, whatever the notation', () => {
    const g = new PlayGame();
    g.play(mv('e2', 'e2'));
    g.play(mv('b10', 'c8'));
    for (const n of ['uci', 'korean', 'site'] as const) {
      expect(g.history(n).map((e) => e.pass)).toEqual([true, false]);
    }
    // The engine's UCI still says e2e2.
    expect(g.history('uci')[0].uci).toBe('e2e2');
  });

  it('keeps the game when a FEN does not load', () => {
    const g = new PlayGame();
    g.play(mv('b1', 'c3'));
    const r = g.start('janggi', '4k4/R8/9 w - - 0 1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(fenErrorText(r.error, 'en')).toMatch(/10 ranks/);
    expect(g.moves).toEqual(['b1c3']);
  });
});

describe('FEN errors in the UI language', () => {
  it('has a text in every language for every error the FEN reader can give', () => {
    const source = readFileSync(new URL('../../src/lib/engine/fen.ts', import.meta.url), 'utf8');
    const codes = [...new Set([...source.matchAll(/err\(\s*'(fen\.[a-z-]+)'/g)].map((m) => m[1]))];
    expect(codes.length).toBeGreaterThan(10);
    for (const [lang, words] of Object.entries(ENGINE_ERROR_WORDS))
      expect(
        codes.filter((c) => !(c in words)),
        lang,
      ).toEqual([]);
  });

  it('explains a bad FEN in Korean, and in the engine words in English', () => {
    const r = Position.fromFen('rnba1abnr/4k4/1c5c1 w - - 0 1');
    if (r.ok) throw new Error('a three-rank FEN loaded');
    expect(fenErrorText(r.error, 'en')).toMatch(/10 ranks/);
    const ko = fenErrorText(r.error, 'ko');
    expect(ko).toMatch(/[가-힣]/);
    expect(ko).not.toMatch(/[A-Za-z]{4,}/);
  });

  it("names a soldier behind its start by its point and as its side calls it (Cho's 졸/卒, Han's 병/兵)", () => {
    const say = (lang: keyof typeof ENGINE_ERROR_WORDS, color: string, square: string) =>
      ENGINE_ERROR_WORDS[lang]['fen.soldier-behind']({ color, square });
    expect(say('ko', 'cho', 'a3')).toMatch(/^초의 졸이 a3에 있어요/);
    expect(say('ko', 'han', 'c8')).toMatch(/^한의 병이 c8에 있어요/);
    expect(say('zh-Hant', 'cho', 'a3')).toMatch(/^楚方在a3的卒/);
    expect(say('zh-Hant', 'han', 'c8')).toMatch(/^漢方在c8的兵/);
    expect(say('es', 'han', 'c8')).toMatch(/^El soldado de Han en c8 /);
    expect(say('en', 'cho', 'a3')).toMatch(/^Cho's soldier on a3 /);
  });
});

describe('loading a position', () => {
  it('refuses one where the side not to move is in check (its general could be taken)', () => {
    const g = new PlayGame();
    // Han's general on e10 faces Cho's chariot on e2 with Cho to move.
    const r = g.start('janggi', '4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(CAPTURABLE_GENERAL);
    expect(g.fen).toBe(START_FEN);
    // The same position with Han to move is a check, and loads.
    expect(g.start('janggi', '4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1').ok).toBe(true);
    expect(g.inCheck).toBe(true);
  });
});

describe('/play setup names', () => {
  it('gives the four setups four names, the mixed ones after the side whose horse is inside', async () => {
    const { SETUPS, SETUP_NAMES } = await import('$lib/engine');
    expect(new Set(SETUPS.map((s) => SETUP_NAMES[s].hangul)).size).toBe(4);
    for (const s of SETUPS) {
      // The pattern reads the back rank's horses and elephants from left to right.
      const pattern = [s[1], s[2], s[6], s[7]].map((c) => (c === 'N' ? '마' : '상')).join('');
      expect(SETUP_NAMES[s].pattern).toBe(pattern);
      const leftInside = s[2] === 'N';
      const rightInside = s[6] === 'N';
      const name = leftInside && rightInside ? '양귀마' : !leftInside && !rightInside ? '원앙마' : leftInside ? '왼귀마' : '오른귀마';
      expect(SETUP_NAMES[s].hangul).toBe(name);
      // Described by the horses, in the engine's words for tools and in both catalogues for pages.
      const side = leftInside === rightInside ? 'both' : leftInside ? 'left' : 'right';
      expect(SETUP_NAMES[s].plain).toMatch(new RegExp(`${side} horses? ${leftInside || rightInside ? 'inside' : 'outside'}`));
      const { en, ko: loaded } = (await import('$lib/board/setup-names')).SETUPS_CATALOGUES;
      const ko = loaded!;
      const key = `setups.desc.${SETUP_NAMES[s].romanized}` as const;
      expect(en[key]).toMatch(new RegExp(`^${side} horses? ${leftInside || rightInside ? 'inside' : 'outside'}`));
      expect(en[key]).not.toMatch(/elephant/);
      const koSide = side === 'both' ? '양쪽' : side === 'left' ? '왼쪽' : '오른쪽';
      expect(ko[key]).toMatch(new RegExp(`^${koSide} 마[가는] ${leftInside || rightInside ? '안쪽' : '바깥쪽'}`));
      expect(ko[key]).not.toMatch(/상/);
    }
  });
});

describe("/play's FEN field refuses a position no game reaches", () => {
  // Cho's soldier on c3 (Cho's soldiers start on rank 4); Han's on b8 (Han's start on rank 7). Soldiers never move back.
  const choBehind = '9/5k3/9/9/9/9/3P5/2PRA4/9/4K4 w - - 0 1';
  const hanBehind = '9/4k4/1p4n2/9/9/9/9/9/1R7/5K3 w - - 0 1';

  it('a soldier behind its start rank: refused with its side and point (the field judges with gamePositionFromFen)', () => {
    expect(gamePositionFromFen(choBehind, 'janggi')).toEqual({
      ok: false,
      error: { code: 'fen.soldier-behind', params: { color: 'cho', role: 'soldier', square: 'c3' } },
    });
    expect(gamePositionFromFen(hanBehind, 'casual')).toEqual({
      ok: false,
      error: { code: 'fen.soldier-behind', params: { color: 'han', role: 'soldier', square: 'b8' } },
    });
    // On or past their start rank, sideways or forward, soldiers load, and a game starts from them.
    for (const fen of ['9/5k3/9/9/9/9/2PP5/3RA4/9/4K4 w - - 0 1', '9/4k4/6n2/1p7/p8/9/9/9/1R7/5K3 w - - 0 1']) {
      expect(gamePositionFromFen(fen, 'janggi').ok, fen).toBe(true);
      expect(new PlayGame().start('janggi', fen).ok, fen).toBe(true);
    }
  });

  it('says why in every language, naming the point', () => {
    const r = gamePositionFromFen(choBehind, 'janggi');
    if (r.ok) throw new Error('loaded');
    expect(fenErrorText(r.error, 'en')).toMatch(/Cho's soldier on c3 .*never move back/);
    expect(fenErrorText(r.error, 'ko')).toBe(
      '초의 졸이 c3에 있어요. 처음 서는 줄보다 뒤예요. 졸은 뒤로 가지 못하니 대국에서는 나올 수 없는 국면이에요.',
    );
    expect(fenErrorText(r.error, 'zh-Hant')).toMatch(/c3.*卒.*不能後退/);
    expect(fenErrorText(r.error, 'es')).toMatch(/soldado de Cho en c3 .*nunca retroceden/);
    const h = gamePositionFromFen(hanBehind, 'janggi');
    if (h.ok) throw new Error('loaded');
    expect(fenErrorText(h.error, 'ko')).toMatch(/^한의 병이 b8에 .* 병은 뒤로/);
    expect(fenErrorText(h.error, 'zh-Hant')).toMatch(/b8.*兵/);
  });
});
