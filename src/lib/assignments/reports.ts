/**
 * The teacher's side of reports, apart from store.ts so that pages of students do not load it:
 * class results (`reports` records, one row per set and student), merging rows, the class list,
 * and the cleaning of assignment records in a backup.
 */
import type { BackupError, ProgressDump, ReportRecord } from '$lib/progress';
import { catalogMismatch, type Catalog } from './catalog';
import { fromRecord, MAX_ROSTER, recordId, toRecord, type AssignmentStore } from './store';
import { LIMITS, type ItemResult, type Report } from './types';
import { cleanText, impossibleReport, nameKey, readers, refToString, reportHash, storeReport, STUDENT_ID_PATTERN } from './wire';

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
  const stored = await fromRecord(await api.getAssignment(recordId('teacher', setId)));
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
  /**
   * The teacher removed this row: the record stays as a marker (its report is the newest removed),
   * so that older copies of the row (from a backup, or pasted again) do not come back.
   */
  removed?: true;
}

export interface StoredReport {
  id: number;
  receivedAt: number;
  hash: string;
  report: Report;
  /** Student ids of this row; empty for a report from an app that sent none (matched by name). */
  ids: string[];
  /** A removed row's marker (see ReportPayload.removed); never listed. */
  removed?: boolean;
}

async function readReportRecord(rec: ReportRecord): Promise<StoredReport | undefined> {
  const p = rec.payload as Partial<ReportPayload> | undefined;
  if (rec.id === undefined || !p || typeof p !== 'object' || p.v !== 1 || typeof p.hash !== 'string') return undefined;
  const { readReport } = await readers();
  const report = readReport(p.report);
  if (!report.ok) return undefined;
  const ids = new Set<string>();
  if (report.value.studentId) ids.add(report.value.studentId);
  if (Array.isArray(p.ids)) for (const x of p.ids.slice(0, 50)) if (typeof x === 'string' && STUDENT_ID_PATTERN.test(x)) ids.add(x);
  const out: StoredReport = { id: rec.id, receivedAt: rec.receivedAt, hash: p.hash, report: report.value, ids: [...ids] };
  if (p.removed === true) out.removed = true;
  return out;
}

/** How far ahead of this device's clock a report may be dated (a phone a little fast). */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * - `added`: a new row; `added-same-name`: a new row whose name another row already has (another
 *   device: the teacher may merge them);
 * - `replaced`: newer than the row's report (each item keeps the better of the two results);
 *   `improved`: older than the row's report, but better on some items (those are kept);
 *   `duplicate`: the same report again; `older`: older than the row's report and no better on any
 *   item (ignored);
 * - `removed`: the teacher removed this student's row since this report was made (ignored);
 * - `other-name`: sent with the device id of another row's student under a different name: not
 *   added (a rename, or a copied id: the teacher decides, see importReport);
 * - `future`: dated more than a day ahead of this device's clock (refused: it would lock out
 *   every genuine report after it).
 */
export type ImportStatus =
  'added' | 'added-same-name' | 'replaced' | 'improved' | 'duplicate' | 'older' | 'removed' | 'other-name' | 'future';

/** Does stored row `r` stand for the student of `report`? By student id; a report without one, by name. */
function sameStudent(r: StoredReport, report: Report): boolean {
  if (report.studentId) return r.ids.includes(report.studentId);
  return r.ids.length === 0 && nameKey(r.report.student) === nameKey(report.student);
}

const newestFirst = (a: StoredReport, b: StoredReport) => b.report.at - a.report.at || b.receivedAt - a.receivedAt || b.id - a.id;

/** How good one item's result is: done first, then stars, then parts done, then fewer hints. */
function rank(r: ItemResult): number[] {
  return [r.done ? 1 : 0, r.stars ?? -1, r.parts?.[0] ?? 0, -(r.hints ?? 0)];
}

/** Whether result `a` is better than `b` (see rank). */
function betterThan(a: ItemResult, b: ItemResult): boolean {
  const x = rank(a);
  const y = rank(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
}

/**
 * One student's two reports (two devices, or a device whose progress was reset) as one: `main`'s
 * name, time and title, and for each item the better of the two results (a tie: `main`'s), so a
 * row never loses an item done on either device. Items of `other` that `main` lacks are added.
 */
export function combineReports(main: Report, other: Report): Report {
  const theirs = new Map(other.items.map((r) => [refToString(r.ref), r]));
  const items: ItemResult[] = main.items.map((r) => {
    const o = theirs.get(refToString(r.ref));
    theirs.delete(refToString(r.ref));
    return o && betterThan(o, r) ? o : r;
  });
  for (const o of theirs.values()) if (items.length < LIMITS.items) items.push(o);
  return { ...main, items };
}

const sameResults = (a: Report, b: Report) => JSON.stringify(storeReport({ ...a, at: 0 })) === JSON.stringify(storeReport({ ...b, at: 0 }));

/**
 * Add a report to the class results. One row per set and student: the student's device id says
 * who it is (reports from older apps without one: the name, ignoring case and spacing). The same
 * report again is a `duplicate`; a newer one replaces the row's, an older one only adds the items
 * it did better, and neither makes an item worse (combineReports). A report dated more than a day
 * ahead is refused; a row dated in the future (kept before this check existed) never blocks a
 * genuine report. A device id that a row holds under another name is flagged, not renamed: a
 * student who changed their name is added once the teacher removes the old row.
 */
export async function importReport(api: AssignmentStore, report: Report, now = Date.now()): Promise<ImportStatus> {
  if (report.at > now + FUTURE_SLACK_MS) return 'future';
  const key = report.studentId ? `id:${report.studentId}` : `name:${nameKey(report.student)}`;
  const hash = reportHash(report);
  const all = (await Promise.all((await api.getReports(report.setId)).map(readReportRecord))).filter(
    (r): r is StoredReport => r !== undefined,
  );
  const held = all.filter((r) => sameStudent(r, report)).sort(newestFirst);
  const latest = held[0];
  if (latest?.removed) {
    if (report.at <= latest.report.at) return 'removed';
  } else if (latest) {
    if (latest.hash === hash) return 'duplicate';
    // A row the teacher merged from several devices has accepted their names already.
    if (report.studentId && latest.ids.length <= 1 && nameKey(latest.report.student) !== nameKey(report.student)) return 'other-name';
  }
  const live = latest && !latest.removed ? latest : undefined;
  const genuine = live !== undefined && live.report.at <= now + FUTURE_SLACK_MS;
  let stored = report;
  let status: ImportStatus = 'replaced';
  if (live && genuine && live.report.at > report.at) {
    // Older than the row: only its better items count.
    stored = combineReports(live.report, report);
    if (sameResults(stored, live.report)) return 'older';
    status = 'improved';
  } else if (live && genuine) {
    stored = combineReports(report, live.report);
  }
  const ids = [...new Set([...held.flatMap((r) => r.ids), ...(report.studentId ? [report.studentId] : [])])];
  const rec: ReportRecord = {
    assignmentId: report.setId,
    student: stored.student,
    receivedAt: now,
    payload: { v: 1, hash: status === 'improved' ? live!.hash : hash, key, report: storeReport(stored), ids } satisfies ReportPayload,
  };
  if (latest) {
    await api.saveReport({ ...rec, id: latest.id });
    for (const extra of held.slice(1)) await api.deleteReport(extra.id);
    if (live) return status;
  } else {
    await api.addReport(rec);
  }
  const nk = nameKey(report.student);
  return all.some((r) => !r.removed && !held.includes(r) && nameKey(r.report.student) === nk) ? 'added-same-name' : 'added';
}

/**
 * One report per student and set: the newest of the reports that share a student id (or, without
 * ids, a name). Older copies can come back with a restored backup; they are not shown. A group
 * whose newest record is a removed row's marker is not shown at all.
 */
function newestPerStudent(reports: StoredReport[]): StoredReport[] {
  const groups = groupsOf(reports);
  const best = new Map<string, StoredReport>();
  for (const r of reports) {
    const g = groups.get(r)!;
    const have = best.get(g);
    if (!have || newestFirst(r, have) < 0) best.set(g, r);
  }
  const keep = new Set([...best.values()].filter((r) => !r.removed));
  return reports.filter((r) => keep.has(r));
}

/** Each report's group: the reports that share a student id (without ids, a name), transitively, per set. */
function groupsOf(reports: StoredReport[]): Map<StoredReport, string> {
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
  return new Map(reports.map((r) => [r, find(keysOf(r)[0])]));
}

/** The class results of one set, or of every set: one report per student (see newestPerStudent). */
export async function listReports(api: AssignmentStore, setId?: string): Promise<StoredReport[]> {
  const records = setId === undefined ? await api.listReports() : await api.getReports(setId);
  return newestPerStudent((await Promise.all(records.map(readReportRecord))).filter((r): r is StoredReport => r !== undefined));
}

/**
 * The teacher says two rows are the same student (one student, two devices): one row is left,
 * holding both rows' ids and, for each item, the better of the two results (the newer report's
 * name and time), so later reports from either device land on it.
 */
export async function mergeReports(api: AssignmentStore, keepId: number, otherId: number): Promise<boolean> {
  const all = (await Promise.all((await api.listReports()).map(readReportRecord))).filter((r): r is StoredReport => r !== undefined);
  const a = all.find((r) => r.id === keepId);
  const b = all.find((r) => r.id === otherId);
  if (!a || !b || a === b || a.removed || b.removed || a.report.setId !== b.report.setId) return false;
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
      report: storeReport(combineReports(newer.report, older.report)),
      ids,
    } satisfies ReportPayload,
  };
  await api.saveReport(rec);
  await api.deleteReport(older.id);
  return true;
}

/**
 * Remove a row of the class results: every copy of it goes (older ones held from a backup or an
 * earlier paste would otherwise show in its place), and its newest report stays behind as a hidden
 * marker, so that none of them comes back when pasted again or restored from a backup. A report
 * the student makes after the removal is added as usual.
 */
export async function deleteReport(api: AssignmentStore, id: number): Promise<void> {
  const all = (await Promise.all((await api.listReports()).map(readReportRecord))).filter((r): r is StoredReport => r !== undefined);
  const row = all.find((r) => r.id === id);
  if (!row) {
    await api.deleteReport(id);
    return;
  }
  const inSet = all.filter((r) => r.report.setId === row.report.setId);
  const groups = groupsOf(inSet);
  const group = inSet.filter((r) => groups.get(r) === groups.get(row)).sort(newestFirst);
  const [newest, ...rest] = group;
  await api.saveReport({
    id: newest.id,
    assignmentId: newest.report.setId,
    student: newest.report.student,
    receivedAt: newest.receivedAt,
    payload: {
      v: 1,
      hash: newest.hash,
      key: newest.ids.length ? `id:${newest.ids[0]}` : `name:${nameKey(newest.report.student)}`,
      report: storeReport(newest.report),
      ids: [...new Set(group.flatMap((r) => r.ids))],
      removed: true,
    } satisfies ReportPayload,
  });
  for (const r of rest) await api.deleteReport(r.id);
}

/**
 * For a backup about to be loaded, after the progress store's checks. Assignments and reports are
 * held to the rules of their links: one dated after this device's clock (a set made, a report
 * sent; FUTURE_SLACK_MS of skew) refuses the file as `future`, a report with figures no play gives
 * (impossibleResult; with `catalog`, parts the item does not have) as `impossible`. Records that
 * cannot be read at all (or whose id does not match) are left out: they would be stored invisibly
 * and exported again. Returns how many were left out, or why the file is refused.
 */
export async function cleanBackupAssignments(
  data: Pick<ProgressDump, 'assignments' | 'reports'>,
  now = Date.now(),
  catalog?: Catalog,
): Promise<number | BackupError> {
  const { readReport } = await readers();
  const refuse = (code: 'future' | 'impossible', store: 'assignments' | 'reports', index: number, detail: string): BackupError => ({
    code,
    store,
    record: index + 1,
    detail: `data.${store}[${index}]: ${detail}`,
  });
  const before = data.assignments.length + data.reports.length;
  const sets = await Promise.all(data.assignments.map(fromRecord));
  for (const [i, stored] of sets.entries()) {
    if (stored && stored.set.createdAt > now + FUTURE_SLACK_MS)
      return refuse('future', 'assignments', i, 'the set is dated after the clock');
  }
  for (const [i, rec] of data.reports.entries()) {
    const p = rec.payload as Partial<ReportPayload> | undefined;
    const report = p && typeof p === 'object' ? readReport(p.report) : undefined;
    if (!report?.ok) continue;
    if (report.value.at > now + FUTURE_SLACK_MS) return refuse('future', 'reports', i, 'the report is dated after the clock');
    const wrong = impossibleReport(report.value) ?? (catalog && catalogMismatch(catalog, report.value.items));
    if (wrong) return refuse('impossible', 'reports', i, wrong);
  }
  data.assignments = data.assignments.filter((rec, i) => {
    const stored = sets[i];
    return stored !== undefined && rec.id === recordId(stored.role, stored.set.id);
  });
  const reports = await Promise.all(data.reports.map((rec) => readReportRecord({ ...rec, id: rec.id ?? 0 })));
  data.reports = data.reports.filter((rec, i) => {
    const stored = reports[i];
    return stored !== undefined && stored.report.setId === rec.assignmentId;
  });
  return before - data.assignments.length - data.reports.length;
}
