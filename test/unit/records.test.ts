import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position, parseUci, setupFen } from '../../src/lib/engine';
import { decodeRecordBytes, formatGib, formatPgn, parseRecords, type GameRecord } from '../../src/lib/records';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/records/${name}`, import.meta.url));
const read = (text: string): GameRecord[] => {
  const r = parseRecords(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('reading .gib records', () => {
  const games = read(decodeRecordBytes(fixture('two-games.gib')));

  it('reads every game of a file, its setups, moves, comments, pass and result', () => {
    expect(games).toHaveLength(2);
    const [a, b] = games;
    // 한차림 마상마상 as Han sees it from its own left: b and g hold elephants in the FEN.
    expect(a.fen).toBe(setupFen('RBNA1ABNR', 'RNBA1ANBR'));
    expect(a.moves).toHaveLength(70);
    expect(a.moves.slice(0, 3)).toEqual(['a4b4', 'e7d7', 'i4h4']);
    expect(a.moves[20]).toBe('e2e2');
    expect(a.comments[3]).toBe('귀마 포진으로 시작해요');
    expect(a.result).toBe('cho');
    expect(b.fen).toBe(setupFen('RBNA1ANBR', 'RNBA1ABNR'));
    expect(b.moves.slice(-2)).toEqual(['e1e1', 'e9e9']);
    expect(b.result).toBe('han');
    expect(b.line).toBeGreaterThan(a.line);
  });

  it('reads a Korean program file: CP949, CRLF, hanja with the side, stray bytes, a pass in two words', () => {
    const text = decodeRecordBytes(fixture('korean-program-cp949.gib'));
    expect(text).toContain('71楚卒72');
    const [g] = read(text);
    expect(g.moves).toEqual(games[0].moves);
    expect(g.result).toBe('cho');
  });

  it('every move replays legally', () => {
    for (const g of games) {
      const r = Position.fromFen(g.fen, 'casual');
      if (!r.ok) throw new Error(r.error.code);
      for (const u of g.moves) expect(r.value.play(parseUci(u)!)).toBe(true);
    }
  });

  it('reads Han’s setup as Cho would write it when that is how the file wrote it', () => {
    const own = formatGib(games[0]);
    // The same game with 한차림 read left to right from Cho's side (상마상마 for the same pieces).
    const asCho = own.replace('[한차림 "마상마상"]', '[한차림 "상마상마"]');
    expect(read(asCho)[0].moves).toEqual(games[0].moves);
  });
});

describe('writing records', () => {
  const games = read(decodeRecordBytes(fixture('two-games.gib')));

  it('a .gib written by the app reads back the same', () => {
    for (const g of games) {
      const [back] = read(formatGib(g));
      expect(back.fen).toBe(g.fen);
      expect(back.moves).toEqual(g.moves);
      expect(back.result).toBe(g.result);
      expect(back.comments).toEqual(g.comments);
    }
  });

  it('writes captures with the captured piece after the target, and a pass as 한수쉼', () => {
    const gib = formatGib(games[0]);
    expect(gib).toMatch(/(^|\s)9\. 87포57병(\s|$)/);
    expect(gib).toContain('21. 한수쉼');
    expect(gib).toContain('[총수 "70"]');
  });

  it('PGN in the variants site style reads back the same, and matches a stored PGN', () => {
    for (const g of games) {
      const pgn = formatPgn(g);
      expect(pgn).toContain('[Variant "Janggi"]');
      const [back] = read(pgn);
      expect(back.fen).toBe(g.fen);
      expect(back.moves).toEqual(g.moves);
      expect(back.result).toBe(g.result);
    }
    const [stored] = read(fixture('site-game.pgn').toString('utf8'));
    expect(stored.moves).toEqual(games[1].moves);
    expect(stored.result).toBe('han');
  });

  it('a position that is not a setup start travels as a FEN', () => {
    const fen = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
    const g: GameRecord = { tags: [], fen, moves: ['e2a2'], comments: {}, line: 1 };
    expect(formatGib(g)).toContain(`[FEN "${fen}"]`);
    expect(read(formatGib(g))[0].fen).toBe(fen);
    expect(read(formatPgn(g))[0].moves).toEqual(['e2a2']);
  });
});

describe('records that cannot be read say where and why, and nothing is read', () => {
  const good = decodeRecordBytes(fixture('two-games.gib'));
  const fails = (text: string) => {
    const r = parseRecords(text);
    if (r.ok) throw new Error('read');
    return r.error;
  };

  it('an illegal move: its ply, line and text', () => {
    // The second game's Cho chariot leaves a1 to a9 in one jump over its own soldier.
    const bad = good.replace('5. 01차81', '5. 01차21');
    const e = fails(bad);
    expect(e).toMatchObject({ code: 'illegal-move', ply: 5, text: '01차21' });
    expect(bad.split('\n')[e.line - 1]).toContain('01차21');
  });

  it('a move that names the wrong piece, or a capture of a piece that is not there', () => {
    expect(fails(good.replace('1. 71졸72', '1. 71마72'))).toMatchObject({ code: 'illegal-move', ply: 1 });
    expect(fails(good.replace('9. 87포57병', '9. 87포57차'))).toMatchObject({ code: 'illegal-move', ply: 9 });
  });

  it('unreadable text, headers and setups', () => {
    expect(fails(good.replace('3. 79졸78', '3. hello'))).toMatchObject({ code: 'move-text', ply: 3, text: 'hello' });
    expect(fails(good.replace('[대국일자 "2026-11-20"]', '[대국일자 "2026-11-20"'))).toMatchObject({ code: 'header', line: 2 });
    expect(fails(good.replace('[초차림 "마상마상"]', '[초차림 "마마마마"]'))).toMatchObject({ code: 'setup', line: 1 });
    expect(fails('[FEN "not a fen"]\n1. a1a2')).toMatchObject({ code: 'fen' });
    expect(fails('')).toMatchObject({ code: 'empty' });
    expect(fails('   \n\n')).toMatchObject({ code: 'empty' });
    expect(fails('[초대국자 "김"]\n')).toMatchObject({ code: 'no-moves', line: 1 });
  });

  it('a move after mate', () => {
    // A mate in one from the puzzle collection, then a reply that cannot come.
    const fen = '3R3c1/5k3/2na2P2/P4nC2/p2p1Bp2/3p5/9/9/3KA4/9 w - - 0 1';
    expect(read(`[FEN "${fen}"]\n1. g8f8`)[0].moves).toEqual(['g8f8']);
    expect(fails(`[FEN "${fen}"]\n1. g8f8 2. f9e9`)).toMatchObject({ code: 'after-end', ply: 2, text: 'f9e9' });
  });
});
