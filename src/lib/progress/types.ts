import type { DBSchema } from 'idb';

/** Stars earned on a lesson step: 0 (not passed) to 3 (within the move budget, no hints). */
export type Stars = 0 | 1 | 2 | 3;

export interface LessonStepRecord {
  lessonId: string;
  stepId: string;
  stars: Stars;
  bestScore: number;
  attempts: number;
  updatedAt: number;
}

export interface ExerciseRecord {
  exerciseId: string;
  solved: boolean;
  bestScore: number;
  attempts: number;
  updatedAt: number;
}

export type PuzzleResult = 'solved' | 'failed' | 'skipped';

export interface PuzzleAttempt {
  /** Auto-incremented key; absent before the attempt is stored. */
  id?: number;
  puzzleId: string;
  /** Epoch milliseconds when the attempt ended. */
  time: number;
  result: PuzzleResult;
  hints: number;
  /** Moves the solver played, UCI. */
  moves: string[];
  /** Time spent, milliseconds. */
  ms: number;
}

/** One point of a rating history (Glicko-2 for puzzles; other kinds may follow). */
export interface RatingEntry {
  id?: number;
  kind: string;
  time: number;
  rating: number;
  rd: number;
  volatility: number;
}

export interface StreakRecord {
  kind: string;
  current: number;
  best: number;
  /** Local calendar day of the last activity, `YYYY-MM-DD`. */
  lastDay: string;
}

export type ReviewKind = 'lesson' | 'exercise' | 'puzzle';

/** A spaced-review card. `card` is opaque to this store (e.g. a ts-fsrs Card). */
export interface ReviewRecord {
  kind: ReviewKind;
  itemId: string;
  /** Epoch milliseconds when the item is next due. */
  due: number;
  card: unknown;
}

export interface AssignmentRecord {
  id: string;
  title: string;
  createdAt: number;
  due?: number;
  /** Assignment content as decoded from a teacher's share link; owned by the assignments module. */
  payload: unknown;
}

/** One student's result for an assignment, as collected by the teacher. */
export interface ReportRecord {
  id?: number;
  assignmentId: string;
  student: string;
  receivedAt: number;
  payload: unknown;
}

/** How a kept game ended: the engine's reasons, a resignation, and `record` for an imported game (what its record says; no winner when it gives none or a draw). */
export type GameEndReason =
  'checkmate' | 'bikjang' | 'double-pass' | 'repetition' | 'perpetual-check' | 'back-and-forth' | 'move-limit' | 'resign' | 'record';

export interface GameResult {
  /** Absent for a draw. */
  winner?: 'cho' | 'han';
  reason: GameEndReason;
  /** Point totals (Han's with the deom) when the game was decided by counting. */
  points?: { cho: number; han: number };
}

/**
 * A game played on /play, kept until the player deletes it: unfinished ones can be resumed,
 * finished ones listed with their result. Replayed from `rootFen` (validated by src/lib/play).
 */
export interface GameRecord {
  /** Random, made when the game starts; every tab's new game has its own. */
  id: string;
  createdAt: number;
  /** Epoch milliseconds of the last write. */
  updatedAt: number;
  /** Bumped on every write: a tab whose game was written by another tab sees a newer revision. */
  rev: number;
  /** The rule set's name (janggi, traditional, modern, casual). */
  rules: string;
  rootFen: string;
  /** The back-rank setups, as Cho sees the board, when the game began from a start position. */
  setups?: { cho: string; han: string };
  /** UCI moves from `rootFen`; a pass is the general's square twice. */
  moves: string[];
  orientation?: 'cho' | 'han';
  /** Against the computer: the side it plays and its level (1..8). Absent for two players. */
  computer?: { side: 'cho' | 'han'; level: number };
  /** Where the game came from: the setup panel, a play-it-out link, a typed FEN or an imported record file. */
  source?: 'setup' | 'link' | 'fen' | 'import';
  /** A name the player gave the game on /games. */
  name?: string;
  /** An imported record's header fields (players, date, event), in file order. */
  tags?: [string, string][];
  /** Absent while the game goes on. */
  result?: GameResult;
}

export interface ProgressDB extends DBSchema {
  lessonSteps: { key: [string, string]; value: LessonStepRecord; indexes: { lessonId: string } };
  exercises: { key: string; value: ExerciseRecord };
  puzzleAttempts: { key: number; value: PuzzleAttempt; indexes: { puzzleId: string; time: number } };
  /** `kindTime` (schema v2): one kind's history in time order, e.g. the latest rating without reading all. */
  ratings: { key: number; value: RatingEntry; indexes: { kind: string; kindTime: [string, number] } };
  streaks: { key: string; value: StreakRecord };
  reviews: { key: [string, string]; value: ReviewRecord; indexes: { due: number } };
  assignments: { key: string; value: AssignmentRecord };
  reports: { key: number; value: ReportRecord; indexes: { assignmentId: string } };
  settings: { key: string; value: unknown };
  /** Schema v3: games on /play, newest first through `updatedAt`. */
  games: { key: string; value: GameRecord; indexes: { updatedAt: number } };
}

export type StoreName =
  'lessonSteps' | 'exercises' | 'puzzleAttempts' | 'ratings' | 'streaks' | 'reviews' | 'assignments' | 'reports' | 'settings' | 'games';
export type Value<S extends StoreName> = ProgressDB[S]['value'];
export type Key<S extends StoreName> = ProgressDB[S]['key'];
export type IndexName<S extends StoreName> = ProgressDB[S] extends { indexes: infer I } ? keyof I & string : never;

/** Every record of every store: the shape of an export/backup. */
export type ProgressDump = { [S in StoreName]: S extends 'settings' ? [string, unknown][] : Value<S>[] };
