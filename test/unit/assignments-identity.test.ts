// Nobody impersonated, nothing brought back: student device ids, future-dated reports, restored
// backups, per-item averages, link fragments.
import { describe, expect, it } from 'vitest';
import {
  buildClassTable,
  decodeReport,
  encodeReport,
  importReport,
  listReports,
  mergeReports,
  studentDeviceId,
  type ItemRef,
  type Report,
} from '$lib/assignments';
import { decodeFragment } from '$lib/assignments/codec';
import { formatShortDate } from '$lib/assignments/labels';
import { itemStats } from '$lib/assignments/table';
import { MemoryBackend, createProgressApi, parseBackup } from '$lib/progress';

const SET = 'AbCdEfGhIjKl';
const puzzle = (id: string): ItemRef => ({ kind: 'puzzle', id });
const NOW = Date.UTC(2026, 10, 23, 12);

function report(over: Partial<Report> = {}): Report {
  return {
    setId: SET,
    setTitle: 'Week 3',
    student: 'Kim Min-jun',
    at: NOW - 3_600_000,
    items: [
      { ref: puzzle('m2-0001'), done: true, stars: 3, attempts: 1, hints: 0, ms: 60_000 },
      { ref: puzzle('m2-0002'), done: false, stars: 0, attempts: 0, hints: 0, ms: 0 },
    ],
    ...over,
  };
}

const api = () => createProgressApi(new MemoryBackend());

describe('student device ids', () => {
  it('is made once per device, kept in the store and carried by backups and reports', async () => {
    const a = api();
    const id = await studentDeviceId(a);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await studentDeviceId(a)).toBe(id);
    expect(await studentDeviceId(api())).not.toBe(id);
    const file = JSON.stringify(await a.exportProgress());
    const parsed = parseBackup(file);
    expect(parsed.ok && parsed.value.settings).toContainEqual(['studentId', id]);
    const restored = api();
    expect((await restored.importProgress(file)).ok).toBe(true);
    expect(await studentDeviceId(restored)).toBe(id);
    const back = await decodeReport(encodeReport(report({ studentId: id })));
    expect(back.ok && back.value.studentId).toBe(id);
  });

  it('a report named like another student, from another device, is its own marked row; the teacher can merge', async () => {
    const teacher = api();
    const kim = report({ studentId: 'kimDevice000001' });
    const lee = report({ studentId: 'leeDevice000001', student: 'kim min-jun', at: kim.at + 60_000 });
    expect(await importReport(teacher, kim, NOW)).toBe('added');
    expect(await importReport(teacher, lee, NOW)).toBe('added-same-name');
    let rows = await listReports(teacher, SET);
    expect(rows).toHaveLength(2);
    const table = buildClassTable(SET, undefined, rows);
    expect(table.rows.map((r) => r.sameName)).toEqual([true, true]);
    // Kim's own newer report replaces Kim's row only.
    const kim2 = { ...kim, at: kim.at + 120_000, items: kim.items.map((i) => ({ ...i, done: true })) };
    expect(await importReport(teacher, kim2, NOW)).toBe('replaced');
    rows = await listReports(teacher, SET);
    expect(rows.map((r) => [r.ids, r.report.at]).sort()).toEqual(
      [
        [['kimDevice000001'], kim2.at],
        [['leeDevice000001'], lee.at],
      ].sort(),
    );
    // The teacher decides they are one student: one row, and both devices land on it after.
    const [a, b] = rows;
    expect(await mergeReports(teacher, a.id, b.id)).toBe(true);
    rows = await listReports(teacher, SET);
    expect(rows).toHaveLength(1);
    expect(rows[0].report.at).toBe(kim2.at);
    expect(rows[0].ids.sort()).toEqual(['kimDevice000001', 'leeDevice000001']);
    expect(await importReport(teacher, { ...lee, at: kim2.at + 1000 }, NOW)).toBe('replaced');
    expect(await listReports(teacher, SET)).toHaveLength(1);
  });
});

describe('report dates', () => {
  it('refuses a report dated more than a day ahead; a day ahead is fine', async () => {
    const teacher = api();
    expect(await importReport(teacher, report({ at: Date.UTC(2199, 0, 1) }), NOW)).toBe('future');
    expect(await listReports(teacher)).toHaveLength(0);
    expect(await importReport(teacher, report({ at: NOW + 23 * 3_600_000 }), NOW)).toBe('added');
  });

  it('a future-dated row already held never locks out genuine reports', async () => {
    const teacher = api();
    // Held from before the check existed.
    expect(await importReport(teacher, report({ at: Date.UTC(2199, 0, 1) }), Date.UTC(2199, 0, 1))).toBe('added');
    expect(await importReport(teacher, report(), NOW)).toBe('replaced');
    expect((await listReports(teacher))[0].report.at).toBe(report().at);
  });

  it('"Sent" shows the year when it is not this year', () => {
    const now = new Date(2026, 10, 23);
    expect(formatShortDate(new Date(2026, 2, 3, 16).getTime(), now)).not.toMatch(/2026/);
    expect(formatShortDate(new Date(2025, 2, 3, 16).getTime(), now)).toMatch(/2025/);
  });
});

describe('restoring an older teacher backup', () => {
  it('does not bring back a report that was replaced since', async () => {
    const teacher = api();
    const first = report({ studentId: 'kimDevice000001' });
    await importReport(teacher, first, NOW);
    await importReport(teacher, report({ student: 'Seo-yeon', studentId: 'seoDevice000001' }), NOW);
    const oldBackup = JSON.stringify(await teacher.exportProgress());
    const newer = { ...first, at: first.at + 60_000, items: first.items.map((i) => ({ ...i, done: true })) };
    expect(await importReport(teacher, newer, NOW + 5000)).toBe('replaced');
    expect((await teacher.importProgress(oldBackup)).ok).toBe(true);
    const rows = await listReports(teacher, SET);
    expect(rows.map((r) => [r.report.student, r.report.at]).sort()).toEqual([
      ['Kim Min-jun', newer.at],
      ['Seo-yeon', first.at],
    ]);
    // The same for reports from apps that sent no id (matched by name).
    const legacy = api();
    await importReport(legacy, report(), NOW);
    const old2 = JSON.stringify(await legacy.exportProgress());
    await importReport(legacy, report({ at: NOW }), NOW + 5000);
    expect((await legacy.importProgress(old2)).ok).toBe(true);
    expect((await listReports(legacy, SET)).map((r) => r.report.at)).toEqual([NOW]);
  });
});

describe('per-item averages', () => {
  it('average time and attempts count only the students who tried the item', async () => {
    const teacher = api();
    await importReport(teacher, report({ studentId: 'aaaaaaaaaaaaaaaa', student: 'A' }), NOW);
    await importReport(
      teacher,
      report({
        studentId: 'bbbbbbbbbbbbbbbb',
        student: 'B',
        items: [
          { ref: puzzle('m2-0001'), done: false, stars: 0, attempts: 0, hints: 0, ms: 0 },
          { ref: puzzle('m2-0002'), done: false, stars: 0, attempts: 2, hints: 0, ms: 30_000 },
        ],
      }),
      NOW,
    );
    const stats = itemStats(buildClassTable(SET, undefined, await listReports(teacher, SET)));
    expect(stats[0]).toMatchObject({ done: 1, of: 2, ms: 60_000, attempts: 1 });
    expect(stats[1]).toMatchObject({ done: 0, of: 2, ms: 30_000, attempts: 2 });
  });
});

describe('fragments', () => {
  it('a broken percent-escape is read as text, never thrown', () => {
    expect(() => decodeFragment('#%E0%A4%A')).not.toThrow();
    expect(decodeFragment('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeFragment('#AbCdEfGhIjKl')).toBe('AbCdEfGhIjKl');
    expect(decodeFragment('#%41bc')).toBe('Abc');
  });
});

describe('backups with meaningless assignment data', () => {
  it('are loaded without them, and the message says how many were left out', async () => {
    const { importBackupFile } = await import('$lib/progress-page/backup-ui');
    const { saveAuthoredSet, listAuthoredSets, makeSet, makeCatalog } = await import('$lib/assignments');
    const source = api();
    const cat = makeCatalog([{ kind: 'puzzle', id: 'm2-0001', title: '', path: '/puzzles/m2-0001', mateIn: 2, rating: 1500 }]);
    const made = makeSet({ title: 'Good set', note: '', due: '', items: [puzzle('m2-0001')] }, cat, NOW, 'GoodSet00001');
    if (!made.ok) throw new Error(made.error);
    await saveAuthoredSet(source, made.value);
    await source.saveAssignment({
      id: 'teach:junk',
      title: 'Junk',
      createdAt: 1,
      payload: { v: 1, role: 'teacher', set: { nonsense: true } },
    });
    await source.saveAssignment({ id: 'assign:x', title: 'x', createdAt: 1, payload: 42 });
    await source.addReport({ assignmentId: SET, student: 'x', receivedAt: 1, payload: { v: 1, hash: 'x', report: {} } });
    const file = new Blob([JSON.stringify(await source.exportProgress())]);
    const target = api();
    const outcome = await importBackupFile(target, file);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.summary?.dropped).toBe(3);
    expect(outcome.message).toMatch(/could not be read, left out: 3\./);
    expect((await listAuthoredSets(target)).map((s) => s.set.title)).toEqual(['Good set']);
    const again = await target.exportProgress();
    expect(again.data.assignments.map((a) => a.id)).toEqual(['teach:GoodSet00001']);
    expect(again.data.reports).toEqual([]);
  });
});
