/**
 * Many report links at once (pasted from a chat, or scanned one after another): each is read,
 * checked like /report checks one, and added to the class results. One line of outcome per link.
 */
import type { Catalog } from './catalog';
import { catalogMismatch, unknownRefs } from './catalog';
import { importReport, type ImportStatus } from './reports';
import { getAuthoredSet, type AssignmentStore } from './store';
import type { DecodeErrorCode } from './types';
import { decodeReport } from './payload';
import { refToString } from './wire';

/**
 * One link's outcome. `unknownSet`: added, but no set of this id is on this device (flagged: a
 * report of another class, or a set made elsewhere). Problems: `unknown-items` (items this app
 * does not have), `foreign-items` (items not in the teacher's set), `impossible` (figures that do
 * not fit the items, such as 3 of 1,000 steps of a 5-step lesson).
 */
export type BulkOutcome =
  | { ok: true; student: string; setId: string; setTitle: string; status: ImportStatus; unknownSet?: true }
  | { ok: false; student: string; setId: string; problem: 'unknown-items' | 'foreign-items' | 'impossible' }
  | { ok: false; index: number; error: DecodeErrorCode };

/** The links in pasted text: every run of non-space characters that holds a `#` (or is a bare payload). */
export function splitLinks(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Add one report link to the class results. Never throws on a bad link. */
export async function importReportLink(
  api: AssignmentStore & Parameters<typeof getAuthoredSet>[0],
  catalog: Catalog,
  link: string,
  index = 0,
  now = Date.now(),
): Promise<BulkOutcome> {
  const decoded = await decodeReport(link);
  if (!decoded.ok) return { ok: false, index, error: decoded.error.code };
  const report = decoded.value;
  const refs = report.items.map((r) => r.ref);
  if (unknownRefs(catalog, refs).length > 0) return { ok: false, student: report.student, setId: report.setId, problem: 'unknown-items' };
  if (catalogMismatch(catalog, report.items)) return { ok: false, student: report.student, setId: report.setId, problem: 'impossible' };
  const own = await getAuthoredSet(api, report.setId);
  if (own) {
    const inSet = new Set(own.set.items.map(refToString));
    if (refs.some((r) => !inSet.has(refToString(r))))
      return { ok: false, student: report.student, setId: report.setId, problem: 'foreign-items' };
  }
  const status = await importReport(api, report, now);
  const out: BulkOutcome = { ok: true, student: report.student, setId: report.setId, setTitle: report.setTitle, status };
  if (!own) out.unknownSet = true;
  return out;
}

/** Outcomes that count as done: added, updated or already there, for a set on this device. */
export const isGood = (o: BulkOutcome): boolean =>
  o.ok && !o.unknownSet && o.status !== 'older' && o.status !== 'future' && o.status !== 'removed' && o.status !== 'other-name';

/** Work this long between two yields to the page (it paints and answers taps in between). */
const SLICE_MS = 12;

/** Let the page paint and handle input: a macrotask (a resolved promise would not). */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface BulkOptions {
  now?: number;
  /** Called after each slice of work: links done and in all. */
  onProgress?: (done: number, total: number) => void;
  /** Stop early (the page was left): the outcomes so far are returned. */
  signal?: AbortSignal;
}

/**
 * Add every link of `text`, in order (a later report of the same student replaces an earlier one).
 * A paste may hold hundreds of thousands of tokens: the work runs in slices of about SLICE_MS,
 * yielding to the page between them, so it paints a progress line and stays responsive.
 */
export async function importReportLinks(
  api: AssignmentStore,
  catalog: Catalog,
  text: string | readonly string[],
  options: BulkOptions | number = {},
): Promise<BulkOutcome[]> {
  const { now = Date.now(), onProgress, signal } = typeof options === 'number' ? { now: options } : options;
  const out: BulkOutcome[] = [];
  // The pasted text, or its links already split (splitLinks).
  const links = typeof text === 'string' ? splitLinks(text) : text;
  let sliceStart = performance.now();
  for (let i = 0; i < links.length; i++) {
    if (signal?.aborted) break;
    out.push(await importReportLink(api, catalog, links[i], i + 1, now));
    if (performance.now() - sliceStart > SLICE_MS) {
      onProgress?.(i + 1, links.length);
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  onProgress?.(out.length, links.length);
  return out;
}
