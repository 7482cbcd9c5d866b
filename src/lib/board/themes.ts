/**
 * Piece themes: what is drawn on the face of each piece. Pure data; Piece.svelte draws it.
 *
 * Every glyph is drawn in a 100x100 box centred on the point (coordinates -50..50), on an
 * octagon whose radius depends on the piece's rank (general largest, guard and soldier smallest).
 */
import { SITE_LETTER, type Color, type Role } from '$lib/engine';
import { HANJA_SYMBOL } from './hanja';

export const PIECE_THEME_NAMES = ['hanja', 'letters', 'naval'] as const;
export type PieceThemeName = (typeof PIECE_THEME_NAMES)[number];

/** Octagon radius by role, in the 100-unit box of one point (points are 100 apart). */
export const PIECE_RADIUS: Record<Role, number> = {
  general: 47,
  chariot: 40,
  cannon: 40,
  horse: 40,
  elephant: 40,
  guard: 33,
  soldier: 33,
};

/** A handful of radii, each drawn by dozens of pieces: their octagons are worked out once. */
const OCTAGONS = new Map<number, string>();

/** The eight corners of a regular octagon with flat top and sides. */
export function octagonPoints(r: number): string {
  let out = OCTAGONS.get(r);
  if (out === undefined) {
    const pts: string[] = [];
    for (let k = 0; k < 8; k++) {
      const a = ((22.5 + 45 * k) * Math.PI) / 180;
      pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
    }
    out = pts.join(' ');
    OCTAGONS.set(r, out);
  }
  return out;
}

/** Traditional hanja: 楚 and 漢 generals; 卒 for Cho's soldiers, 兵 for Han's. */
const HANJA: Record<Role, string> = {
  general: '楚',
  guard: '士',
  elephant: '象',
  horse: '馬',
  chariot: '車',
  cannon: '包',
  soldier: '卒',
};

/**
 * Beginners' letters: the variants site's notation (K E H R C P), except the guard. The site writes
 * it A (advisor), a word the lessons never use; here it is G, for the lessons' "guard". G clashes
 * with no other piece: the general is K, as in the site's notation and in chess (the piece a
 * learner already knows as the king), so no piece has to give up its letter for it.
 */
export const LETTERS: Record<Role, string> = { ...SITE_LETTER, guard: 'G' };

/** The naval cast: the short code printed under each ship. */
const NAVAL_CODE: Record<Role, string> = {
  general: 'CS',
  guard: 'SS',
  horse: 'CR',
  elephant: 'FF',
  chariot: 'DD',
  cannon: 'AS',
  soldier: 'PS',
};

/**
 * Side-view ship silhouettes, one per role, are in src/lib/board/ships.svg (an element per role,
 * `ship-<role>`): drawn for a unit radius of 40 with the waterline at y = 0, scaled to the piece.
 * Every page carries them inline like the hanja (sprites.server.ts), so their outlines are not
 * in the pages' code.
 */
export function shipHref(ship: string): string {
  return `#ship-${ship}`;
}

export interface PieceGlyph {
  /** Text on the face (a letter, or the ship's code); empty for hanja, which are drawn. */
  text: string;
  /** Font size of `text` in the 100-unit box (for hanja: the drawn glyph's width and height). */
  size: number;
  /** Vertical offset of the text's centre. */
  y: number;
  /** Optional drawing (naval ships): its outline's reference (shipHref), drawn in the
   * 100-unit box once transformed. */
  ship?: string;
  /** Scale and offset for `ship`. */
  shipTransform?: string;
  /** The hanja's symbol in the sprite (src/lib/board/hanja.ts), drawn `size` wide centred on the point. */
  symbol?: string;
}

/** The hanja of a piece: 楚/漢 for the generals, 卒/兵 for the soldiers by side. */
export function pieceHanja(role: Role, color: Color): string {
  if (role === 'general') return color === 'cho' ? '楚' : '漢';
  if (role === 'soldier') return color === 'cho' ? '卒' : '兵';
  return HANJA[role];
}

export function pieceGlyph(theme: PieceThemeName, role: Role, color: Color): PieceGlyph {
  const r = PIECE_RADIUS[role];
  if (theme === 'letters') {
    return { text: LETTERS[role], size: r * 1.15, y: 0 };
  }
  if (theme === 'naval') {
    const scale = r / 40;
    return {
      text: NAVAL_CODE[role],
      size: r * 0.5,
      y: r * 0.5,
      ship: role,
      shipTransform: `translate(0 ${(-r * 0.02).toFixed(1)}) scale(${(scale * 1.05).toFixed(3)})`,
    };
  }
  const size = r * 1.2;
  return { text: '', size, y: 0, symbol: HANJA_SYMBOL[pieceHanja(role, color)] };
}
