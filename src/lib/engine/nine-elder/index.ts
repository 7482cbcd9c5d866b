/** Nine Elder (아홉 장로), a second game beside Janggi. Import from here, never from the Janggi index, so it loads lazily. */
export * from './position';
export * from './fen';
export * from './rules';
export * from './perft';
export { squareName } from './base';
