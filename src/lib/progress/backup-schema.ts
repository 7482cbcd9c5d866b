// chunk: progress-backup (no side effects)
/**
 * The records of a backup file as valibot schemas: each store's record shape, with caps on string
 * lengths, counts and nesting, no `__proto__`/`constructor`/`prototype` keys anywhere, and the
 * figures no play produces. The store's record types (types.ts) are inferred from these schemas, so
 * a field is declared once, where it is checked.
 *
 * Times are checked against a clock (`now`): a schema set is made for each file read. An issue whose
 * message starts with `future: ` or `impossible: ` refuses the file with that code (backup.ts),
 * any other issue as `invalid`.
 *
 * Loaded only when a backup is read (backup.ts, itself imported on demand): valibot is in no page's
 * first load.
 */
import * as v from 'valibot';
import { isUserSettingValue, type UserSettings } from './settings-map';

/** Records per store. */
export const MAX_RECORDS = 100_000;
/** Characters in any one string inside an opaque value (assignment payloads, review cards). */
export const MAX_OPAQUE_STRING = 100_000;
const MAX_DEPTH = 24;
export const MAX_OPAQUE_NODES = 2_000_000;
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

/** Message prefixes that make a refusal `future` or `impossible` instead of `invalid`. */
export const FUTURE = 'future: ';
export const IMPOSSIBLE = 'impossible: ';

export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UCI = /^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$/;
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_TIME = 8.64e15;
const SETTING_KEY = /^[A-Za-z][\w.-]{0,63}$/;
const BACK_RANK = /^[RNBAKrnbak1]{1,9}$/;

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

// ------------------------------------------------------------------------------------ pieces

/** The message for a record's shape: a missing, unexpected or forbidden key, or not an object. */
function shapeMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') {
    const key = String(issue.input);
    return FORBIDDEN_KEYS.has(key) ? `forbidden key "${key}"` : `unexpected field "${key.slice(0, 40)}"`;
  }
  if (issue.expected?.startsWith('"')) return `missing field ${issue.expected}`;
  return 'expected an object';
}

/** A plain object (JSON data, no class instance) with exactly these fields (the optional ones may be absent). */
const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(v.custom<Record<string, unknown>>(isPlainObject, 'expected an object'), v.strictObject(entries, shapeMessage));

const text = (max: number, pattern?: RegExp) =>
  v.pipe(
    v.string('expected text'),
    v.maxLength(max, `text longer than ${max} characters`),
    v.check((s) => !pattern || pattern.test(s), 'unexpected text'),
  );

/** An id: 1..200 characters, no control characters. */
const id = v.pipe(
  text(200),
  v.check((s) => s.length > 0 && !CONTROL.test(s), 'not a valid id'),
);

const num = (min: number, max: number) =>
  v.pipe(
    v.number('expected a number'),
    v.finite('expected a number'),
    v.minValue(min, `number out of range ${min}..${max}`),
    v.maxValue(max, `number out of range ${min}..${max}`),
  );

const count = (max = 1e9) => v.pipe(num(0, max), v.integer('expected a whole number'));
const key = count(Number.MAX_SAFE_INTEGER);
const bool = v.boolean('expected true or false');
const oneOf = <const T extends readonly (string | number)[]>(choices: T) => v.picklist(choices, `expected one of ${choices.join(', ')}`);
const side = oneOf(['cho', 'han']);

/** A list of at most `max` entries; the length is checked before the entries. */
const list = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(
    v.custom<unknown[]>(Array.isArray, 'expected a list'),
    v.check((a) => a.length <= max, `more than ${max} entries`),
    v.array(item),
  );

const moves = (max: number) => list(text(6, UCI), max);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A real calendar day `YYYY-MM-DD` from 1970 on. */
function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}

type Budget = { nodes: number };

/** Thrown inside copyOpaque only: where (below the value) and why. */
class OpaqueFault {
  constructor(
    readonly path: (string | number)[],
    readonly why: string,
  ) {}
}

/** A fresh copy of JSON data, bounded in depth, string length and size, without prototype keys. */
function copyOpaque(x: unknown, budget: Budget, path: (string | number)[]): unknown {
  if (--budget.nodes < 0) throw new OpaqueFault(path, 'too much data');
  if (path.length > MAX_DEPTH) throw new OpaqueFault(path, 'nested too deeply');
  if (x === null || typeof x === 'boolean') return x;
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new OpaqueFault(path, 'expected a finite number');
    return x;
  }
  if (typeof x === 'string') {
    if (x.length > MAX_OPAQUE_STRING) throw new OpaqueFault(path, `text longer than ${MAX_OPAQUE_STRING} characters`);
    return x;
  }
  if (Array.isArray(x)) return x.map((y, i) => copyOpaque(y, budget, [...path, i]));
  if (isPlainObject(x)) {
    const out: Record<string, unknown> = {};
    for (const [k, y] of Object.entries(x)) {
      if (FORBIDDEN_KEYS.has(k)) throw new OpaqueFault(path, `forbidden key "${k}"`);
      if (k.length > 200) throw new OpaqueFault(path, 'key longer than 200 characters');
      out[k] = copyOpaque(y, budget, [...path, k]);
    }
    return out;
  }
  throw new OpaqueFault(path, 'unexpected value');
}

/** A value the store keeps without looking inside (payloads, cards), checked by copyOpaque. */
const opaque = (budget: Budget) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return copyOpaque(dataset.value, budget, []);
      } catch (e) {
        if (!(e instanceof OpaqueFault)) throw e;
        addIssue({
          message: e.why,
          path: e.path.map((k) => ({ type: 'unknown', origin: 'value', input: undefined, key: k, value: undefined })) as [
            v.UnknownPathItem,
            ...v.UnknownPathItem[],
          ],
        });
        return NEVER;
      }
    }),
  );

// ----------------------------------------------------------------------------------- records

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

const USER_SETTING_KEYS: readonly (keyof UserSettings)[] = ['theme', 'language', 'pieces', 'coordinates', 'notation'];

/**
 * Every store's record schema, and the settings' values, with times checked against `now`
 * (epoch ms) and opaque values counted against one `budget` for the whole file.
 */
export function recordSchemas(now: number, budget: Budget = { nodes: MAX_OPAQUE_NODES }) {
  /** A moment in the past (a record's time): not after this device's clock, give or take CLOCK_SKEW_MS. */
  const time = v.pipe(
    num(0, MAX_TIME),
    v.check(
      (t) => t <= now + CLOCK_SKEW_MS,
      (issue) => `${FUTURE}dated ${isoDay(issue.input as number)}, after this device's clock`,
    ),
  );
  /** A moment that may lie ahead (a review's due date), up to `ahead` after the clock. */
  const laterTime = (ahead: number) =>
    v.pipe(
      num(0, MAX_TIME),
      v.check(
        (t) => t <= now + ahead,
        (issue) => `${FUTURE}dated ${isoDay(issue.input as number)}, too far ahead`,
      ),
    );
  /** A calendar day, not after this device's (give or take the skew and one time zone's day). */
  const day = v.pipe(
    text(10, DAY),
    v.check(isCalendarDay, 'not a calendar day'),
    v.check(
      (s) => Date.parse(`${s}T00:00:00Z`) <= now + CLOCK_SKEW_MS + DAY_MS,
      (issue) => `${FUTURE}the day ${String(issue.input)} is after this device's clock`,
    ),
  );
  /** The card's last review decides which of two cards is kept: it must not lie ahead. */
  const lastReviewNotAhead = (card: unknown): string | undefined => {
    const last = isPlainObject(card) ? card.last_review : undefined;
    if (last === undefined || last === null) return undefined;
    const t = typeof last === 'string' || typeof last === 'number' ? new Date(last).getTime() : NaN;
    if (!Number.isFinite(t) || t < 0 || t > MAX_TIME) return 'last_review: not a date';
    if (t > now + CLOCK_SKEW_MS) return `${FUTURE}last_review dated ${isoDay(t)}, after this device's clock`;
    return undefined;
  };
  const computer = record({ side, level: v.pipe(num(1, 8), v.integer('expected a whole number')) });

  const lessonStep = v.pipe(
    record({
      lessonId: id,
      stepId: id,
      /** Stars earned on a lesson step: 0 (not passed) to 3 (within the move budget, no hints). */
      stars: oneOf([0, 1, 2, 3]),
      bestScore: num(-1e9, 1e9),
      attempts: count(),
      updatedAt: time,
    }),
    v.forward(
      v.check(
        (o) => !(o.stars > 0 && o.attempts === 0),
        (issue) => `${IMPOSSIBLE}${(issue.input as { stars: number }).stars} stars on a step never tried`,
      ),
      ['stars'],
    ),
  );

  const exercise = v.pipe(
    record({ exerciseId: id, solved: bool, bestScore: num(-1e9, 1e9), attempts: count(), updatedAt: time }),
    v.forward(
      v.check((o) => !(o.solved && o.attempts === 0), `${IMPOSSIBLE}solved without an attempt`),
      ['solved'],
    ),
  );

  const puzzleAttempt = v.pipe(
    record({
      /** Auto-incremented key; absent before the attempt is stored. */
      id: v.optional(key),
      puzzleId: id,
      /** Epoch milliseconds when the attempt ended. */
      time,
      result: oneOf(['solved', 'failed', 'skipped']),
      hints: count(),
      /** Moves the solver played, UCI. */
      moves: moves(400),
      /** Time spent, milliseconds. */
      ms: num(0, 1e11),
    }),
    v.forward(
      v.check(
        (o) => o.hints <= MAX_HINTS_PER_ATTEMPT,
        (issue) => `${IMPOSSIBLE}${(issue.input as { hints: number }).hints} hints in one attempt`,
      ),
      ['hints'],
    ),
  );

  /** One point of a rating history (Glicko-2 for puzzles; other kinds may follow). */
  const rating = record({
    id: v.optional(key),
    kind: id,
    time,
    rating: num(-10_000, 10_000),
    rd: num(0, 10_000),
    volatility: num(0, 100),
  });

  const streak = record({
    kind: id,
    current: count(),
    best: count(),
    /** Local calendar day of the last activity, `YYYY-MM-DD`. */
    lastDay: day,
  });

  /** A spaced-review card. `card` is opaque to this store (a ts-fsrs Card). */
  const review = record({
    kind: oneOf(['lesson', 'exercise', 'puzzle']),
    itemId: id,
    /** Epoch milliseconds when the item is next due. */
    due: laterTime(MAX_DUE_AHEAD_MS),
    card: v.pipe(
      opaque(budget),
      v.rawCheck(({ dataset, addIssue }) => {
        const why = dataset.typed ? lastReviewNotAhead(dataset.value) : undefined;
        if (why) addIssue({ message: why });
      }),
    ),
  });

  const assignment = record({
    id,
    title: text(500),
    createdAt: time,
    /** Due date, epoch ms: ahead by nature; links allow days up to the year 2199. */
    due: v.optional(num(0, Date.UTC(2200, 0, 1))),
    /** Assignment content as decoded from a teacher's share link; owned by the assignments module. */
    payload: opaque(budget),
  });

  /** One student's result for an assignment, as collected by the teacher. */
  const report = record({
    id: v.optional(key),
    assignmentId: id,
    student: text(200),
    receivedAt: time,
    payload: opaque(budget),
  });

  /** How a kept game ended: the engine's reasons, a resignation, and `record` for an imported game (what its record says; no winner when it gives none or a draw). */
  const gameResult = record({
    /** Absent for a draw. */
    winner: v.optional(side),
    reason: oneOf(GAME_END_REASONS),
    /** Point totals (Han's with the deom) when the game was decided by counting. */
    points: v.optional(record({ cho: num(0, 200), han: num(0, 200) })),
  });

  /**
   * A game played on /play, kept until the player deletes it: unfinished ones can be resumed,
   * finished ones listed with their result. Replayed from `rootFen` (validated by src/lib/play).
   */
  const game = record({
    /** Random, made when the game starts; every tab's new game has its own. */
    id,
    createdAt: time,
    /** Epoch milliseconds of the last write. */
    updatedAt: time,
    /** Bumped on every write: a tab whose game was written by another tab sees a newer revision. */
    rev: count(),
    /** The rule set's name (janggi, traditional, modern, casual). */
    rules: id,
    rootFen: text(200),
    /** The back-rank setups, as Cho sees the board, when the game began from a start position. */
    setups: v.optional(record({ cho: text(9, BACK_RANK), han: text(9, BACK_RANK) })),
    /** UCI moves from `rootFen`; a pass is the general's square twice. */
    moves: moves(2000),
    orientation: v.optional(side),
    /** Against the computer: the side it plays and its level (1..8). Absent for two players. */
    computer: v.optional(computer),
    /** Where the game came from: the setup panel, a play-it-out link, a typed FEN or an imported record file. */
    source: v.optional(oneOf(['setup', 'link', 'fen', 'import'])),
    /** Absent while the game goes on. */
    result: v.optional(gameResult),
    /** A name the player gave the game on /games. */
    name: v.optional(text(200)),
    /** An imported record's header fields (players, date, event), in file order. */
    tags: v.optional(list(v.strictTuple([text(100), text(500)], 'not a key and a value'), 100)),
  });

  /** The settings this file checks strictly (others are opaque data). */
  /** The settings kept as records (their types in settings-map.ts are inferred from these). */
  const settingRecords = {
    /** What the learner did last, for the home page's "continue" card (`title` as it was seen, in its language). */
    lastActivity: record({
      kind: oneOf(['lesson', 'exercise', 'puzzle', 'game']),
      id,
      title: text(500),
      // An app path only: never another site, never `javascript:`.
      href: v.pipe(
        text(500),
        v.check((h) => h.startsWith('/') && !h.startsWith('//') && !h.includes('\\') && !CONTROL.test(h), 'not a path of this app'),
      ),
      time,
    }),
    /** The game on /play before games had a store of their own: replayed from `rootFen` on load (validated by src/lib/play). */
    playGame: record({
      rules: id,
      rootFen: text(200),
      /** UCI moves from `rootFen`; a pass is the general's square twice. */
      moves: moves(2000),
      orientation: v.optional(side),
      /** Against the computer: the side it plays and its level (1..8). Absent for two players. */
      computer: v.optional(computer),
    }),
    /** Whether the app asked the browser to keep its storage (navigator.storage.persist), and the answer. */
    persistence: record({ requestedAt: time, granted: bool }),
  };
  const settingValues: Record<string, v.GenericSchema> = {
    ...settingRecords,
    studentId: text(32, /^[A-Za-z0-9_-]{8,32}$/),
    // Link payloads; each is read again (and refused if damaged) when its puzzle opens.
    customPuzzles: list(text(400), 500),
  };
  for (const k of USER_SETTING_KEYS) settingValues[k] = v.custom((x) => isUserSettingValue(k, x), `not a valid ${k}`);

  /** A `[key, value]` pair of the settings store, its value checked by its key. */
  const setting = v.pipe(
    v.strictTuple(
      [
        v.pipe(
          text(64, SETTING_KEY),
          v.check((k) => !FORBIDDEN_KEYS.has(k), 'forbidden key'),
        ),
        v.unknown(),
      ],
      'expected [key, value]',
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const [k, value] = dataset.value;
      // Own keys only: a setting named `toString` is opaque data like any other unknown key.
      const schema = Object.hasOwn(settingValues, k) ? settingValues[k] : opaque(budget);
      const checked = v.safeParse(schema, value, { abortEarly: true });
      if (checked.success) return [k, checked.output] as [string, unknown];
      const issue = checked.issues[0];
      const at: v.UnknownPathItem = { type: 'unknown', origin: 'value', input: dataset.value, key: 1, value };
      addIssue({ message: issue.message, path: [at, ...((issue.path ?? []) as v.UnknownPathItem[])] });
      return NEVER;
    }),
  );
  const settings = v.pipe(
    list(setting, 1000),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      for (const [k] of dataset.value) {
        if (seen.has(k)) addIssue({ message: `setting "${k}" appears twice` });
        seen.add(k);
      }
    }),
  );

  return {
    stores: {
      lessonSteps: lessonStep,
      exercises: exercise,
      puzzleAttempts: puzzleAttempt,
      ratings: rating,
      streaks: streak,
      reviews: review,
      assignments: assignment,
      reports: report,
      games: game,
    },
    settings,
    settingRecords,
    time,
  };
}

type Schemas = ReturnType<typeof recordSchemas>;
/** The record kept in each store (settings apart), as a backup file's checks give it. */
export type StoreRecords = { [S in keyof Schemas['stores']]: v.InferOutput<Schemas['stores'][S]> };
/** The settings kept as records, as a backup file's checks give them. */
export type SettingRecords = { [K in keyof Schemas['settingRecords']]: v.InferOutput<Schemas['settingRecords'][K]> };

/** The whole of a backup's `data`: one list per store (settings as `[key, value]` pairs), absent ones empty. */
export function dataSchema(now: number) {
  const s = recordSchemas(now);
  const store = <T extends v.GenericSchema>(item: T) => v.optional(list(item, MAX_RECORDS), () => []);
  return {
    data: record({
      lessonSteps: store(s.stores.lessonSteps),
      exercises: store(s.stores.exercises),
      puzzleAttempts: store(s.stores.puzzleAttempts),
      ratings: store(s.stores.ratings),
      streaks: store(s.stores.streaks),
      reviews: store(s.stores.reviews),
      assignments: store(s.stores.assignments),
      reports: store(s.stores.reports),
      settings: v.optional(s.settings, () => []),
      games: store(s.stores.games),
    }),
    time: s.time,
  };
}
