/**
 * The teacher's side of reports, apart from store.ts so that pages of students do not load it:
 * class results (`reports` records, one row per set and student), merging rows, the class list,
 * and the cleaning of assignment records in a backup.
 */
import type { ProgressDump, ReportRecord } from '$lib/progress';
import { fromRecord, MAX_ROSTER, recordId, toRecord, type AssignmentStore } from './store';
import { LIMITS, type Report } from './types';
import { cleanText, nameKey, readReport, reportHash, storeReport, STUDENT_ID_PATTERN } from './wire';

// ---------------------------------------------------------------------------------- class list

/**
 * The class list of a set: the names kept, and every student who sent a report (added to the list
 * and saved, so a student stays on it when a report is removed). Names compare as `nameKey`.
 */
export async function syncRoster(
  api: AssignmentStore,
  setId: string,
  reported: readonly string[],
  add: readonly string[] = [],
  remove: readonly string[] = [],
): Promise<string[]> {
  const stored = fromRecord(await api.getAssignment(recordId('teacher', setId)));
  if (stored?.role !== 'teacher') return [];
  const gone = new Set(remove.map(nameKey));
  const names = new Map<string, string>();
  for (const n of [...(stored.roster ?? []), ...reported, ...add]) {
    const clean = cleanText(n).slice(0, LIMITS.student);
    const key = nameKey(clean);
    if (!clean || gone.has(key) || names.has(key)) continue;
    names.set(key, clean);
  }
  const roster = [...names.values()].slice(0, MAX_ROSTER);
  if (JSON.stringify(roster) !== JSON.stringify(stored.roster ?? [])) await api.saveAssignment(toRecord({ ...stored, roster }));
  return roster;
}

// ------------------------------------------------------------------------------------ reports

interface ReportPayload {
  v: 1;
  hash: string;
  key: string;
  report: unknown;
  /** The student ids this row stands for (several after the teacher merged two rows). */
  ids?: string[];
}

export interface StoredReport {
  id: number;
  receivedAt: number;
  hash: string;
  report: Report;
  /** Student ids of this row; empty for a report from an app that sent none (matched by name). */
  ids: string[];
}

function readReportRecord(rec: ReportRecord): StoredReport | undefined {
  const p = rec.payload as Partial<ReportPayload> | undefined;
  if (rec.id === undefined || !p || typeof p !== 'object' || p.v !== 1 || typeof p.hash !== 'string') return undefined;
  const report = readReport(p.report);
  if (!report.ok) return undefined;
  const ids = new Set<string>();
  if (report.value.studentId) ids.add(report.value.studentId);
  if (Array.isArray(p.ids)) for (const x of p.ids.slice(0, 50)) if (typeof x === 'string' && STUDENT_ID_PATTERN.test(x)) ids.add(x);
  return { id: rec.id, receivedAt: rec.receivedAt, hash: p.hash, report: report.value, ids: [...ids] };
}

/** How far ahead of this device's clock a report may be dated (a phone a little fast). */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * - `added`: a new row; `added-same-name`: a new row whose name another row already has (another
 *   device: the teacher may merge them);
 * - `replaced`: newer than the row's report; `duplicate`: the same report again; `older`: older
 *   than the row's report (ignored);
 * - `future`: dated more than a day ahead of this device's clock (refused: it would lock out
 *   every genuine report after it).
 */
export type ImportStatus = 'added' | 'added-same-name' | 'replaced' | 'duplicate' | 'older' | 'future';

/** Does stored row `r` stand for the student of `report`? By student id; a report without one, by name. */
function sameStudent(r: StoredReport, report: Report): boolean {
  if (report.studentId) return r.ids.includes(report.studentId);
  return r.ids.length === 0 && nameKey(r.report.student) === nameKey(report.student);
}

const newestFirst = (a: StoredReport, b: StoredReport) => b.report.at - a.report.at || b.receivedAt - a.receivedAt || b.id - a.id;

/**
 * Add a report to the class results. One row per set and student: the student's device id says
 * who it is (reports from older apps without one: the name, ignoring case and spacing). The same
 * report again is a `duplicate`, an older one is ignored, a newer one replaces the row's. A
 * report dated more than a day ahead is refused; a row dated in the future (kept before this
 * check existed) never blocks a genuine report.
 */
export async function importReport(api: AssignmentStore, report: Report, now = Date.now()): Promise<ImportStatus> {
  if (report.at > now + FUTURE_SLACK_MS) return 'future';
  const key = report.studentId ? `id:${report.studentId}` : `name:${nameKey(report.student)}`;
  const hash = reportHash(report);
  const all = (await api.getReports(report.setId)).map(readReportRecord).filter((r): r is StoredReport => r !== undefined);
  const held = all.filter((r) => sameStudent(r, report)).sort(newestFirst);
  const latest = held[0];
  if (latest && latest.hash === hash) return 'duplicate';
  if (latest && latest.report.at > report.at && latest.report.at <= now + FUTURE_SLACK_MS) return 'older';
  const ids = [...new Set([...held.flatMap((r) => r.ids), ...(report.studentId ? [report.studentId] : [])])];
  const rec: ReportRecord = {
    assignmentId: report.setId,
    student: report.student,
    receivedAt: now,
    payload: { v: 1, hash, key, report: storeReport(report), ids } satisfies ReportPayload,
  };
  if (latest) {
    await api.saveReport({ ...rec, id: latest.id });
    for (const extra of held.slice(1)) await api.deleteReport(extra.id);
    return 'replaced';
  }
  await api.addReport(rec);
  const nk = nameKey(report.student);
  return all.some((r) => nameKey(r.report.student) === nk) ? 'added-same-name' : 'added';
}

/**
 * One report per student and set: the newest of the reports that share a student id (or, without
 * ids, a name). Older copies can come back with a restored backup; they are not shown.
 */
function newestPerStudent(reports: StoredReport[]): StoredReport[] {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(k, root);
    return root;
  };
  const keysOf = (r: StoredReport) =>
    r.ids.length ? r.ids.map((i) => `${r.report.setId}|id:${i}`) : [`${r.report.setId}|name:${nameKey(r.report.student)}`];
  for (const r of reports) {
    const [first, ...rest] = keysOf(r);
    for (const k of rest) parent.set(find(k), find(first));
    find(first);
  }
  const best = new Map<string, StoredReport>();
  for (const r of reports) {
    const g = find(keysOf(r)[0]);
    const have = best.get(g);
    if (!have || newestFirst(r, have) < 0) best.set(g, r);
  }
  const keep = new Set(best.values());
  return reports.filter((r) => keep.has(r));
}

/** The class results of one set, or of every set: one report per student (see newestPerStudent). */
export async function listReports(api: AssignmentStore, setId?: string): Promise<StoredReport[]> {
  const records = setId === undefined ? await api.listReports() : await api.getReports(setId);
  return newestPerStudent(records.map(readReportRecord).filter((r): r is StoredReport => r !== undefined));
}

/**
 * The teacher says two rows are the same student (one student, two devices): one row is left,
 * holding the newer report and both rows' ids, so later reports from either device land on it.
 */
export async function mergeReports(api: AssignmentStore, keepId: number, otherId: number): Promise<boolean> {
  const all = (await api.listReports()).map(readReportRecord).filter((r): r is StoredReport => r !== undefined);
  const a = all.find((r) => r.id === keepId);
  const b = all.find((r) => r.id === otherId);
  if (!a || !b || a === b || a.report.setId !== b.report.setId) return false;
  const [newer, older] = newestFirst(a, b) <= 0 ? [a, b] : [b, a];
  const ids = [...new Set([...newer.ids, ...older.ids])];
  const rec: ReportRecord & { id: number } = {
    id: newer.id,
    assignmentId: newer.report.setId,
    student: newer.report.student,
    receivedAt: newer.receivedAt,
    payload: {
      v: 1,
      hash: newer.hash,
      key: `id:${ids[0] ?? nameKey(newer.report.student)}`,
      report: storeReport(newer.report),
      ids,
    } satisfies ReportPayload,
  };
  await api.saveReport(rec);
  await api.deleteReport(older.id);
  return true;
}

export const deleteReport = (api: AssignmentStore, id: number) => api.deleteReport(id);

/**
 * For a backup about to be loaded: leave out assignments whose set cannot be read (or whose id
 * does not match it) and reports that cannot be read. They would be stored invisibly and exported
 * again. Returns how many were left out.
 */
export function cleanBackupAssignments(data: Pick<ProgressDump, 'assignments' | 'reports'>): number {
  const before = data.assignments.length + data.reports.length;
  data.assignments = data.assignments.filter((rec) => {
    const stored = fromRecord(rec);
    return stored !== undefined && rec.id === recordId(stored.role, stored.set.id);
  });
  data.reports = data.reports.filter((rec) => {
    const stored = readReportRecord({ ...rec, id: rec.id ?? 0 });
    return stored !== undefined && stored.report.setId === rec.assignmentId;
  });
  return before - data.assignments.length - data.reports.length;
}
