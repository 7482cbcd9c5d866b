/**
 * Assignments in the progress store. One device can be a teacher's and a student's:
 * - sets the teacher made: `assignments` records with id `teach:<set id>`;
 * - sets the student accepted: `assignments` records with id `assign:<set id>`;
 * - reports the teacher collected: see reports.ts.
 * Payloads are stored in their wire form and checked again when read.
 */
import type { AssignmentRecord, ProgressApi } from '$lib/progress';
import type { AssignmentSet } from './types';
import { cleanText, readers, storeSet, STUDENT_ID_PATTERN } from './wire';
import { LIMITS } from './types';

export type AssignmentStore = Pick<
  ProgressApi,
  | 'saveAssignment'
  | 'getAssignment'
  | 'listAssignments'
  | 'deleteAssignment'
  | 'addReport'
  | 'getReports'
  | 'saveReport'
  | 'deleteReport'
  | 'listReports'
>;

export type SetRole = 'teacher' | 'student';

interface SetPayload {
  v: 1;
  role: SetRole;
  set: unknown;
  /** Student: when accepted, and the name last used on a report. */
  acceptedAt?: number;
  student?: string;
  /** Teacher: the class list, names as typed or as reports brought them. */
  roster?: string[];
}

export interface StoredSet {
  role: SetRole;
  set: AssignmentSet;
  acceptedAt?: number;
  student?: string;
  roster?: string[];
}

/** Names in a class list. */
export const MAX_ROSTER = 200;

const PREFIX: Record<SetRole, string> = { teacher: 'teach:', student: 'assign:' };
export const recordId = (role: SetRole, setId: string) => PREFIX[role] + setId;

/** Local midnight at the end of `day` (`YYYY-MM-DD`), epoch ms. */
export function endOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + 1).getTime() - 1;
}

export function toRecord(stored: StoredSet): AssignmentRecord {
  const payload: SetPayload = { v: 1, role: stored.role, set: storeSet(stored.set) };
  if (stored.acceptedAt !== undefined) payload.acceptedAt = stored.acceptedAt;
  if (stored.student !== undefined) payload.student = stored.student;
  if (stored.roster?.length) payload.roster = stored.roster;
  const rec: AssignmentRecord = {
    id: recordId(stored.role, stored.set.id),
    title: stored.set.title,
    createdAt: stored.set.createdAt,
    payload,
  };
  if (stored.set.due) rec.due = endOfDay(stored.set.due);
  return rec;
}

export async function fromRecord(rec: AssignmentRecord | undefined): Promise<StoredSet | undefined> {
  const p = rec?.payload as Partial<SetPayload> | undefined;
  if (!p || typeof p !== 'object' || p.v !== 1 || (p.role !== 'teacher' && p.role !== 'student')) return undefined;
  const { readSet } = await readers();
  const set = readSet(p.set);
  if (!set.ok) return undefined;
  const out: StoredSet = { role: p.role, set: set.value };
  if (typeof p.acceptedAt === 'number') out.acceptedAt = p.acceptedAt;
  if (typeof p.student === 'string') out.student = p.student;
  if (Array.isArray(p.roster)) {
    const names = p.roster
      .filter((x): x is string => typeof x === 'string')
      .map((x) => cleanText(x).slice(0, LIMITS.student))
      .filter(Boolean);
    if (names.length) out.roster = names.slice(0, MAX_ROSTER);
  }
  return out;
}

async function listRole(api: AssignmentStore, role: SetRole): Promise<StoredSet[]> {
  const sets = (await Promise.all((await api.listAssignments()).map(fromRecord))).filter((s): s is StoredSet => s?.role === role);
  return sets.sort((a, b) => b.set.createdAt - a.set.createdAt);
}

// ------------------------------------------------------------------------------------ teacher

/** Save a set the teacher made (or edited: its class list stays). */
export async function saveAuthoredSet(api: AssignmentStore, set: AssignmentSet): Promise<void> {
  const old = await fromRecord(await api.getAssignment(recordId('teacher', set.id)));
  await api.saveAssignment(toRecord({ role: 'teacher', set, roster: old?.role === 'teacher' ? old.roster : undefined }));
}

export const listAuthoredSets = (api: AssignmentStore) => listRole(api, 'teacher');
export const getAuthoredSet = async (api: AssignmentStore, setId: string) =>
  await fromRecord(await api.getAssignment(recordId('teacher', setId)));
export const deleteAuthoredSet = (api: AssignmentStore, setId: string) => api.deleteAssignment(recordId('teacher', setId));

// ------------------------------------------------------------------------------------ student

export type AcceptStatus = 'added' | 'updated' | 'unchanged';

/** Store a set the student accepted. Accepting the same set again keeps the date and name. */
export async function acceptSet(api: AssignmentStore, set: AssignmentSet, now = Date.now()): Promise<AcceptStatus> {
  const old = await fromRecord(await api.getAssignment(recordId('student', set.id)));
  const same = old && JSON.stringify(storeSet(old.set)) === JSON.stringify(storeSet(set));
  if (same) return 'unchanged';
  await api.saveAssignment(toRecord({ role: 'student', set, acceptedAt: old?.acceptedAt ?? now, student: old?.student }));
  return old ? 'updated' : 'added';
}

export const listAcceptedSets = (api: AssignmentStore) => listRole(api, 'student');
export const getAcceptedSet = async (api: AssignmentStore, setId: string) =>
  await fromRecord(await api.getAssignment(recordId('student', setId)));
export const removeAcceptedSet = (api: AssignmentStore, setId: string) => api.deleteAssignment(recordId('student', setId));

/** Remember the name a student put on a report, to offer it next time. */
export async function rememberStudentName(api: AssignmentStore, setId: string, student: string): Promise<void> {
  const stored = await getAcceptedSet(api, setId);
  if (stored && stored.student !== student) await api.saveAssignment(toRecord({ ...stored, student }));
}

// ------------------------------------------------------------------------------- student id

type SettingsStore = Pick<ProgressApi, 'getSetting' | 'setSetting'>;

/** A new random student id: 16 base64url characters (96 bits). */
export function newStudentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * This device's student id, made on first use and kept in the progress store (so a backup carries
 * it to a new device). Every report made here carries it: two students with the same name on two
 * devices are two rows in the class table.
 */
export async function studentDeviceId(api: SettingsStore): Promise<string> {
  const held = await api.getSetting('studentId');
  if (typeof held === 'string' && STUDENT_ID_PATTERN.test(held)) return held;
  const id = newStudentId();
  await api.setSetting('studentId', id);
  return id;
}
