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

/** Beginners' letters, the same as the variants site's notation (K A E H R C P). */
const LETTERS: Record<Role, string> = SITE_LETTER;

/** The naval cast: names and the short code printed under each ship. */
export const NAVAL_NAMES: Record<Role, string> = {
  general: 'Capital Ship',
  guard: 'Supply Ship',
  horse: 'Cruiser',
  elephant: 'Frigate',
  chariot: 'Destroyer',
  cannon: 'Artillery Ship',
  soldier: 'Patrol Ship',
};
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
 * Side-view ship silhouettes, one path per role, drawn for a unit radius of 40 (scaled to the
 * piece) with the waterline at y = 0: hull below, superstructure above.
 */
const HULL = 'M-30 0 L30 0 L24 9 L-26 9 Z';
const SHIPS: Record<Role, string> = {
  // Long hull, tall bridge, two turrets and a mast.
  general: `${HULL} M-14 0 V-8 H14 V0 Z M-6 -8 V-16 H6 V-8 Z M-1 -16 V-24 H1 V-16 Z M-26 0 V-4 H-18 V0 Z M18 0 V-4 H26 V0 Z`,
  // Cargo boxes and a crane.
  guard: `${HULL} M-22 0 V-8 H-12 V0 Z M-10 0 V-8 H0 V0 Z M6 0 V-12 H12 V0 Z M8 -12 L22 -18 L22 -16 L10 -11 Z`,
  // One funnel, one turret.
  horse: `${HULL} M-12 0 V-9 H10 V0 Z M-4 -9 V-17 H3 V-9 Z M14 0 V-4 H24 V0 Z M24 -3 H30 V-2 H24 Z`,
  // Small hull, single mast.
  elephant: `M-24 0 L24 0 L19 8 L-20 8 Z M-8 0 V-8 H8 V0 Z M-1 -8 V-22 H1 V-8 Z M-1 -20 H8 V-18 H-1 Z`,
  // Sleek hull, two raked funnels.
  chariot: `M-32 0 L32 0 L22 7 L-28 7 Z M-12 0 V-6 H12 V0 Z M-8 -6 L-6 -14 H-2 L-4 -6 Z M2 -6 L4 -14 H8 L6 -6 Z`,
  // A big gun raised at an angle.
  cannon: `${HULL} M-16 0 V-8 H2 V0 Z M4 0 A7 7 0 0 1 18 0 Z M12 -5 L28 -19 L30 -17 L15 -3 Z`,
  // Small boat with a cabin.
  soldier: `M-22 0 L22 0 L16 8 L-18 8 Z M-10 0 V-9 H6 V0 Z M-6 -9 V-14 H-1 V-9 Z`,
};

export interface PieceGlyph {
  /** Text on the face (a letter, or the ship's code); empty for hanja, which are drawn. */
  text: string;
  /** Font size of `text` in the 100-unit box (for hanja: the drawn glyph's width and height). */
  size: number;
  /** Vertical offset of the text's centre. */
  y: number;
  /** Optional drawing (naval ships), in the 100-unit box once transformed. */
  path?: string;
  /** Scale and offset for `path`. */
  pathTransform?: string;
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
      path: SHIPS[role],
      pathTransform: `translate(0 ${(-r * 0.02).toFixed(1)}) scale(${(scale * 1.05).toFixed(3)})`,
    };
  }
  const size = r * 1.2;
  return { text: '', size, y: 0, symbol: HANJA_SYMBOL[pieceHanja(role, color)] };
}

/** Name of a piece in a theme (for legends and settings previews). */
export function themePieceName(theme: PieceThemeName, role: Role): string | undefined {
  return theme === 'naval' ? NAVAL_NAMES[role] : undefined;
}
