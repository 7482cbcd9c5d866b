/**
 * Puzzles: one row of a collection under lessons/puzzles/ (GUIDE.md, "Puzzle collections"). Two
 * kinds: mates (`mate_in` N) and winning material (tactics, `mate_in` 0 or empty).
 */

export const THEMES = [
  'mate-in-1',
  'mate-in-2',
  'mate-in-3',
  'mate-in-4',
  'mate-in-5',
  'mate-in-6',
  'mate-in-7',
  'mate-in-8',
  'mate-in-9',
  'chariot-mate',
  'cannon-mate',
  'horse-mate',
  'elephant-mate',
  'soldier-mate',
  'palace-diagonal',
  'cannon-screen',
  'two-chariots',
  'smothered',
  'double-check',
  'discovered-check',
  'fork',
  'pin',
  'deflection',
  'decoy',
  'clearance',
  'sacrifice',
  'quiet-move',
  'pass-defence',
  'bakbo',
  'bakbo-all-checks',
  'bakbo-one-quiet',
  'bakbo-ending',
  'winning-material',
  'discovered-attack',
  'removing-the-defender',
  'trapped-piece',
  'defence',
  'skewer',
  'trapped-cannon',
  'cannon-screen-added',
  'cannon-screen-removed',
  'horse-leg-block',
  'elephant-eye-block',
  'interference',
  'overloading',
  'pass',
  'bikjang',
  'count',
] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (s: string): s is Theme => (THEMES as readonly string[]).includes(s);

/** Longest mate the collections hold (and the solver is asked about): the long ones are bakbo. */
export const MAX_MATE = 9;

export interface Puzzle {
  /** Unique id, e.g. `m2-0042`, `bk-007`. */
  id: string;
  /** Engine FEN with the solver to move. */
  fen: string;
  /** Main line, UCI: solver move, best defence, ..., the mating move. */
  moves: string[];
  /** Solver moves in the main line of a mate; 0 for a winning-material puzzle. */
  mateIn: number;
  rating: number;
  themes: Theme[];
  /** How the puzzle was made (`selfplay-...`, `composed`). */
  source: string;
}

/** The compact form the list and the picker read. */
export interface PuzzleSummary {
  id: string;
  mateIn: number;
  rating: number;
  themes: Theme[];
}

/** A puzzle as the runs fetch it (the source is not shown). */
export type RunPuzzle = Omit<Puzzle, 'source'>;

export const summarize = (p: Puzzle): PuzzleSummary => ({ id: p.id, mateIn: p.mateIn, rating: p.rating, themes: p.themes });

export type PuzzleKind = 'mate' | 'material';

export const puzzleKind = (p: { mateIn: number }): PuzzleKind => (p.mateIn > 0 ? 'mate' : 'material');

/** Solver moves in the main line (a line starts and ends with a solver move). */
export const solverMoveCount = (p: { mateIn: number; moves: readonly string[] }): number =>
  p.mateIn > 0 ? p.mateIn : (p.moves.length + 1) / 2;
