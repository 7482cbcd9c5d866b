#!/usr/bin/env node
/**
 * Makes src/lib/board/hanja.svg: the outlines of the nine hanja drawn on the pieces (楚 漢 士 象 馬 車 包 卒
 * 兵) as SVG symbols, so the board looks the same on a device with no Chinese or Korean font, and
 * paints before any web font could arrive (a loading font held back the first frame of board pages).
 * Every page carries it inline (src/lib/board/sprites.server.ts), and pieces draw them with
 * `<use href="#hanja-cha">` (src/lib/board/hanja.ts names the symbols).
 * It makes static/nine-elder.svg the same way: the seventeen characters of the Nine Elder pieces
 * (src/lib/nine-elder/glyphs.ts names those symbols).
 * The output is an asset and is committed; run this only when the glyphs or the source change.
 *
 *   node scripts/piece-glyphs.mjs <NotoSerifCJK-Bold.ttc | a .otf/.ttf> [face name, default "Noto Serif CJK KR"]
 *
 * The source used: Noto Serif CJK Bold (SIL Open Font License 1.1), the Korean face of
 * NotoSerifCJK-Bold.ttc from Debian's fonts-noto-cjk (`apt-get download fonts-noto-cjk`, then
 * `dpkg-deb -x` it; nothing needs installing). The licence travels with it in static/fonts/OFL.txt.
 * Outlines are read by HarfBuzz (`harfbuzzjs`, a devDependency).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';

/**
 * A table of character -> symbol id as the app declares it (`export const NAME ... = { 楚: 'cho', ... }`
 * in a TypeScript module): the app's module is the one list, this script reads it.
 */
function symbolTable(file, name) {
  const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const body = new RegExp(`export const ${name}[^=]*= \\{([^}]*)\\}`).exec(source)?.[1];
  if (!body) throw new Error(`${file}: no table ${name}`);
  return Object.fromEntries([...body.matchAll(/(\S+): '(\w+)'/g)].map((m) => [m[1], m[2]]));
}
const PIECE_GLYPHS = symbolTable('src/lib/board/hanja.ts', 'HANJA_SYMBOL');
const NINE_ELDER_GLYPHS = symbolTable('src/lib/nine-elder/glyphs.ts', 'NINE_SYMBOL');
/** Each sprite: its file, its glyphs, the prefix of their ids (an inline sprite shares the page's ids) and the words of its comment. */
const SPRITES = [
  { out: 'src/lib/board/hanja.svg', glyphs: PIECE_GLYPHS, prefix: 'hanja-', what: 'The hanja of Janggi pieces' },
  { out: 'static/nine-elder.svg', glyphs: NINE_ELDER_GLYPHS, prefix: '', what: 'The characters of the Nine Elder pieces' },
];

/** The faces of a TrueType/OpenType collection as standalone fonts, with their full names. */
function facesOf(buf) {
  if (buf.toString('latin1', 0, 4) !== 'ttcf') return [{ name: fullName(buf), font: buf }];
  const count = buf.readUInt32BE(8);
  const faces = [];
  for (let i = 0; i < count; i++) {
    const font = extractFace(buf, buf.readUInt32BE(12 + 4 * i));
    faces.push({ name: fullName(font), font });
  }
  return faces;
}

/** One face of a collection, rewritten as a standalone sfnt (its tables copied, offsets renumbered). */
function extractFace(buf, at) {
  const numTables = buf.readUInt16BE(at + 4);
  const records = [];
  for (let i = 0; i < numTables; i++) {
    const r = at + 12 + 16 * i;
    records.push({
      tag: buf.subarray(r, r + 4),
      checksum: buf.readUInt32BE(r + 4),
      offset: buf.readUInt32BE(r + 8),
      length: buf.readUInt32BE(r + 12),
    });
  }
  const headerSize = 12 + 16 * numTables;
  let size = headerSize;
  for (const r of records) size += (r.length + 3) & ~3;
  const out = Buffer.alloc(size);
  buf.copy(out, 0, at, at + 12);
  let pos = headerSize;
  records.forEach((r, i) => {
    const rec = 12 + 16 * i;
    r.tag.copy(out, rec);
    out.writeUInt32BE(r.checksum, rec + 4);
    out.writeUInt32BE(pos, rec + 8);
    out.writeUInt32BE(r.length, rec + 12);
    buf.copy(out, pos, r.offset, r.offset + r.length);
    pos += (r.length + 3) & ~3;
  });
  return out;
}

/** The full font name (name id 4, Windows platform) of a standalone sfnt. */
function fullName(font) {
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const r = 12 + 16 * i;
    if (font.toString('latin1', r, r + 4) !== 'name') continue;
    const table = font.readUInt32BE(r + 8);
    const count = font.readUInt16BE(table + 2);
    const strings = table + font.readUInt16BE(table + 4);
    for (let k = 0; k < count; k++) {
      const n = table + 6 + 12 * k;
      if (font.readUInt16BE(n) !== 3 || font.readUInt16BE(n + 6) !== 4) continue;
      const start = strings + font.readUInt16BE(n + 10);
      return font
        .subarray(start, start + font.readUInt16BE(n + 8))
        .swap16()
        .toString('utf16le');
    }
  }
  return '';
}

/**
 * A glyph's outline (HarfBuzz's absolute M/L/Q/C/Z, font units, y up) as compact SVG path data in a
 * 1000-unit box, y down, with the ideographic em box (descender -120 to ascender 880) filling it: relative
 * commands, integers.
 */
export function svgPath(hbPath, ascender = 880) {
  let out = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, cmd, args] of hbPath.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (cmd === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const nums = args.split(/[ ,]+/).filter(Boolean).map(Number);
    const pts = [];
    for (let i = 0; i < nums.length; i += 2) pts.push([Math.round(nums[i]), Math.round(ascender - nums[i + 1])]);
    const rel = pts.map(([px, py]) => [px - x, py - y]);
    const [[dx, dy]] = rel;
    if (cmd === 'L' && dy === 0) out += `h${dx}`;
    else if (cmd === 'L' && dx === 0) out += `v${dy}`;
    else out += cmd.toLowerCase() + rel.flat().join(' ').replace(/ -/g, '-');
    [x, y] = pts[pts.length - 1];
    if (cmd === 'M') [startX, startY] = [x, y];
  }
  return out;
}

async function main() {
  const [source, wanted = 'Noto Serif CJK KR'] = process.argv.slice(2);
  if (!source) {
    console.error('usage: node scripts/piece-glyphs.mjs <font.ttc|.otf|.ttf> [face name]');
    process.exit(2);
  }
  const faces = facesOf(readFileSync(source));
  const face = faces.find((f) => f.name.startsWith(wanted)) ?? (faces.length === 1 ? faces[0] : undefined);
  if (!face) {
    console.error(`no face named "${wanted}" in ${source}; it has: ${faces.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
  if (hb.ready) await hb.ready;
  const font = new hb.Font(new hb.Face(new hb.Blob(face.font)));
  for (const { out, glyphs, prefix, what } of SPRITES) {
    const symbols = Object.entries(glyphs).map(([ch, id]) => {
      const glyph = font.glyph(ch.codePointAt(0));
      if (!glyph) throw new Error(`${face.name} has no glyph for ${ch}`);
      return `<symbol id="${prefix}${id}" viewBox="0 0 1000 1000" overflow="visible"><path d="${svgPath(font.glyphToPath(glyph))}"/></symbol>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">
<!-- ${what}, from ${face.name} (SIL Open Font License 1.1: /fonts/OFL.txt). Made by scripts/piece-glyphs.mjs. -->
${symbols.join('\n')}
</svg>
`;
    writeFileSync(out, svg);
    console.log(`${out}: ${svg.length} bytes, ${symbols.length} glyphs from ${face.name}`);
  }
}

await main();
