// Teachers lose nothing: two devices of one student keep the better result per item, a removed
// row stays removed, a huge paste is read in slices with progress, reports are held to the rules
// of their links (in a paste and in a backup), junk is "not a link", and a device id reused under
// another name is flagged.
import { describe, expect, it } from 'vitest';
import {
  decodeReport,
  encodeReport,
  importReport,
  listReports,
  makeCatalog,
  makeSet,
  mergeReports,
  saveAuthoredSet,
  type ItemRef,
  type ItemResult,
  type Report,
} from '$lib/assignments';
import { importReportLinks, isGood } from '$lib/assignments/bulk';
import { cleanBackupAssignments, deleteReport } from '$lib/assignments/reports';
import { MemoryBackend, createProgressApi, type ProgressExport } from '$lib/progress';

const SET = 'ClassSet0001';
const NOW = Date.UTC(2026, 10, 23, 12);
const puzzle = (id: string): ItemRef => ({ kind: 'puzzle', id });
const IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const catalog = makeCatalog([
  ...IDS.map((id) => ({ kind: 'puzzle' as const, id, title: '', path: `/puzzles/${id}`, mateIn: 2, rating: 1200, themes: [] })),
  { kind: 'lesson', id: 'horse', title: 'The horse', path: '/learn/horse', parts: ['a', 'b', 'c', 'd', 'e'] },
]);
const api = () => createProgressApi(new MemoryBackend());

const solved = (id: string): ItemResult => ({ ref: puzzle(id), done: true, stars: 3, attempts: 1, hints: 0, ms: 10_000 });
const tried = (id: string): ItemResult => ({ ref: puzzle(id), done: false, stars: 0, attempts: 2, hints: 1, ms: 5_000 });

function report(over: Partial<Report> = {}): Report {
  return { setId: SET, setTitle: 'Mates', student: 'Kim Min-jun', at: NOW - 3_600_000, items: IDS.map(solved), ...over };
}
/** The phone solved all six; the tablet, used later, only the first. */
const phone = report({ studentId: 'kimPhone000001' });
const tablet = report({
  studentId: 'kimTablet00001',
  at: phone.at + 60_000,
  items: IDS.map((id, i) => (i === 0 ? solved(id) : tried(id))),
});
const doneCount = (r: Report) => r.items.filter((i) => i.done).length;

async function teacherWithSet() {
  const teacher = api();
  const made = makeSet({ title: 'Mates', note: '', due: '', items: IDS.map(puzzle) }, catalog, NOW - 86_400_000, SET);
  if (!made.ok) throw new Error(made.error);
  await saveAuthoredSet(teacher, made.value);
  return teacher;
}

describe('one student, two devices', () => {
  it('merging the rows keeps the better result of each item (6/6, not the later 1/6)', async () => {
    const teacher = api();
    expect(await importReport(teacher, phone, NOW)).toBe('added');
    expect(await importReport(teacher, tablet, NOW)).toBe('added-same-name');
    const [a, b] = await listReports(teacher, SET);
    expect(await mergeReports(teacher, a.id, b.id)).toBe(true);
    let rows = await listReports(teacher, SET);
    expect(rows).toHaveLength(1);
    expect(doneCount(rows[0].report)).toBe(6);
    expect(rows[0].report.at).toBe(tablet.at);
    // A later report from the tablet, still 1/6, does not undo the phone's work either.
    expect(await importReport(teacher, { ...tablet, at: tablet.at + 60_000 }, NOW)).toBe('replaced');
    rows = await listReports(teacher, SET);
    expect(doneCount(rows[0].report)).toBe(6);
  });

  it('an older report that did better on some items adds them; one that did not is ignored', async () => {
    const teacher = api();
    const both = { ...tablet, studentId: 'kimShared00001' };
    expect(await importReport(teacher, both, NOW)).toBe('added');
    expect(await importReport(teacher, { ...phone, studentId: 'kimShared00001' }, NOW)).toBe('improved');
    expect(doneCount((await listReports(teacher, SET))[0].report)).toBe(6);
    const worse = { ...both, at: phone.at - 60_000, items: IDS.map(tried) };
    expect(await importReport(teacher, worse, NOW)).toBe('older');
    expect(doneCount((await listReports(teacher, SET))[0].report)).toBe(6);
  });
});

describe('removing a row', () => {
  it('never brings back an older report: not a copy held, not the same link again, not a backup', async () => {
    const teacher = api();
    const first = report({ studentId: 'leeDevice00001', student: 'Lee', items: [tried('p1')] });
    const second = { ...first, at: first.at + 60_000, items: [solved('p1')] };
    await importReport(teacher, first, NOW);
    const oldBackup = JSON.stringify(await teacher.exportProgress());
    await importReport(teacher, second, NOW + 1000);
    // An older copy comes back with the backup, hidden behind the newer report.
    expect((await teacher.importProgress(oldBackup)).ok).toBe(true);
    expect((await teacher.listReports()).length).toBe(2);
    const [row] = await listReports(teacher, SET);
    expect(row.report.at).toBe(second.at);

    await deleteReport(teacher, row.id);
    expect(await listReports(teacher, SET)).toEqual([]);
    expect(await importReport(teacher, first, NOW)).toBe('removed');
    expect(await importReport(teacher, second, NOW)).toBe('removed');
    expect((await teacher.importProgress(oldBackup)).ok).toBe(true);
    expect(await listReports(teacher, SET)).toEqual([]);
    // A report made after the removal is a new row.
    expect(await importReport(teacher, { ...second, at: second.at + 60_000 }, NOW)).toBe('added');
    expect(await listReports(teacher, SET)).toHaveLength(1);
  });
});

describe('a device id reused under another name', () => {
  it('is flagged and changes nothing', async () => {
    const teacher = api();
    expect(await importReport(teacher, phone, NOW)).toBe('added');
    const impostor = { ...phone, student: 'Park Ji-ho', at: phone.at + 60_000, items: IDS.map(tried) };
    expect(await importReport(teacher, impostor, NOW)).toBe('other-name');
    const rows = await listReports(teacher, SET);
    expect(rows.map((r) => [r.report.student, doneCount(r.report)])).toEqual([['Kim Min-jun', 6]]);
    // The same name written differently is the same student.
    expect(await importReport(teacher, { ...phone, student: ' kim  MIN-JUN', at: phone.at + 1000 }, NOW)).toBe('replaced');
  });
});

describe('a paste of many links', () => {
  it('reads 1.6 MB (200,000 tokens) in slices with progress, and says each is not a link', async () => {
    const teacher = await teacherWithSet();
    const tokens: string[] = [];
    for (let i = 0; i < 200_000; i++) tokens.push(`#a${(i % 100_000).toString(36).padStart(5, 'x')}`);
    tokens[1000] = `https://example.org/report#${encodeReport(phone)}`;
    const text = tokens.join('\n');
    expect(text.length).toBeGreaterThan(1_590_000);
    const ticks: number[] = [];
    const t0 = performance.now();
    const out = await importReportLinks(teacher, catalog, text, { now: NOW, onProgress: () => ticks.push(performance.now()) });
    const total = performance.now() - t0;
    expect(out).toHaveLength(200_000);
    expect(out.filter(isGood)).toHaveLength(1);
    expect(out[0]).toMatchObject({ ok: false, error: 'malformed' });
    // Progress is said often, and the work between two yields to the page is short (the median:
    // a machine under load may stall any one slice).
    expect(ticks.length).toBeGreaterThan(5);
    const gaps = ticks.map((t, k) => t - (ticks[k - 1] ?? t0)).sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(100);
    expect(total).toBeLessThan(30_000);
  }, 60_000);

  it('flags a report for a set not on this device, a report whose figures do not fit, and short junk', async () => {
    const teacher = await teacherWithSet();
    const elsewhere = report({ setId: 'OtherSet0001', setTitle: 'Somebody else’s', studentId: 'parkDevice0001', student: 'Park' });
    const lesson = report({
      studentId: 'choDevice00001',
      student: 'Cho',
      items: [{ ref: { kind: 'lesson', id: 'horse' }, done: false, stars: 0, attempts: 3, hints: null, ms: null, parts: [3, 1000] }],
      setId: 'LessonSet001',
    });
    const text = [elsewhere, lesson].map((r) => `https://example.org/report#${encodeReport(r)}`).join('\n') + '\n#abc\n#abc1234';
    const out = await importReportLinks(teacher, catalog, text, { now: NOW });
    expect(out[0]).toMatchObject({ ok: true, status: 'added', unknownSet: true });
    expect(isGood(out[0])).toBe(false);
    expect(out[1]).toMatchObject({ ok: false, problem: 'impossible' });
    expect(out[2]).toMatchObject({ ok: false, error: 'malformed' });
    expect(out[3]).toMatchObject({ ok: false, error: 'malformed' });
  });

  it('refuses a link whose figures no play gives', async () => {
    const bad = (items: ItemResult[]) => decodeReport(encodeReport(report({ items })));
    expect(await bad([{ ...tried('p1'), stars: 3 }])).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await bad([{ ...solved('p1'), hints: 999_999 }])).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await bad([{ ...solved('p1'), attempts: 0 }])).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect((await bad([solved('p1'), tried('p2')])).ok).toBe(true);
  });
});

describe('reports in a backup', () => {
  it('are held to the rules of their links: a report dated 2199 or with impossible figures refuses the file', async () => {
    const teacher = api();
    await importReport(teacher, phone, NOW);
    const file = (await teacher.exportProgress()) as ProgressExport;
    const withReport = (over: Partial<Report>) => {
      const copy = structuredClone(file);
      const payload = copy.data.reports[0].payload as { report: Record<string, unknown> };
      const wire = JSON.parse(JSON.stringify(payload.report)) as Record<string, unknown>;
      if (over.at !== undefined) wire.a = Math.floor(over.at / 1000);
      if (over.items)
        wire.r = over.items.map((r) => [`p:${r.ref.id}`, r.done ? 1 : 0, r.stars, r.attempts, r.hints, r.ms === null ? null : r.ms / 1000]);
      payload.report = wire;
      return copy.data;
    };
    expect(await cleanBackupAssignments(withReport({ at: Date.UTC(2199, 0, 1) }), NOW)).toMatchObject({
      code: 'future',
      store: 'reports',
      record: 1,
    });
    expect(await cleanBackupAssignments(withReport({ items: [{ ...tried('p1'), stars: 3 }] }), NOW)).toMatchObject({
      code: 'impossible',
      store: 'reports',
    });
    expect(await cleanBackupAssignments(withReport({ items: [{ ...solved('p1'), hints: 999_999 }] }), NOW)).toMatchObject({
      code: 'impossible',
    });
    expect(await cleanBackupAssignments(withReport({}), NOW)).toBe(0);
    // Through the import: refused, nothing stored.
    const fresh = api();
    const result = await fresh.importProgress(
      { ...file, data: withReport({ at: Date.UTC(2199, 0, 1) }) },
      { clean: (data) => cleanBackupAssignments(data, NOW, catalog) },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'future' } });
    expect(await fresh.listReports()).toEqual([]);
  });
});
