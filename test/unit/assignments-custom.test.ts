import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  buildClassTable,
  decodeReport,
  decodeSet,
  encodeReport,
  encodeSet,
  importReport,
  itemResult,
  listReports,
  makeCatalog,
  makeReport,
  makeSet,
  parseRef,
  refToString,
  setResults,
  type AssignmentSet,
  type ItemRef,
} from '$lib/assignments';
import { customItem } from '$lib/assignments/catalog';
import { readCustomInput } from '$lib/assignments/custom-input';
import { itemDetail, itemTitle, kindLabel } from '$lib/assignments/labels';
import { pack } from '$lib/assignments/payload';
import {
  CUSTOM_ITEM_ID,
  MAX_CUSTOM_ITEM_ID,
  customPuzzleId,
  fromItemId,
  readPayload,
  toItemId,
  type CustomPuzzle,
} from '$lib/task/custom-id';
import { encodePuzzle, puzzleHref, toPuzzle } from '$lib/task/puzzle-link';
import { judgePosition } from '$lib/task/verdict';
import { Position, mateMoves, moveToUci } from '$lib/engine';
import { MemoryBackend, createProgressApi } from '$lib/progress';

// Han to move mates in 2 (a collection puzzle's position).
const M2 = '4k4/9/4a4/9/9/9/9/2p1Ar3/3K5/9 b - - 0 1';
// No mate for the side to move: the start position.
const START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

const judge = async (fen: string, rules: Parameters<typeof judgePosition>[1]) => judgePosition(fen, rules);

function mateIn2(): CustomPuzzle {
  const v = judgePosition(M2, 'janggi');
  if (v.kind !== 'mate') throw new Error('no mate');
  return { fen: M2, rules: 'janggi', moves: v.line };
}

const catalog = makeCatalog([{ kind: 'lesson', id: 'horse', title: 'The horse', path: '/learn/horse', parts: ['a', 'b'] }]);

function setWith(items: ItemRef[]): AssignmentSet {
  const made = makeSet({ title: 'Mates from the book', note: '', due: '', items }, catalog, Date.UTC(2025, 2, 1), 'AbCdEfGhIjKl');
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

describe('a custom position as an item of a set', () => {
  it('is carried whole in its id, compactly, and read back the same', () => {
    const p = mateIn2();
    const id = toItemId(p);
    expect(id).toMatch(CUSTOM_ITEM_ID);
    expect(id.length).toBeLessThan(60);
    expect(fromItemId(id)).toEqual(p);
    expect(readPayload(encodePuzzle(p))).toEqual(p);
    // Rules other than the default travel too.
    expect(fromItemId(toItemId({ ...p, rules: 'casual' }))?.rules).toBe('casual');
    // The id the player records attempts under is the custom puzzle's own.
    expect(customPuzzleId(p)).toBe(toPuzzle(p).id);
    // A full board with a mate in five still fits its limit.
    const full: CustomPuzzle = { fen: START, rules: 'janggi', moves: Array(9).fill('a10a9') };
    expect(toItemId(full).length).toBeLessThanOrEqual(MAX_CUSTOM_ITEM_ID);
    expect(fromItemId(toItemId(full))).toEqual(full);
  });

  it('is its own catalogue entry: the player’s address, its board and mate', () => {
    const p = mateIn2();
    const ref: ItemRef = { kind: 'custom', id: toItemId(p) };
    const item = catalog.get(ref);
    expect(item).toEqual(customItem(ref.id));
    expect(item?.path).toBe(puzzleHref(p));
    expect(item?.fen).toBe(p.fen);
    expect(item?.mateIn).toBe(2);
    expect(kindLabel('custom')).toBe('Custom position');
    expect(itemTitle(ref, item)).toBe('Mate in 2');
    expect(itemDetail(item)).toBe('');
  });

  it('travels in the assignment link beside the other items', async () => {
    const p = mateIn2();
    const set = setWith([
      { kind: 'lesson', id: 'horse' },
      { kind: 'custom', id: toItemId(p) },
    ]);
    const payload = encodeSet(set);
    // One custom position costs well under a hundred characters of link.
    const without = encodeSet(setWith([{ kind: 'lesson', id: 'horse' }]));
    expect(payload.length - without.length).toBeLessThan(100);
    const back = await decodeSet(payload);
    expect(back).toEqual({ ok: true, value: set });
    if (back.ok) expect(fromItemId(back.value.items[1].id)).toEqual(p);
  });

  it('refuses a hostile custom item with a clear code, and an oversized link before reading it', async () => {
    const p = mateIn2();
    const good = `c:${toItemId(p)}`;
    expect(parseRef(good)).toEqual({ kind: 'custom', id: toItemId(p) });
    for (const bad of [
      'c:',
      'c:horse',
      `c:${toItemId(p)}-e1e2`.replace(/_[^_]*$/, '_e1e2-e2e3'), // an even number of moves: no mate ends it
      `c:${'9.'.repeat(9)}9_wj_a1a2`.replace('9.9.', '<script>'),
      `c:${toItemId(p).replace('_bj_', '_bx_')}`,
      `c:${toItemId(p)}${'-a1a2'.repeat(20)}`,
      `c:${'A'.repeat(5000)}`,
    ])
      expect(parseRef(bad), bad.slice(0, 40)).toBeUndefined();
    const hostile = pack('assignment', { i: 'AbCdEfGhIjKl', t: 'x', c: 1, x: [good, 'c:../../etc'] });
    expect(await decodeSet(hostile)).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const huge = pack('assignment', { i: 'AbCdEfGhIjKl', t: 'x', c: 1, x: Array.from({ length: 500 }, () => good) });
    expect(await decodeSet(huge)).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await decodeSet('A'.repeat(LIMITS.fragmentChars + 1))).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });
});

describe('a custom position pasted into the composer', () => {
  it('a FEN with a mate is added with the judge’s line; a link with its own answer', async () => {
    const fen = await readCustomInput(M2, judge);
    expect(fen).toEqual({ ok: true, value: mateIn2() });
    // Only the board and side are needed.
    expect(await readCustomInput(M2.split(' ').slice(0, 2).join(' '), judge)).toEqual({ ok: true, value: mateIn2() });
    const link = `https://janggi.example/ko${puzzleHref(mateIn2())}`;
    expect(await readCustomInput(link, judge)).toEqual({ ok: true, value: mateIn2() });
    expect(await readCustomInput(encodePuzzle(mateIn2()), judge)).toEqual({ ok: true, value: mateIn2() });
  });

  it('refuses, with the reason, what cannot be verified', async () => {
    const code = async (text: string) => {
      const r = await readCustomInput(text, judge);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(await code('  ')).toBe('empty');
    expect(await code('x'.repeat(5000))).toBe('long');
    expect(await code('4k4/9/9 w')).toBe('fen');
    // Two Cho generals.
    expect(await code('4k4/9/9/9/9/9/9/9/3K5/4K4 w')).toBe('illegal');
    // Generals and a guard: nothing mates (the start position would take the judge a minute).
    expect(await code('3k5/4a4/9/9/9/9/9/9/4A4/4K4 w')).toBe('no-mate');
    const p = mateIn2();
    // A legal move that does not mate, sent as a mate in 1: the answer does not verify.
    const pos = Position.fromFen(M2, 'janggi');
    if (!pos.ok) throw new Error(M2);
    const mates = new Set(mateMoves(pos.value, 1).map(moveToUci));
    const quiet = pos.value
      .legalMoves()
      .map(moveToUci)
      .find((m) => !mates.has(m) && m.slice(0, 2) !== m.slice(2));
    expect(quiet).toBeDefined();
    expect(await code(puzzleHref({ ...p, moves: [quiet!] }))).toBe('unverified');
    expect(await code('/puzzles/custom?p=9;x')).toBe('version');
    expect(await code('/puzzles/custom?p=1;abc')).toBe('link');
  });
});

describe('the report carries each custom item’s result', () => {
  it('from the attempts the player stored, to the teacher’s class table', async () => {
    const p = mateIn2();
    const ref: ItemRef = { kind: 'custom', id: toItemId(p) };
    const set = setWith([{ kind: 'lesson', id: 'horse' }, ref]);
    const api = createProgressApi(new MemoryBackend());
    expect(await itemResult(api, catalog, ref)).toMatchObject({ done: false, attempts: 0, stars: 0 });
    // A wrong try, then a solve without hints (as CustomPuzzlePage records them).
    await api.recordPuzzleAttempt({ puzzleId: customPuzzleId(p), result: 'failed', hints: 0, moves: ['e3e2'], ms: 9000 });
    await api.recordPuzzleAttempt({ puzzleId: customPuzzleId(p), result: 'solved', hints: 0, moves: p.moves, ms: 21_000 });
    // Another puzzle's attempts do not count.
    await api.recordPuzzleAttempt({ puzzleId: 'm2-0001', result: 'solved', hints: 0, moves: [], ms: 1000 });
    const results = await setResults(api, catalog, set);
    expect(results[1]).toEqual({ ref, done: true, stars: 2, attempts: 2, hints: 0, ms: 30_000 });

    const report = makeReport(set, 'Seo-yeon', results, Date.UTC(2025, 2, 2));
    const back = await decodeReport(encodeReport(report));
    expect(back).toEqual({ ok: true, value: report });
    if (!back.ok) return;
    // The teacher's device: the report imported, the class table read.
    const teacher = createProgressApi(new MemoryBackend());
    expect(await importReport(teacher, back.value, Date.UTC(2025, 2, 3))).toBe('added');
    const table = buildClassTable(set.id, set, await listReports(teacher, set.id));
    expect(table.items.map(refToString)).toContain(refToString(ref));
    const row = table.rows[0];
    expect(row.results.get(refToString(ref))).toMatchObject({ done: true, stars: 2, attempts: 2 });
  });
});
