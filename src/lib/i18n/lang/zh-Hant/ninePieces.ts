/** Nine Elder piece names: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
import type en from '../en/ninePieces';

/** The same shape as the English names: a pair of names where English has a pair. */
type Names<T> = { readonly [I in keyof T]: T[I] extends string ? string : readonly [string, string] };

const words: Names<typeof en> = [
  '',
  ['玉將', '王將'],
  ['香車', '龍王'],
  ['角行', '龍馬'],
  ['包', '鐵包'],
  ['前包', '銅包'],
  ['金將', '金將'],
  ['銀將', '成銀'],
  ['桂馬', '成桂'],
  ['步兵', 'と金'],
];

export default words;
