/** Nine Elder piece names: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
import type en from '../en/ninePieces';

/** The same shape as the English names: a pair of names where English has a pair. */
type Names<T> = { readonly [I in keyof T]: T[I] extends string ? string : readonly [string, string] };

const words: Names<typeof en> = [
  '',
  ['Jade', 'Rey'],
  ['Incienso', 'Dragón'],
  ['Ángulo', 'Caballo'],
  ['Cañón', 'Hierro'],
  ['Vanguardia', 'Cobre'],
  ['Oro', 'Oro'],
  ['Plata', 'Entero'],
  ['Casia', 'Cetro'],
  ['Peón', 'Dorado'],
];

export default words;
