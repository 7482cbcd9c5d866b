import type { DBSchema } from 'idb';
import type { StoreRecords } from './backup-schema';

// The records are inferred from the backup file's schemas (backup-schema.ts): a field is declared
// once, where it is checked. Type-only: no schema code comes with these types.
export type LessonStepRecord = StoreRecords['lessonSteps'];
/** Stars earned on a lesson step: 0 (not passed) to 3 (within the move budget, no hints). */
export type Stars = LessonStepRecord['stars'];
export type ExerciseRecord = StoreRecords['exercises'];
export type PuzzleAttempt = StoreRecords['puzzleAttempts'];
export type PuzzleResult = PuzzleAttempt['result'];
/** One point of a rating history (Glicko-2 for puzzles; other kinds may follow). */
export type RatingEntry = StoreRecords['ratings'];
export type StreakRecord = StoreRecords['streaks'];
/** A spaced-review card. `card` is opaque to this store (e.g. a ts-fsrs Card). */
export type ReviewRecord = StoreRecords['reviews'];
export type ReviewKind = ReviewRecord['kind'];
export type AssignmentRecord = StoreRecords['assignments'];
/** One student's result for an assignment, as collected by the teacher. */
export type ReportRecord = StoreRecords['reports'];
/** A game played on /play, kept until the player deletes it (see backup-schema.ts for its fields). */
export type GameRecord = StoreRecords['games'];
export type GameResult = NonNullable<GameRecord['result']>;
export type GameEndReason = GameResult['reason'];

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
