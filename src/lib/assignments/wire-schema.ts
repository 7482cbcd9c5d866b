/**
 * Reading a set's and a report's wire form (wire.ts describes it) with valibot schemas: every field
 * checked (types, ranges, lengths, counts, id syntax, no duplicates), keys not known ignored, text
 * cleaned. `AssignmentSet`, `Report` and `ItemResult` (types.ts) are inferred from these schemas.
 *
 * Loaded when a link or a stored set or report is read (`readers()` in wire.ts), never on a page's
 * first load.
 */
import * as v from 'valibot';
import { err, ok, LIMITS, type DecodeError, type ItemRef, type Result } from './types';
import { cleanText, isDay, parseRef, refToString, SET_ID_PATTERN, STUDENT_ID_PATTERN, textLength } from './wire';

const MAX_COUNT = 1_000_000;
const MAX_SECONDS = 100_000_000;
/** Epoch seconds up to the year 2200. */
const MAX_EPOCH_S = 7_258_118_400;

/** Text as stored and shown (cleanText), at most `max` characters; `required`: not empty once cleaned. */
const text = (max: number, options: { multiline?: boolean; required?: boolean } = {}) =>
  v.pipe(
    v.string('not text'),
    // Cheap bound before cleaning: no valid value is longer than this in UTF-16 units.
    v.maxLength(max * 4, 'too long'),
    v.transform((s) => cleanText(s, options.multiline)),
    v.check((s) => textLength(s) <= max, 'too long'),
    v.check((s) => !options.required || s !== '', 'empty'),
  );

const int = (max: number) =>
  v.pipe(
    v.number(`not a whole number 0..${max}`),
    v.integer(`not a whole number 0..${max}`),
    v.minValue(0, `not a whole number 0..${max}`),
    v.maxValue(max, `not a whole number 0..${max}`),
  );
const setId = v.pipe(v.string('not a set id'), v.regex(SET_ID_PATTERN, 'not a set id'));
/** Epoch seconds on the wire, milliseconds in the app. */
const epoch = v.pipe(
  int(MAX_EPOCH_S),
  v.transform((s) => s * 1000),
);

/** An item reference `k:id` (wire.ts parseRef). */
const ref = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => parseRef(dataset.value) ?? (addIssue({ message: 'not an item' }), NEVER)),
);

/** A list of at most `max` entries (the length checked before the entries), each item listed once. */
const items = <T extends v.GenericSchema>(entry: T, max: number, refOf: (x: v.InferOutput<T>) => ItemRef) =>
  v.pipe(
    v.custom<unknown[]>(Array.isArray, 'not a list'),
    v.check((a) => a.length <= max, `more than ${max} items`),
    v.array(entry),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      for (const x of dataset.value) {
        const key = refToString(refOf(x));
        if (seen.has(key)) addIssue({ message: `${key} listed twice` });
        seen.add(key);
      }
    }),
  );

/** A set: `{ i, t, n?, d?, c, x }`. */
export const setWire = v.pipe(
  v.object({
    i: setId,
    t: text(LIMITS.title, { required: true }),
    n: v.optional(text(LIMITS.note, { multiline: true }), ''),
    d: v.optional(v.custom<string>(isDay, 'not a date')),
    c: epoch,
    x: v.pipe(
      items(ref, LIMITS.items, (r) => r),
      v.check((x) => x.length > 0, 'no items'),
    ),
  }),
  v.transform((w) => {
    const set: {
      /** Random, made when the set is made (12 base64url characters). */
      id: string;
      title: string;
      /** Free text from the teacher; '' when there is none. */
      note: string;
      /** Due date, local calendar day `YYYY-MM-DD`. */
      due?: string;
      /** Epoch milliseconds (whole seconds: the link stores seconds). */
      createdAt: number;
      items: ItemRef[];
    } = { id: w.i, title: w.t, note: w.n, createdAt: w.c, items: w.x };
    if (w.d !== undefined) set.due = w.d;
    return set;
  }),
);

const nullable = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);
const SIX = [
  ref,
  v.picklist([0, 1], 'done is not 0 or 1'),
  nullable(int(3)),
  int(MAX_COUNT),
  nullable(int(MAX_COUNT)),
  nullable(int(MAX_SECONDS)),
] as const;

/** One item's result: `[item, done 0|1, stars|null, attempts, hints|null, seconds|null, partsDone?, partsTotal?]`. */
const resultWire = v.pipe(
  v.union([v.strictTuple([...SIX]), v.strictTuple([...SIX, int(1000), int(1000)])], 'not a result'),
  v.check((row) => row.length === 6 || row[6] <= row[7], 'parts: more done than there are'),
  v.transform((row) => {
    const result: {
      ref: ItemRef;
      done: boolean;
      /** 0..3; `null`: the app does not measure it for this kind of item. */
      stars: number | null;
      attempts: number;
      hints: number | null;
      /** Time spent, milliseconds (whole seconds: the link stores seconds). */
      ms: number | null;
      /** Steps or exercises finished out of the item's total, for items made of several parts. */
      parts?: [done: number, total: number];
    } = { ref: row[0], done: row[1] === 1, stars: row[2], attempts: row[3], hints: row[4], ms: row[5] === null ? null : row[5] * 1000 };
    if (row.length === 8) result.parts = [row[6], row[7]];
    return result;
  }),
);

/** A report: `{ s, t, n, u?, a, r }`. */
export const reportWire = v.pipe(
  v.object({
    s: setId,
    /** The set's title, so a teacher without the set on this device still sees what it was. */
    t: text(LIMITS.title, { required: true }),
    n: text(LIMITS.student, { required: true }),
    u: v.optional(v.pipe(v.string('not a student id'), v.regex(STUDENT_ID_PATTERN, 'not a student id'))),
    a: epoch,
    r: items(resultWire, LIMITS.items, (r) => r.ref),
  }),
  v.transform((w) => {
    const report: {
      setId: string;
      setTitle: string;
      student: string;
      /**
       * The student's device id (random, made on first use and kept in the progress store): two
       * students with the same name are two rows. Absent in reports from older versions of the app.
       */
      studentId?: string;
      /** When the report was made, epoch milliseconds (whole seconds). */
      at: number;
      items: v.InferOutput<typeof resultWire>[];
    } = { setId: w.s, setTitle: w.t, student: w.n, at: w.a, items: w.r };
    if (w.u !== undefined) report.studentId = w.u;
    return report;
  }),
);

/** `r[3][2]` for the issue's place in the wire form. */
function where(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const { key } of issue.path ?? []) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key).slice(0, 40)}`;
  return out;
}

function read<T extends v.GenericSchema>(schema: T, wire: unknown): Result<v.InferOutput<T>, DecodeError> {
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) return err({ code: 'invalid', detail: 'not an object' });
  try {
    const checked = v.safeParse(schema, wire, { abortEarly: true });
    if (checked.success) return ok(checked.output);
    const issue = checked.issues[0];
    const at = where(issue);
    return err({ code: 'invalid', detail: at ? `${at}: ${issue.message}` : issue.message });
  } catch (e) {
    return err({ code: 'invalid', detail: e instanceof Error ? e.message : String(e) });
  }
}

/** Check a decoded (or stored) set's wire form. */
export const readSet = (wire: unknown) => read(setWire, wire);

/** Check a decoded (or stored) report's wire form. */
export const readReport = (wire: unknown) => read(reportWire, wire);
