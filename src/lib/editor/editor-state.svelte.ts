/**
 * The position editor without its view: the position being set up (pieces, side to move, rule
 * set), the tool a tap on the board uses, what a tap, a drag or a tray drop does, a FEN read in,
 * and what is impossible about the position. It needs no DOM, so it is tested on its own
 * (test/unit/editor-state.test.ts); EditorPage.svelte draws it, asks the engine for its verdict
 * and keeps the address in step.
 */
import { pieceLabel } from '$lib/board/describe';
import { SETUPS, illegalities, squareName, type Color, type Piece, type RuleSetName, type Setup } from '$lib/engine';
import { locale } from '$lib/i18n';
import { engineErrorText } from '$lib/i18n/engine-errors';
import { clear, move, place, readFen, remove, startSetup, toFen, withTurn } from './editor';
import { editorText as text } from './text';

/** What a tap on the board does: move a piece, erase one, or place the piece held. */
export type Tool = { kind: 'move' } | { kind: 'erase' } | { kind: 'piece'; piece: Piece };

export class EditorState {
  setup = $state(startSetup());
  rules = $state<RuleSetName>('janggi');
  orientation = $state<Color>('cho');
  tool = $state<Tool>({ kind: 'move' });
  /** The start positions' setups (the knights and elephants) of each side. */
  hanSetup = $state<Setup>(SETUPS[0]);
  choSetup = $state<Setup>(SETUPS[0]);
  /** Why the FEN read in is not a position ('' when it is, or the field is empty). */
  fenError = $state('');
  /** What the last edit did, for the live region. */
  status = $state('');

  /** The side to move (the radio buttons bind to it). */
  get turn(): Color {
    return this.setup.turn;
  }
  set turn(c: Color) {
    if (this.setup.turn !== c) this.setup = withTurn(this.setup, c);
  }

  readonly fen = $derived.by(() => toFen(this.setup));
  /** What makes the position impossible under its rule set. */
  readonly problems = $derived.by(() => illegalities(this.setup, this.rules));

  /** In the move tool every piece may go to any other point (the board's own tap and drag do it). */
  readonly dests = $derived.by(() => {
    const out = new Map<number, number[]>();
    if (this.tool.kind !== 'move') return out;
    const all = Array.from({ length: 90 }, (_, i) => i);
    this.setup.board.forEach((p, sq) => {
      if (p)
        out.set(
          sq,
          all.filter((s) => s !== sq),
        );
    });
    return out;
  });

  /** Reads a FEN in; false (and why, unless the field is empty) when it is not a position. */
  load(input: string): boolean {
    const r = readFen(input);
    if (!r.ok) {
      this.fenError = input.trim() === '' ? '' : text('editor.fen.bad', { reason: engineErrorText(r.error, locale.current) });
      return false;
    }
    this.fenError = '';
    this.setup = r.value;
    return true;
  }

  /** A tap on a point: the piece held is placed there, or the eraser takes what stands there. */
  select(sq: number): void {
    const tool = this.tool;
    if (tool.kind === 'piece') {
      this.setup = place(this.setup, sq, tool.piece);
      this.status = text('editor.placed', { piece: pieceLabel(tool.piece), square: squareName(sq) });
    } else if (tool.kind === 'erase' && this.setup.board[sq]) {
      this.setup = remove(this.setup, sq);
      this.status = text('editor.removed', { square: squareName(sq) });
    }
  }

  /** A piece moved on the board (tap then tap, or a drag). */
  moved(m: { from: number; to: number }): void {
    this.setup = move(this.setup, m.from, m.to);
    this.status = text('editor.moved', { square: squareName(m.to) });
  }

  /** A tray piece dropped on the board: placed there, and held as the tool. */
  dropped(sq: number, piece: Piece): void {
    this.setup = place(this.setup, sq, piece);
    this.tool = { kind: 'piece', piece };
    this.status = text('editor.placed', { piece: pieceLabel(piece), square: squareName(sq) });
  }

  /** The start position with the chosen setups, the side to move kept. */
  start(): void {
    this.setup = withTurn(startSetup(this.hanSetup, this.choSetup), this.setup.turn);
  }

  clear(): void {
    this.setup = clear(this.setup);
  }

  flip(): void {
    this.orientation = this.orientation === 'cho' ? 'han' : 'cho';
  }
}
