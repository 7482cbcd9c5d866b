/**
 * The hanja on the pieces are drawn, not typeset: src/lib/board/hanja.svg holds their outlines as symbols
 * (made by scripts/piece-glyphs.mjs, which reads the table below, from Noto Serif CJK KR Bold), each in a 1000-unit box with the
 * em box filling it. No web font: nothing to wait for before the first paint, and the same pieces on
 * a device with no Chinese or Korean font.
 */
export const HANJA_SYMBOL: Readonly<Record<string, string>> = {
  楚: 'cho',
  漢: 'han',
  士: 'sa',
  象: 'sang',
  馬: 'ma',
  車: 'cha',
  包: 'po',
  卒: 'jol',
  兵: 'byeong',
};

/**
 * A symbol's reference within the page: every page carries the sprite inline (sprites.server.ts),
 * so a piece's `<use>` needs no file of its own (an external sprite is loaded and parsed as a
 * document for each symbol used, several milliseconds of the page's main thread each).
 */
export function hanjaHref(symbol: string): string {
  return `#hanja-${symbol}`;
}
