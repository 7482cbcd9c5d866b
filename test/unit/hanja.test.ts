import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { HANJA_SYMBOL, hanjaHref } from '$lib/board/hanja';
import { PIECE_SPRITES, spriteBody } from '$lib/board/sprites.server';
import { PIECE_RADIUS, pieceGlyph, pieceHanja, shipHref } from '$lib/board/themes';
import type { Color, Role } from '$lib/engine';

const ROLES: Role[] = ['general', 'guard', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'];
const COLORS: Color[] = ['cho', 'han'];

/** The bounding box of the points of a path made of relative m/l/h/v/q/c and z (what scripts/piece-glyphs.mjs writes). */
function bbox(d: string) {
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, cmd, args] of d.matchAll(/([mlhvqcz])([^mlhvqcz]*)/g)) {
    const n = (args.match(/-?\d+/g) ?? []).map(Number);
    if (cmd === 'z') {
      [x, y] = [sx, sy];
      continue;
    }
    if (cmd === 'h') x += n[0];
    else if (cmd === 'v') y += n[0];
    else {
      expect(n.length % 2, `${cmd}${args}`).toBe(0);
      for (let i = 0; i < n.length; i += 2) {
        xs.push(x + n[i]);
        ys.push(y + n[i + 1]);
      }
      [x, y] = [x + n[n.length - 2], y + n[n.length - 1]];
      if (cmd === 'm') [sx, sy] = [x, y];
    }
    xs.push(x);
    ys.push(y);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The sprite's symbols by id: their path data. */
const sprite = readFileSync('src/lib/board/hanja.svg', 'utf8');
const SYMBOLS = new Map(
  [...sprite.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 1000 1000"[^>]*><path d="([^"]+)"\/><\/symbol>/g)].map((m) => [m[1], m[2]]),
);
/** A reference's element id. */
const idOf = (href: string) => href.replace(/^#/, '');

describe('hanja outlines', () => {
  it('the sprite has exactly the symbols the pieces name', () => {
    expect([...SYMBOLS.keys()].sort()).toEqual(
      Object.values(HANJA_SYMBOL)
        .map((s) => idOf(hanjaHref(s)))
        .sort(),
    );
  });

  it('has every piece hanja, drawn in the em box and about its centre', () => {
    for (const role of ROLES) {
      for (const color of COLORS) {
        const d = SYMBOLS.get(idOf(hanjaHref(HANJA_SYMBOL[pieceHanja(role, color)]))) ?? '';
        expect(d, `${role} ${color}`).toMatch(/^m/);
        const b = bbox(d);
        // Inside the box, give or take a stroke's overshoot (兵's feet reach 1.2% below it).
        expect(b.minX).toBeGreaterThanOrEqual(-20);
        expect(b.minY).toBeGreaterThanOrEqual(-20);
        expect(b.maxX).toBeLessThanOrEqual(1020);
        expect(b.maxY).toBeLessThanOrEqual(1020);
        // A full-size character: most of the box, centred within 8% of it.
        expect(b.maxX - b.minX).toBeGreaterThan(800);
        expect(Math.abs((b.minX + b.maxX) / 2 - 500)).toBeLessThan(80);
        expect(Math.abs((b.minY + b.maxY) / 2 - 500)).toBeLessThan(80);
      }
    }
  });

  it('draws hanja faces from the sprite (no web font), and keeps letters as text', () => {
    expect(pieceHanja('general', 'cho')).toBe('楚');
    expect(pieceHanja('general', 'han')).toBe('漢');
    expect(pieceHanja('soldier', 'cho')).toBe('卒');
    expect(pieceHanja('soldier', 'han')).toBe('兵');
    for (const role of ROLES) {
      const g = pieceGlyph('hanja', role, 'han');
      expect(g.text).toBe('');
      expect(g.symbol).toBe(HANJA_SYMBOL[pieceHanja(role, 'han')]);
      expect(g.size).toBe(PIECE_RADIUS[role] * 1.2);
      const letter = pieceGlyph('letters', role, 'cho');
      expect(letter.text).not.toBe('');
      expect(letter.ship).toBeUndefined();
    }
    // The guard's letter is the lessons' word's, and no two pieces share a letter.
    expect(pieceGlyph('letters', 'guard', 'cho').text).toBe('G');
    expect(new Set(ROLES.map((r) => pieceGlyph('letters', r, 'cho').text)).size).toBe(ROLES.length);
  });
});

describe('the ship sprite (naval pieces)', () => {
  const sprite = readFileSync('src/lib/board/ships.svg', 'utf8');
  it('has an outline for every role, and each naval piece uses its own, scaled to the piece', () => {
    for (const role of ROLES) {
      const glyph = pieceGlyph('naval', role, 'cho');
      expect(glyph.ship).toBe(role);
      expect(sprite).toMatch(new RegExp(`<path id="${idOf(shipHref(role))}" d="M[-\\d .A-Z]+"/>`));
      expect(glyph.shipTransform).toMatch(/^translate\(0 -?[\d.]+\) scale\([\d.]+\)$/);
      expect(pieceGlyph('hanja', role, 'cho').ship).toBeUndefined();
    }
  });
});

describe("the pages' inline sprite", () => {
  it('holds every hanja symbol and ship outline, each once, inside one hidden SVG with no size', () => {
    const ids = [...PIECE_SPRITES.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const wanted = [...Object.values(HANJA_SYMBOL).map(hanjaHref), ...ROLES.map(shipHref)].map(idOf);
    expect(ids.sort()).toEqual(wanted.sort());
    expect(PIECE_SPRITES).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*width="0" height="0"[^>]*>/);
    expect(PIECE_SPRITES.match(/<svg\b/g)).toHaveLength(1);
    expect(PIECE_SPRITES.endsWith('</svg>')).toBe(true);
    // The font's licence notice travels with the outlines.
    expect(PIECE_SPRITES).toContain('SIL Open Font License');
  });

  it('takes what is inside a sprite file, and refuses a file that is not SVG', () => {
    expect(spriteBody('<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="a"/>\n</svg>\n')).toBe('<symbol id="a"/>');
    expect(() => spriteBody('<html></html>')).toThrow();
  });
});
