/**
 * Assignments in the progress store. One device can be a teacher's and a student's:
 * - sets the teacher made: `assignments` records with id `teach:<set id>`;
 * - sets the student accepted: `assignments` records with id `assign:<set id>`;
 * - reports the teacher collected: `reports` records, one per set and student (newer replaces older).
 * Payloads are stored in their wire form and checked again when read.
 */
import type { AssignmentRecord, ProgressApi, ReportRecord } from '$lib/progress';
import type { AssignmentSet, Report } from './types';
import { nameKey, readReport, readSet, reportHash, storeReport, storeSet } from './wire';

export type AssignmentStore = Pick<
  ProgressApi,
  'saveAssignment' | 'getAssignment' | 'listAssignments' | 'deleteAssignment' | 'addReport' | 'getReports' | 'saveReport' | 'deleteReport' | 'listReports'
>;

export type SetRole = 'teacher' | 'student';

interface SetPayload {
  v: 1;
  role: SetRole;
  set: unknown;
  /** Student: when accepted, and the name last used on a report. */
  acceptedAt?: number;
  student?: string;
}

export interface StoredSet {
  role: SetRole;
  set: AssignmentSet;
  acceptedAt?: number;
  student?: string;
}

const PREFIX: Record<SetRole, string> = { teacher: 'teach:', student: 'assign:' };
const recordId = (role: SetRole, setId: string) => PREFIX[role] + setId;

/** Local midnight at the end of `day` (`YYYY-MM-DD`), epoch ms. */
export function endOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + 1).getTime() - 1;
}

function toRecord(stored: StoredSet): AssignmentRecord {
  const payload: SetPayload = { v: 1, role: stored.role, set: storeSet(stored.set) };
  if (stored.acceptedAt !== undefined) payload.acceptedAt = stored.acceptedAt;
  if (stored.student !== undefined) payload.student = stored.student;
  const rec: AssignmentRecord = { id: recordId(stored.role, stored.set.id), title: stored.set.title, createdAt: stored.set.createdAt, payload };
  if (stored.set.due) rec.due = endOfDay(stored.set.due);
  return rec;
}

function fromRecord(rec: AssignmentRecord | undefined): StoredSet | undefined {
  const p = rec?.payload as Partial<SetPayload> | undefined;
  if (!p || typeof p !== 'object' || p.v !== 1 || (p.role !== 'teacher' && p.role !== 'student')) return undefined;
  const set = readSet(p.set);
  if (!set.ok) return undefined;
  const out: StoredSet = { role: p.role, set: set.value };
  if (typeof p.acceptedAt === 'number') out.acceptedAt = p.acceptedAt;
  if (typeof p.student === 'string') out.student = p.student;
  return out;
}

async function listRole(api: AssignmentStore, role: SetRole): Promise<StoredSet[]> {
  const sets = (await api.listAssignments()).map(fromRecord).filter((s): s is StoredSet => s?.role === role);
  return sets.sort((a, b) => b.set.createdAt - a.set.createdAt);
}

// ------------------------------------------------------------------------------------ teacher

export const saveAuthoredSet = (api: AssignmentStore, set: AssignmentSet) => api.saveAssignment(toRecord({ role: 'teacher', set }));
export const listAuthoredSets = (api: AssignmentStore) => listRole(api, 'teacher');
export const getAuthoredSet = async (api: AssignmentStore, setId: string) => fromRecord(await api.getAssignment(recordId('teacher', setId)));
export const deleteAuthoredSet = (api: AssignmentStore, setId: string) => api.deleteAssignment(recordId('teacher', setId));

// ------------------------------------------------------------------------------------ student

export type AcceptStatus = 'added' | 'updated' | 'unchanged';

/** Store a set the student accepted. Accepting the same set again keeps the date and name. */
export async function acceptSet(api: AssignmentStore, set: AssignmentSet, now = Date.now()): Promise<AcceptStatus> {
  const old = fromRecord(await api.getAssignment(recordId('student', set.id)));
  const same = old && JSON.stringify(storeSet(old.set)) === JSON.stringify(storeSet(set));
  if (same) return 'unchanged';
  await api.saveAssignment(toRecord({ role: 'student', set, acceptedAt: old?.acceptedAt ?? now, student: old?.student }));
  return old ? 'updated' : 'added';
}

export const listAcceptedSets = (api: AssignmentStore) => listRole(api, 'student');
export const getAcceptedSet = async (api: AssignmentStore, setId: string) => fromRecord(await api.getAssignment(recordId('student', setId)));
export const removeAcceptedSet = (api: AssignmentStore, setId: string) => api.deleteAssignment(recordId('student', setId));

/** Remember the name a student put on a report, to offer it next time. */
export async function rememberStudentName(api: AssignmentStore, setId: string, student: string): Promise<void> {
  const stored = await getAcceptedSet(api, setId);
  if (stored && stored.student !== student) await api.saveAssignment(toRecord({ ...stored, student }));
}

// ------------------------------------------------------------------------------------ reports

interface ReportPayload {
  v: 1;
  hash: string;
  key: string;
  report: unknown;
}

export interface StoredReport {
  id: number;
  receivedAt: number;
  hash: string;
  report: Report;
}

function readReportRecord(rec: ReportRecord): StoredReport | undefined {
  const p = rec.payload as Partial<ReportPayload> | undefined;
  if (rec.id === undefined || !p || typeof p !== 'object' || p.v !== 1 || typeof p.hash !== 'string') return undefined;
  const report = readReport(p.report);
  return report.ok ? { id: rec.id, receivedAt: rec.receivedAt, hash: p.hash, report: report.value } : undefined;
}

export type ImportStatus = 'added' | 'replaced' | 'duplicate' | 'older';

/**
 * Add a report to the class results. One report per set and student (names compared ignoring
 * case and spacing): the same report again is a `duplicate`, an older one is ignored (`older`), a
 * newer one replaces the one held (`replaced`).
 */
export async function importReport(api: AssignmentStore, report: Report, now = Date.now()): Promise<ImportStatus> {
  const key = nameKey(report.student);
  const hash = reportHash(report);
  const held = (await api.getReports(report.setId))
    .map(readReportRecord)
    .filter((r): r is StoredReport => r !== undefined && nameKey(r.report.student) === key)
    .sort((a, b) => b.report.at - a.report.at || b.receivedAt - a.receivedAt);
  const latest = held[0];
  if (latest && latest.hash === hash) return 'duplicate';
  if (latest && latest.report.at > report.at) return 'older';
  const rec: ReportRecord = {
    assignmentId: report.setId,
    student: report.student,
    receivedAt: now,
    payload: { v: 1, hash, key, report: storeReport(report) } satisfies ReportPayload,
  };
  if (latest) {
    await api.saveReport({ ...rec, id: latest.id });
    for (const extra of held.slice(1)) await api.deleteReport(extra.id);
    return 'replaced';
  }
  await api.addReport(rec);
  return 'added';
}

/** The class results of one set, or of every set. */
export async function listReports(api: AssignmentStore, setId?: string): Promise<StoredReport[]> {
  const records = setId === undefined ? await api.listReports() : await api.getReports(setId);
  return records.map(readReportRecord).filter((r): r is StoredReport => r !== undefined);
}

export const deleteReport = (api: AssignmentStore, id: number) => api.deleteReport(id);
