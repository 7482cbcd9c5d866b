/** The Janggi rules engine: pure TypeScript, no DOM, no runtime dependencies. */
export * from './types';
export * from './rules';
export * from './fen';
export { Position, encodeMove, moveFrom, moveTo, type Outcome, type OutcomeReason } from './position';
export * from './notation';
export { perft, perftDivide } from './perft';
export { gamePositionFromFen, illegalities, type IllegalCode, type Illegality } from './legality';
export {
  MateSearch,
  mateMoves,
  mateMovesWithLength,
  forcesMate,
  mateIn,
  moveForcesMate,
  bestDefence,
  judgeSolverMove,
  type MateOptions,
} from './mate';
