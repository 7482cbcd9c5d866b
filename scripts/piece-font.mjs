#!/usr/bin/env node
/**
 * Makes static/fonts/janggi-pieces.woff2: the nine hanja drawn on the pieces (楚 漢 士 象 馬 車 包 卒
 * 兵) and nothing else, so the board looks the same on a device with no Chinese or Korean font.
 * The output is an asset and is committed; run this only when the glyphs or the source change.
 *
 *   node scripts/piece-font.mjs <NotoSerifCJK-Bold.ttc | a .otf/.ttf> [face name, default "Noto Serif CJK KR"]
 *
 * The source used: Noto Serif CJK Bold (SIL Open Font License 1.1), the Korean face of
 * NotoSerifCJK-Bold.ttc from Debian's fonts-noto-cjk (`apt-get download fonts-noto-cjk`, then
 * `dpkg-deb -x` it; nothing needs installing). The licence travels with the file in
 * static/fonts/OFL.txt. Subsetting is done by `subset-font` (HarfBuzz), a devDependency.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

export const PIECE_GLYPHS = '楚漢士象馬車包卒兵';
const OUT = 'static/fonts/janggi-pieces.woff2';

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

async function main() {
  const [source, wanted = 'Noto Serif CJK KR'] = process.argv.slice(2);
  if (!source) {
    console.error('usage: node scripts/piece-font.mjs <font.ttc|.otf|.ttf> [face name]');
    process.exit(2);
  }
  const faces = facesOf(readFileSync(source));
  const face = faces.find((f) => f.name.startsWith(wanted)) ?? (faces.length === 1 ? faces[0] : undefined);
  if (!face) {
    console.error(`no face named "${wanted}" in ${source}; it has: ${faces.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
  const woff2 = await subsetFont(face.font, PIECE_GLYPHS, { targetFormat: 'woff2' });
  mkdirSync('static/fonts', { recursive: true });
  writeFileSync(OUT, woff2);
  console.log(`${OUT}: ${woff2.length} bytes, ${[...PIECE_GLYPHS].length} glyphs from ${face.name}`);
}

await main();
