/**
 * Assignments: a teacher's set of lessons, exercise tracks and puzzles, handed out as a link, and
 * a student's results, handed back as a link. No server: both travel in the URL fragment (see
 * codec.ts for the format). These are the decoded, validated shapes.
 */

export const ITEM_KINDS = ['lesson', 'track', 'puzzle', 'custom'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * One item of a set: a lesson id, an exercise track id, a puzzle id, or a custom position with its
 * verified answer, carried whole in its id (task/custom-id.ts).
 */
export interface ItemRef {
  kind: ItemKind;
  id: string;
}

// The shapes below are inferred from the wire form's schemas (wire-schema.ts), where each field is
// checked. Type-only: no schema code comes with these types.

/** A teacher's set, as made on /teach and as a student receives it. */
export type AssignmentSet = InferOutput<typeof setWire>;

/** What a student sends back. */
export type Report = InferOutput<typeof reportWire>;

/** A student's result on one item. `null`: the app does not measure it for this kind of item. */
export type ItemResult = Report['items'][number];

import { MAX_CUSTOM_ITEM_ID } from '$lib/task/custom-id';
import type { InferOutput } from 'valibot';
import type { reportWire, setWire } from './wire-schema';

export { ok, fail as err, type Result } from '$lib/result';

/**
 * Why a link could not be read. Each has a message (`share.error.<code>` in the i18n catalogue).
 * - `empty`: nothing after the `#`;
 * - `too-large`: longer than a link of ours can be, or it unpacks to more than the cap;
 * - `malformed`: not our encoding at all (bad characters, bad compression, not JSON);
 * - `truncated`: shorter than the smallest valid payload (cut off when copied);
 * - `checksum`: the checksum does not match (cut off or changed);
 * - `newer-version`: made by a newer version of the app;
 * - `wrong-kind`: a report where an assignment was expected, or the other way round;
 * - `invalid`: readable, but the content breaks the rules (types, lengths, counts, ids).
 */
export const DECODE_ERRORS = [
  'empty',
  'too-large',
  'malformed',
  'truncated',
  'checksum',
  'newer-version',
  'wrong-kind',
  'invalid',
] as const;
export type DecodeErrorCode = (typeof DECODE_ERRORS)[number];

export interface DecodeError {
  code: DecodeErrorCode;
  /** For developers and tests; never shown as markup. */
  detail?: string;
}

/** Limits applied when making and when reading links. */
export const LIMITS = {
  /** Characters after the `#`. A QR code holds under 3 KB; chat apps carry more. */
  fragmentChars: 16_384,
  /** Bytes of JSON after decompression. */
  decodedBytes: 65_536,
  items: 100,
  title: 120,
  note: 1000,
  student: 60,
  id: 64,
  /** A custom position's id: a full board and a mate in 5. */
  customId: MAX_CUSTOM_ITEM_ID,
} as const;
