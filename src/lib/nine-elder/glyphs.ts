/**
 * The characters on the Nine Elder pieces are drawn, not typeset, like Janggi's hanja
 * (src/lib/board/hanja.ts): static/nine-elder.svg holds their outlines as symbols (made by
 * scripts/piece-glyphs.mjs from Noto Serif CJK KR Bold), each in a 1000-unit box with the em box
 * filling it. So the pieces look the same on a device with no Chinese, Japanese or Korean font.
 */
import { pieceGlyph } from './text';

/** Each character of the seed and its symbol in the sprite (scripts/piece-glyphs.mjs reads this table). */
export const NINE_SYMBOL: Readonly<Record<string, string>> = {
  玉: 'gyoku',
  王: 'ou',
  香: 'kyou',
  竜: 'ryuu',
  角: 'kaku',
  馬: 'uma',
  包: 'hou',
  鉄: 'tetsu',
  前: 'zen',
  銅: 'dou',
  金: 'kin',
  銀: 'gin',
  全: 'narigin',
  桂: 'kei',
  圭: 'narikei',
  步: 'hu',
  鍍: 'to',
};

/** The sprite's path under the site's assets (`asset(NINE_SPRITE)` in a component). */
export const NINE_SPRITE = '/nine-elder.svg';

/** The sprite symbol of a piece code (a NinePosition piece): its character's outline. */
export function pieceSymbol(p: number): string {
  return NINE_SYMBOL[pieceGlyph(p)];
}
