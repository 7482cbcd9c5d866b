/**
 * The board's markup as strings, for the parts drawn as HTML rather than as Svelte elements: a
 * piece, a point (the same element Board.svelte draws, see GUIDE.md "Board in the DOM") and the
 * grid. A board that starts from server-rendered markup takes these over without hydrating them
 * element by element (Board.svelte, progressive.ts). Their styles are global rules under the
 * board's points layer and `svg.piece`, since markup made here carries no component's scope class.
 */
import type { Color, Role } from '$lib/engine';
import { escapeHtml } from '$lib/html';
import { M, PALACE_DIAGONALS, S, pointXY } from './geometry';
import { PIECE_RADIUS, octagonPoints, pieceGlyph, type PieceThemeName } from './themes';

/** One piece: an octagon with its shadow (a second ring for Han) and its hanja, letter or ship. */
export function pieceMarkup(role: Role, color: Color, theme: PieceThemeName, sprite: string, ships: string): string {
  const r = PIECE_RADIUS[role];
  const glyph = pieceGlyph(theme, role, color);
  let s = `<svg class="piece ${color}" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">`;
  s += `<polygon class="shadow" points="${octagonPoints(r)}" transform="translate(0 3)"></polygon>`;
  s += `<polygon class="face" points="${octagonPoints(r)}"></polygon>`;
  // A second ring: Han and Cho differ by more than colour.
  if (color === 'han') s += `<polygon class="ring" points="${octagonPoints(r - 6)}"></polygon>`;
  if (glyph.symbol) {
    const half = glyph.size / 2;
    s += `<use class="drawn" href="${escapeHtml(sprite)}#${glyph.symbol}" x="${-half}" y="${glyph.y - half}" width="${glyph.size}" height="${glyph.size}"></use>`;
  }
  if (glyph.ship) s += `<use class="drawn" href="${escapeHtml(ships)}#${glyph.ship}" transform="${glyph.shipTransform}"></use>`;
  if (glyph.text)
    s += `<text x="0" y="${glyph.y}" font-size="${glyph.size}" text-anchor="middle" dominant-baseline="central">${escapeHtml(glyph.text)}</text>`;
  return `${s}</svg>`;
}

/** What a point shows (worked out by Board.svelte for its live points and its markup alike). */
export interface PointView {
  sq: number;
  name: string;
  style: string;
  movable: boolean;
  target: boolean;
  lifted: boolean;
  tabindex: number;
  letter?: string;
  label: string;
  pressed?: 'true' | 'false';
}

/**
 * One point as markup: the attributes Board.svelte's live point has, its piece inside, and with
 * `asMarkup` a `data-markup` attribute (the board finds the points it has not made live yet by it).
 */
export function pointMarkup(pt: PointView, describedBy: string, piece: string, asMarkup = false): string {
  const cls = `point${pt.movable ? ' movable' : ''}${pt.target ? ' target' : ''}${pt.lifted ? ' lifted' : ''}`;
  let s = `<div class="${cls}" role="button" tabindex="${pt.tabindex}" data-square="${pt.name}" data-index="${pt.sq}"`;
  if (asMarkup) s += ' data-markup=""';
  if (pt.letter !== undefined) s += ` data-piece="${escapeHtml(pt.letter)}"`;
  s += ` aria-label="${escapeHtml(pt.label)}"`;
  if (pt.pressed !== undefined) s += ` aria-pressed="${pt.pressed}"`;
  if (pt.target) s += ` aria-describedby="${escapeHtml(describedBy)}"`;
  return `${s} style="${escapeHtml(pt.style)}">${piece}</div>`;
}

/** The grid: 10 ranks, 9 files, the palaces' diagonals and the frame (the same either way up). */
/** The edge labels: the files along the bottom (at `bottom`), the ranks down the left edge. */
export function labelsMarkup(files: { x: number; text: string }[], ranks: { y: number; text: string }[], bottom: number): string {
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central">${escapeHtml(text)}</text>`;
  return files.map((l) => label(l.x, bottom, l.text)).join('') + ranks.map((l) => label(34, l.y, l.text)).join('');
}

export function gridMarkup(): string {
  let s = '';
  const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"></line>`;
  for (let row = 0; row < 10; row++) s += line(M, M + row * S, M + 8 * S, M + row * S);
  for (let col = 0; col < 9; col++) s += line(M + col * S, M, M + col * S, M + 9 * S);
  for (const [a, b] of PALACE_DIAGONALS) {
    const p = pointXY(a, 'cho');
    const q = pointXY(b, 'cho');
    s += line(p.x, p.y, q.x, q.y);
  }
  return `${s}<rect class="frame" x="${M}" y="${M}" width="${8 * S}" height="${9 * S}"></rect>`;
}
