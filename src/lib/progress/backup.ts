// chunk: progress-backup (no side effects)
/**
 * Backup files: every record of every store as JSON, and the way back in.
 *
 * The file: `{ app: 'janggi-trainer', format: 1, schemaVersion, exportedAt, data }`, where `data`
 * has one array per store (settings as `[key, value]` pairs). Dates inside opaque fields (a review
 * card's `due`) become ISO strings, as JSON.stringify writes them.
 *
 * Reading one back is all-or-nothing: the whole file is checked first (size, JSON, app id, format
 * and schema version, then every record against its store's shape, with caps on string lengths,
 * counts and nesting, and no `__proto__`/`constructor`/`prototype` keys anywhere); only a file that
 * passes is merged, in one transaction over every store.
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
import { isUserSettingValue, type UserSettings } from './settings-map';
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

export { BACKUP_APP, BACKUP_FORMAT };

/** Files above this are refused before they are read. */
export const MAX_BACKUP_BYTES = 10 * 1024 * 1024;
/** Records per store. */
export const MAX_RECORDS = 100_000;
/** Characters in any one string inside an opaque value (assignment payloads, review cards). */
export const MAX_OPAQUE_STRING = 100_000;
const MAX_DEPTH = 24;
const MAX_OPAQUE_NODES = 2_000_000;

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

/**
 * How far ahead of this device's clock a backup's times may be: a day, as for report links
 * (reports.ts). Clocks set by hand, a phone a few hours fast or a device left in the wrong time
 * zone (up to 26 hours apart) are common and harmless; a year 2199 is not. Calendar days
 * (`lastDay`) are allowed one more day: a device east of this one is already on the next day.
 */
export const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Review cards fall due up to a hundred years ahead (the scheduler's longest interval, 36,500 days). */
const MAX_DUE_AHEAD_MS = 101 * 365 * DAY_MS;
/** Hints in one puzzle attempt: two a move (the piece, then its target) for moves far beyond the longest puzzle. */
export const MAX_HINTS_PER_ATTEMPT = 100;

/** Thrown inside the checker only, and turned into a result by parseBackup. */
class Refusal {
  constructor(readonly error: BackupError) {}
}

function refuse(code: BackupErrorCode, detail: string): never {
  throw new Refusal({ code, detail });
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

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UCI = /^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_TIME = 8.64e15;

const RECORD_PATH = /^data\.(\w+)\[(\d+)\]/;

const invalid = (path: string, why: string, code: 'invalid' | 'future' | 'impossible' = 'invalid'): never => {
  const error: BackupError = { code, detail: `${path}: ${why}` };
  const at = RECORD_PATH.exec(path);
  if (at && at[1] in STORES) {
    error.store = at[1] as StoreName;
    error.record = Number(at[2]) + 1;
  }
  throw new Refusal(error);
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A plain object with only `allowed` keys (and every `required` one). */
function record(v: unknown, path: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
  if (!isPlainObject(v)) invalid(path, 'expected an object');
  const o = v as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (FORBIDDEN_KEYS.has(key)) invalid(path, `forbidden key "${key}"`);
    if (!required.includes(key) && !optional.includes(key)) invalid(path, `unexpected field "${key.slice(0, 40)}"`);
  }
  for (const key of required) if (!(key in o)) invalid(path, `missing field "${key}"`);
  return o;
}

function str(v: unknown, path: string, max: number, pattern?: RegExp): string {
  if (typeof v !== 'string') return invalid(path, 'expected text');
  if (v.length > max) invalid(path, `text longer than ${max} characters`);
  if (pattern && !pattern.test(v)) invalid(path, 'unexpected text');
  return v;
}

/** An id: 1..200 characters, no control characters. */
function id(v: unknown, path: string): string {
  const s = str(v, path, 200);
  if (s.length === 0 || CONTROL.test(s)) invalid(path, 'not a valid id');
  return s;
}

function num(v: unknown, path: string, min: number, max: number, integer = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return invalid(path, 'expected a number');
  if (v < min || v > max) invalid(path, `number out of range ${min}..${max}`);
  if (integer && !Number.isInteger(v)) invalid(path, 'expected a whole number');
  return v;
}

/** The checker's clock: set by checkBackup for one file. */
let clock = { now: 0 };

/** A moment in the past (a record's time): not after this device's clock, give or take CLOCK_SKEW_MS. */
function time(v: unknown, path: string): number {
  const t = num(v, path, 0, MAX_TIME);
  if (t > clock.now + CLOCK_SKEW_MS) invalid(path, `dated ${new Date(t).toISOString().slice(0, 10)}, after this device's clock`, 'future');
  return t;
}

/** A moment that may lie ahead (a review's due date), up to `ahead` after the clock. */
function laterTime(v: unknown, path: string, ahead: number): number {
  const t = num(v, path, 0, MAX_TIME);
  if (t > clock.now + ahead) invalid(path, `dated ${new Date(t).toISOString().slice(0, 10)}, too far ahead`, 'future');
  return t;
}

/** A real calendar day `YYYY-MM-DD`, not after this device's (give or take the skew and one time zone's day). */
function day(v: unknown, path: string): string {
  const s = str(v, path, 10, DAY);
  const [y, m, d] = s.split('-').map(Number);
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (y < 1970 || back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    invalid(path, 'not a calendar day');
  if (utc > clock.now + CLOCK_SKEW_MS + DAY_MS) invalid(path, `the day ${s} is after this device's clock`, 'future');
  return s;
}

/** A figure no play produces. */
const impossible = (path: string, why: string): never => invalid(path, why, 'impossible');
const count = (v: unknown, path: string, max = 1e9) => num(v, path, 0, max, true);

function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') return invalid(path, 'expected true or false');
  return v;
}

function oneOf<T extends string | number>(v: unknown, path: string, choices: readonly T[]): T {
  if (!choices.includes(v as T)) invalid(path, `expected one of ${choices.join(', ')}`);
  return v as T;
}

function list(v: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(v)) return invalid(path, 'expected a list');
  if (v.length > max) invalid(path, `more than ${max} entries`);
  return v;
}

/**
 * A value the store keeps without looking inside (payloads, cards): JSON data only, bounded in
 * depth, string length and size, without prototype keys. Returns a fresh copy.
 */
function opaque(v: unknown, path: string, budget: { nodes: number }, depth = 0): unknown {
  if (--budget.nodes < 0) invalid(path, 'too much data');
  if (depth > MAX_DEPTH) invalid(path, 'nested too deeply');
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : invalid(path, 'expected a finite number');
  if (typeof v === 'string') return v.length > MAX_OPAQUE_STRING ? invalid(path, `text longer than ${MAX_OPAQUE_STRING} characters`) : v;
  if (Array.isArray(v)) return v.map((x, i) => opaque(x, `${path}[${i}]`, budget, depth + 1));
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(k)) invalid(path, `forbidden key "${k}"`);
      if (k.length > 200) invalid(path, 'key longer than 200 characters');
      out[k] = opaque(x, `${path}.${k}`, budget, depth + 1);
    }
    return out;
  }
  return invalid(path, 'unexpected value');
}

const withOptional = <T extends object>(base: T, extra: Record<string, unknown>): T => {
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) (base as Record<string, unknown>)[k] = v;
  return base;
};

type Checker = (v: unknown, path: string, budget: { nodes: number }) => unknown;

const CHECKS: Record<Exclude<StoreName, 'settings'>, Checker> = {
  lessonSteps(v, p) {
    const o = record(v, p, ['lessonId', 'stepId', 'stars', 'bestScore', 'attempts', 'updatedAt']);
    const out = {
      lessonId: id(o.lessonId, `${p}.lessonId`),
      stepId: id(o.stepId, `${p}.stepId`),
      stars: oneOf(o.stars, `${p}.stars`, [0, 1, 2, 3] as const),
      bestScore: num(o.bestScore, `${p}.bestScore`, -1e9, 1e9),
      attempts: count(o.attempts, `${p}.attempts`),
      updatedAt: time(o.updatedAt, `${p}.updatedAt`),
    };
    if (out.stars > 0 && out.attempts === 0) impossible(`${p}.stars`, `${out.stars} stars on a step never tried`);
    return out;
  },
  exercises(v, p) {
    const o = record(v, p, ['exerciseId', 'solved', 'bestScore', 'attempts', 'updatedAt']);
    const out = {
      exerciseId: id(o.exerciseId, `${p}.exerciseId`),
      solved: bool(o.solved, `${p}.solved`),
      bestScore: num(o.bestScore, `${p}.bestScore`, -1e9, 1e9),
      attempts: count(o.attempts, `${p}.attempts`),
      updatedAt: time(o.updatedAt, `${p}.updatedAt`),
    };
    if (out.solved && out.attempts === 0) impossible(`${p}.solved`, 'solved without an attempt');
    return out;
  },
  puzzleAttempts(v, p) {
    const o = record(v, p, ['puzzleId', 'time', 'result', 'hints', 'moves', 'ms'], ['id']);
    const attempt = withOptional(
      {
        puzzleId: id(o.puzzleId, `${p}.puzzleId`),
        time: time(o.time, `${p}.time`),
        result: oneOf(o.result, `${p}.result`, ['solved', 'failed', 'skipped'] as const),
        hints: count(o.hints, `${p}.hints`, 1e9),
        moves: list(o.moves, `${p}.moves`, 400).map((m, i) => str(m, `${p}.moves[${i}]`, 6, UCI)),
        ms: num(o.ms, `${p}.ms`, 0, 1e11),
      },
      { id: o.id === undefined ? undefined : count(o.id, `${p}.id`, Number.MAX_SAFE_INTEGER) },
    );
    if (attempt.hints > MAX_HINTS_PER_ATTEMPT) impossible(`${p}.hints`, `${attempt.hints} hints in one attempt`);
    return attempt;
  },
  ratings(v, p) {
    const o = record(v, p, ['kind', 'time', 'rating', 'rd', 'volatility'], ['id']);
    return withOptional(
      {
        kind: id(o.kind, `${p}.kind`),
        time: time(o.time, `${p}.time`),
        rating: num(o.rating, `${p}.rating`, -10_000, 10_000),
        rd: num(o.rd, `${p}.rd`, 0, 10_000),
        volatility: num(o.volatility, `${p}.volatility`, 0, 100),
      },
      { id: o.id === undefined ? undefined : count(o.id, `${p}.id`, Number.MAX_SAFE_INTEGER) },
    );
  },
  streaks(v, p) {
    const o = record(v, p, ['kind', 'current', 'best', 'lastDay']);
    return {
      kind: id(o.kind, `${p}.kind`),
      current: count(o.current, `${p}.current`),
      best: count(o.best, `${p}.best`),
      lastDay: day(o.lastDay, `${p}.lastDay`),
    };
  },
  reviews(v, p, budget) {
    const o = record(v, p, ['kind', 'itemId', 'due', 'card']);
    const card = opaque(o.card, `${p}.card`, budget);
    // The card's last review decides which of two cards is kept: it must not lie ahead.
    const last = isPlainObject(card) ? card.last_review : undefined;
    if (last !== undefined && last !== null) {
      const t = typeof last === 'string' || typeof last === 'number' ? new Date(last).getTime() : NaN;
      if (!Number.isFinite(t)) invalid(`${p}.card.last_review`, 'not a date');
      time(t, `${p}.card.last_review`);
    }
    return {
      kind: oneOf(o.kind, `${p}.kind`, ['lesson', 'exercise', 'puzzle'] as const),
      itemId: id(o.itemId, `${p}.itemId`),
      due: laterTime(o.due, `${p}.due`, MAX_DUE_AHEAD_MS),
      card,
    };
  },
  assignments(v, p, budget) {
    const o = record(v, p, ['id', 'title', 'createdAt', 'payload'], ['due']);
    return withOptional(
      {
        id: id(o.id, `${p}.id`),
        title: str(o.title, `${p}.title`, 500),
        createdAt: time(o.createdAt, `${p}.createdAt`),
        payload: opaque(o.payload, `${p}.payload`, budget),
      },
      // A due date is ahead by nature; links allow days up to the year 2199.
      { due: o.due === undefined ? undefined : num(o.due, `${p}.due`, 0, Date.UTC(2200, 0, 1)) },
    );
  },
  reports(v, p, budget) {
    const o = record(v, p, ['assignmentId', 'student', 'receivedAt', 'payload'], ['id']);
    return withOptional(
      {
        assignmentId: id(o.assignmentId, `${p}.assignmentId`),
        student: str(o.student, `${p}.student`, 200),
        receivedAt: time(o.receivedAt, `${p}.receivedAt`),
        payload: opaque(o.payload, `${p}.payload`, budget),
      },
      { id: o.id === undefined ? undefined : count(o.id, `${p}.id`, Number.MAX_SAFE_INTEGER) },
    );
  },
  games: (v, p) => checkGame(v, p),
};

const GAME_END_REASONS = [
  'checkmate',
  'bikjang',
  'double-pass',
  'repetition',
  'perpetual-check',
  'back-and-forth',
  'move-limit',
  'resign',
  'record',
] as const;
const BACK_RANK = /^[RNBAKrnbak1]{1,9}$/;

/** A kept game (the `games` store, schema v3). */
function checkGame(v: unknown, p: string): unknown {
  const o = record(
    v,
    p,
    ['id', 'createdAt', 'updatedAt', 'rev', 'rules', 'rootFen', 'moves'],
    ['setups', 'orientation', 'computer', 'source', 'result', 'name', 'tags'],
  );
  let computer: { side: 'cho' | 'han'; level: number } | undefined;
  if (o.computer !== undefined) {
    const c = record(o.computer, `${p}.computer`, ['side', 'level']);
    computer = {
      side: oneOf(c.side, `${p}.computer.side`, ['cho', 'han'] as const),
      level: num(c.level, `${p}.computer.level`, 1, 8, true),
    };
  }
  let setups: { cho: string; han: string } | undefined;
  if (o.setups !== undefined) {
    const s = record(o.setups, `${p}.setups`, ['cho', 'han']);
    setups = { cho: str(s.cho, `${p}.setups.cho`, 9, BACK_RANK), han: str(s.han, `${p}.setups.han`, 9, BACK_RANK) };
  }
  let result: Record<string, unknown> | undefined;
  if (o.result !== undefined) {
    const r = record(o.result, `${p}.result`, ['reason'], ['winner', 'points']);
    result = withOptional(
      { reason: oneOf(r.reason, `${p}.result.reason`, GAME_END_REASONS) },
      {
        winner: r.winner === undefined ? undefined : oneOf(r.winner, `${p}.result.winner`, ['cho', 'han'] as const),
        points:
          r.points === undefined
            ? undefined
            : (() => {
                const pts = record(r.points, `${p}.result.points`, ['cho', 'han']);
                return { cho: num(pts.cho, `${p}.result.points.cho`, 0, 200), han: num(pts.han, `${p}.result.points.han`, 0, 200) };
              })(),
      },
    );
  }
  return withOptional(
    {
      id: id(o.id, `${p}.id`),
      createdAt: time(o.createdAt, `${p}.createdAt`),
      updatedAt: time(o.updatedAt, `${p}.updatedAt`),
      rev: count(o.rev, `${p}.rev`),
      rules: id(o.rules, `${p}.rules`),
      rootFen: str(o.rootFen, `${p}.rootFen`, 200),
      moves: list(o.moves, `${p}.moves`, 2000).map((m, i) => str(m, `${p}.moves[${i}]`, 6, UCI)),
    },
    {
      setups,
      orientation: o.orientation === undefined ? undefined : oneOf(o.orientation, `${p}.orientation`, ['cho', 'han'] as const),
      computer,
      source: o.source === undefined ? undefined : oneOf(o.source, `${p}.source`, ['setup', 'link', 'fen', 'import'] as const),
      result,
      name: o.name === undefined ? undefined : str(o.name, `${p}.name`, 200),
      tags:
        o.tags === undefined
          ? undefined
          : list(o.tags, `${p}.tags`, 100).map((t, i) => {
              const pair = list(t, `${p}.tags[${i}]`, 2);
              if (pair.length !== 2) invalid(`${p}.tags[${i}]`, 'not a key and a value');
              return [str(pair[0], `${p}.tags[${i}][0]`, 100), str(pair[1], `${p}.tags[${i}][1]`, 500)] as [string, string];
            }),
    },
  );
}

const USER_SETTING_KEYS: readonly (keyof UserSettings)[] = ['theme', 'language', 'pieces', 'coordinates', 'notation'];
const SETTING_KEY = /^[A-Za-z][\w.-]{0,63}$/;

/** A setting's value: the known keys strictly, others as opaque data. */
function settingValue(key: string, v: unknown, p: string, budget: { nodes: number }): unknown {
  if ((USER_SETTING_KEYS as readonly string[]).includes(key)) {
    if (!isUserSettingValue(key as keyof UserSettings, v)) invalid(p, `not a valid ${key}`);
    return v;
  }
  switch (key) {
    case 'lastActivity': {
      const o = record(v, p, ['kind', 'id', 'title', 'href', 'time']);
      const href = str(o.href, `${p}.href`, 500);
      // An app path only: never another site, never `javascript:`.
      if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\') || CONTROL.test(href))
        invalid(`${p}.href`, 'not a path of this app');
      return {
        kind: oneOf(o.kind, `${p}.kind`, ['lesson', 'exercise', 'puzzle', 'game'] as const),
        id: id(o.id, `${p}.id`),
        title: str(o.title, `${p}.title`, 500),
        href,
        time: time(o.time, `${p}.time`),
      };
    }
    case 'playGame': {
      const o = record(v, p, ['rules', 'rootFen', 'moves'], ['orientation', 'computer']);
      let computer: { side: 'cho' | 'han'; level: number } | undefined;
      if (o.computer !== undefined) {
        const c = record(o.computer, `${p}.computer`, ['side', 'level']);
        computer = {
          side: oneOf(c.side, `${p}.computer.side`, ['cho', 'han'] as const),
          level: num(c.level, `${p}.computer.level`, 1, 8, true),
        };
      }
      return withOptional(
        {
          rules: id(o.rules, `${p}.rules`),
          rootFen: str(o.rootFen, `${p}.rootFen`, 200),
          moves: list(o.moves, `${p}.moves`, 2000).map((m, i) => str(m, `${p}.moves[${i}]`, 6, UCI)),
        },
        {
          orientation: o.orientation === undefined ? undefined : oneOf(o.orientation, `${p}.orientation`, ['cho', 'han'] as const),
          computer,
        },
      );
    }
    case 'studentId':
      return str(v, p, 32, /^[A-Za-z0-9_-]{8,32}$/);
    case 'customPuzzles':
      // Link payloads; each is read again (and refused if damaged) when its puzzle opens.
      return list(v, p, 500).map((x, i) => str(x, `${p}[${i}]`, 400));
    case 'persistence': {
      const o = record(v, p, ['requestedAt', 'granted']);
      return { requestedAt: time(o.requestedAt, `${p}.requestedAt`), granted: bool(o.granted, `${p}.granted`) };
    }
    default:
      return opaque(v, p, budget);
  }
}

function checkSettings(v: unknown, budget: { nodes: number }): [string, unknown][] {
  const seen = new Set<string>();
  return list(v, 'data.settings', 1000).map((entry, i) => {
    const p = `data.settings[${i}]`;
    const pair = list(entry, p, 2);
    if (pair.length !== 2) invalid(p, 'expected [key, value]');
    const key = str(pair[0], `${p}[0]`, 64, SETTING_KEY);
    if (FORBIDDEN_KEYS.has(key)) invalid(p, `forbidden key "${key}"`);
    if (seen.has(key)) invalid(p, `setting "${key}" appears twice`);
    seen.add(key);
    return [key, settingValue(key, pair[1], `${p}[1]`, budget)];
  });
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
    clock = { now };
    return ok(checkBackup(input));
  } catch (e) {
    if (e instanceof Refusal) return fail(e.error);
    // Not a check of ours (the engine ran out of stack on a hostile shape, say): still a refusal.
    return fail({ code: 'invalid', detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
}

function checkBackup(input: unknown): ProgressDump {
  let file: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_BACKUP_BYTES || utf8Length(input) > MAX_BACKUP_BYTES) {
      refuse('too-large', `larger than ${MAX_BACKUP_BYTES} bytes`);
    }
    try {
      file = JSON.parse(input);
    } catch (e) {
      refuse(looksTruncated(input) ? 'truncated' : 'not-json', e instanceof Error ? e.message : String(e));
    }
  }
  if (!isPlainObject(file) || file.app !== BACKUP_APP) refuse('foreign', 'no "app": "janggi-trainer" field');
  if (typeof file.format !== 'number' || typeof file.schemaVersion !== 'number') refuse('foreign', 'no format or schema version');
  // A version that never existed (0, 1.5) is not ours; only then is a larger one newer.
  if (file.format < 1 || file.schemaVersion < 1 || !Number.isInteger(file.format) || !Number.isInteger(file.schemaVersion)) {
    refuse('foreign', 'unknown format or schema version');
  }
  if (file.format > BACKUP_FORMAT || file.schemaVersion > DB_VERSION) {
    refuse('newer', `format ${file.format}, schema ${file.schemaVersion}; this app reads format ${BACKUP_FORMAT}, schema ${DB_VERSION}`);
  }
  const top = record(file, 'file', ['app', 'format', 'schemaVersion', 'exportedAt', 'data']);
  time(top.exportedAt, 'file.exportedAt');
  // Every schema version so far stores the same record shapes (v2 only added an index, v3 a store
  // of games; a v1-v2 file's game is its `playGame` setting, which /play turns into a game record
  // when it finds one), so a file of any version up to ours reads the same way. A version that reshapes records converts here.
  const data = record(top.data, 'data', [], Object.keys(STORES));
  const budget = { nodes: MAX_OPAQUE_NODES };
  const out: Record<string, unknown[]> = {};
  for (const store of Object.keys(STORES) as StoreName[]) {
    const rows = data[store];
    if (rows === undefined) {
      out[store] = [];
      continue;
    }
    if (store === 'settings') {
      out[store] = checkSettings(rows, budget);
      continue;
    }
    const check = CHECKS[store];
    out[store] = list(rows, `data.${store}`, MAX_RECORDS).map((row, i) => check(row, `data.${store}[${i}]`, budget));
  }
  return out as ProgressDump;
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
