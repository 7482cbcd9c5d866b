/**
 * Board geometry in SVG user units: points are S apart, with a margin M for the edge labels.
 * The board keeps its aspect ratio through the viewBox (W x H), so it never shifts the layout.
 */
import type { Color } from '$lib/engine';

export const S = 100;
export const M = 90;
export const W = 8 * S + 2 * M; // 980
export const H = 9 * S + 2 * M; // 1080

export const FILES = 9;
export const RANKS = 10;

/** Display column (0..8, left to right) and row (0..9, top to bottom) of a square. */
export function toDisplay(sq: number, orientation: Color): { col: number; row: number } {
  const f = sq % 9;
  const r = (sq / 9) | 0;
  return orientation === 'cho' ? { col: f, row: 9 - r } : { col: 8 - f, row: r };
}

export function fromDisplay(col: number, row: number, orientation: Color): number {
  const f = orientation === 'cho' ? col : 8 - col;
  const r = orientation === 'cho' ? 9 - row : row;
  return r * 9 + f;
}

/** Centre of a square in SVG units. */
export function pointXY(sq: number, orientation: Color): { x: number; y: number } {
  const { col, row } = toDisplay(sq, orientation);
  return { x: M + col * S, y: M + row * S };
}

/** Squares in reading order (top-left to bottom-right as shown). */
export function displayOrder(orientation: Color): number[] {
  const out: number[] = [];
  for (let row = 0; row < RANKS; row++) for (let col = 0; col < FILES; col++) out.push(fromDisplay(col, row, orientation));
  return out;
}

/** The square under a point given as a fraction (0..1) of the board's width and height. */
export function squareAtFraction(fx: number, fy: number, orientation: Color): number | undefined {
  const col = Math.round((fx * W - M) / S);
  const row = Math.round((fy * H - M) / S);
  if (col < 0 || col >= FILES || row < 0 || row >= RANKS) return undefined;
  return fromDisplay(col, row, orientation);
}

/** Percent box of a point's hit area (one S x S cell centred on the point). */
export function pointBox(sq: number, orientation: Color): { left: number; top: number; width: number; height: number } {
  const { x, y } = pointXY(sq, orientation);
  return {
    left: ((x - S / 2) / W) * 100,
    top: ((y - S / 2) / H) * 100,
    width: (S / W) * 100,
    height: (S / H) * 100,
  };
}

/** The two palaces' diagonals as [from, to] square pairs. */
export const PALACE_DIAGONALS: [number, number][] = [
  [3, 23], // d1-f3
  [5, 21], // f1-d3
  [66, 86], // d8-f10
  [68, 84], // f8-d10
];
