// chunk: progress-backup (no side effects)
/**
 * Backup files: every record of every store as JSON, and the way back in.
 *
 * The file: `{ app: 'janggi-trainer', format: 1, schemaVersion, exportedAt, data }`, where `data`
 * has one array per store (settings as `[key, value]` pairs). Dates inside opaque fields (a review
 * card's `due`) become ISO strings, as JSON.stringify writes them.
 *
 * Reading one back is all-or-nothing: the whole file is checked first (size, JSON, app id, format
 * and schema version, then every record against its store's schema in backup-schema.ts, with caps
 * on string lengths, counts and nesting, and no `__proto__`/`constructor`/`prototype` keys
 * anywhere); only a file that passes is merged, in one transaction over every store.
 *
 * A backup is held to the same rules as a link: a time after this device's clock (plus
 * CLOCK_SKEW_MS) is refused as `future`, a figure no play can produce (stars on a step never tried,
 * more hints than a puzzle has) as `impossible`.
 *
 * Merging never makes a result worse: each record kind keeps the better, or the newer, of the two.
 * - lesson steps: field by field, the most stars, the best score, the larger attempt count and the
 *   later `updatedAt` (a step passed on either device stays passed, with its best stars);
 * - exercises: solved if solved on either device; the best score, the larger attempt count, the
 *   later `updatedAt`. Attempt counts take the larger, not the sum: a count cannot tell another
 *   device's attempts from ones already merged in, and a backup loaded twice must not count twice;
 *   puzzle attempts, which are one record each, do add up;
 * - puzzle attempts, ratings, reports (events): the file's are added unless the same event
 *   (same puzzle and time, same kind and time, same assignment, student and time) is already here.
 *   The current rating is the latest by time (the `kindTime` index), so an older device's history
 *   joins the chart without replacing today's rating;
 * - streaks: the later `lastDay` wins (the same day: the longer run), and `best` is the larger;
 * - reviews: the card reviewed last wins (else the later `due`);
 * - assignments: the later `createdAt` wins;
 * - games: the later `updatedAt` wins;
 * - settings: this device's values stay; keys it does not have come from the file, except the
 *   last activity (the later `time` wins) and `persistence` (about this device only).
 */
import type { TxOps } from './backend';
import { DB_VERSION, STORES } from './schema';
import type {
  ExerciseRecord,
  LessonStepRecord,
  ProgressDump,
  PuzzleAttempt,
  RatingEntry,
  ReportRecord,
  StoreName,
  StreakRecord,
} from './types';
import { BACKUP_APP, BACKUP_FORMAT } from './backup-format';
import { fail, ok, type Result } from '../result';
import * as v from 'valibot';
import { dataSchema, FUTURE, IMPOSSIBLE, isPlainObject } from './backup-schema';

export { BACKUP_APP, BACKUP_FORMAT };
export { CLOCK_SKEW_MS, MAX_HINTS_PER_ATTEMPT, MAX_OPAQUE_STRING, MAX_RECORDS } from './backup-schema';

/** Files above this are refused before they are read. */
export const MAX_BACKUP_BYTES = 10 * 1024 * 1024;

export interface ProgressExport {
  app: typeof BACKUP_APP;
  format: typeof BACKUP_FORMAT;
  schemaVersion: number;
  exportedAt: number;
  data: ProgressDump;
}

/**
 * Why a file was refused. Nothing was changed in every case.
 * - `too-large`: above MAX_BACKUP_BYTES;
 * - `truncated`: the start of a JSON document that stops in the middle (a download or copy cut short);
 * - `not-json`: not JSON at all (a corrupt file, or another kind of file);
 * - `foreign`: JSON, but not a Janggi trainer backup;
 * - `newer`: written by a newer version of the app;
 * - `invalid`: a Janggi trainer backup with a record that is wrong, too big or unsafe (`store` and
 *   `record` say where, `detail` says what: `data.lessonSteps[3].stars: …`);
 * - `future`: a record dated after this device's clock (more than CLOCK_SKEW_MS ahead);
 * - `impossible`: a record with figures no play produces (3 stars on a step never tried, more
 *   hints than a puzzle gives, 3 of 1,000 steps of a 5-step lesson in a report).
 * `future` and `impossible` say where as `invalid` does.
 */
export const BACKUP_ERRORS = ['too-large', 'truncated', 'not-json', 'foreign', 'newer', 'invalid', 'future', 'impossible'] as const;
export type BackupErrorCode = (typeof BACKUP_ERRORS)[number];

/** A refused file: a code for the view, and where and what for developers and tests. */
export interface BackupError {
  code: BackupErrorCode;
  /** For developers and tests (English, technical); the view shows the code's message. */
  detail: string;
  /** `invalid` only: the store of the faulty record (absent when the fault is outside the stores). */
  store?: StoreName;
  /** `invalid` only, with `store`: the faulty record's place in the file's list, from 1. */
  record?: number;
}

/** What an import changed, in records. */
export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Records left out because their content could not be read (see importProgress's `clean`). */
  dropped?: number;
}

// ------------------------------------------------------------------------------------- checks

const RECORD_PATH = /^data\.(\w+)\[(\d+)\]/;

/** Where an issue is, as `data.lessonSteps[3].stars` (a field of the envelope: `file.exportedAt`). */
function pathText(path: readonly { key: unknown }[] | undefined): string {
  let out = 'file';
  for (const { key } of path ?? []) out += typeof key === 'number' ? `[${key}]` : `.${String(key).slice(0, 40)}`;
  return out.startsWith('file.data') ? out.slice('file.'.length) : out;
}

/** The refusal for a schema's first issue: its code (from the message's prefix), where and what. */
function refusal(issue: v.BaseIssue<unknown>): BackupError {
  let code: BackupErrorCode = 'invalid';
  let why = issue.message;
  if (why.startsWith(FUTURE)) [code, why] = ['future', why.slice(FUTURE.length)];
  else if (why.startsWith(IMPOSSIBLE)) [code, why] = ['impossible', why.slice(IMPOSSIBLE.length)];
  const path = pathText(issue.path);
  const error: BackupError = { code, detail: `${path}: ${why}` };
  const at = RECORD_PATH.exec(path);
  if (at && at[1] in STORES) {
    error.store = at[1] as StoreName;
    error.record = Number(at[2]) + 1;
  }
  return error;
}

/** The byte size of `text` in UTF-8. */
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Characters a JSON document may hold outside its strings. */
const JSON_OUTSIDE_STRINGS = /[\s{}[\]:,0-9.eE+\-truefalsn]/;

/**
 * Whether `text`, which JSON.parse refused, is the beginning of a JSON document: it stops inside a
 * string or with brackets still open, and nothing before the end was wrong (brackets that do not
 * match, characters that JSON has no use for outside strings).
 */
export function looksTruncated(text: string): boolean {
  const start = text.trimStart();
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < start.length; i++) {
    const c = start[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (!JSON_OUTSIDE_STRINGS.test(c)) return false;
    else if (c === '{' || c === '[') open.push(c);
    else if (c === '}' || c === ']') {
      if (open.pop() !== (c === '}' ? '{' : '[')) return false;
      if (open.length === 0) return false; // complete: something else is wrong
    }
  }
  return inString || open.length > 0;
}

/**
 * Check a backup (its text, or the parsed JSON) and return its records, clean copies only, or why
 * it was refused. Never throws and never changes anything.
 */
export function parseBackup(input: unknown, now = Date.now()): Result<ProgressDump, BackupError> {
  try {
    return checkBackup(input, now);
  } catch (e) {
    // Not a check of ours (the engine ran out of stack on a hostile shape, say): still a refusal.
    return fail({ code: 'invalid', detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
}

function checkBackup(input: unknown, now: number): Result<ProgressDump, BackupError> {
  const refuse = (code: BackupErrorCode, detail: string) => fail({ code, detail });
  let file: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_BACKUP_BYTES || utf8Length(input) > MAX_BACKUP_BYTES) {
      return refuse('too-large', `larger than ${MAX_BACKUP_BYTES} bytes`);
    }
    try {
      file = JSON.parse(input);
    } catch (e) {
      return refuse(looksTruncated(input) ? 'truncated' : 'not-json', e instanceof Error ? e.message : String(e));
    }
  }
  if (!isPlainObject(file) || file.app !== BACKUP_APP) return refuse('foreign', 'no "app": "janggi-trainer" field');
  if (typeof file.format !== 'number' || typeof file.schemaVersion !== 'number') return refuse('foreign', 'no format or schema version');
  // A version that never existed (0, 1.5) is not ours; only then is a larger one newer.
  if (file.format < 1 || file.schemaVersion < 1 || !Number.isInteger(file.format) || !Number.isInteger(file.schemaVersion)) {
    return refuse('foreign', 'unknown format or schema version');
  }
  if (file.format > BACKUP_FORMAT || file.schemaVersion > DB_VERSION) {
    return refuse(
      'newer',
      `format ${file.format}, schema ${file.schemaVersion}; this app reads format ${BACKUP_FORMAT}, schema ${DB_VERSION}`,
    );
  }
  // Every schema version so far stores the same record shapes (v2 only added an index, v3 a store
  // of games; a v1-v2 file's game is its `playGame` setting, which /play turns into a game record
  // when it finds one), so a file of any version up to ours reads the same way. A version that
  // reshapes records converts here.
  const { data, time } = dataSchema(now);
  const envelope = v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject),
    v.strictObject({ app: v.literal(BACKUP_APP), format: v.number(), schemaVersion: v.number(), exportedAt: time, data }, (issue) =>
      issue.expected === 'never' ? `unexpected field "${String(issue.input).slice(0, 40)}"` : `missing field ${issue.expected}`,
    ),
  );
  const checked = v.safeParse(envelope, file, { abortEarly: true });
  return checked.success ? ok(checked.output.data satisfies ProgressDump) : fail(refusal(checked.issues[0]));
}

// -------------------------------------------------------------------------------------- merge

type Merge<T> = { add: T[]; replace: T[]; unchanged: number };

/** Records with a natural key: the file's wins when `newer(file, ours)`. */
function mergeKeyed<T>(ours: T[], theirs: T[], key: (r: T) => string, newer: (a: T, b: T) => boolean): Merge<T> {
  const mine = new Map(ours.map((r) => [key(r), r]));
  const out: Merge<T> = { add: [], replace: [], unchanged: 0 };
  for (const r of theirs) {
    const k = key(r);
    const have = mine.get(k);
    if (!have) out.add.push(r);
    else if (newer(r, have)) out.replace.push(r);
    else out.unchanged++;
    mine.set(k, !have || newer(r, have) ? r : have);
  }
  return out;
}

/**
 * Records with a natural key merged field by field: `combine(ours, theirs)` is the record kept
 * (never worse than ours); it replaces ours only when it differs.
 */
function mergeCombined<T extends object>(ours: T[], theirs: T[], key: (r: T) => string, combine: (ours: T, theirs: T) => T): Merge<T> {
  const mine = new Map(ours.map((r) => [key(r), r]));
  const out: Merge<T> = { add: [], replace: [], unchanged: 0 };
  const replaced = new Map<string, T>();
  for (const r of theirs) {
    const k = key(r);
    const have = mine.get(k);
    if (!have) {
      out.add.push(r);
      mine.set(k, r);
      continue;
    }
    const merged = combine(have, r);
    if (JSON.stringify(merged) === JSON.stringify(have)) out.unchanged++;
    else {
      mine.set(k, merged);
      replaced.set(k, merged);
    }
  }
  // A key listed twice in the file is written once, merged with both.
  out.replace = [...replaced.values()];
  return out;
}

/** A lesson step: the most stars, the best score, the larger attempt count, the later time. */
export function combineLessonStep(a: LessonStepRecord, b: LessonStepRecord): LessonStepRecord {
  return {
    lessonId: a.lessonId,
    stepId: a.stepId,
    stars: Math.max(a.stars, b.stars) as LessonStepRecord['stars'],
    bestScore: Math.max(a.bestScore, b.bestScore),
    attempts: Math.max(a.attempts, b.attempts),
    updatedAt: Math.max(a.updatedAt, b.updatedAt),
  };
}

/** An exercise: solved on either device stays solved; the best score, the larger attempt count, the later time. */
export function combineExercise(a: ExerciseRecord, b: ExerciseRecord): ExerciseRecord {
  return {
    exerciseId: a.exerciseId,
    solved: a.solved || b.solved,
    bestScore: Math.max(a.bestScore, b.bestScore),
    attempts: Math.max(a.attempts, b.attempts),
    updatedAt: Math.max(a.updatedAt, b.updatedAt),
  };
}

/** Events in an auto-increment store: the file's are added (with new ids) unless already here. */
function mergeEvents<T extends { id?: number }>(ours: T[], theirs: T[], key: (r: T) => string): Merge<T> {
  const seen = new Set(ours.map(key));
  const out: Merge<T> = { add: [], replace: [], unchanged: 0 };
  for (const r of theirs) {
    const k = key(r);
    if (seen.has(k)) {
      out.unchanged++;
      continue;
    }
    seen.add(k);
    const { id: _id, ...rest } = r;
    out.add.push(rest as T);
  }
  return out;
}

const reviewTime = (r: { due: number; card: unknown }): number => {
  const last = (r.card as { last_review?: unknown } | null)?.last_review;
  const t = last instanceof Date ? last.getTime() : typeof last === 'string' || typeof last === 'number' ? new Date(last).getTime() : NaN;
  return Number.isFinite(t) ? t : r.due;
};

/**
 * Merge a checked backup (from parseBackup) into the stores, inside the transaction `tx` (over
 * every store). Returns what changed.
 */
export async function mergeBackup(tx: TxOps, file: ProgressDump): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0 };
  const apply = async <S extends Exclude<StoreName, 'settings'>>(store: S, m: Merge<ProgressDump[S][number]>) => {
    for (const r of m.add) await (STORES[store].autoIncrement ? tx.add(store, r as never) : tx.put(store, r as never));
    for (const r of m.replace) await tx.put(store, r as never);
    summary.added += m.add.length;
    summary.updated += m.replace.length;
    summary.unchanged += m.unchanged;
  };

  await apply(
    'lessonSteps',
    mergeCombined(await tx.getAll('lessonSteps'), file.lessonSteps, (r) => JSON.stringify([r.lessonId, r.stepId]), combineLessonStep),
  );
  await apply(
    'exercises',
    mergeCombined(await tx.getAll('exercises'), file.exercises, (r) => r.exerciseId, combineExercise),
  );
  await apply(
    'puzzleAttempts',
    mergeEvents<PuzzleAttempt>(await tx.getAll('puzzleAttempts'), file.puzzleAttempts, (r) => JSON.stringify([r.puzzleId, r.time])),
  );
  await apply(
    'ratings',
    mergeEvents<RatingEntry>(await tx.getAll('ratings'), file.ratings, (r) => JSON.stringify([r.kind, r.time])),
  );
  await apply(
    'reports',
    mergeEvents<ReportRecord>(await tx.getAll('reports'), file.reports, (r) => JSON.stringify([r.assignmentId, r.student, r.receivedAt])),
  );
  // Streaks: the later last day wins (the same day: the longer run); the best is the best of both.
  const streaks = new Map((await tx.getAll('streaks')).map((r) => [r.kind, r]));
  const streakMerge: Merge<StreakRecord> = { add: [], replace: [], unchanged: 0 };
  for (const r of file.streaks) {
    const have = streaks.get(r.kind);
    if (!have) {
      streakMerge.add.push(r);
      streaks.set(r.kind, r);
      continue;
    }
    const later = r.lastDay > have.lastDay || (r.lastDay === have.lastDay && r.current > have.current) ? r : have;
    const merged = { ...later, best: Math.max(r.best, have.best, later.current) };
    if (merged.lastDay === have.lastDay && merged.current === have.current && merged.best === have.best) streakMerge.unchanged++;
    else {
      streakMerge.replace.push(merged);
      streaks.set(r.kind, merged);
    }
  }
  await apply('streaks', streakMerge);
  await apply(
    'reviews',
    mergeKeyed(
      await tx.getAll('reviews'),
      file.reviews,
      (r) => JSON.stringify([r.kind, r.itemId]),
      (a, b) => reviewTime(a) > reviewTime(b),
    ),
  );
  await apply(
    'assignments',
    mergeKeyed(
      await tx.getAll('assignments'),
      file.assignments,
      (r) => r.id,
      (a, b) => a.createdAt > b.createdAt,
    ),
  );

  await apply(
    'games',
    mergeKeyed(
      await tx.getAll('games'),
      file.games,
      (r) => r.id,
      (a, b) => a.updatedAt > b.updatedAt,
    ),
  );

  // Settings.
  const keys = (await tx.getAllKeys('settings')) as string[];
  const local = new Set(keys);
  for (const [key, value] of file.settings) {
    if (key === 'persistence' || key === 'deviceMarker') continue;
    if (key === 'customPuzzles' && local.has(key)) {
      // The learner's own puzzles from both: this device's first, then the file's it lacks.
      const have = ((await tx.get('settings', key as never)) as string[] | undefined) ?? [];
      const more = (value as string[]).filter((x) => !have.includes(x));
      if (more.length) {
        await tx.put('settings', [...have, ...more] as never, key as never);
        summary.updated++;
      } else summary.unchanged++;
      continue;
    }
    if (!local.has(key)) {
      await tx.put('settings', value, key as never);
      summary.added++;
      continue;
    }
    if (key === 'lastActivity') {
      const have = (await tx.get('settings', key as never)) as { time?: number } | undefined;
      if ((value as { time: number }).time > (have?.time ?? -Infinity)) {
        await tx.put('settings', value, key as never);
        summary.updated++;
        continue;
      }
    }
    summary.unchanged++;
  }
  return summary;
}
