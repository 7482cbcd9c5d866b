/**
 * The JSON inside a payload (format 1), kept short so links and QR codes stay small.
 *
 * Assignment set:
 *     { "i": "<set id>", "t": "<title>", "n": "<note>"?, "d": "YYYY-MM-DD"?, "c": <created, epoch s>,
 *       "x": ["l:<lesson id>", "e:<track id>", "p:<puzzle id>", …] }
 * Report:
 *     { "s": "<set id>", "t": "<set title>", "n": "<student>", "u": "<student device id>"?, "a": <made, epoch s>,
 *       "r": [["<item>", done 0|1, stars|null, attempts, hints|null, seconds|null, partsDone?, partsTotal?], …] }
 *
 * Readers check every field (types, ranges, lengths, counts, id syntax, no duplicates) and ignore
 * keys they do not know. Text is cleaned (control and bidi-override characters removed) and only
 * ever shown as text.
 */
import * as v from 'valibot';
import { crc32 } from './codec';
import {
  err,
  ok,
  ITEM_KINDS,
  LIMITS,
  type AssignmentSet,
  type DecodeError,
  type ItemKind,
  type ItemRef,
  type ItemResult,
  type Report,
  type Result,
} from './types';

const KIND_CODE: Record<ItemKind, string> = { lesson: 'l', track: 'e', puzzle: 'p' };
const CODE_KIND = new Map<string, ItemKind>(ITEM_KINDS.map((k) => [KIND_CODE[k], k]));

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SET_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
/** A student's device id: random base64url (see `studentDeviceId`). */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_COUNT = 1_000_000;
const MAX_SECONDS = 100_000_000;
/** Epoch seconds up to the year 2200. */
const MAX_EPOCH_S = 7_258_118_400;
/**
 * Hints in one try at a puzzle: two a move (the piece, then its target) for moves far beyond the
 * longest puzzle. A report's hints are its tries' sum, so more than this many a try is invented.
 */
export const MAX_HINTS_PER_TRY = 100;

// --------------------------------------------------------------------------------------- text

// C0/C1 controls (tab and newline handled apart), zero-width and bidi controls.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as stored and shown: NFC, no invisible controls, spaces collapsed (newlines kept if `multiline`). */
export function cleanText(input: string, multiline = false): string {
  let s = input.replace(LONE_SURROGATE, '\ufffd').normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE, '');
  if (multiline) {
    s = s
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
  } else {
    s = s.replace(/\s+/g, ' ');
  }
  return s.trim();
}

/** Length in characters (code points), as the limits count. */
export const textLength = (s: string): number => Array.from(s).length;

/** `s` cut to `max` characters. */
export const clip = (s: string, max: number): string => (textLength(s) <= max ? s : Array.from(s).slice(0, max).join(''));

/** Student names compare equal when they differ only in case and spacing. */
export const nameKey = (name: string): string => cleanText(name).toLocaleLowerCase('und');

// -------------------------------------------------------------------------------------- items

export function refToString(ref: ItemRef): string {
  return `${KIND_CODE[ref.kind]}:${ref.id}`;
}

export function parseRef(text: unknown): ItemRef | undefined {
  if (typeof text !== 'string' || text.length > LIMITS.id + 2 || text[1] !== ':') return undefined;
  const kind = CODE_KIND.get(text[0]);
  const id = text.slice(2);
  if (!kind || !ID_PATTERN.test(id)) return undefined;
  return { kind, id };
}

export const sameRef = (a: ItemRef, b: ItemRef): boolean => a.kind === b.kind && a.id === b.id;

// ------------------------------------------------------------------------------------- checks
// The wire forms as schemas: each field's check and its message in one place, and the read
// values' types inferred from them. The first fault found is the one reported.

/** A real calendar day `YYYY-MM-DD` between 2000 and 2199. */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = DAY_PATTERN.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2199 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** Cleaned text of at most `max` characters (`required`: not empty once cleaned). */
const text = (max: number, options: { multiline?: boolean; required?: boolean } = {}) =>
  v.pipe(
    v.string('not text'),
    // Cheap bound before cleaning: no valid value is longer than this in UTF-16 units.
    v.maxLength(max * 4, 'too long'),
    v.transform((s) => cleanText(s, options.multiline)),
    v.check((s) => textLength(s) <= max, 'too long'),
    v.check((s) => !options.required || s !== '', 'empty'),
  );
const optionalText = (max: number, multiline: boolean) => v.optional(text(max, { multiline }), '');

const whole = (max: number) =>
  v.pipe(
    v.number(`not a whole number 0..${max}`),
    v.integer(`not a whole number 0..${max}`),
    v.minValue(0, `not a whole number 0..${max}`),
    v.maxValue(max, `not a whole number 0..${max}`),
  );
const wholeOrNull = (max: number) => v.nullable(whole(max));
/** Epoch seconds in the link, milliseconds once read. */
const epoch = v.pipe(
  whole(MAX_EPOCH_S),
  v.transform((s) => s * 1000),
);

const ref = v.pipe(
  v.unknown(),
  v.transform(parseRef),
  v.check((r) => r !== undefined, 'not an item'),
  v.transform((r) => r as ItemRef),
);
/** `base` with `key` set when `value` is given: an optional field, absent rather than undefined. */
function withOptional<T extends object, K extends string, V>(base: T, key: K, value: V | undefined): T & { [P in K]?: V } {
  return (value === undefined ? base : { ...base, [key]: value }) as T & { [P in K]?: V };
}
const noDuplicates = <T extends { key: string }>(items: T[]): boolean => new Set(items.map((i) => i.key)).size === items.length;

const setId = v.pipe(v.string('not a set id'), v.regex(SET_ID_PATTERN, 'not a set id'));

/** A set's wire form; keys it does not know are ignored. */
const SET_WIRE = v.pipe(
  v.object(
    {
      i: setId,
      t: text(LIMITS.title, { required: true }),
      n: optionalText(LIMITS.note, true),
      d: v.optional(v.custom<string>(isDay, 'not a date')),
      c: epoch,
      x: v.pipe(
        v.array(ref, 'not a list'),
        v.maxLength(LIMITS.items, `more than ${LIMITS.items} items`),
        v.minLength(1, 'no items'),
        v.check((refs) => noDuplicates(refs.map((r) => ({ key: refToString(r) }))), 'an item listed twice'),
      ),
    },
    'not an object',
  ),
  v.transform(({ i, t, n, d, c, x }) =>
    withOptional(
      {
        /** Random, made when the set is made (12 base64url characters). */
        id: i,
        title: t,
        /** Free text from the teacher; '' when there is none. */
        note: n,
        /** Epoch milliseconds (whole seconds: the link stores seconds). */
        createdAt: c,
        items: x,
      },
      /** Due date, local calendar day `YYYY-MM-DD`. */
      'due',
      d,
    ),
  ),
);

/** One item's result: `[item, done, stars|null, attempts, hints|null, seconds|null, partsDone?, partsTotal?]`. */
const RESULT_WIRE = v.pipe(
  v.strictTuple(
    [
      ref,
      v.picklist([0, 1], 'done is not 0 or 1'),
      wholeOrNull(3),
      whole(MAX_COUNT),
      wholeOrNull(MAX_COUNT),
      wholeOrNull(MAX_SECONDS),
      v.optional(whole(1000)),
      v.optional(whole(1000)),
    ],
    'not a result',
  ),
  v.check((r) => (r[6] === undefined) === (r[7] === undefined), 'not a result'),
  v.check((r) => r[6] === undefined || r[7] === undefined || r[6] <= r[7], 'parts: more done than there are'),
  v.transform(([item, done, stars, attempts, hints, seconds, partsDone, partsTotal]) =>
    withOptional(
      {
        ref: item,
        done: done === 1,
        /** 0..3; `null`: the app does not measure it for this kind of item (so for hints and time). */
        stars,
        attempts,
        hints,
        /** Time spent, milliseconds (whole seconds: the link stores seconds). */
        ms: seconds === null ? null : seconds * 1000,
      },
      /** Steps or exercises finished out of the item's total, for items made of several parts. */
      'parts',
      partsDone === undefined || partsTotal === undefined ? undefined : ([partsDone, partsTotal] as [done: number, total: number]),
    ),
  ),
);

/** A report's wire form; keys it does not know are ignored. */
const REPORT_WIRE = v.pipe(
  v.object(
    {
      s: setId,
      t: text(LIMITS.title, { required: true }),
      n: text(LIMITS.student, { required: true }),
      u: v.optional(v.pipe(v.string('not a student id'), v.regex(STUDENT_ID_PATTERN, 'not a student id'))),
      a: epoch,
      r: v.pipe(
        v.array(RESULT_WIRE, 'not a list'),
        v.maxLength(LIMITS.items, `more than ${LIMITS.items} items`),
        v.check((rows) => noDuplicates(rows.map((r) => ({ key: refToString(r.ref) }))), 'an item listed twice'),
      ),
    },
    'not an object',
  ),
  v.transform(({ s, t, n, u, a, r }) =>
    withOptional(
      {
        setId: s,
        /** The set's title, so a teacher without the set on this device still sees what it was. */
        setTitle: t,
        student: n,
        /** When the report was made, epoch milliseconds (whole seconds). */
        at: a,
        items: r,
      },
      /**
       * The student's device id (random, made on first use and kept in the progress store): two
       * students with the same name are two rows. Absent in reports from older versions of the app.
       */
      'studentId',
      u,
    ),
  ),
);

/** A read set and a read report, as the schemas make them. */
export type WireSet = v.InferOutput<typeof SET_WIRE>;
export type WireReport = v.InferOutput<typeof REPORT_WIRE>;
export type WireResult = v.InferOutput<typeof RESULT_WIRE>;

/** `r[2].stars`-style path of an issue, for the detail. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const step of issue.path ?? []) {
    const key = (step as { key: unknown }).key;
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key);
  }
  return path;
}

function read<S extends v.GenericSchema>(schema: S, wire: unknown): Result<v.InferOutput<S>, DecodeError> {
  const parsed = v.safeParse(schema, wire, { abortEarly: true });
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const path = issuePath(issue);
  return err({ code: 'invalid', detail: path ? `${path}: ${issue.message}` : issue.message });
}

// ---------------------------------------------------------------------------------------- set

/** A set's wire form. Throws on a set that breaks the limits: make sets with `makeSet`. */
function setToWire(set: AssignmentSet): Record<string, unknown> {
  const wire: Record<string, unknown> = { i: set.id, t: set.title };
  if (set.note) wire.n = set.note;
  if (set.due) wire.d = set.due;
  wire.c = Math.floor(set.createdAt / 1000);
  wire.x = set.items.map(refToString);
  return wire;
}

/** Check a decoded (or stored) set's wire form. */
export function readSet(wire: unknown): Result<AssignmentSet, DecodeError> {
  return read(SET_WIRE, wire);
}

/** The stored form of a set (the same as the wire form: one validator for both). */
export const storeSet = setToWire;

// ------------------------------------------------------------------------------------- report

function resultToWire(r: ItemResult): unknown[] {
  const row: unknown[] = [refToString(r.ref), r.done ? 1 : 0, r.stars, r.attempts, r.hints, r.ms === null ? null : Math.round(r.ms / 1000)];
  if (r.parts) row.push(r.parts[0], r.parts[1]);
  return row;
}

function reportToWire(report: Report): Record<string, unknown> {
  const wire: Record<string, unknown> = { s: report.setId, t: report.setTitle, n: report.student };
  if (report.studentId) wire.u = report.studentId;
  wire.a = Math.floor(report.at / 1000);
  wire.r = report.items.map(resultToWire);
  return wire;
}

/**
 * Figures that no play produces (results.ts makes every report): stars without the item done, an
 * item done with no star or no attempt, parts that contradict `done`, more hints than tries allow.
 * The item's real size is checked against the catalogue apart (catalogMismatch). Links and
 * backups are held to this (decodeReport, cleanBackupAssignments); records already stored are not.
 */
export function impossibleReport(report: Report): string | undefined {
  for (const [i, r] of report.items.entries()) {
    const why = impossibleResult(r);
    if (why) return `r[${i}]: ${why}`;
  }
  return undefined;
}

export function impossibleResult(r: ItemResult): string | undefined {
  if (!r.done && r.stars !== null && r.stars > 0) return `${r.stars} stars on an item not done`;
  if (r.done && r.stars === 0) return 'done with no star';
  if (r.done && r.attempts === 0) return 'done without an attempt';
  if (r.parts) {
    const [done, total] = r.parts;
    if (r.done && (done !== total || total === 0)) return `done with ${done} of ${total} parts`;
    if (!r.done && total > 0 && done === total) return `all ${total} parts but not done`;
  }
  if (r.hints !== null && r.hints > r.attempts * MAX_HINTS_PER_TRY) return `${r.hints} hints in ${r.attempts} tries`;
  return undefined;
}

/** Check a decoded (or stored) report's wire form. */
export function readReport(wire: unknown): Result<Report, DecodeError> {
  return read(REPORT_WIRE, wire);
}

export const storeReport = reportToWire;

/** A fingerprint of a report's content, the name compared as `nameKey` (CRC-32 of its JSON, 8 hex digits). */
export function reportHash(report: Report): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...reportToWire(report), n: nameKey(report.student) }));
  return crc32(bytes).toString(16).padStart(8, '0');
}
