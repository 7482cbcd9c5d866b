/**
 * Many report links at once (pasted from a chat, or scanned one after another): each is read,
 * checked like /report checks one, and added to the class results. One line of outcome per link.
 */
import type { Catalog } from './catalog';
import { unknownRefs } from './catalog';
import { importReport, type ImportStatus } from './reports';
import { getAuthoredSet, type AssignmentStore } from './store';
import type { DecodeErrorCode } from './types';
import { decodeReport } from './payload';
import { refToString } from './wire';

export type BulkOutcome =
  | { ok: true; student: string; setId: string; status: ImportStatus }
  | { ok: false; student: string; setId: string; problem: 'unknown-items' | 'foreign-items' }
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
  const decoded = decodeReport(link);
  if (!decoded.ok) return { ok: false, index, error: decoded.error.code };
  const report = decoded.value;
  const refs = report.items.map((r) => r.ref);
  if (unknownRefs(catalog, refs).length > 0) return { ok: false, student: report.student, setId: report.setId, problem: 'unknown-items' };
  const own = await getAuthoredSet(api, report.setId);
  if (own) {
    const inSet = new Set(own.set.items.map(refToString));
    if (refs.some((r) => !inSet.has(refToString(r))))
      return { ok: false, student: report.student, setId: report.setId, problem: 'foreign-items' };
  }
  return { ok: true, student: report.student, setId: report.setId, status: await importReport(api, report, now) };
}

/** Add every link of `text`, in order (a later report of the same student replaces an earlier one). */
export async function importReportLinks(api: AssignmentStore, catalog: Catalog, text: string, now = Date.now()): Promise<BulkOutcome[]> {
  const out: BulkOutcome[] = [];
  const links = splitLinks(text);
  for (let i = 0; i < links.length; i++) out.push(await importReportLink(api, catalog, links[i], i + 1, now));
  return out;
}
