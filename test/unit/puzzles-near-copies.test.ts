// No near-copies: the collection holds at most MAX_NEAR_COPY_PAIRS pairs of puzzles with the same
// side to move whose boards differ on at most 3 points; a retired near-copy keeps its page, its
// review card and the assignment links that name it, and says which puzzle was kept. So does a bakbo
// set again with Han to move, and a random placement replaced by positions from games.
import { describe, expect, it } from 'vitest';
import { catalogFromData, puzzleRows } from '$lib/assignments/catalog';
import { PUZZLES, RETIRED, puzzleById } from '$lib/puzzles/collection.server';
import { compareKeep, isRandomPlacement, MAX_NEAR_COPY_PAIRS, nearCopyPairs, pruneNearCopies } from '$lib/puzzles/near-copies';
import { duePlaces } from '$lib/puzzles/select';
import type { Puzzle } from '$lib/puzzles/types';
import { load } from '../../src/routes/puzzles/[id]/+page.server';
import { swapSides, swapUci } from '../../scripts/puzzles/checks';

const EMPTY = '9/9/9/9/9/9/9/9/9/9';
/** A board of `pieces` (`{ e9: 'k' }`) with `turn` to move. */
function fen(pieces: Record<string, string>, turn = 'w'): string {
  const rows = EMPTY.split('/').map(() => Array<string>(9).fill(''));
  for (const [sq, p] of Object.entries(pieces)) rows[10 - Number(sq.slice(1))][sq.charCodeAt(0) - 97] = p;
  const text = rows
    .map((r) =>
      r
        .map((c) => c || '1')
        .join('')
        .replace(/1+/g, (m) => String(m.length)),
    )
    .join('/');
  return `${text} ${turn} - - 0 1`;
}
const BASE = { e9: 'k', e2: 'K', d10: 'a', f10: 'a', a4: 'P', c4: 'P', g4: 'P', a1: 'R' };
const puzzle = (id: string, board: Record<string, string>, over: Partial<Puzzle> = {}): Puzzle => ({
  id,
  fen: fen(board),
  moves: ['a1a9'],
  mateIn: 1,
  rating: 1000,
  themes: ['mate-in-1'],
  source: 'selfplay-s1-g1-p1',
  ...over,
});

describe('near-copies', () => {
  it(`the collection holds at most ${MAX_NEAR_COPY_PAIRS} pairs`, () => {
    const pairs = nearCopyPairs(PUZZLES);
    expect(pairs.length, pairs.slice(0, 10).join(' ')).toBeLessThanOrEqual(MAX_NEAR_COPY_PAIRS);
  });

  it('counts boards that differ on at most 3 points with the same side to move, and no others', () => {
    const a = puzzle('a', BASE);
    const moved = puzzle('b', { ...BASE, a4: '', a5: 'P' }); // 2 points
    const three = puzzle('c', { ...BASE, c4: '', g4: '', i4: 'P' }); // 3 points
    const four = puzzle('d', { ...BASE, a4: '', c4: '', g4: '', i4: 'P' }); // 4 points
    const otherSide = { ...a, id: 'e', fen: a.fen.replace(' w ', ' b ') };
    expect(nearCopyPairs([a, moved, three, four, otherSide])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['c', 'd'],
    ]);
  });

  it('keeps the better of a pair: bakbo, then a natural position over a random one, then the longer mate, then the shorter line, then the cleaner board', () => {
    const placed = puzzle('p', BASE, { source: 'placed-s1-g0-p1' });
    const game = puzzle('g', { ...BASE, a4: '' }, { moves: ['a1a9', 'e9e10', 'a9a10'], mateIn: 2 });
    expect(compareKeep(game, placed)).toBeLessThan(0);
    expect(compareKeep(game, puzzle('s', BASE))).toBeLessThan(0);
    const tactic = (id: string, moves: string[]) => puzzle(id, BASE, { mateIn: 0, moves });
    expect(compareKeep(tactic('t3', ['a1a9', 'e9e10', 'a9a10']), tactic('t5', ['a1a9', 'e9e10', 'a9a10', 'e10e9', 'a10a9']))).toBeLessThan(
      0,
    );
    expect(compareKeep(puzzle('x', { ...BASE, a4: '' }), puzzle('y', BASE))).toBeLessThan(0);
    const bakbo = puzzle('b', BASE, { themes: ['bakbo'], source: 'composed', moves: ['a1a9', 'e9e10', 'a9a10'] });
    expect(compareKeep(bakbo, puzzle('z', BASE))).toBeLessThan(0);
  });

  it('retires the worse of each pair, a cluster keeps its best, and no pair is left', () => {
    const best = puzzle('m1-1', BASE);
    const worse = puzzle('m1-2', { ...BASE, a4: '', a5: 'P' }, { source: 'placed-s1-g0-p1' });
    const worst = puzzle('m1-3', { ...BASE, a4: '', a5: 'P', c4: '', c5: 'P' }, { source: 'placed-s1-g0-p2' });
    const apart = puzzle('m1-4', { e9: 'k', e2: 'K', i1: 'R', i4: 'P', h4: 'P' });
    const all = [worst, best, apart, worse];
    const retired = pruneNearCopies(all);
    expect(retired.has('m1-1')).toBe(false);
    expect(retired.has('m1-4')).toBe(false);
    expect(nearCopyPairs(all.filter((p) => !retired.has(p.id)))).toEqual([]);
    // Every retired id leads to a puzzle that stays.
    for (const to of retired.values()) expect(retired.has(to)).toBe(false);
  });
});

describe('a retired puzzle', () => {
  it('is out of the collection, and leads to a kept puzzle: the one it nearly copies, its mirror, or one from a game of its length', () => {
    expect(RETIRED.length).toBeGreaterThan(0);
    for (const r of RETIRED.filter((x) => x.why !== 'unsound')) {
      expect(puzzleById(r.id)).toBeUndefined();
      const kept = puzzleById(r.kept)!;
      expect(kept, r.id).toBeDefined();
      if (r.why === 'mirrored') {
        // The same problem with Han to move: the board mirrored, the colours swapped.
        expect(kept.fen, r.id).toBe(swapSides(r.fen));
        expect(kept.moves, r.id).toEqual(r.moves.map(swapUci));
        expect(kept.themes).toContain('bakbo');
      } else if (r.why === 'placed') {
        expect(isRandomPlacement(r), r.id).toBe(true);
        expect(isRandomPlacement(kept), r.id).toBe(false);
        expect(kept.mateIn, r.id).toBe(r.mateIn);
      } else {
        // A near-copy of a puzzle later retired as unsound leads where that one leads.
        const group = [kept, ...RETIRED.filter((x) => x.kept === r.kept && (x.why === 'near-copy' || x.why === 'unsound'))];
        expect(
          nearCopyPairs(group).some(([a, b]) => a === r.id || b === r.id),
          `${r.id} ~ ${r.kept}`,
        ).toBe(true);
      }
    }
  });

  it('says why it left: its page carries the reason', () => {
    for (const why of new Set(RETIRED.map((r) => r.why))) {
      const r = RETIRED.find((x) => x.why === why)!;
      const page = load({ params: { id: r.id } } as never) as { why?: string };
      expect(page.why).toBe(why);
    }
  });

  it('retired as unsound (Fairy-Stockfish), leads to a kept puzzle of its kind, and its page says why', () => {
    const unsound = RETIRED.filter((x) => x.why === 'unsound');
    expect(unsound.length).toBeGreaterThan(0);
    expect(load({ params: { id: unsound[0].id } } as never)).toMatchObject({ keptId: unsound[0].kept, why: 'unsound' });
    expect(load({ params: { id: RETIRED.find((x) => x.why === 'near-copy')!.id } } as never)).toMatchObject({
      why: 'near-copy',
    });
    for (const r of unsound) {
      expect(puzzleById(r.id)).toBeUndefined();
      const kept = puzzleById(r.kept)!;
      expect(kept, r.id).toBeDefined();
      expect(kept.mateIn).toBe(r.mateIn);
      expect(kept.themes.includes('defence')).toBe(r.themes.includes('defence'));
    }
  });

  it('keeps its page, which names the kept puzzle; an id never known is a 404', () => {
    const r = RETIRED[0];
    const page = load({ params: { id: r.id } } as never) as { puzzle: Puzzle; keptId?: string };
    expect(page.puzzle).toMatchObject({ id: r.id, fen: r.fen, moves: r.moves });
    expect(page.keptId).toBe(r.kept);
    const kept = load({ params: { id: r.kept } } as never) as { puzzle: Puzzle; keptId?: string };
    expect(kept.keptId).toBeUndefined();
    expect(() => load({ params: { id: 'm9-9999' } } as never)).toThrow();
  });

  it('in an assignment made before: the link still knows it, a new set cannot pick it', () => {
    const r = RETIRED[0];
    const catalog = catalogFromData({ lessons: [], tracks: [], ...puzzleRows(PUZZLES.slice(0, 50), [r]) });
    expect(catalog.get({ kind: 'puzzle', id: r.id })).toMatchObject({ id: r.id, path: `/puzzles/${r.id}`, mateIn: r.mateIn, fen: r.fen });
    expect(catalog.ofKind('puzzle').some((p) => p.id === r.id)).toBe(false);
    expect(catalog.items.some((p) => p.id === r.id)).toBe(false);
    expect(catalog.ofKind('puzzle')).toHaveLength(50);
  });

  it('in the review deck: a due card is served on its own page; a card naming an unknown id waits, uncounted', () => {
    const retired = { 'm1-0007': 'm2-0018' };
    const places = duePlaces(['m2-0018', 'm1-0007', 'mine-g1-12', 'm9-9999', 'm1-0008'], {
      inIndex: (id) => id === 'm2-0018' || id === 'm1-0008',
      personal: (id) => id.startsWith('mine-'),
      retired,
    });
    expect(places).toEqual({ index: ['m2-0018', 'm1-0008'], personal: ['mine-g1-12'], retired: ['m1-0007'], unknown: ['m9-9999'] });
    // Without the retired list (not fetched, or offline on an old cache) a retired card waits too.
    expect(duePlaces(['m1-0007'], { inIndex: () => false, personal: () => false }).unknown).toEqual(['m1-0007']);
    // An inherited key is no retired id.
    expect(duePlaces(['constructor'], { inIndex: () => false, personal: () => false, retired }).unknown).toEqual(['constructor']);
  });
});
