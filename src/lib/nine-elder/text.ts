/** Words of the Nine Elder game, in the app's languages (Korean in 해요체). */
import { DEFAULT_LOCALE, sectionText, sectionCatalogues, type Locale } from '$lib/i18n';
import type ninePiecesEn from '$lib/i18n/lang/en/ninePieces';

const NINE_ELDER = sectionCatalogues('nineElder');

export const nt = sectionText(NINE_ELDER);

/** Piece names in every language: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
/** Each language's names (loaded on demand with the page's words), by piece type. */
export const PIECE_NAMES = sectionCatalogues('ninePieces') as unknown as Record<Locale, (typeof ninePiecesEn)[number][]>;

/** The seed's characters: [unpromoted, promoted]; the Jade/King pair is [first, second]. */
export const PIECE_GLYPHS = [
  '',
  ['玉', '王'],
  ['香', '竜'],
  ['角', '馬'],
  ['包', '鉄'],
  ['前', '銅'],
  ['金', '金'],
  ['銀', '全'],
  ['桂', '圭'],
  ['步', '鍍'],
] as const;

/** The name of a piece (a NinePosition piece code) in `lang`: the Jade/King by colour, promoted pieces by their promoted name. */
export function pieceName(p: number, lang: string): string {
  const type = p & 15;
  const pair = (PIECE_NAMES[lang as Locale] ?? PIECE_NAMES[DEFAULT_LOCALE])[type] as readonly string[];
  return type === 1 ? pair[p >> 5] : pair[p & 16 ? 1 : 0];
}

/** The seed's character of a piece code. */
export function pieceGlyph(p: number): string {
  const type = p & 15;
  const pair = PIECE_GLYPHS[type] as readonly string[];
  return type === 1 ? pair[p >> 5] : pair[p & 16 ? 1 : 0];
}
