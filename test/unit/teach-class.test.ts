// Teachers: rule help, many report links at once, the class list, plurals, CSV times.
import { describe, expect, it } from 'vitest';
import {
  buildClassTable,
  encodeReport,
  getAuthoredSet,
  listReports,
  makeCatalog,
  makeSet,
  saveAuthoredSet,
  syncRoster,
  tableToCsv,
  type ItemRef,
  type Report,
} from '$lib/assignments';
import { importReportLinks, splitLinks } from '$lib/assignments/bulk';
import { ruleHelp } from '$lib/assignments/compose';
import { notReported } from '$lib/assignments/table';
import { ASSIGNMENT_CATALOGUES } from '$lib/assignments/text';
import { TEACH_CATALOGUES } from '$lib/assignments/teach-text';
import { MemoryBackend, createProgressApi } from '$lib/progress';

const puzzle = (id: string): ItemRef => ({ kind: 'puzzle', id });
const catalog = makeCatalog([
  { kind: 'puzzle', id: 'm2-a', title: '', path: '/puzzles/m2-a', mateIn: 2, rating: 1410, themes: ['mate-in-2', 'chariot-mate'] },
  { kind: 'puzzle', id: 'm2-b', title: '', path: '/puzzles/m2-b', mateIn: 2, rating: 1770, themes: ['mate-in-2', 'chariot-mate'] },
  { kind: 'puzzle', id: 'm1-a', title: '', path: '/puzzles/m1-a', mateIn: 1, rating: 900, themes: ['mate-in-1', 'cannon-mate'] },
]);
const NOW = Date.UTC(2026, 10, 23, 12);
const api = () => createProgressApi(new MemoryBackend());

function newSet() {
  const made = makeSet({ title: 'Mates', note: '', due: '', items: [puzzle('m2-a'), puzzle('m2-b')] }, catalog, NOW, 'MatesSet0001');
  if (!made.ok) throw new Error(made.error);
  return made.value;
}
const report = (student: string, studentId: string, over: Partial<Report> = {}): Report => ({
  setId: 'MatesSet0001',
  setTitle: 'Mates',
  student,
  studentId,
  at: NOW - 60_000,
  items: [{ ref: puzzle('m2-a'), done: true, stars: 3, attempts: 1, hints: 0, ms: 20_000 }],
  ...over,
});

describe('a puzzle rule that matches nothing', () => {
  it('says the rating range of the puzzles that match the other choices', () => {
    expect(ruleHelp(catalog, { count: 5, mateIn: 2, minRating: 1800 })).toEqual({ kind: 'range', min: 1410, max: 1770 });
    expect(ruleHelp(catalog, { count: 5, mateIn: 2, theme: 'cannon-mate' })).toEqual({ kind: 'none' });
    expect(ruleHelp(catalog, { count: 5, mateIn: 2 })).toBeUndefined();
  });
});

describe('many report links at once', () => {
  it('adds each, and says what happened to every link', async () => {
    const teacher = api();
    await saveAuthoredSet(teacher, newSet());
    const a = `https://example.org/report#${encodeReport(report('Kim', 'kimDevice000001'))}`;
    const b = `https://example.org/report#${encodeReport(report('Lee', 'leeDevice000001'))}`;
    const foreign = `https://example.org/report#${encodeReport(report('Park', 'parkDevice00001', { items: [{ ref: puzzle('m1-a'), done: true, stars: 3, attempts: 1, hints: 0, ms: 1000 }] }))}`;
    const text = `${a}\n\n${b}\n${a}\nhttps://example.org/report#AAAA-broken\n${foreign}`;
    expect(splitLinks(text)).toHaveLength(5);
    const out = await importReportLinks(teacher, catalog, text, NOW);
    expect(out.map((o) => ('status' in o ? o.status : 'problem' in o ? o.problem : o.error))).toEqual([
      'added',
      'added',
      'duplicate',
      expect.stringMatching(/truncated|malformed|checksum/),
      'foreign-items',
    ]);
    expect((await listReports(teacher, 'MatesSet0001')).map((r) => r.report.student).sort()).toEqual(['Kim', 'Lee']);
  });
});

describe('the class list', () => {
  it('is filled from reports, kept by the teacher, and shows who has not reported', async () => {
    const teacher = api();
    const set = newSet();
    await saveAuthoredSet(teacher, set);
    let roster = await syncRoster(teacher, set.id, [], ['Kim', 'Lee', 'Park', ' kim ']);
    expect(roster).toEqual(['Kim', 'Lee', 'Park']);
    const { importReport } = await import('$lib/assignments');
    await importReport(teacher, report('Kim', 'kimDevice000001'), NOW);
    await importReport(teacher, report('Choi', 'choiDevice00001'), NOW);
    const table = buildClassTable(set.id, set, await listReports(teacher, set.id));
    roster = await syncRoster(
      teacher,
      set.id,
      table.rows.map((r) => r.student),
    );
    expect(roster).toEqual(['Kim', 'Lee', 'Park', 'Choi']);
    expect(notReported(roster, table.rows)).toEqual(['Lee', 'Park']);
    // Editing the set keeps the list; removing a name takes it off.
    await saveAuthoredSet(teacher, { ...set, title: 'Mates (edited)' });
    expect((await getAuthoredSet(teacher, set.id))?.roster).toEqual(['Kim', 'Lee', 'Park', 'Choi']);
    expect(await syncRoster(teacher, set.id, [], [], ['park'])).toEqual(['Kim', 'Lee', 'Choi']);
  });
});

describe('plurals', () => {
  it('every English message that counts a noun has a form for one', () => {
    const en = { ...ASSIGNMENT_CATALOGUES.en, ...TEACH_CATALOGUES.en } as Record<string, string>;
    // n is never 1 for these: the cap of a set, and "in n days" (1 is "tomorrow").
    const never1 = new Set(['teach.problem.tooMany', 'assign.due.days']);
    const counting = Object.keys(en).filter((k) => /\{n\} [a-z]+s\b/.test(en[k]) && !k.endsWith('.one') && !never1.has(k));
    expect(counting.length).toBeGreaterThan(5);
    for (const k of counting) expect(en[`${k}.one`], k).toBeTypeOf('string');
    for (const k of Object.keys(en).filter((k) => k.endsWith('.one'))) expect(en[k], k).not.toMatch(/\b1 [a-z]+s\b/);
  });
});

describe('CSV times', () => {
  it('are local, as the table shows them, and the header names the zone', async () => {
    const teacher = api();
    const { importReport } = await import('$lib/assignments');
    await importReport(teacher, report('Kim', 'kimDevice000001', { at: Date.UTC(2026, 2, 3, 16, 5) }), NOW);
    const table = buildClassTable('MatesSet0001', newSet(), await listReports(teacher));
    const csv = tableToCsv(table, () => 'x', 'Asia/Seoul');
    const [head, row] = csv.split('\r\n');
    expect(head).toContain('reported_at_local (Asia/Seoul)');
    const d = new Date(Date.UTC(2026, 2, 3, 16, 5));
    const p = (n: number) => String(n).padStart(2, '0');
    expect(row).toContain(`${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`);
    expect(row).not.toContain('Z,');
  });
});

describe('the teacher-page catalogue', () => {
  it('has every key in Korean with the same parameters, and shares no key with the teaching catalogue', () => {
    const params = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [k, v] of Object.entries(TEACH_CATALOGUES.en)) {
      const ko = (TEACH_CATALOGUES.ko as Record<string, string>)[k];
      expect(ko, k).toBeTypeOf('string');
      expect(params(ko), k).toEqual(params(v));
      expect(ko, k).not.toMatch(/\(으\)|이\(가\)|을\(를\)|은\(는\)/);
      expect(k in ASSIGNMENT_CATALOGUES.en, k).toBe(false);
    }
  });
});
