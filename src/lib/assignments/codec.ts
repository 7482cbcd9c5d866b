/**
 * The bytes of a link's fragment. A payload is
 *
 *     base64url( version | kind | deflate-raw(JSON, UTF-8) | CRC-32 )
 *
 * - `version` (1 byte): the format version, 1. A reader refuses a newer one with a clear message
 *   before looking at anything else, so a later format may change everything after this byte.
 * - `kind` (1 byte): `A` (0x41) for an assignment set, `R` (0x52) for a report.
 * - the JSON (see wire.ts), compressed with raw DEFLATE (fflate, in payload.ts: packing and
 *   unpacking live there so that pages which only check or show sets do not load the compressor).
 * - CRC-32 (IEEE, big-endian) of every byte before it: catches links cut short or changed in
 *   transit. It is not a signature; anyone can make a valid link.
 *
 * Reading never throws: every failure is a DecodeError. Sizes are capped before any work
 * (fragment length) and during decompression (stops at LIMITS.decodedBytes).
 */

export const FORMAT_VERSION = 1;
export const PAYLOAD_KINDS = { assignment: 0x41, report: 0x52 } as const;
export type PayloadKind = keyof typeof PAYLOAD_KINDS;

export const HEADER = 2;
export const CRC_BYTES = 4;

// ------------------------------------------------------------------------------------- CRC-32

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as in zip and PNG) of `bytes`, unsigned. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------- base64url

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = (() => {
  const map = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) map[ALPHABET.charCodeAt(i)] = i;
  return map;
})();

/** Base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63] + ALPHABET[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63];
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63];
  }
  return out;
}

/** Strict base64url (no padding, no other characters); undefined when `text` is not that. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? LOOKUP[code] : -1;
    if (v < 0) return undefined;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

// ------------------------------------------------------------------------------------ payload

/** Text of a fragment as pasted or read from `location.hash`: a full link, `#…` or the payload. */
export function fragmentOf(input: string): string {
  const text = input.trim();
  const hash = text.indexOf('#');
  return (hash >= 0 ? text.slice(hash + 1) : text).trim();
}

/**
 * A fragment as text, percent-escapes decoded; a broken escape (`#%E0%A4%A`) leaves the text as it
 * is rather than throwing, so a page shows its message instead of stalling.
 */
export function decodeFragment(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}
