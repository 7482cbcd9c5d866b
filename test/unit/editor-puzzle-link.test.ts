import { describe, expect, it } from 'vitest';
import { decodePuzzle, encodePuzzle, puzzleHref, toPuzzle, verifyPuzzle, type CustomPuzzle } from '../../src/lib/task/puzzle-link';
import { judgePosition } from '../../src/lib/task/verdict';
import { customPuzzles, keepCustomPuzzle } from '../../src/lib/task/custom-store';
import { createProgressApi, MemoryBackend } from '../../src/lib/progress';

// m2-0135: Han to move mates in 2.
const FEN = '4k4/9/4a4/9/9/9/9/2p1Ar3/3K5/9 b - - 0 1';

function fromVerdict(fen: string): CustomPuzzle {
  const v = judgePosition(fen, 'janggi');
  if (v.kind !== 'mate') throw new Error('no mate');
  return { fen, rules: 'janggi', moves: v.line };
}

describe('custom puzzle links', () => {
  it('carry the position, rules and answer there and back, compactly', () => {
    const p = fromVerdict(FEN);
    const href = puzzleHref(p);
    expect(href.startsWith('/puzzles/custom?p=')).toBe(true);
    expect(href.length).toBeLessThan(120);
    const back = decodePuzzle(new URL(href, 'https://x.test').searchParams.get('p'));
    expect(back).toEqual({ ok: true, value: p });
    expect(verifyPuzzle(p)).toBe(true);
    const puzzle = toPuzzle(p);
    expect(puzzle.mateIn).toBe(2);
    expect(puzzle.moves).toEqual(p.moves);
    expect(puzzle.themes).toEqual(['mate-in-2']);
    expect(toPuzzle(p).id).toBe(puzzle.id);
  });

  it('refuse hostile or damaged links with a code', () => {
    const good = encodePuzzle(fromVerdict(FEN));
    const code = (payload: string | null) => {
      const r = decodePuzzle(payload);
      return r.ok ? 'ok' : r.error;
    };
    expect(code(good)).toBe('ok');
    expect(code(null)).toBe('link.missing');
    expect(code('')).toBe('link.missing');
    expect(code(good + ','.repeat(500))).toBe('link.long');
    expect(code(good.replace(/^1;/, '2;'))).toBe('link.version');
    expect(code(good.replace(/^1;/, 'x;'))).toBe('link.form');
    expect(code(good.split(';').slice(0, 4).join(';'))).toBe('link.form');
    expect(code(good.replace(';janggi;', ';chess;'))).toBe('link.form');
    expect(code(good.replace(';b;', ';q;'))).toBe('link.form');
    expect(code(good.replace('4k4/', '4z4/'))).toBe('link.fen');
    // No Han general: an impossible position.
    expect(code(good.replace('4k4/', '9/'))).toBe('link.illegal');
    // An even number of moves, a move that is not legal, a move that is not a move.
    const [v, board, turn, rules, line] = good.split(';');
    const moves = line.split(',');
    expect(code([v, board, turn, rules, moves.slice(0, 2).join(',')].join(';'))).toBe('link.moves');
    expect(code([v, board, turn, rules, 'a1a2'].join(';'))).toBe('link.moves');
    expect(code([v, board, turn, rules, '<script>'].join(';'))).toBe('link.moves');
  });

  it('say when an answer no longer verifies', () => {
    const p = fromVerdict(FEN);
    // A legal first move that does not mate in 2.
    expect(verifyPuzzle({ ...p, moves: ['f3f4', 'e3e2', 'f4f1'] })).toBe(false);
    // A mate in 1 presented as a mate in 2: not the puzzle the link says.
    expect(verifyPuzzle({ fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', rules: 'janggi', moves: ['b1b10', 'e10e9', 'b10b9'] })).toBe(false);
  });
});

describe('custom puzzles kept offline', () => {
  it('stores a verified puzzle once, refuses an unverified one, and backups carry them', async () => {
    const a = createProgressApi(new MemoryBackend());
    const p = fromVerdict(FEN);
    expect(await keepCustomPuzzle(a, p)).toBe(true);
    expect(await keepCustomPuzzle(a, p)).toBe(true);
    expect(await keepCustomPuzzle(a, { ...p, moves: ['f3f4', 'e3e2', 'f4f1'] })).toBe(false);
    expect(await customPuzzles(a)).toEqual([p]);

    // Export from one device, import on another that has a puzzle of its own: both are kept.
    const file = JSON.parse(JSON.stringify(await a.exportProgress()));
    const b = createProgressApi(new MemoryBackend());
    const mine = fromVerdict('4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1');
    await keepCustomPuzzle(b, mine);
    const r = await b.importProgress(file);
    expect(r.ok).toBe(true);
    expect(await customPuzzles(b)).toEqual([mine, p]);

    // A backup whose puzzle entry is not text is refused whole.
    const bad = JSON.parse(JSON.stringify(file));
    bad.data.settings = bad.data.settings.map(([k, v]: [string, unknown]) => (k === 'customPuzzles' ? [k, [{ evil: true }]] : [k, v]));
    const c = createProgressApi(new MemoryBackend());
    expect((await c.importProgress(bad)).ok).toBe(false);
    expect(await customPuzzles(c)).toEqual([]);
  });
});
