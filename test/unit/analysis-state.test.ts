// The analysis board without its view, and with no DOM: opening a position from a link (its moves
// as far as they are legal, at its ply), why a position cannot be analysed, moving through the tree
// and its side lines, the address it keeps, and how the engine's lines and scores read.
import { describe, expect, it } from 'vitest';
import { AnalysisState, scoreLong, scoreShort } from '$lib/analysis/analysis-state.svelte';
import { ROOT } from '$lib/analysis/tree';
import { START_FEN, parseUci, type NotationName } from '$lib/engine';
import { loadCatalogue, loadSections, locale } from '$lib/i18n';

function setup(notation: NotationName = 'uci') {
  return new AnalysisState({ notation });
}
const move = (uci: string) => parseUci(uci)!;

describe('AnalysisState', () => {
  it('opens a link at its ply, and keeps the line and the ply in the address once ready', async () => {
    const a = setup();
    expect(await a.open(START_FEN, 'janggi', ['a4b4', 'a7b7', 'c4c5'], 2)).toBe(true);
    expect(a.tree.path(a.current)).toEqual(['a4b4', 'a7b7']);
    expect(a.movesNote).toBeNull();
    expect(a.atStart).toBe(false);
    expect(a.atEnd).toBe(false);
    expect(a.search).toBeUndefined();
    a.ready = true;
    expect(a.search).toContain('moves=a4b4,a7b7,c4c5');
    expect(a.search).toContain('ply=2');
    expect(a.dests.size).toBeGreaterThan(0);
    expect(a.request).toEqual({ rules: 'janggi', rootFen: START_FEN, moves: ['a4b4', 'a7b7'], on: true });
  });

  it("stops a link's line before its first illegal move, and says which", async () => {
    const a = setup();
    expect(await a.open(START_FEN, 'janggi', ['a4b4', 'a4a5', 'c4c5'])).toBe(true);
    expect(a.tree.path(a.tree.end(ROOT))).toEqual(['a4b4']);
    expect(a.movesNote).toBe('Move 2 of the link (a4a5) cannot be played in its position; the line stops before it.');
    a.go(ROOT);
    expect(a.movesNote).toBeNull();
  });

  it('says why a position cannot be analysed, offers no moves, and keeps no address', async () => {
    const a = setup();
    a.ready = true;
    expect(await a.open('not a fen', 'janggi', [])).toBe(false);
    expect(a.fenError).toMatch(/^This position cannot be analysed: ./);
    expect(a.shownBadFen).toBe('not a fen');
    expect(a.dests.size).toBe(0);
    expect(a.search).toBeUndefined();
    expect(a.request.on).toBe(false);
    // A readable FEN of an impossible position: the reason in words.
    expect(await a.open('9/9/9/9/9/9/9/9/4K4/9 w - - 0 1', 'janggi', [])).toBe(false);
    expect(a.fenError).toContain('Han has no general.');
    // A good one clears it.
    expect(await a.open(START_FEN, 'janggi', [])).toBe(true);
    expect(a.fenError).toBeNull();
    expect(a.search).toBe('');
  });

  it("names each side's own soldier behind its start rank in the reader's language", async () => {
    // A Cho soldier on c2 and a Han soldier on g9: both behind their start ranks.
    const fen = '4k4/6p2/9/9/9/9/9/9/2P6/4K4 w - - 0 1';
    const a = setup();
    expect(await a.open(fen, 'janggi', [])).toBe(false);
    expect(a.fenError).toContain("Cho's soldier on c2 stands behind");
    expect(a.fenError).toContain("Han's soldier on g9 stands behind");
    await loadCatalogue('ko');
    await loadSections('ko', ['analysis']);
    locale.set('ko');
    try {
      expect(await a.open(fen, 'janggi', [])).toBe(false);
      // Korean: Cho's soldier is 졸, Han's 병.
      expect(a.fenError).toContain('c2에 있는 초의 졸이 처음 서는 줄보다 뒤에 있어요. 졸은 뒤로 가지 못해요.');
      expect(a.fenError).toContain('g9에 있는 한의 병이 처음 서는 줄보다 뒤에 있어요. 병은 뒤로 가지 못해요.');
    } finally {
      locale.set('en');
    }
  });

  it('moves back and forth, and a move off the main line starts a side line', async () => {
    const a = setup();
    await a.open(START_FEN, 'janggi', ['a4b4', 'a7b7']);
    a.ready = true;
    a.toStart();
    expect(a.atStart).toBe(true);
    expect(a.fen).toBe(START_FEN);
    a.forward();
    expect(a.tree.path(a.current)).toEqual(['a4b4']);
    expect(a.lastMove).toEqual(move('a4b4'));
    a.move(move('i7h7'));
    expect(a.tree.path(a.current)).toEqual(['a4b4', 'i7h7']);
    expect(a.tokens.map((t) => (t.kind === 'move' ? `${a.moveText.get(t.id)}@${t.level}` : t.kind))).toEqual([
      'a4b4@0',
      'a7b7@0',
      'open',
      'i7h7@1',
      'close',
    ]);
    a.back();
    a.toEnd();
    expect(a.tree.path(a.current)).toEqual(['a4b4', 'a7b7']);
    expect(a.atEnd).toBe(true);
    // A move the position does not allow changes nothing.
    const before = a.tree.nodes.length;
    a.move(move('b1b5'));
    expect(a.tree.nodes.length).toBe(before);
  });

  it('numbers the moves from the root: Han first from a position where Han is to move', async () => {
    const a = setup();
    await a.open(START_FEN.replace(' w ', ' b ').replace(/ 1$/, ' 7'), 'janggi', ['a7b7', 'a4b4']);
    expect(a.numberOf(1)).toEqual({ n: 7, color: 'han' });
    expect(a.numberOf(2)).toEqual({ n: 8, color: 'cho' });
  });

  it("writes the engine's lines in the reader's notation, plays one up to a move, and draws its first move", async () => {
    const a = setup();
    await a.open(START_FEN, 'janggi', []);
    a.report = { id: 1, depth: 6, nodes: 100, ms: 10, done: false, lines: [{ pv: ['a4b4', 'a7b7', 'b4b5'], score: { cp: 130 } }] };
    expect(a.shownLines).toEqual([
      {
        score: { cp: 130 },
        moves: [
          { uci: 'a4b4', text: 'a4b4' },
          { uci: 'a7b7', text: 'a7b7' },
          { uci: 'b4b5', text: 'b4b5' },
        ],
      },
    ]);
    expect(a.bestArrow).toEqual([{ ...move('a4b4'), color: 'blue' }]);
    expect(a.share).toBeGreaterThan(0.5);
    a.playLine(['a4b4', 'a7b7', 'b4b5'], 1);
    expect(a.tree.path(a.current)).toEqual(['a4b4', 'a7b7']);
    // In Korean notation, the same line reads otherwise.
    const ko = setup('korean');
    await ko.open(START_FEN, 'janggi', ['a4b4']);
    expect(ko.moveText.get(ko.tree.next(ROOT))).not.toBe('a4b4');
  });

  it('reads scores short and in words', () => {
    expect(scoreShort({ cp: 130 })).toBe('+1.3');
    expect(scoreLong({ cp: 130 })).toBe('Cho is ahead by 1.3 points');
    expect(scoreLong({ cp: -40 })).toBe('Han is ahead by 0.4 points');
    expect(scoreLong({ cp: 2 })).toBe('Even');
    expect(scoreShort({ cp: 29990, mate: 2 })).toBe('#2');
    expect(scoreLong({ cp: -29990, mate: -2 })).toBe('Han mates in 2');
  });
});
