// The progress page's numbers (pure functions), its messages in both languages, and the backup panel logic.
import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { BACKUP_ERRORS, MemoryBackend, ProgressError, createProgressApi, type PuzzleAttempt, type RatingEntry } from '$lib/progress';
import { backupErrorMessage, backupFileName, importBackupFile, importErrorMessage, makeBackupFile } from '$lib/progress-page/backup-ui';
import { exerciseTotals, lessonTotals, ratingChart, strongestAndWeakest, themeStats, MIN_THEME_PUZZLES } from '$lib/progress-page/stats';
import { PROGRESS_PAGE_CATALOGUES } from '$lib/progress-page/text';

const step = (lessonId: string, stepId: string, stars: 0 | 1 | 2 | 3) => ({
  lessonId,
  stepId,
  stars,
  bestScore: 0,
  attempts: 1,
  updatedAt: 0,
});
const attempt = (puzzleId: string, result: PuzzleAttempt['result'], time: number): PuzzleAttempt => ({
  puzzleId,
  result,
  time,
  hints: 0,
  moves: [],
  ms: 1,
});
const rating = (time: number, value: number, rd = 100): RatingEntry => ({ kind: 'puzzle', time, rating: value, rd, volatility: 0.06 });

describe('lessonTotals', () => {
  it('counts stars, finished steps and complete lessons, ignoring steps no longer in a lesson', () => {
    const lessons = [
      { id: 'a', title: 'A', stepIds: ['1', '2'] },
      { id: 'b', title: 'B', stepIds: ['1', '2', '3'] },
      { id: 'c', title: 'C', stepIds: ['1'] },
    ];
    const t = lessonTotals(lessons, [
      step('a', '1', 3),
      step('a', '2', 1),
      step('b', '1', 2),
      step('b', '2', 0),
      step('b', 'gone', 3),
      step('x', '1', 3),
    ]);
    expect(t.rows.map((r) => [r.id, r.stars, r.maxStars, r.done, r.complete])).toEqual([
      ['a', 4, 6, 2, true],
      ['b', 2, 9, 1, false],
      ['c', 0, 3, 0, false],
    ]);
    expect(t).toMatchObject({ complete: 1, started: 2, stars: 6, maxStars: 18 });
  });
});

describe('exerciseTotals', () => {
  it('counts solved exercises per track by their stored ids', () => {
    const rec = (exerciseId: string, solved: boolean) => ({ exerciseId, solved, bestScore: 0, attempts: 1, updatedAt: 0 });
    const t = exerciseTotals(
      [
        { track: 'soldiers', ids: ['soldiers/a', 'soldiers/b'] },
        { track: 'elephants', ids: ['elephants/a'] },
      ],
      [rec('soldiers/a', true), rec('soldiers/b', false), rec('elephants/a', true), rec('other/z', true)],
    );
    expect(t).toEqual({
      rows: [
        { track: 'soldiers', solved: 1, total: 2 },
        { track: 'elephants', solved: 1, total: 1 },
      ],
      solved: 2,
      total: 3,
    });
  });
});

describe('themes', () => {
  const themes: Record<string, string[]> = {
    p1: ['mate-in-2', 'chariot-mate'],
    p2: ['mate-in-2', 'cannon-mate'],
    p3: ['mate-in-3', 'cannon-mate'],
    p4: ['mate-in-3', 'chariot-mate'],
    p5: ['mate-in-1', 'horse-mate'],
  };
  const themesOf = (id: string) => themes[id];

  it('counts each puzzle once, by its first attempt, and skips unknown puzzles and skips', () => {
    const stats = themeStats(
      [
        attempt('p1', 'solved', 1),
        attempt('p1', 'failed', 5), // a later go does not count
        attempt('p2', 'failed', 2),
        attempt('p2', 'solved', 6),
        attempt('p3', 'failed', 3),
        attempt('p4', 'solved', 4),
        attempt('p5', 'skipped', 7),
        attempt('unknown', 'solved', 8),
      ],
      themesOf,
    );
    const by = Object.fromEntries(stats.map((s) => [s.theme, [s.solved, s.tried]]));
    expect(by).toEqual({ 'mate-in-2': [1, 2], 'chariot-mate': [2, 2], 'cannon-mate': [0, 2], 'mate-in-3': [1, 2] });
  });

  it('picks strongest and weakest among themes with enough puzzles, never the same theme twice', () => {
    const stats = themeStats(
      [
        attempt('p1', 'solved', 1),
        attempt('p2', 'failed', 2),
        attempt('p3', 'failed', 3),
        attempt('p4', 'solved', 4),
        attempt('p5', 'solved', 5),
      ],
      themesOf,
    );
    const { strongest, weakest } = strongestAndWeakest(stats, 2);
    expect(strongest.map((s) => s.theme)).toEqual(['chariot-mate', 'mate-in-2']);
    expect(weakest.map((s) => s.theme)).toEqual(['cannon-mate', 'mate-in-3']);
    expect([...strongest, ...weakest].every((s) => s.tried >= MIN_THEME_PUZZLES)).toBe(true);
    // horse-mate had one puzzle only.
    expect([...strongest, ...weakest].some((s) => s.theme === 'horse-mate')).toBe(false);
    expect(strongestAndWeakest([], 3)).toEqual({ strongest: [], weakest: [] });
  });

  it('prefers a larger sample at the same success rate', () => {
    const { strongest } = strongestAndWeakest([
      { theme: 'a', tried: 2, solved: 2, rate: 1 },
      { theme: 'b', tried: 10, solved: 10, rate: 1 },
    ]);
    expect(strongest[0].theme).toBe('b');
  });
});

describe('ratingChart', () => {
  it('is undefined without history and draws one point per rating in time order', () => {
    expect(ratingChart([])).toBeUndefined();
    const c = ratingChart([rating(30, 1600), rating(10, 1500), rating(20, 1450)])!;
    expect(c.points).toHaveLength(3);
    expect(c.first.rating).toBe(1500);
    expect(c.last.rating).toBe(1600);
    expect(c.min).toBe(1450);
    expect(c.max).toBe(1600);
    // Higher rating, higher on the chart (smaller y); x grows left to right.
    expect(c.points[2].y).toBeLessThan(c.points[0].y);
    expect(c.points[0].x).toBeLessThan(c.points[1].x);
    expect(c.line.startsWith('M')).toBe(true);
    expect(c.band.endsWith('Z')).toBe(true);
    // Grid lines at round values covering the band.
    expect(c.ticks.length).toBeGreaterThanOrEqual(3);
    for (const t of c.ticks) expect(t.value % 50).toBe(0);
    for (const p of c.points) {
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(c.height);
    }
  });

  it('handles a single point and a flat line', () => {
    const one = ratingChart([rating(1, 1500, 0)])!;
    expect(one.points).toHaveLength(1);
    expect(one.band).toBe('');
    const flat = ratingChart([rating(1, 1500, 0), rating(2, 1500, 0)])!;
    expect(flat.points[0].y).toBe(flat.points[1].y);
    expect(Number.isFinite(flat.points[0].y)).toBe(true);
  });
});

describe('progress page messages', () => {
  it('has every key in English and Korean, with the same parameters', () => {
    const { en, ko: loaded } = PROGRESS_PAGE_CATALOGUES;
    const ko = loaded!;
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(params(ko[key]), key).toEqual(params(en[key]));
      expect(ko[key].trim(), key).not.toBe('');
    }
  });
});

describe('backup panel logic', () => {
  it('names the file after the local day', () => {
    expect(backupFileName(new Date(2025, 2, 7, 23, 59))).toBe('janggi-trainer-backup-2025-03-07.json');
  });

  it('says what went wrong and that nothing changed, in both languages', () => {
    for (const lang of ['en', 'ko'] as const) {
      locale.set(lang);
      const nothing = lang === 'en' ? /Nothing was changed/ : /아무것도 바뀌지 않았어요/;
      const seen = new Set<string>();
      for (const code of BACKUP_ERRORS) {
        const text = backupErrorMessage({ code, detail: 'data.x[0]: detail' });
        expect(text, code).toMatch(nothing);
        // The developer's detail (English, technical) never reaches the reader.
        expect(text, code).not.toContain('data.x');
        seen.add(text);
      }
      expect(seen.size, 'one message per code').toBe(BACKUP_ERRORS.length);
      // A faulty record is named by its store, in the reader's language, and its place from 1.
      const at = backupErrorMessage({ code: 'invalid', detail: 'data.streaks[1].kind: x', store: 'streaks', record: 2 });
      expect(at).toMatch(lang === 'en' ? /streaks, record 2/ : /연속 기록 중 2번째 기록/);
      expect(importErrorMessage(new ProgressError('quota', 'full'))).toMatch(nothing);
      expect(importErrorMessage(new Error('read failed'))).toMatch(nothing);
    }
    locale.set('en');
    expect(backupErrorMessage({ code: 'newer', detail: '' })).toMatch(/newer version/);
    expect(backupErrorMessage({ code: 'truncated', detail: '' })).toMatch(/incomplete/);
  });

  it('exports a file that imports back, and reports a bad file without throwing', async () => {
    locale.set('en');
    const a = createProgressApi(new MemoryBackend());
    await a.recordLessonStep({ lessonId: 'l', stepId: '1', stars: 2, score: 1 });
    const { blob, name } = await makeBackupFile(a);
    expect(name).toMatch(/^janggi-trainer-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blob.type).toBe('application/json');

    const b = createProgressApi(new MemoryBackend());
    const ok = await importBackupFile(b, blob);
    expect(ok).toMatchObject({ ok: true, summary: { added: 2 } });
    expect(ok.message).toMatch(/2 added/);
    expect(await b.getLessonStep('l', '1')).toMatchObject({ stars: 2 });

    const bad = await importBackupFile(b, new Blob(['{"app":"janggi-trainer", oops']));
    expect(bad).toMatchObject({ ok: false, code: 'not-json' });
    expect(bad.message).toMatch(/damaged/);
    const cut = await importBackupFile(b, new Blob([(await blob.text()).slice(0, 30)]));
    expect(cut).toMatchObject({ ok: false, code: 'truncated' });
    expect(cut.message).toMatch(/incomplete/);
    expect(await b.getLessonStep('l', '1')).toMatchObject({ stars: 2 });

    const huge = { size: 50 * 1024 * 1024, text: async () => '' } as unknown as Blob;
    expect((await importBackupFile(b, huge)).message).toMatch(/too large/);
  });
});

describe('/progress strongest themes', () => {
  it('never lists a theme with 0 solved under Strongest', () => {
    const only = strongestAndWeakest([{ theme: 'cannon-mate', tried: 2, solved: 0, rate: 0 }]);
    expect(only.strongest).toEqual([]);
    expect(only.weakest.map((s) => s.theme)).toEqual(['cannon-mate']);
    const two = strongestAndWeakest([
      { theme: 'a', tried: 2, solved: 0, rate: 0 },
      { theme: 'b', tried: 3, solved: 0, rate: 0 },
    ]);
    expect(two.strongest).toEqual([]);
    expect(two.weakest.map((s) => s.theme).sort()).toEqual(['a', 'b']);
  });
});
