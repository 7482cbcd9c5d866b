/** The teacher's class table: one row per student, one column per item; sorting and CSV. */
import type { StoredReport } from './reports';
import type { AssignmentSet, ItemRef, ItemResult } from './types';
import { nameKey, refToString } from './wire';

export interface ClassRow {
  reportId: number;
  student: string;
  /** When the student made the report, epoch ms. */
  at: number;
  receivedAt: number;
  /** By `refToString(ref)`. */
  results: ReadonlyMap<string, ItemResult>;
  done: number;
  stars: number;
  attempts: number;
  /** Milliseconds over the items that measure time. */
  ms: number;
  /** The student's device ids (empty for a report from an app that sent none). */
  ids: string[];
  /** Another row has the same name (another device): the teacher may merge them. */
  sameName: boolean;
}

export interface ClassTable {
  setId: string;
  title: string;
  items: ItemRef[];
  rows: ClassRow[];
}

/**
 * The table of one set: its items (the set's, when the teacher has it; else every item the reports
 * name, in order of appearance) and one row per report.
 */
export function buildClassTable(setId: string, set: AssignmentSet | undefined, reports: readonly StoredReport[]): ClassTable {
  const items: ItemRef[] = set ? [...set.items] : [];
  const seen = new Set(items.map(refToString));
  const mine = reports.filter((r) => r.report.setId === setId);
  for (const r of mine) {
    for (const res of r.report.items) {
      const key = refToString(res.ref);
      if (!seen.has(key)) {
        seen.add(key);
        items.push(res.ref);
      }
    }
  }
  const rows = mine.map((r): ClassRow => {
    const results = new Map(r.report.items.map((res) => [refToString(res.ref), res]));
    const list = [...results.values()];
    return {
      reportId: r.id,
      student: r.report.student,
      at: r.report.at,
      receivedAt: r.receivedAt,
      results,
      done: list.filter((x) => x.done).length,
      stars: list.reduce((n, x) => n + (x.stars ?? 0), 0),
      attempts: list.reduce((n, x) => n + x.attempts, 0),
      ms: list.reduce((n, x) => n + (x.ms ?? 0), 0),
      ids: r.ids,
      sameName: false,
    };
  });
  const byName = new Map<string, number>();
  for (const row of rows) byName.set(nameKey(row.student), (byName.get(nameKey(row.student)) ?? 0) + 1);
  for (const row of rows) row.sameName = (byName.get(nameKey(row.student)) ?? 0) > 1;
  const title = set?.title ?? mine.map((r) => r.report).sort((a, b) => b.at - a.at)[0]?.setTitle ?? '';
  return { setId, title, items, rows: sortRows(rows, { key: 'student', dir: 'asc' }) };
}

export interface ItemStats {
  ref: ItemRef;
  /** Students who finished it, out of the students whose report lists it. */
  done: number;
  of: number;
  /** Averages over the students who finished it (stars) or tried it (attempts, time); undefined: nobody. */
  stars?: number;
  attempts?: number;
  ms?: number;
}

/**
 * Per item: how many finished it, and averages. Time and attempts average over the students who
 * tried the item: one who never opened it has no time, not 0:00.
 */
export function itemStats(table: ClassTable): ItemStats[] {
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);
  return table.items.map((ref) => {
    const key = refToString(ref);
    const got = table.rows.map((row) => row.results.get(key)).filter((r): r is ItemResult => r !== undefined);
    const done = got.filter((r) => r.done);
    const tried = got.filter((r) => r.done || r.attempts > 0);
    return {
      ref,
      done: done.length,
      of: got.length,
      stars: avg(done.map((r) => r.stars).filter((s): s is number => s !== null)),
      attempts: avg(tried.map((r) => r.attempts)),
      ms: avg(tried.map((r) => r.ms).filter((s): s is number => s !== null)),
    };
  });
}

/** Names on the class list with no report in the table (compared as `nameKey`), in list order. */
export function notReported(roster: readonly string[], rows: readonly ClassRow[]): string[] {
  const have = new Set(rows.map((r) => nameKey(r.student)));
  return roster.filter((n) => !have.has(nameKey(n)));
}

export type SortKey = 'student' | 'done' | 'stars' | 'attempts' | 'time' | 'at' | `item:${string}`;
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** An item cell's rank: not reported < not done < done with more stars < … */
function cellRank(res: ItemResult | undefined): number {
  if (!res) return -1;
  return (res.done ? 10 : 0) + (res.stars ?? 0) + (res.parts ? res.parts[0] / Math.max(1, res.parts[1]) : 0);
}

/** Rows sorted by `sort` (ties by student name), as a new array. */
export function sortRows(rows: readonly ClassRow[], sort: Sort): ClassRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const value = (r: ClassRow): number => {
    switch (sort.key) {
      case 'done':
        return r.done;
      case 'stars':
        return r.stars;
      case 'attempts':
        return r.attempts;
      case 'time':
        return r.ms;
      case 'at':
        return r.at;
      default:
        return cellRank(r.results.get(sort.key.slice(5)));
    }
  };
  return [...rows].sort((a, b) => {
    const byName = collator.compare(a.student, b.student);
    if (sort.key === 'student') return sign * byName || a.reportId - b.reportId;
    return sign * (value(a) - value(b)) || byName;
  });
}

// ---------------------------------------------------------------------------------------- CSV

export const CSV_HEADER = [
  'set_id',
  'set_title',
  'student',
  'reported_at_local',
  'item',
  'kind',
  'title',
  'done',
  'stars',
  'attempts',
  'hints',
  'time_s',
  'parts_done',
  'parts_total',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces, quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading `'`.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** `YYYY-MM-DD HH:MM` in this device's time zone: what the class table shows, in a form spreadsheets read. */
export function localDateTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** This device's time zone, e.g. `Asia/Seoul` (a UTC offset when the browser does not name it). */
export function timeZoneName(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) return zone;
  const off = -now.getTimezoneOffset();
  const p = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `UTC${off >= 0 ? '+' : '-'}${p(off / 60)}:${p(off % 60)}`;
}

/**
 * The table as CSV, one line per student and item (CRLF line ends, no BOM). `label` names an item
 * (its title in the teacher's language). Times are in this device's local time, as the table shows
 * them; the header names the time zone (`reported_at_local (Asia/Seoul)`).
 */
export function tableToCsv(table: ClassTable, label: (ref: ItemRef) => string, zone = timeZoneName()): string {
  const header = CSV_HEADER.map((h) => (h === 'reported_at_local' ? `${h} (${zone})` : h));
  const lines = [header.map(csvField).join(',')];
  for (const row of table.rows) {
    for (const ref of table.items) {
      const res = row.results.get(refToString(ref));
      const fields: (string | number | boolean | null)[] = [
        table.setId,
        table.title,
        row.student,
        localDateTime(row.at),
        ref.id,
        ref.kind,
        label(ref),
        res ? res.done : null,
        res?.stars ?? null,
        res ? res.attempts : null,
        res?.hints ?? null,
        res?.ms == null ? null : Math.round(res.ms / 1000),
        res?.parts?.[0] ?? null,
        res?.parts?.[1] ?? null,
      ];
      lines.push(fields.map(csvField).join(','));
    }
  }
  return lines.join('\r\n') + '\r\n';
}
