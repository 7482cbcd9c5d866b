// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Board from '../../src/lib/board/Board.svelte';
import { Position, START_FEN, parseSquare, squareName, type Move } from '../../src/lib/engine';

const sq = (name: string) => parseSquare(name)!;
const start = () => Position.start();

function point(container: HTMLElement, name: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`[data-square="${name}"]`);
  if (!el) throw new Error(`no point ${name}`);
  return el;
}

afterEach(() => cleanup());

describe('Board', () => {
  it('draws 90 points and the 32 pieces of the start position', () => {
    const { container } = render(Board, { props: { fen: START_FEN } });
    const points = container.querySelectorAll('[data-square]');
    expect(points).toHaveLength(90);
    expect(new Set([...points].map((p) => p.getAttribute('data-square'))).size).toBe(90);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(point(container, 'e2').getAttribute('data-piece')).toBe('K');
    expect(point(container, 'e9').getAttribute('data-piece')).toBe('k');
    expect(point(container, 'b1').getAttribute('data-piece')).toBe('N');
    expect(point(container, 'a10').getAttribute('data-piece')).toBe('r');
    expect(point(container, 'e5').hasAttribute('data-piece')).toBe(false);
  });

  it('draws only its first points when told, from the top as it is turned, each point with its piece and name', async () => {
    const names = (c: HTMLElement) => [...c.querySelectorAll('[data-square]')].map((p) => p.getAttribute('data-square'));
    const { container, rerender } = render(Board, { props: { fen: START_FEN, drawn: 0 } });
    expect(container.querySelectorAll('[data-square]')).toHaveLength(0);
    expect(container.querySelector('svg.base')).toBeTruthy();
    await rerender({ fen: START_FEN, drawn: 9 });
    expect(names(container)).toEqual(['a10', 'b10', 'c10', 'd10', 'e10', 'f10', 'g10', 'h10', 'i10']);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(8);
    expect(point(container, 'a10').getAttribute('aria-label')).toBe('a10, Han chariot');
    await rerender({ fen: START_FEN, drawn: 36 });
    expect(container.querySelectorAll('[data-square]')).toHaveLength(36);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(16);
    await rerender({ fen: START_FEN, drawn: 90 });
    expect(container.querySelectorAll('[data-square]')).toHaveLength(90);
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(32);
    // Turned, Cho's back row is at the top.
    await rerender({ fen: START_FEN, drawn: 9, orientation: 'han' });
    expect(names(container)).toEqual(['i1', 'h1', 'g1', 'f1', 'e1', 'd1', 'c1', 'b1', 'a1']);
  });

  it('gives every point an accessible name', () => {
    render(Board, { props: { fen: START_FEN } });
    expect(screen.getByRole('button', { name: 'e2, Cho general' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'e9, Han general' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'b8, Han cannon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'e5, empty' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Janggi board' })).toBeTruthy();
  });

  it('uses a roving tabindex: exactly one point is in the tab order', () => {
    const { container } = render(Board, { props: { fen: START_FEN } });
    const tabbable = container.querySelectorAll('[data-square][tabindex="0"]');
    expect(tabbable).toHaveLength(1);
  });

  it('moves by tap-tap and reports the move', async () => {
    const onmove = vi.fn<(m: Move) => void>();
    const { container } = render(Board, { props: { fen: START_FEN, dests: start().allDests(), onmove } });
    await fireEvent.click(point(container, 'b1'));
    expect(point(container, 'b1').getAttribute('aria-pressed')).toBe('true');
    expect(point(container, 'c3').getAttribute('aria-describedby')).toBeTruthy();
    await fireEvent.click(point(container, 'c3'));
    expect(onmove).toHaveBeenCalledTimes(1);
    expect(onmove).toHaveBeenCalledWith({ from: sq('b1'), to: sq('c3') });
  });

  it('ignores an illegal target', async () => {
    const onmove = vi.fn();
    const { container } = render(Board, { props: { fen: START_FEN, dests: start().allDests(), onmove } });
    await fireEvent.click(point(container, 'b1'));
    await fireEvent.click(point(container, 'b5'));
    expect(onmove).not.toHaveBeenCalled();
    // Pieces of the side not to move cannot be picked up.
    await fireEvent.click(point(container, 'b10'));
    await fireEvent.click(point(container, 'c8'));
    expect(onmove).not.toHaveBeenCalled();
  });

  it('moves from the keyboard: arrows then Enter', async () => {
    const onmove = vi.fn<(m: Move) => void>();
    const { container } = render(Board, { props: { fen: START_FEN, dests: start().allDests(), onmove } });
    const first = container.querySelector<HTMLElement>('[data-square][tabindex="0"]')!;
    expect(first.dataset.square).toBe('e2'); // the side to move's general
    first.focus();
    // e2 -> e1 -> d1 -> c1 -> b1
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    for (let i = 0; i < 3; i++) await fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect((document.activeElement as HTMLElement).dataset.square).toBe('b1');
    expect(point(container, 'b1').tabIndex).toBe(0);
    await fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    // b1 -> b2 -> b3 -> c3
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.square).toBe('c3');
    await fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(onmove).toHaveBeenCalledWith({ from: sq('b1'), to: sq('c3') });
  });

  it('arrow keys follow the orientation', async () => {
    const { container } = render(Board, { props: { fen: START_FEN, orientation: 'han' } });
    point(container, 'e5').focus();
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect((document.activeElement as HTMLElement).dataset.square).toBe('e4');
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.square).toBe('d4');
  });

  it('shows a pass button only when passing is legal, and passes with the general', async () => {
    const onmove = vi.fn<(m: Move) => void>();
    const { rerender } = render(Board, { props: { fen: START_FEN, dests: start().allDests(), canPass: false, onmove } });
    expect(document.querySelector('[data-action="pass"]')).toBeNull();
    await rerender({ fen: START_FEN, dests: start().allDests(), canPass: true, onmove });
    const button = screen.getByRole('button', { name: 'Pass' });
    expect(button.getAttribute('data-action')).toBe('pass');
    await fireEvent.click(button);
    expect(onmove).toHaveBeenCalledWith({ from: sq('e2'), to: sq('e2') });
  });

  it('passes with Han when Han is to move', async () => {
    const onmove = vi.fn<(m: Move) => void>();
    const pos = start();
    pos.play({ from: sq('b1'), to: sq('c3') });
    render(Board, { props: { fen: pos.fen(), dests: pos.allDests(), canPass: pos.canPass(), onmove } });
    await fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onmove).toHaveBeenCalledWith({ from: sq('e9'), to: sq('e9') });
  });

  it('announces a move when the position follows it', async () => {
    const pos = start();
    const { rerender } = render(Board, { props: { fen: pos.fen(), dests: pos.allDests() } });
    const move = { from: sq('b1'), to: sq('c3') };
    pos.play(move);
    await rerender({ fen: pos.fen(), dests: pos.allDests(), lastMove: move });
    expect(screen.getByTestId('board-announcer').textContent).toBe('Cho horse b1 to c3');
  });

  it('announces a mating move as checkmate, a check as check', async () => {
    const pos = Position.fromFen('3k5/R8/9/9/9/9/9/9/4K4/1R7 w - - 0 1', 'casual');
    if (!pos.ok) throw new Error(pos.error.code);
    const p = pos.value;
    const { rerender } = render(Board, { props: { fen: p.fen(), dests: p.allDests() } });
    const move = { from: sq('b1'), to: sq('b10') };
    p.play(move);
    expect(p.isCheck() && p.legalMoves().length === 0).toBe(true);
    await rerender({ fen: p.fen(), dests: new Map(), lastMove: move, check: sq('d10'), mate: true });
    expect(screen.getByTestId('board-announcer').textContent).toBe('Cho chariot b1 to b10. Checkmate.');
    p.undo();
    p.play({ from: sq('a9'), to: sq('a10') });
    await rerender({ fen: p.fen(), dests: new Map(), lastMove: { from: sq('a9'), to: sq('a10') }, check: sq('d10'), mate: false });
    expect(screen.getByTestId('board-announcer').textContent).toBe('Cho chariot a9 to a10. Check.');
  });

  it('says one move, two moves when a piece is picked', async () => {
    // The chariot on a1 is hemmed in by its own soldiers on a3 and b1: its one move is a2.
    const one = Position.fromFen('3k5/9/9/9/9/9/9/P8/4K4/RP7 w - - 0 1', 'casual');
    if (!one.ok) throw new Error(one.error.code);
    expect(one.value.dests(sq('a1'))).toEqual([sq('a2')]);
    const { container, rerender } = render(Board, { props: { fen: one.value.fen(), dests: one.value.allDests() } });
    await fireEvent.click(point(container, 'a1'));
    expect(screen.getByTestId('board-announcer').textContent).toBe('Cho chariot on a1 selected, 1 move.');
    const start = Position.start();
    await rerender({ fen: start.fen(), dests: start.allDests() });
    await fireEvent.click(point(container, 'b1'));
    expect(screen.getByTestId('board-announcer').textContent).toBe('Cho horse on b1 selected, 2 moves.');
  });

  it('calls onselect for any point, even without moves', async () => {
    const onselect = vi.fn();
    const { container } = render(Board, { props: { fen: START_FEN, onselect } });
    await fireEvent.click(point(container, 'e5'));
    expect(onselect).toHaveBeenCalledWith(sq('e5'));
  });

  it('draws arrows, marks, check and labels', () => {
    const { container } = render(Board, {
      props: {
        fen: START_FEN,
        arrows: [{ from: sq('b1'), to: sq('c3'), color: 'red' }],
        marks: [{ square: sq('e5'), kind: 'good' }],
        check: sq('e2'),
        labels: 'coords',
      },
    });
    expect(container.querySelectorAll('.arrow')).toHaveLength(1);
    expect(container.querySelectorAll('.mark-good')).toHaveLength(1);
    expect(container.querySelectorAll('.check')).toHaveLength(1);
    const labels = [...container.querySelectorAll('.labels text')].map((n) => n.textContent);
    expect(labels).toContain('a');
    expect(labels).toContain('10');
  });

  it('labels the edges in Korean rows (1..9 from the top, then 0) and columns 1..9', async () => {
    const { container } = render(Board, { props: { fen: START_FEN, labels: 'korean' } });
    const labels = [...container.querySelectorAll('.labels text')].map((n) => n.textContent);
    // Files first (left to right), then rows (top to bottom).
    expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    expect(squareName(0)).toBe('a1');
  });

  it('draws the labels again when their style or the orientation changes', async () => {
    const { container, rerender } = render(Board, { props: { fen: START_FEN, labels: 'coords' } });
    const labels = () => [...container.querySelectorAll('.labels text')].map((n) => n.textContent);
    expect(labels().slice(0, 9)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    await rerender({ fen: START_FEN, labels: 'coords', orientation: 'han' });
    expect(labels().slice(0, 9)).toEqual(['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(labels().at(-1)).toBe('10');
    await rerender({ fen: START_FEN, labels: 'korean', orientation: 'cho' });
    expect(labels()).toHaveLength(19);
    expect(labels().at(-1)).toBe('0');
  });

  it('hides the labels with labels="none"', () => {
    const { container } = render(Board, { props: { fen: START_FEN, labels: 'none' } });
    expect(container.querySelectorAll('.labels text')).toHaveLength(0);
  });
});
