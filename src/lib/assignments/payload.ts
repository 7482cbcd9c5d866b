/**
 * Links' payloads: packing (JSON, raw DEFLATE, checksum, base64url; the format is in codec.ts) and
 * reading them back. Apart from codec.ts and wire.ts because of the compressor (fflate), whose
 * module builds its tables when loaded: pages that show or check sets without making or reading a
 * link (the teacher's page before a set is made) do not load it.
 */
import { Inflate, deflateSync } from 'fflate';
import { CRC_BYTES, FORMAT_VERSION, HEADER, PAYLOAD_KINDS, crc32, fragmentOf, fromBase64Url, toBase64Url, type PayloadKind } from './codec';
import { err, ok, LIMITS, type AssignmentSet, type DecodeError, type Report, type Result } from './types';
import { impossibleReport, readers, storeReport, storeSet } from './wire';

/** The largest format number a later version of the app may plausibly write. */
const MAX_PLAUSIBLE_VERSION = 15;

/** Pack a JSON value as a payload of `kind`. */
export function pack(kind: PayloadKind, value: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const body = deflateSync(json, { level: 9 });
  const bytes = new Uint8Array(HEADER + body.length + CRC_BYTES);
  bytes[0] = FORMAT_VERSION;
  bytes[1] = PAYLOAD_KINDS[kind];
  bytes.set(body, HEADER);
  const crc = crc32(bytes.subarray(0, HEADER + body.length));
  new DataView(bytes.buffer).setUint32(HEADER + body.length, crc);
  return toBase64Url(bytes);
}

/** Inflate raw DEFLATE, stopping as soon as the output passes `cap` bytes. */
function inflateCapped(data: Uint8Array, cap: number): Result<Uint8Array, DecodeError> {
  const parts: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) {
      over = true;
      throw new RangeError('over the cap');
    }
    parts.push(chunk);
  });
  const STEP = 1024;
  try {
    for (let i = 0; i < data.length; i += STEP) inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (e) {
    if (over) return err({ code: 'too-large', detail: `unpacks to more than ${cap} bytes` });
    return err({ code: 'malformed', detail: `compression: ${e instanceof Error ? e.message : String(e)}` });
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return ok(out);
}

/**
 * Unpack a payload of `kind` to its JSON value. Checks, in order: length, characters, size,
 * version, kind, checksum, decompression (capped), UTF-8, JSON. Never throws.
 */
export function unpack(kind: PayloadKind, input: string): Result<unknown, DecodeError> {
  try {
    const text = fragmentOf(input);
    if (text.length === 0) return err({ code: 'empty' });
    if (text.length > LIMITS.fragmentChars) return err({ code: 'too-large', detail: `${text.length} characters` });
    const bytes = fromBase64Url(text);
    if (!bytes) {
      // Only the right characters, but a length no encoder makes (4n + 1): a link cut short.
      if (/^[A-Za-z0-9_-]+$/.test(text)) return err({ code: 'truncated', detail: `${text.length} characters` });
      return err({ code: 'malformed', detail: 'not base64url' });
    }
    if (bytes.length < 1) return err({ code: 'truncated' });
    const version = bytes[0];
    // A newer version's link has a small version number and is as long as ours at least: short
    // junk (`#abc`) or any other first byte is not a link at all, not one from a newer app.
    if (version > FORMAT_VERSION && version <= MAX_PLAUSIBLE_VERSION && bytes.length >= HEADER + 2 + CRC_BYTES)
      return err({ code: 'newer-version', detail: `format ${version}` });
    if (version !== FORMAT_VERSION) return err({ code: 'malformed', detail: `format ${version}` });
    if (bytes.length < 2) return err({ code: 'truncated' });
    const kindByte = bytes[1];
    if (kindByte !== PAYLOAD_KINDS[kind]) {
      const known = Object.values(PAYLOAD_KINDS) as number[];
      return err(known.includes(kindByte) ? { code: 'wrong-kind' } : { code: 'malformed', detail: `kind ${kindByte}` });
    }
    if (bytes.length < HEADER + 2 + CRC_BYTES) return err({ code: 'truncated' });
    const end = bytes.length - CRC_BYTES;
    const stored = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(end);
    if (crc32(bytes.subarray(0, end)) !== stored) return err({ code: 'checksum' });
    const inflated = inflateCapped(bytes.subarray(HEADER, end), LIMITS.decodedBytes);
    if (!inflated.ok) return inflated;
    let json: string;
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(inflated.value);
    } catch {
      return err({ code: 'malformed', detail: 'not UTF-8' });
    }
    try {
      return ok(JSON.parse(json) as unknown);
    } catch {
      return err({ code: 'malformed', detail: 'not JSON' });
    }
  } catch (e) {
    // Nothing above should throw; if something does, it is still only a bad link.
    return err({ code: 'malformed', detail: e instanceof Error ? e.message : String(e) });
  }
}

// ------------------------------------------------------------------------------ sets and reports

/** The payload (fragment) of a set. */
export function encodeSet(set: AssignmentSet): string {
  return pack('assignment', storeSet(set));
}

/** Read an assignment link, `#payload` or bare payload. Never rejects. */
export async function decodeSet(input: string): Promise<Result<AssignmentSet, DecodeError>> {
  const raw = unpack('assignment', input);
  return raw.ok ? (await readers()).readSet(raw.value) : raw;
}

export function encodeReport(report: Report): string {
  return pack('report', storeReport(report));
}

/** Read a report link, `#payload` or bare payload; figures no play gives make it `invalid`. Never rejects. */
export async function decodeReport(input: string): Promise<Result<Report, DecodeError>> {
  const raw = unpack('report', input);
  if (!raw.ok) return raw;
  const report = (await readers()).readReport(raw.value);
  if (!report.ok) return report;
  const why = impossibleReport(report.value);
  return why ? err({ code: 'invalid', detail: `impossible: ${why}` }) : report;
}
