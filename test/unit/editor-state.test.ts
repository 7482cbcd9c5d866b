// The position editor without its view, and with no DOM: what a tap does with each tool, a tray
// drop, the side to move kept through edits, a FEN read in (or why not), and what is impossible.
import { describe, expect, it } from 'vitest';
import { EditorState } from '$lib/editor/editor-state.svelte';
import { START_FEN, parseSquare } from '$lib/engine';

const sq = (name: string) => parseSquare(name)!;

describe('EditorState', () => {
  it('starts from the opening position, every piece free to go to any other point', () => {
    const ed = new EditorState();
    expect(ed.fen).toBe(START_FEN);
    expect(ed.problems).toEqual([]);
    expect(ed.dests.get(sq('a1'))).toHaveLength(89);
    expect(ed.dests.has(sq('e5'))).toBe(false);
  });

  it('places the piece held, erases with the eraser, and moves with the move tool, saying each', () => {
    const ed = new EditorState();
    ed.clear();
    ed.tool = { kind: 'piece', piece: { color: 'cho', role: 'general' } };
    expect(ed.dests.size).toBe(0);
    ed.select(sq('e2'));
    expect(ed.setup.board[sq('e2')]).toEqual({ color: 'cho', role: 'general' });
    expect(ed.status).toBe('Cho general on e2.');
    ed.tool = { kind: 'erase' };
    ed.select(sq('e5'));
    expect(ed.status).toBe('Cho general on e2.');
    ed.select(sq('e2'));
    expect(ed.setup.board[sq('e2')]).toBeUndefined();
    expect(ed.status).toBe('e2 emptied.');
    ed.dropped(sq('d1'), { color: 'cho', role: 'general' });
    expect(ed.tool).toEqual({ kind: 'piece', piece: { color: 'cho', role: 'general' } });
    ed.moved({ from: sq('d1'), to: sq('e2') });
    expect(ed.setup.board[sq('e2')]).toEqual({ color: 'cho', role: 'general' });
    expect(ed.status).toBe('Moved to e2.');
    // Han has no general: impossible.
    expect(ed.problems.map((p) => p.code)).toContain('no-general');
  });

  it('keeps the side to move through clearing and a new start position', () => {
    const ed = new EditorState();
    ed.turn = 'han';
    expect(ed.fen).toContain(' b ');
    ed.clear();
    expect(ed.turn).toBe('han');
    ed.hanSetup = ed.choSetup;
    ed.start();
    expect(ed.turn).toBe('han');
    expect(ed.setup.board.filter(Boolean)).toHaveLength(32);
  });

  it('reads a FEN in, with its side to move; says why a bad one cannot be read, and nothing for an empty field', () => {
    const ed = new EditorState();
    expect(ed.load('4k4/9/9/9/9/9/9/9/4K4/R8 b - - 0 1')).toBe(true);
    expect(ed.turn).toBe('han');
    expect(ed.fenError).toBe('');
    expect(ed.load('not a fen')).toBe(false);
    expect(ed.fenError).toMatch(/^This FEN cannot be read: ./);
    expect(ed.fen).toBe('4k4/9/9/9/9/9/9/9/4K4/R8 b - - 0 1');
    expect(ed.load('  ')).toBe(false);
    expect(ed.fenError).toBe('');
  });
});
