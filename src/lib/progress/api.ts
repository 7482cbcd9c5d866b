import type { Backend } from './backend';
import { DB_VERSION } from './schema';
import { previousDay, localDay } from './day';
import type { SettingKey, SettingsMap } from './settings-map';
import type {
  AssignmentRecord,
  ExerciseRecord,
  LessonStepRecord,
  ProgressDump,
  PuzzleAttempt,
  RatingEntry,
  ReportRecord,
  ReviewKind,
  ReviewRecord,
  Stars,
  StreakRecord,
} from './types';

export interface ProgressExport {
  app: 'janggi-trainer';
  schemaVersion: number;
  exportedAt: number;
  data: ProgressDump;
}

const maxStars = (a: Stars, b: Stars): Stars => (a > b ? a : b);

/** The typed progress API over a storage backend. Every method may throw ProgressError. */
export function createProgressApi(backend: Backend) {
  const now = () => Date.now();

  async function touchStreak(kind = 'daily', day = localDay()): Promise<StreakRecord> {
    return backend.update('streaks', kind, (old) => {
      if (!old) return { kind, current: 1, best: 1, lastDay: day };
      if (old.lastDay === day) return old;
      const current = old.lastDay === previousDay(day) ? old.current + 1 : 1;
      return { kind, current, best: Math.max(old.best, current), lastDay: day };
    });
  }

  async function getRatingHistory(kind: string): Promise<RatingEntry[]> {
    return (await backend.getAllByIndex('ratings', 'kind', kind)).sort((a, b) => a.time - b.time);
  }

  return {
    get storage(): Backend['kind'] {
      return backend.kind;
    },

    // Lessons ---------------------------------------------------------------------------------
    /** Count one attempt at a lesson step; keeps the best stars and score. */
    async recordLessonStep(input: { lessonId: string; stepId: string; stars: Stars; score: number }): Promise<LessonStepRecord> {
      const { lessonId, stepId, stars, score } = input;
      const rec = await backend.update('lessonSteps', [lessonId, stepId], (old) => ({
        lessonId,
        stepId,
        stars: maxStars(old?.stars ?? 0, stars),
        bestScore: Math.max(old?.bestScore ?? -Infinity, score),
        attempts: (old?.attempts ?? 0) + 1,
        updatedAt: now(),
      }));
      await touchStreak();
      return rec;
    },
    getLessonStep: (lessonId: string, stepId: string) => backend.get('lessonSteps', [lessonId, stepId]),
    /** Every recorded step of a lesson, ordered by step id. */
    getLessonProgress: (lessonId: string) => backend.getAllByIndex('lessonSteps', 'lessonId', lessonId),
    getAllLessonSteps: () => backend.getAll('lessonSteps'),

    // Exercises -------------------------------------------------------------------------------
    async recordExercise(input: { exerciseId: string; solved: boolean; score: number }): Promise<ExerciseRecord> {
      const rec = await backend.update('exercises', input.exerciseId, (old) => ({
        exerciseId: input.exerciseId,
        solved: (old?.solved ?? false) || input.solved,
        bestScore: Math.max(old?.bestScore ?? -Infinity, input.score),
        attempts: (old?.attempts ?? 0) + 1,
        updatedAt: now(),
      }));
      await touchStreak();
      return rec;
    },
    getExercise: (exerciseId: string) => backend.get('exercises', exerciseId),
    listExercises: () => backend.getAll('exercises'),

    // Puzzles ---------------------------------------------------------------------------------
    async recordPuzzleAttempt(input: Omit<PuzzleAttempt, 'id' | 'time'> & { time?: number }): Promise<PuzzleAttempt> {
      const attempt: PuzzleAttempt = { ...input, moves: [...input.moves], time: input.time ?? now() };
      const id = await backend.add('puzzleAttempts', attempt);
      await touchStreak();
      return { ...attempt, id };
    },
    /** Attempts at one puzzle, or at all puzzles, oldest first. */
    async getPuzzleAttempts(puzzleId?: string): Promise<PuzzleAttempt[]> {
      const rows = puzzleId === undefined ? await backend.getAll('puzzleAttempts') : await backend.getAllByIndex('puzzleAttempts', 'puzzleId', puzzleId);
      return rows.sort((a, b) => a.time - b.time);
    },

    // Ratings ---------------------------------------------------------------------------------
    async addRating(entry: Omit<RatingEntry, 'id' | 'time'> & { time?: number }): Promise<RatingEntry> {
      const rec: RatingEntry = { ...entry, time: entry.time ?? now() };
      return { ...rec, id: await backend.add('ratings', rec) };
    },
    /** Rating history of one kind (e.g. 'puzzle'), oldest first. */
    getRatingHistory,
    async getRating(kind: string): Promise<RatingEntry | undefined> {
      return (await getRatingHistory(kind)).at(-1);
    },

    // Streaks ---------------------------------------------------------------------------------
    /** Mark `day` as active; lesson, exercise and puzzle records do this themselves. */
    touchStreak,
    /** The streak as of `day`: a streak whose last day is before yesterday reads as 0. */
    async getStreak(kind = 'daily', day = localDay()): Promise<StreakRecord | undefined> {
      const rec = await backend.get('streaks', kind);
      if (!rec) return undefined;
      const alive = rec.lastDay === day || rec.lastDay === previousDay(day);
      return alive ? rec : { ...rec, current: 0 };
    },

    // Spaced review ---------------------------------------------------------------------------
    scheduleReview: (rec: ReviewRecord) => backend.put('reviews', rec),
    getReview: (kind: ReviewKind, itemId: string) => backend.get('reviews', [kind, itemId]),
    removeReview: (kind: ReviewKind, itemId: string) => backend.delete('reviews', [kind, itemId]),
    /** Reviews due at or before `at`, soonest first. */
    async getDueReviews(at = now()): Promise<ReviewRecord[]> {
      return (await backend.getAll('reviews')).filter((r) => r.due <= at).sort((a, b) => a.due - b.due);
    },

    // Assignments and reports -----------------------------------------------------------------
    saveAssignment: (rec: AssignmentRecord) => backend.put('assignments', rec),
    getAssignment: (id: string) => backend.get('assignments', id),
    listAssignments: () => backend.getAll('assignments'),
    deleteAssignment: (id: string) => backend.delete('assignments', id),
    async addReport(rec: Omit<ReportRecord, 'id'>): Promise<ReportRecord> {
      return { ...rec, id: await backend.add('reports', { ...rec }) };
    },
    getReports: (assignmentId: string) => backend.getAllByIndex('reports', 'assignmentId', assignmentId),
    /** Every report of every assignment. */
    listReports: () => backend.getAll('reports'),
    /** Replace a stored report (`rec.id` set). */
    saveReport: (rec: ReportRecord & { id: number }) => backend.put('reports', rec),
    deleteReport: (id: number) => backend.delete('reports', id),

    // Settings --------------------------------------------------------------------------------
    /** The stored value, unvalidated: callers check it (see settings.svelte.ts). */
    getSetting: <K extends SettingKey>(key: K) => backend.get('settings', key) as Promise<SettingsMap[K] | undefined>,
    setSetting: <K extends SettingKey>(key: K, value: SettingsMap[K]) => backend.put('settings', value, key),
    getLastActivity: () => backend.get('settings', 'lastActivity') as Promise<SettingsMap['lastActivity'] | undefined>,
    setLastActivity: (activity: SettingsMap['lastActivity']) => backend.put('settings', activity, 'lastActivity'),

    // Backup ----------------------------------------------------------------------------------
    async exportProgress(): Promise<ProgressExport> {
      return { app: 'janggi-trainer', schemaVersion: DB_VERSION, exportedAt: now(), data: await backend.dump() };
    },
    /** Replace all progress with an export of the same schema version. */
    async importProgress(file: ProgressExport): Promise<void> {
      if (file?.app !== 'janggi-trainer') throw new TypeError('Not a Janggi trainer progress file.');
      if (file.schemaVersion !== DB_VERSION) throw new TypeError(`Progress file has schema v${file.schemaVersion}, this app reads v${DB_VERSION}.`);
      await backend.restore(file.data);
    },
  };
}

export type ProgressApi = ReturnType<typeof createProgressApi>;
