// The board without its view: selection, keyboard navigation either way up, moves by key, tap and
// drop, passing, and what it announces (as codes), with no DOM.
import { describe, expect, it } from 'vitest';
import { BoardState, type BoardInputs } from '../../src/lib/board/board-state.svelte';
import { Position, parseFen, parseSquare, type Color, type Move } from '../../src/lib/engine';

const sq = (name: string) => parseSquare(name)!;
function unwrap<T>(r: { ok: true; value: T } | { ok: false }): T {
  if (!r.ok) throw new Error('bad fen');
  return r.value;
}

/** A state over the start position (or `fen`), recording the moves and selections it reports. */
function setup(opts: { fen?: string; orientation?: Color } = {}) {
  const pos = opts.fen ? unwrap(Position.fromFen(opts.fen)) : Position.start();
  const parsed = parseFen(pos.fen());
  if (!parsed.ok) throw new Error('bad fen');
  const dests = new Map<number, number[]>();
  for (const m of pos.legalMoves()) if (m.from !== m.to) dests.set(m.from, [...(dests.get(m.from) ?? []), m.to]);
  const moves: Move[] = [];
  const selects: number[] = [];
  const generals: Partial<Record<Color, number>> = {};
  parsed.value.board.forEach((p, i) => {
    if (p?.role === 'general') generals[p.color] = i;
  });
  const inputs: BoardInputs = {
    board: parsed.value.board,
    turn: parsed.value.turn,
    dests,
    orientation: opts.orientation ?? 'cho',
    generals,
    onmove: (m) => moves.push(m),
    onselect: (s) => selects.push(s),
  };
  const state = new BoardState(inputs);
  return { state, moves, selects, board: parsed.value.board };
}

describe('BoardState', () => {
  it('selects a piece with moves and announces it; a second activation deselects', () => {
    const { state, selects } = setup();
    expect(state.selected).toBeUndefined();
    state.activate(sq('a4'));
    expect(state.selected).toBe(sq('a4'));
    expect([...state.targets].sort()).toEqual([sq('a5'), sq('b4')].sort());
    expect(state.announcement).toMatchObject({ code: 'select', square: sq('a4'), count: 2, piece: { role: 'soldier', color: 'cho' } });
    state.activate(sq('a4'));
    expect(state.selected).toBeUndefined();
    expect(state.announcement).toEqual({ code: 'deselect' });
    expect(selects).toEqual([sq('a4'), sq('a4')]);
  });

  it('a point without moves is not selected; tapping one clears the selection', () => {
    const { state } = setup();
    state.activate(sq('e5'));
    expect(state.selected).toBeUndefined();
    expect(state.announcement).toBeUndefined();
    state.activate(sq('a4'));
    state.activate(sq('e5'));
    expect(state.selected).toBeUndefined();
    expect(state.announcement).toEqual({ code: 'deselect' });
  });

  it('moves by activating a destination after the piece', () => {
    const { state, moves } = setup();
    state.activate(sq('a4'));
    state.activate(sq('a5'));
    expect(moves).toEqual([{ from: sq('a4'), to: sq('a5') }]);
    expect(state.selected).toBeUndefined();
  });

  it('arrow keys move the focus as shown: up is towards rank 10 for Cho, towards rank 1 for Han', () => {
    const cho = setup().state;
    expect(cho.focusSquare).toBe(sq('e2')); // the general to move
    expect(cho.key({ key: 'ArrowUp' }, sq('e2'))).toBe(sq('e3'));
    expect(cho.focusSquare).toBe(sq('e3'));
    expect(cho.key({ key: 'ArrowLeft' }, sq('e2'))).toBe(sq('d2'));
    expect(cho.key({ key: 'ArrowRight' }, sq('e2'))).toBe(sq('f2'));
    expect(cho.key({ key: 'ArrowDown' }, sq('e2'))).toBe(sq('e1'));
    expect(cho.key({ key: 'ArrowDown' }, sq('e1'))).toBe(sq('e1')); // the edge holds
    expect(cho.key({ key: 'Home' }, sq('e2'))).toBe(sq('a2'));
    expect(cho.key({ key: 'End', ctrlKey: true }, sq('e2'))).toBe(sq('i1'));
    expect(cho.key({ key: 'PageUp' }, sq('e2'))).toBe(sq('e10'));

    const han = setup({ orientation: 'han' }).state;
    expect(han.key({ key: 'ArrowUp' }, sq('e2'))).toBe(sq('e1'));
    expect(han.key({ key: 'ArrowDown' }, sq('e2'))).toBe(sq('e3'));
    expect(han.key({ key: 'ArrowLeft' }, sq('e2'))).toBe(sq('f2'));
    expect(han.key({ key: 'ArrowRight' }, sq('e2'))).toBe(sq('d2'));
    expect(han.key({ key: 'Home', ctrlKey: true }, sq('e2'))).toBe(sq('i1'));
    expect(han.key({ key: 'PageDown' }, sq('e2'))).toBe(sq('e10'));
  });

  it('moves by keyboard: Enter on the piece, Enter on the destination; Escape clears; other keys are not handled', () => {
    const { state, moves } = setup();
    expect(state.key({ key: 'Enter' }, sq('a4'))).toBe(true);
    expect(state.selected).toBe(sq('a4'));
    expect(state.key({ key: 'Escape' }, sq('a4'))).toBe(true);
    expect(state.selected).toBeUndefined();
    expect(state.key({ key: 'Escape' }, sq('a4'))).toBe(false);
    expect(state.key({ key: 'x' }, sq('a4'))).toBe(false);
    state.key({ key: ' ' }, sq('a4'));
    state.key({ key: ' ', repeat: true }, sq('a5')); // a held key does not act again
    expect(moves).toEqual([]);
    state.key({ key: 'Enter' }, sq('a5'));
    expect(moves).toEqual([{ from: sq('a4'), to: sq('a5') }]);
  });

  it("passes: the side to move's general to its own point", () => {
    const { state, moves } = setup();
    state.activate(sq('a4'));
    state.pass();
    expect(moves).toEqual([{ from: sq('e2'), to: sq('e2') }]);
    expect(state.selected).toBeUndefined();
  });

  it('drags: a press becomes a drag past a few pixels, a drop on a destination moves, elsewhere clears', () => {
    const { state, moves } = setup();
    expect(state.press(sq('e5'), 1, 0, 0, 0, 0, 40)).toBe(false); // nothing to drag
    expect(state.press(sq('a4'), 1, 100, 100, 10, 10, 40)).toBe(true);
    state.dragTo(1, 102, 101, 12, 11, sq('a4'));
    expect(state.drag?.active).toBe(false); // a tap's wobble
    expect(state.drop(1, sq('a4'))).toBe(false); // a tap: the click does the work
    state.press(sq('a4'), 2, 100, 100, 10, 10, 40);
    state.dragTo(2, 100, 60, 10, -30, sq('a5'));
    expect(state.drag?.active).toBe(true);
    expect(state.lifted).toBe(sq('a4'));
    expect(state.selected).toBe(sq('a4'));
    expect(state.drop(2, sq('a5'))).toBe(true);
    expect(moves).toEqual([{ from: sq('a4'), to: sq('a5') }]);
    expect(state.drag).toBeNull();
    state.press(sq('a4'), 3, 100, 100, 10, 10, 40);
    state.dragTo(3, 160, 160, 70, 70, sq('e5'));
    state.drop(3, sq('e5'));
    expect(state.selected).toBeUndefined();
    expect(state.announcement).toEqual({ code: 'deselect' });
  });

  it('announces a move as codes, with check, mate and bikjang; a dropped move is not animated again', () => {
    const before = setup();
    const after = setup({ fen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/P8/2P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1' });
    const { state } = before;
    const move = { from: sq('a4'), to: sq('a5') };
    expect(state.positionChanged(before.board, 'cho', after.board, move, { check: true, mate: true, bikjang: false })).toEqual(move);
    expect(state.announcement).toEqual({
      code: 'moved',
      move: { code: 'move', piece: { role: 'soldier', color: 'cho' }, from: sq('a4'), to: sq('a5') },
      check: true,
      mate: true,
      bikjang: false,
    });
    state.dropped = move;
    expect(state.positionChanged(before.board, 'cho', after.board, move, { check: false, mate: false, bikjang: false })).toBeUndefined();
    // A pass (nothing moved) is said as a pass and not animated.
    const pass = { from: sq('e2'), to: sq('e2') };
    expect(state.positionChanged(before.board, 'cho', before.board, pass, { check: false, mate: false, bikjang: true })).toBeUndefined();
    expect(state.announcement).toMatchObject({ code: 'moved', move: { code: 'pass', color: 'cho' }, bikjang: true });
    // Not one move apart (a loaded position): nothing said.
    state.announcement = undefined;
    expect(state.positionChanged(after.board, 'han', before.board, move, { check: false, mate: false, bikjang: false })).toBeUndefined();
    expect(state.announcement).toBeUndefined();
  });
});
