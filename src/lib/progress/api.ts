// chunk: progress-store (no side effects)
import type { Backend, TxOps } from './backend';
import type { BackupError, ImportSummary, ProgressExport } from './backup';
import { fail, ok, type Result } from '../result';
import { BACKUP_APP, BACKUP_FORMAT } from './backup-format';
import { DB_VERSION, STORES } from './schema';
import { previousDay, localDay } from './day';
import type { PersistenceRecord, SettingKey, SettingsMap } from './settings-map';
import type {
  AssignmentRecord,
  ExerciseRecord,
  GameRecord,
  LessonStepRecord,
  ProgressDump,
  PuzzleAttempt,
  RatingEntry,
  ReportRecord,
  ReviewKind,
  ReviewRecord,
  Stars,
  StoreName,
  StreakRecord,
} from './types';

export type { ImportSummary, ProgressExport } from './backup';

const ALL_STORES = Object.keys(STORES) as StoreName[];

const maxStars = (a: Stars, b: Stars): Stars => (a > b ? a : b);

/** The streak after activity on `day`. */
function nextStreak(old: StreakRecord | undefined, kind: string, day: string): StreakRecord {
  if (!old) return { kind, current: 1, best: 1, lastDay: day };
  if (old.lastDay >= day) return old;
  const current = old.lastDay === previousDay(day) ? old.current + 1 : 1;
  return { kind, current, best: Math.max(old.best, current), lastDay: day };
}

async function touchStreakIn(tx: TxOps, kind: string, day: string): Promise<StreakRecord> {
  const old = await tx.get('streaks', kind);
  const next = nextStreak(old, kind, day);
  if (next !== old) await tx.put('streaks', next);
  return next;
}

/** A stored record's `best`, when it is a count. */
function bestOf(rec: unknown): number {
  const best = rec && typeof rec === 'object' ? (rec as { best?: unknown }).best : undefined;
  return typeof best === 'number' && Number.isSafeInteger(best) && best >= 0 ? best : 0;
}

/** Ask the browser to keep this site's storage when space runs low (navigator.storage.persist). */
async function browserPersist(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.()) return true;
  return storage.persist();
}

export interface ProgressApiOptions {
  /** Asks for persistent storage; resolves with the answer. Defaults to navigator.storage.persist. */
  persist?: () => Promise<boolean>;
}

export function createProgressApi(backend: Backend, options: ProgressApiOptions = {}) {
  const now = () => Date.now();
  const persist = options.persist ?? browserPersist;

  async function touchStreak(kind = 'daily', day = localDay()): Promise<StreakRecord> {
    return backend.transact(['streaks'], (tx) => touchStreakIn(tx, kind, day));
  }

  /** One kind's ratings in time order (the `kindTime` index), `prev`: newest first. */
  function ratingsOf(kind: string, direction: 'next' | 'prev' = 'next', limit?: number): Promise<RatingEntry[]> {
    return backend.getRange('ratings', 'kindTime', { lower: [kind, -Infinity], upper: [kind, Infinity], direction, limit });
  }

  async function getRatingHistory(kind: string): Promise<RatingEntry[]> {
    return ratingsOf(kind);
  }

  let persisting: Promise<PersistenceRecord | undefined> | undefined;
  /**
   * Ask once (per device) for persistent storage, so the browser does not evict progress when the
   * disk fills up. The answer is kept in the `persistence` setting. Never throws.
   */
  function requestPersistence(): Promise<PersistenceRecord | undefined> {
    persisting ??= (async () => {
      if (backend.kind === 'memory') return undefined;
      const asked = (await backend.get('settings', 'persistence')) as PersistenceRecord | undefined;
      if (asked) return asked;
      const requestedAt = now();
      // Remember the question before it is answered: a reload mid-prompt must not ask again.
      await backend.put('settings', { requestedAt, granted: false } satisfies PersistenceRecord, 'persistence');
      let granted = false;
      try {
        granted = await persist();
      } catch {
        granted = false;
      }
      const rec: PersistenceRecord = { requestedAt, granted };
      if (granted) await backend.put('settings', rec, 'persistence');
      return rec;
    })().catch(() => {
      persisting = undefined;
      return undefined;
    });
    return persisting;
  }

  return {
    get storage(): Backend['kind'] {
      return backend.kind;
    },

    // Lessons ---------------------------------------------------------------------------------
    /**
     * Count one attempt at a lesson step; keeps the best stars and score. The step and the daily
     * streak are written in one transaction. The first step passed asks for persistent storage.
     */
    async recordLessonStep(input: { lessonId: string; stepId: string; stars: Stars; score: number }): Promise<LessonStepRecord> {
      const { lessonId, stepId, stars, score } = input;
      const rec = await backend.transact(['lessonSteps', 'streaks'], async (tx) => {
        const old = await tx.get('lessonSteps', [lessonId, stepId]);
        const next: LessonStepRecord = {
          lessonId,
          stepId,
          stars: maxStars(old?.stars ?? 0, stars),
          bestScore: Math.max(old?.bestScore ?? -Infinity, score),
          attempts: (old?.attempts ?? 0) + 1,
          updatedAt: now(),
        };
        await tx.put('lessonSteps', next);
        await touchStreakIn(tx, 'daily', localDay());
        return next;
      });
      if (stars > 0) void requestPersistence();
      return rec;
    },
    getLessonStep: (lessonId: string, stepId: string) => backend.get('lessonSteps', [lessonId, stepId]),
    /** Every recorded step of a lesson, ordered by step id. */
    getLessonProgress: (lessonId: string) => backend.getAllByIndex('lessonSteps', 'lessonId', lessonId),
    getAllLessonSteps: () => backend.getAll('lessonSteps'),

    // Exercises -------------------------------------------------------------------------------
    /** Count one attempt at an exercise (with the daily streak, in one transaction). */
    async recordExercise(input: { exerciseId: string; solved: boolean; score: number }): Promise<ExerciseRecord> {
      return backend.transact(['exercises', 'streaks'], async (tx) => {
        const old = await tx.get('exercises', input.exerciseId);
        const next: ExerciseRecord = {
          exerciseId: input.exerciseId,
          solved: (old?.solved ?? false) || input.solved,
          bestScore: Math.max(old?.bestScore ?? -Infinity, input.score),
          attempts: (old?.attempts ?? 0) + 1,
          updatedAt: now(),
        };
        await tx.put('exercises', next);
        await touchStreakIn(tx, 'daily', localDay());
        return next;
      });
    },
    getExercise: (exerciseId: string) => backend.get('exercises', exerciseId),
    listExercises: () => backend.getAll('exercises'),

    // Puzzles ---------------------------------------------------------------------------------
    /** Store one attempt (with the daily streak, in one transaction). */
    async recordPuzzleAttempt(input: Omit<PuzzleAttempt, 'id' | 'time'> & { time?: number }): Promise<PuzzleAttempt> {
      const attempt: PuzzleAttempt = { ...input, moves: [...input.moves], time: input.time ?? now() };
      return backend.transact(['puzzleAttempts', 'streaks'], async (tx) => {
        const id = await tx.add('puzzleAttempts', attempt);
        await touchStreakIn(tx, 'daily', localDay());
        return { ...attempt, id };
      });
    },
    /** Attempts at one puzzle, or at all puzzles, oldest first. */
    async getPuzzleAttempts(puzzleId?: string): Promise<PuzzleAttempt[]> {
      const rows =
        puzzleId === undefined
          ? await backend.getAll('puzzleAttempts')
          : await backend.getAllByIndex('puzzleAttempts', 'puzzleId', puzzleId);
      return rows.sort((a, b) => a.time - b.time);
    },

    // Ratings ---------------------------------------------------------------------------------
    async addRating(entry: Omit<RatingEntry, 'id' | 'time'> & { time?: number }): Promise<RatingEntry> {
      const rec: RatingEntry = { ...entry, time: entry.time ?? now() };
      return { ...rec, id: await backend.add('ratings', rec) };
    },
    /** Rating history of one kind (e.g. 'puzzle'), oldest first. */
    getRatingHistory,
    /** The latest rating of a kind (reads one record). */
    async getRating(kind: string): Promise<RatingEntry | undefined> {
      return (await ratingsOf(kind, 'prev', 1))[0];
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

    /**
     * A best score kept beside the streaks (a puzzle run's best: `current` is the last run's score,
     * `best` the best, `lastDay` the day of the last run). 0 when there is none, or when what is
     * stored is not a count (a damaged record must not stop a run from being kept).
     */
    async getBest(kind: string): Promise<number> {
      return bestOf(await backend.get('streaks', kind));
    },
    /** Keep `score` for `kind`: the best stays the larger; says the best before and after. */
    async keepBest(kind: string, score: number, day = localDay()): Promise<{ best: number; previous: number }> {
      const value = Number.isSafeInteger(score) && score >= 0 ? score : 0;
      return backend.transact(['streaks'], async (tx) => {
        const previous = bestOf(await tx.get('streaks', kind));
        const best = Math.max(previous, value);
        await tx.put('streaks', { kind, current: value, best, lastDay: day });
        return { best, previous };
      });
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

    // Games on /play ---------------------------------------------------------------------------
    /**
     * Write a game if the stored one is still the revision this tab last read or wrote
     * (`expectedRev`, 0 for a game not stored yet); the record is stored with `rev` one higher.
     * When another tab has written the game since (or deleted it), nothing is written and the
     * stored record (undefined when deleted) comes back instead: the caller decides what to keep.
     */
    async saveGame(
      rec: GameRecord,
      expectedRev: number,
    ): Promise<{ ok: true; rev: number } | { ok: false; stored: GameRecord | undefined }> {
      return backend.transact(['games'], async (tx) => {
        const old = await tx.get('games', rec.id);
        if ((old?.rev ?? 0) !== expectedRev) return { ok: false as const, stored: old };
        const rev = expectedRev + 1;
        await tx.put('games', { ...rec, moves: [...rec.moves], rev, updatedAt: rec.updatedAt ?? now() });
        return { ok: true as const, rev };
      });
    },
    getGame: (id: string) => backend.get('games', id),
    /** Every kept game, the last written first; `unfinished` leaves out the ones with a result. */
    async listGames(filter: { unfinished?: boolean } = {}): Promise<GameRecord[]> {
      const all = await backend.getRange('games', 'updatedAt', { direction: 'prev' });
      return filter.unfinished ? all.filter((g) => !g.result) : all;
    },
    deleteGame: (id: string) => backend.delete('games', id),

    // Storage ---------------------------------------------------------------------------------
    requestPersistence,
    /** Read and write several stores in one transaction (see Backend.transact): all or nothing. */
    transact: <T>(stores: readonly StoreName[], body: (tx: TxOps) => Promise<T>) => backend.transact(stores, body),

    // Backup ----------------------------------------------------------------------------------
    /** Everything, as a backup file's content (see backup.ts); `persistence` is about this device only. */
    async exportProgress(): Promise<ProgressExport> {
      const data = await backend.dump();
      data.settings = data.settings.filter(([key]) => key !== 'persistence' && key !== 'deviceMarker');
      return { app: BACKUP_APP, format: BACKUP_FORMAT, schemaVersion: DB_VERSION, exportedAt: now(), data };
    },
    /**
     * Merge a backup (its text, or parsed JSON) into the store, newest record winning. The file
     * is checked completely first and merged in one transaction: on any error nothing changes.
     * A bad file is a result (`ok: false` with a BackupError code), never a throw; a storage
     * failure while merging throws ProgressError, as every other write does.
     */
    async importProgress(
      file: unknown,
      options: { clean?: (data: ProgressDump) => number | BackupError | Promise<number | BackupError> } = {},
    ): Promise<Result<ImportSummary, BackupError>> {
      // The checker is loaded when a backup is imported, not on every page's first load.
      const { parseBackup, mergeBackup } = await import('./backup');
      const parsed = parseBackup(file);
      if (!parsed.ok) return parsed;
      const data = parsed.value;
      // Records that pass the store's checks but mean nothing to their owner (an assignment whose
      // set cannot be read) are left out by `clean`, which says how many, or refuses the file
      // (a report that breaks its link's rules).
      const cleaned = (await options.clean?.(data)) ?? 0;
      if (typeof cleaned !== 'number') return fail(cleaned);
      const dropped = cleaned;
      const summary = await backend.transact(ALL_STORES, (tx) => mergeBackup(tx, data));
      return ok(dropped > 0 ? { ...summary, dropped } : summary);
    },
  };
}

export type ProgressApi = ReturnType<typeof createProgressApi>;
