/**
 * The JSON inside a payload (format 1), kept short so links and QR codes stay small.
 *
 * Assignment set:
 *     { "i": "<set id>", "t": "<title>", "n": "<note>"?, "d": "YYYY-MM-DD"?, "c": <created, epoch s>,
 *       "x": ["l:<lesson id>", "e:<track id>", "p:<puzzle id>", "c:<custom position>", …] }
 *   (a custom position carries its board, side, rules and answer: see task/custom-id.ts)
 * Report:
 *     { "s": "<set id>", "t": "<set title>", "n": "<student>", "u": "<student device id>"?, "a": <made, epoch s>,
 *       "r": [["<item>", done 0|1, stars|null, attempts, hints|null, seconds|null, partsDone?, partsTotal?], …] }
 *
 * Readers (wire-schema.ts) check every field (types, ranges, lengths, counts, id syntax, no
 * duplicates) and ignore keys they do not know. Text is cleaned (control and bidi-override characters removed) and only
 * ever shown as text.
 */
import { fromItemId } from '$lib/task/custom-id';
import { crc32 } from './codec';
import { ITEM_KINDS, LIMITS, type AssignmentSet, type ItemKind, type ItemRef, type ItemResult, type Report } from './types';

const KIND_CODE: Record<ItemKind, string> = { lesson: 'l', track: 'e', puzzle: 'p', custom: 'c' };
const CODE_KIND = new Map<string, ItemKind>(ITEM_KINDS.map((k) => [KIND_CODE[k], k]));

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SET_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
/** A student's device id: random base64url (see `studentDeviceId`). */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
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
  if (typeof text !== 'string' || text.length > Math.max(LIMITS.id, LIMITS.customId) + 2 || text[1] !== ':') return undefined;
  const kind = CODE_KIND.get(text[0]);
  const id = text.slice(2);
  if (!kind) return undefined;
  if (kind === 'custom' ? !fromItemId(id) : id.length > LIMITS.id || !ID_PATTERN.test(id)) return undefined;
  return { kind, id };
}

export const sameRef = (a: ItemRef, b: ItemRef): boolean => a.kind === b.kind && a.id === b.id;

// ------------------------------------------------------------------------------------- reading

/**
 * The readers of the wire form (wire-schema.ts: valibot schemas), loaded on the first link or
 * stored set read, so that no page's first load carries them.
 */
let loading: Promise<typeof import('./wire-schema')> | undefined;
export const readers = () => (loading ??= import('./wire-schema'));

/** A real calendar day `YYYY-MM-DD` between 2000 and 2199. */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = DAY_PATTERN.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2199 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
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

export const storeReport = reportToWire;

/** A fingerprint of a report's content, the name compared as `nameKey` (CRC-32 of its JSON, 8 hex digits). */
export function reportHash(report: Report): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...reportToWire(report), n: nameKey(report.student) }));
  return crc32(bytes).toString(16).padStart(8, '0');
}
