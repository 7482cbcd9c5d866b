/** Nine Elder piece names: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
import type en from '../en/ninePieces';

/** The same shape as the English names: a pair of names where English has a pair. */
type Names<T> = { readonly [I in keyof T]: T[I] extends string ? string : readonly [string, string] };

const words: Names<typeof en> = [
  '',
  ['옥장', '왕장'],
  ['향차', '용왕'],
  ['각행', '용마'],
  ['포', '철포'],
  ['전포', '동포'],
  ['금장', '금장'],
  ['은장', '성은'],
  ['계마', '성계'],
  ['보병', '도금'],
];

export default words;
