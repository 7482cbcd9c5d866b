/**
 * The board without its view: which point is selected and focused, a drag in progress, keyboard
 * navigation, the move a tap, a key or a drop makes, and what to announce (as codes). It reads its
 * inputs (the position, the legal moves, the orientation) through getters, so a component passes
 * its props as they change; it needs no DOM, so it is tested on its own (test/unit/board-state.test.ts).
 * The view (Board.svelte) draws it and turns DOM events into calls here.
 */
import type { Color, Move } from '$lib/engine';
import { moveSpeech } from './describe';
import { fromDisplay, toDisplay } from './geometry';
import type { Announcement, Squares } from './types';

/** What the state reads from its owner; getters, so they follow the owner's props. */
export interface BoardInputs {
  readonly board: Squares;
  readonly turn: Color;
  readonly dests: ReadonlyMap<number, readonly number[]>;
  readonly orientation: Color;
  readonly lastMove?: Move;
  /** Where each side's general is (for passing and the default focus). */
  readonly generals: Partial<Record<Color, number>>;
  readonly onmove?: (move: Move) => void;
  readonly onselect?: (square: number) => void;
}

/** A press on a point that may become a drag once the pointer travels far enough. */
export interface DragState {
  from: number;
  pointerId: number;
  startX: number;
  startY: number;
  /** Pointer position relative to the board, in px. */
  x: number;
  y: number;
  /** A piece's size in px (the drag threshold and the dragged piece follow it). */
  size: number;
  active: boolean;
  /** The point under the pointer. */
  over: number | undefined;
}

/** The keys that move the focus or act, and what they do with the modifier that matters. */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  repeat?: boolean;
}

export class BoardState {
  #in: BoardInputs;
  #selected = $state<number | undefined>(undefined);
  #focus = $state<number | undefined>(undefined);
  drag = $state<DragState | null>(null);
  /** What the live region says last (undefined: nothing yet). */
  announcement = $state<Announcement | undefined>(undefined);
  /** A move finished by dropping: the view does not animate it again. */
  dropped: Move | undefined;

  constructor(inputs: BoardInputs) {
    this.#in = inputs;
  }

  /** The selected point; only a point that still has moves stays selected. */
  readonly selected = $derived.by(() => {
    const sq = this.#selected;
    return sq !== undefined && this.#in.dests.get(sq)?.length ? sq : undefined;
  });
  /** The selected piece's destinations. */
  readonly targets = $derived.by(() => new Set(this.selected === undefined ? [] : (this.#in.dests.get(this.selected) ?? [])));
  /** The one point in the tab order: the last one focused, else the selection, the last move, the general to move. */
  readonly focusSquare = $derived.by(() => this.#focus ?? this.selected ?? this.#in.lastMove?.to ?? this.#in.generals[this.#in.turn] ?? 4);
  /** The point whose piece is being dragged (drawn faded where it stands). */
  readonly lifted = $derived(this.drag?.active ? this.drag.from : undefined);

  movable(sq: number): boolean {
    return !!this.#in.dests.get(sq)?.length;
  }

  focus(sq: number): void {
    this.#focus = sq;
  }

  select(sq: number | undefined, speak = true): void {
    this.#selected = sq;
    if (!speak) return;
    this.announcement =
      sq === undefined
        ? { code: 'deselect' }
        : { code: 'select', piece: this.#in.board[sq], square: sq, count: this.#in.dests.get(sq)?.length ?? 0 };
  }

  /** A point was tapped, clicked, or activated from the keyboard. */
  activate(sq: number): void {
    this.#focus = sq;
    this.#in.onselect?.(sq);
    const selected = this.selected;
    if (selected !== undefined) {
      if (selected === sq) return this.select(undefined);
      if (this.targets.has(sq)) {
        this.#selected = undefined;
        this.#in.onmove?.({ from: selected, to: sq });
        return;
      }
    }
    if (this.movable(sq)) this.select(sq);
    else if (selected !== undefined) this.select(undefined);
  }

  /** Pass: the side to move's general "moves" to its own point. */
  pass(): void {
    const g = this.#in.generals[this.#in.turn];
    if (g === undefined) return;
    this.#selected = undefined;
    this.#in.onmove?.({ from: g, to: g });
  }

  /**
   * A key on point `sq`. Returns the point to focus next (arrow keys, Home/End, PageUp/PageDown),
   * `true` when the key was handled otherwise (the view prevents its default), `false` when not.
   */
  key(e: KeyInput, sq: number): number | boolean {
    const o = this.#in.orientation;
    const { col, row } = toDisplay(sq, o);
    let next: number;
    switch (e.key) {
      case 'ArrowUp':
        next = row > 0 ? fromDisplay(col, row - 1, o) : sq;
        break;
      case 'ArrowDown':
        next = row < 9 ? fromDisplay(col, row + 1, o) : sq;
        break;
      case 'ArrowLeft':
        next = col > 0 ? fromDisplay(col - 1, row, o) : sq;
        break;
      case 'ArrowRight':
        next = col < 8 ? fromDisplay(col + 1, row, o) : sq;
        break;
      case 'Home':
        next = fromDisplay(0, e.ctrlKey ? 0 : row, o);
        break;
      case 'End':
        next = fromDisplay(8, e.ctrlKey ? 9 : row, o);
        break;
      case 'PageUp':
        next = fromDisplay(col, 0, o);
        break;
      case 'PageDown':
        next = fromDisplay(col, 9, o);
        break;
      case 'Enter':
      case ' ':
        if (!e.repeat) this.activate(sq);
        return true;
      case 'Escape':
        if (this.selected === undefined) return false;
        this.select(undefined);
        return true;
      default:
        return false;
    }
    this.#focus = next;
    return next;
  }

  // ---------------------------------------------------------------- drag (positions in px, relative to the board)

  /** A press on point `sq`: it may become a drag (only a piece with moves). */
  press(sq: number, pointerId: number, clientX: number, clientY: number, x: number, y: number, size: number): boolean {
    if (!this.movable(sq)) return false;
    this.drag = { from: sq, pointerId, startX: clientX, startY: clientY, x, y, size, active: false, over: undefined };
    return true;
  }

  /** The pointer moved; a press turns into a drag past a few pixels. */
  dragTo(pointerId: number, clientX: number, clientY: number, x: number, y: number, over: number | undefined): void {
    const d = this.drag;
    if (!d || pointerId !== d.pointerId) return;
    if (!d.active) {
      if (Math.hypot(clientX - d.startX, clientY - d.startY) < Math.max(5, d.size * 0.12)) return;
      d.active = true;
      if (this.selected !== d.from) this.select(d.from);
    }
    d.x = x;
    d.y = y;
    d.over = over;
  }

  /**
   * The pointer was released over `to`. Returns whether a drag ended (its click is to be ignored):
   * a drop on a destination moves, back on its own point keeps the selection, elsewhere clears it.
   */
  drop(pointerId: number, to: number | undefined): boolean {
    const d = this.drag;
    if (!d || pointerId !== d.pointerId) return false;
    this.drag = null;
    if (!d.active) return false;
    if (to === undefined || to === d.from) return true;
    if (this.#in.dests.get(d.from)?.includes(to)) {
      this.#selected = undefined;
      this.dropped = { from: d.from, to };
      this.#focus = to;
      this.#in.onmove?.({ from: d.from, to });
    } else this.select(undefined);
    return true;
  }

  cancelDrag(): void {
    this.drag = null;
  }

  // ---------------------------------------------------------------- the position changed

  /**
   * The board now shows `after` (it showed `before`, `beforeTurn` to move). The selection is
   * cleared; a single move from the last position is announced. Returns the move to animate, if
   * any (not a pass, not one already dropped in place).
   */
  positionChanged(
    before: Squares,
    beforeTurn: Color,
    after: Squares,
    move: Move | undefined,
    flags: { check: boolean; mate: boolean; bikjang: boolean },
  ): Move | undefined {
    this.#selected = undefined;
    if (!move) return undefined;
    const speech = moveSpeech(before, after, beforeTurn, move);
    if (!speech) return undefined;
    this.announcement = { code: 'moved', move: speech, check: flags.check, mate: flags.check && flags.mate, bikjang: flags.bikjang };
    const wasDropped = this.dropped?.from === move.from && this.dropped.to === move.to;
    this.dropped = undefined;
    return move.from !== move.to && !wasDropped ? move : undefined;
  }
}
