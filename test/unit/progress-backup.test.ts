// Backup files: export, import with merge (newest wins), and refusal of anything wrong, all or nothing.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  BACKUP_FORMAT,
  DB_VERSION,
  MAX_BACKUP_BYTES,
  MemoryBackend,
  createProgressApi,
  openIdbBackend,
  parseBackup,
  type Backend,
  looksTruncated,
  type BackupError,
  type BackupErrorCode,
  type ProgressApi,
  type ProgressExport,
} from '$lib/progress';

const opened: Backend[] = [];
afterEach(() => {
  while (opened.length) opened.pop()!.close();
});

const makers: [string, () => Promise<ProgressApi>][] = [
  [
    'indexeddb',
    async () => {
      const b = await openIdbBackend({ factory: new IDBFactory() });
      opened.push(b);
      return createProgressApi(b, { persist: async () => false });
    },
  ],
  ['memory', async () => createProgressApi(new MemoryBackend())],
];

/** A device with some of everything. */
async function fill(api: ProgressApi): Promise<void> {
  await api.recordLessonStep({ lessonId: 'horse', stepId: '1', stars: 3, score: 9 });
  await api.recordLessonStep({ lessonId: 'horse', stepId: '2', stars: 1, score: 2 });
  await api.recordExercise({ exerciseId: 'soldiers/pairs', solved: true, score: 3 });
  await api.recordPuzzleAttempt({
    puzzleId: 'm2-0001',
    result: 'solved',
    hints: 0,
    moves: ['b1c3', 'a10a9', 'c3d5'],
    ms: 4000,
    time: 1000,
  });
  await api.recordPuzzleAttempt({ puzzleId: 'm2-0002', result: 'failed', hints: 1, moves: ['e2e2'], ms: 9000, time: 2000 });
  await api.addRating({ kind: 'puzzle', rating: 1550, rd: 300, volatility: 0.06, time: 1000 });
  await api.addRating({ kind: 'puzzle', rating: 1490, rd: 280, volatility: 0.06, time: 2000 });
  await api.touchStreak('daily', '2025-03-01');
  await api.scheduleReview({
    kind: 'puzzle',
    itemId: 'm2-0002',
    due: 5000,
    card: { due: new Date(5000), reps: 1, last_review: new Date(2000) },
  });
  await api.saveAssignment({ id: 'teach:a', title: 'Mates in 2', createdAt: 10, payload: { v: 1, role: 'teacher', set: { id: 'a' } } });
  await api.addReport({ assignmentId: 'teach:a', student: 'Minji', receivedAt: 20, payload: { solved: 2 } });
  await api.setSetting('theme', 'dark');
  await api.setSetting('notation', 'korean');
  await api.setLastActivity({ kind: 'lesson', id: 'horse', title: 'The horse', href: '/learn/horse', time: 3000 });
}

/** What a user would download: the export as JSON text. */
const asFile = async (api: ProgressApi) => JSON.stringify(await api.exportProgress());

/** Everything but the volatile parts, for before/after comparisons. */
const snapshot = async (api: ProgressApi) => JSON.parse(JSON.stringify((await api.exportProgress()).data));

/** The summary of an import that must succeed. */
async function imported(api: ProgressApi, file: unknown) {
  const result = await api.importProgress(file);
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.detail}`);
  return result.value;
}

async function expectRefused(api: ProgressApi, file: unknown, code: BackupErrorCode, detail?: RegExp) {
  const before = await snapshot(api);
  // A refusal is a result, never a throw.
  const result = await api.importProgress(file);
  expect(result.ok).toBe(false);
  const err = (result as { ok: false; error: BackupError }).error;
  expect(err, JSON.stringify(err.detail)).toMatchObject({ code });
  if (detail) expect(err.detail).toMatch(detail);
  expect(await snapshot(api)).toEqual(before);
  return err;
}

describe.each(makers)('backup on %s', (_name, make) => {
  it('round trip: a fresh device gets everything back', async () => {
    const a = await make();
    await fill(a);
    const text = await asFile(a);
    const file = JSON.parse(text) as ProgressExport;
    expect(file).toMatchObject({ app: 'janggi-trainer', format: BACKUP_FORMAT, schemaVersion: DB_VERSION });
    expect(typeof file.exportedAt).toBe('number');

    const b = await make();
    const summary = await imported(b, text);
    expect(summary.updated).toBe(0);
    expect(summary.added).toBeGreaterThan(10);
    expect(await snapshot(b)).toEqual(await snapshot(a));
    expect((await b.getRating('puzzle'))?.rating).toBe(1490);
    expect(await b.getLastActivity()).toMatchObject({ href: '/learn/horse' });

    // Importing the same file again changes nothing.
    const again = await imported(b, text);
    expect(again).toMatchObject({ added: 0, updated: 0 });
    expect(await snapshot(b)).toEqual(await snapshot(a));
  });

  it('merge: the better or newer of each record wins, events are united without duplicates', async () => {
    // A fixed clock (Date only): "today" is the same day when the streak is touched and when it is
    // compared, even if the test runs across midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 23, 59, 59, 999));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const older = await make();
    const newer = await make();
    // The file (from another device) has an older step 1 and a newer step 2.
    const file = JSON.parse(await asFile(older)) as ProgressExport;
    file.data.lessonSteps = [
      { lessonId: 'horse', stepId: '1', stars: 1, bestScore: 1, attempts: 9, updatedAt: 100 },
      { lessonId: 'horse', stepId: '2', stars: 3, bestScore: 9, attempts: 4, updatedAt: Date.now() + 1000 },
      { lessonId: 'cannon', stepId: '1', stars: 2, bestScore: 5, attempts: 1, updatedAt: 50 },
    ];
    file.data.exercises = [{ exerciseId: 'soldiers/pairs', solved: false, bestScore: 0, attempts: 1, updatedAt: 1 }];
    file.data.puzzleAttempts = [
      { id: 1, puzzleId: 'm2-0001', time: 1000, result: 'solved', hints: 0, moves: ['b1c3', 'a10a9', 'c3d5'], ms: 4000 },
      { id: 7, puzzleId: 'm3-0009', time: 5000, result: 'failed', hints: 0, moves: [], ms: 1000 },
    ];
    file.data.ratings = [
      { id: 1, kind: 'puzzle', time: 1000, rating: 1550, rd: 300, volatility: 0.06 },
      { id: 2, kind: 'puzzle', time: 9000, rating: 1600, rd: 250, volatility: 0.06 },
    ];
    file.data.streaks = [{ kind: 'daily', current: 2, best: 12, lastDay: '2025-02-01' }];
    file.data.settings = [
      ['theme', 'light'],
      ['pieces', 'letters'],
      ['lastActivity', { kind: 'puzzle', id: 'm3-0009', title: 'Puzzle', href: '/puzzles?id=m3-0009', time: 1 }],
      ['persistence', { requestedAt: 1, granted: true }],
    ];

    await fill(newer);
    const step1Before = await newer.getLessonStep('horse', '1');
    const summary = await imported(newer, file);

    // Ours is newer and better; theirs counted more attempts.
    expect(await newer.getLessonStep('horse', '1')).toEqual({ ...step1Before, attempts: 9 });
    expect(await newer.getLessonStep('horse', '2')).toMatchObject({ stars: 3, attempts: 4 }); // theirs is newer
    expect(await newer.getLessonStep('cannon', '1')).toMatchObject({ stars: 2 }); // only theirs
    expect(await newer.getExercise('soldiers/pairs')).toMatchObject({ solved: true }); // ours is newer
    const attempts = await newer.getPuzzleAttempts();
    expect(attempts.map((a) => a.puzzleId)).toEqual(['m2-0001', 'm2-0002', 'm3-0009']);
    expect(new Set(attempts.map((a) => a.id)).size).toBe(3); // fresh ids, no clash
    expect((await newer.getRatingHistory('puzzle')).map((r) => r.rating)).toEqual([1550, 1490, 1600]);
    expect((await newer.getRating('puzzle'))?.rating).toBe(1600);
    // Streak: ours is later (today), theirs had the better best.
    expect(await newer.getStreak('daily')).toMatchObject({ current: 1, best: 12, lastDay: '2025-03-10' });
    // Settings: ours stay, missing ones arrive, an older last activity does not replace ours.
    expect(await newer.getSetting('theme')).toBe('dark');
    expect(await newer.getSetting('pieces')).toBe('letters');
    expect(await newer.getLastActivity()).toMatchObject({ href: '/learn/horse' });
    expect((await newer.getSetting('persistence'))?.requestedAt).not.toBe(1); // about this device only
    expect(summary).toMatchObject({ added: 4, updated: 3 });
  });

  it('refuses a corrupt file (not JSON) and changes nothing', async () => {
    const api = await make();
    await fill(api);
    const text = await asFile(api);
    await expectRefused(api, '', 'not-json');
    await expectRefused(api, '\u0000\u0001garbage', 'not-json');
    await expectRefused(api, '{"app":"janggi-trainer", oops', 'not-json');
    // Bytes flipped in the middle of a real file: the brackets no longer match.
    await expectRefused(api, text.replace('"lessonSteps":[', '"lessonSteps":{'), 'not-json');
    // Another kind of file altogether (an image's first bytes read as text).
    await expectRefused(api, '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'not-json');
    // A complete document followed by garbage is damaged, not cut short.
    await expectRefused(api, text + 'x', 'not-json');
  });

  it('says a file cut short is truncated, wherever it was cut', async () => {
    const api = await make();
    await fill(api);
    const text = await asFile(api);
    for (const at of [1, 2, 40, Math.floor(text.length / 2), text.length - 1]) {
      await expectRefused(api, text.slice(0, at), 'truncated', /./);
    }
    // Cut inside a string, right after an escape.
    const escaped = JSON.stringify({ app: 'janggi-trainer', note: 'a "quoted" word' });
    await expectRefused(api, escaped.slice(0, escaped.indexOf('\\') + 1), 'truncated');
  });

  it('refuses foreign JSON', async () => {
    const api = await make();
    await fill(api);
    await expectRefused(api, '{"name":"my-package","version":"1.0.0"}', 'foreign');
    await expectRefused(api, '[1,2,3]', 'foreign');
    await expectRefused(api, 'null', 'foreign');
    await expectRefused(api, '"janggi-trainer"', 'foreign');
    await expectRefused(api, JSON.stringify({ app: 'other-app', format: 1, schemaVersion: 1, exportedAt: 0, data: {} }), 'foreign');
    await expectRefused(api, JSON.stringify({ app: 'janggi-trainer', data: {} }), 'foreign');
  });

  it('refuses a file from a newer version with its own message, and versions that never existed', async () => {
    const api = await make();
    await fill(api);
    const file = JSON.parse(await asFile(api));
    await expectRefused(api, { ...file, schemaVersion: DB_VERSION + 1 }, 'newer');
    await expectRefused(api, { ...file, format: BACKUP_FORMAT + 1 }, 'newer');
    await expectRefused(api, JSON.stringify({ ...file, format: 999 }), 'newer', /format 999/);
    for (const version of [0, -1, 1.5]) {
      await expectRefused(api, { ...file, schemaVersion: version }, 'foreign', /version/);
      await expectRefused(api, { ...file, format: version }, 'foreign', /version/);
    }
    await expectRefused(api, { ...file, format: '1' }, 'foreign', /version/);
  });

  it('accepts a file of an older schema version', async () => {
    const api = await make();
    const file = {
      app: 'janggi-trainer',
      format: 1,
      schemaVersion: 1,
      exportedAt: 0,
      data: { streaks: [{ kind: 'daily', current: 3, best: 3, lastDay: '2025-01-01' }] },
    };
    expect(await imported(api, file)).toMatchObject({ added: 1 });
  });

  it('refuses hostile files: prototype keys, huge strings, wrong types, unsafe links — all or nothing', async () => {
    const api = await make();
    await fill(api);
    const base = JSON.parse(await asFile(api)) as ProgressExport;
    const withData = (patch: Record<string, unknown>) => ({ ...base, data: { ...base.data, ...patch } });
    const step = base.data.lessonSteps[0];

    // Prototype pollution, at the top, in a record and deep inside an opaque payload (as raw text,
    // because JSON.parse keeps "__proto__" as a plain key, which is what an attacker sends).
    await expectRefused(
      api,
      `{"__proto__":{"polluted":1},"app":"janggi-trainer","format":1,"schemaVersion":1,"exportedAt":0,"data":{}}`,
      'invalid',
      /__proto__/,
    );
    const deep = JSON.stringify(
      withData({ assignments: [{ id: 'x', title: 't', createdAt: 1, payload: { a: { b: { __proto__: { admin: true } } } } }] }),
    ).replace('"b":{}', '"b":{"__proto__":{"admin":true}}');
    await expectRefused(api, deep, 'invalid', /__proto__/);
    await expectRefused(
      api,
      withData({ reports: [{ assignmentId: 'a', student: 's', receivedAt: 1, payload: { constructor: { prototype: {} } } }] }),
      'invalid',
      /constructor/,
    );
    const recordProto = JSON.stringify(withData({})).replace('"lessonSteps":[{', '"lessonSteps":[{"__proto__":{"x":1},');
    await expectRefused(api, recordProto, 'invalid', /lessonSteps\[0\].*__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    // Huge strings: in an id, a title, a payload; and a file over the size cap.
    await expectRefused(api, withData({ lessonSteps: [{ ...step, lessonId: 'x'.repeat(5000) }] }), 'invalid', /lessonId/);
    await expectRefused(
      api,
      withData({ assignments: [{ id: 'a', title: 'x'.repeat(10_000), createdAt: 1, payload: {} }] }),
      'invalid',
      /title/,
    );
    await expectRefused(
      api,
      withData({ reviews: [{ kind: 'puzzle', itemId: 'p', due: 1, card: { note: 'x'.repeat(200_000) } }] }),
      'invalid',
      /card/,
    );
    await expectRefused(api, ' '.repeat(MAX_BACKUP_BYTES + 1), 'too-large');

    // Wrong types and values.
    await expectRefused(api, withData({ lessonSteps: [{ ...step, stars: '3' }] }), 'invalid', /stars/);
    await expectRefused(api, withData({ lessonSteps: [{ ...step, stars: 7 }] }), 'invalid', /stars/);
    await expectRefused(api, withData({ lessonSteps: [{ ...step, updatedAt: null }] }), 'invalid', /updatedAt/);
    await expectRefused(api, withData({ lessonSteps: [{ ...step, extra: 1 }] }), 'invalid', /unexpected field "extra"/);
    await expectRefused(api, withData({ lessonSteps: { 0: step } }), 'invalid', /expected a list/);
    await expectRefused(
      api,
      withData({ puzzleAttempts: [{ puzzleId: 'p', time: 1, result: 'won', hints: 0, moves: [], ms: 1 }] }),
      'invalid',
      /result/,
    );
    await expectRefused(
      api,
      withData({ puzzleAttempts: [{ puzzleId: 'p', time: 1, result: 'solved', hints: 0, moves: ['<script>'], ms: 1 }] }),
      'invalid',
      /moves\[0\]/,
    );
    await expectRefused(api, withData({ streaks: [{ kind: 'daily', current: 1, best: 1, lastDay: 'yesterday' }] }), 'invalid', /lastDay/);
    await expectRefused(api, withData({ unknownStore: [] }), 'invalid', /unknownStore/);
    await expectRefused(api, withData({ settings: [['theme', 'purple']] }), 'invalid', /theme/);
    await expectRefused(api, withData({ settings: [['__proto__', {}]] }), 'invalid');
    await expectRefused(
      api,
      withData({
        settings: [
          ['theme', 'dark'],
          ['theme', 'light'],
        ],
      }),
      'invalid',
      /twice/,
    );
    // A link that would run code or leave the app.
    for (const href of ['javascript:alert(1)', '//evil.example/', 'https://evil.example/']) {
      await expectRefused(
        api,
        withData({ settings: [['lastActivity', { kind: 'lesson', id: 'x', title: 'x', href, time: 1 }]] }),
        'invalid',
        /href/,
      );
    }
    // Deep nesting.
    let nested: unknown = 1;
    for (let i = 0; i < 100; i++) nested = { n: nested };
    await expectRefused(api, withData({ reviews: [{ kind: 'puzzle', itemId: 'p', due: 1, card: nested }] }), 'invalid', /deeply/);

    // Where the fault is, for the message: the store and the record's place (from 1).
    expect(await expectRefused(api, withData({ streaks: [base.data.streaks[0], { kind: 'x' }] }), 'invalid')).toMatchObject({
      store: 'streaks',
      record: 2,
    });
    expect(await expectRefused(api, { ...base, exportedAt: 'yesterday' }, 'invalid')).not.toHaveProperty('store');

    // One bad record among good ones: nothing of the good ones lands either.
    const good = { lessonId: 'new', stepId: '1', stars: 3, bestScore: 1, attempts: 1, updatedAt: 1 };
    await expectRefused(api, withData({ lessonSteps: [good, { ...good, stepId: '2', stars: -1 }] }), 'invalid', /lessonSteps\[1\]/);
    expect(await api.getLessonStep('new', '1')).toBeUndefined();
  });
});

describe.each(makers)('merging never makes a result worse, on %s', (_name, make) => {
  it('a solved exercise stays solved, stars keep their maximum, the current rating stays', async () => {
    const phone = await make();
    // This device: pair-up solved, gallop with 3 stars, today's rating.
    await phone.recordExercise({ exerciseId: 'soldiers/pair-up', solved: true, score: 5 });
    await phone.recordLessonStep({ lessonId: 'horse', stepId: 'gallop', stars: 3, score: 8 });
    await phone.addRating({ kind: 'puzzle', rating: 1720, rd: 90, volatility: 0.06, time: Date.now() - 1000 });
    // Another device's backup, saved later: pair-up tried and not solved, gallop passed with 2
    // stars, an older rating history.
    const later = Date.now() + 5000;
    const file = JSON.parse(await asFile(await make())) as ProgressExport;
    file.data.exercises = [{ exerciseId: 'soldiers/pair-up', solved: false, bestScore: 1, attempts: 4, updatedAt: later }];
    file.data.lessonSteps = [{ lessonId: 'horse', stepId: 'gallop', stars: 2, bestScore: 6, attempts: 3, updatedAt: later }];
    file.data.ratings = [
      { kind: 'puzzle', time: Date.now() - 90_000_000, rating: 1400, rd: 200, volatility: 0.06 },
      { kind: 'puzzle', time: Date.now() - 80_000_000, rating: 1450, rd: 180, volatility: 0.06 },
    ];
    file.data.puzzleAttempts = [{ puzzleId: 'm2-0001', time: Date.now() - 50_000, result: 'solved', hints: 0, moves: ['b1c3'], ms: 1 }];
    await phone.recordPuzzleAttempt({ puzzleId: 'm2-0001', result: 'failed', hints: 1, moves: ['e2e2'], ms: 9, time: Date.now() - 60_000 });

    await imported(phone, JSON.stringify(file));
    expect(await phone.getExercise('soldiers/pair-up')).toMatchObject({ solved: true, bestScore: 5, attempts: 4, updatedAt: later });
    expect(await phone.getLessonStep('horse', 'gallop')).toMatchObject({ stars: 3, bestScore: 8, attempts: 3, updatedAt: later });
    expect((await phone.getRating('puzzle'))?.rating).toBe(1720);
    expect((await phone.getRatingHistory('puzzle')).map((r) => r.rating)).toEqual([1400, 1450, 1720]);
    // Puzzle attempts are events: both devices' attempts are kept.
    expect((await phone.getPuzzleAttempts('m2-0001')).map((a) => a.result).sort()).toEqual(['failed', 'solved']);

    // The other way round too: the tablet gets the phone's better results.
    const tablet = await make();
    await imported(tablet, JSON.stringify(file));
    await imported(tablet, await asFile(phone));
    expect(await tablet.getExercise('soldiers/pair-up')).toMatchObject({ solved: true });
    expect(await tablet.getLessonStep('horse', 'gallop')).toMatchObject({ stars: 3 });
    // Loading the same file again changes nothing (counts do not grow).
    expect(await imported(tablet, await asFile(phone))).toMatchObject({ added: 0, updated: 0 });
    expect(await tablet.getExercise('soldiers/pair-up')).toMatchObject({ attempts: 4 });
  });
});

describe.each(makers)('a backup is held to the rules of a link, on %s', (_name, make) => {
  it('refuses dates in the future and impossible figures, says where, and stores nothing', async () => {
    const api = await make();
    await fill(api);
    const base = JSON.parse(await asFile(api)) as ProgressExport;
    const withData = (patch: Record<string, unknown>) => ({ ...base, data: { ...base.data, ...patch } });
    const step = { lessonId: 'new', stepId: 's1', stars: 2, bestScore: 1, attempts: 1, updatedAt: 1 };
    const attempt = { puzzleId: 'p', time: 1, result: 'solved', hints: 0, moves: [], ms: 1 };
    const year2199 = Date.UTC(2199, 0, 1);

    // Future dates.
    await expectRefused(api, withData({ streaks: [{ kind: 'daily', current: 1, best: 1, lastDay: '2999-12-31' }] }), 'future', /lastDay/);
    await expectRefused(api, withData({ streaks: [{ kind: 'daily', current: 1, best: 1, lastDay: '9999-99-99' }] }), 'invalid', /lastDay/);
    const late = await expectRefused(
      api,
      withData({ lessonSteps: [step, { ...step, stepId: 's2', updatedAt: 8e15 }] }),
      'future',
      /updatedAt/,
    );
    expect(late).toMatchObject({ store: 'lessonSteps', record: 2 });
    await expectRefused(api, withData({ puzzleAttempts: [{ ...attempt, time: year2199 }] }), 'future', /time/);
    await expectRefused(api, withData({ ratings: [{ kind: 'puzzle', time: year2199, rating: 3000, rd: 1, volatility: 0.06 }] }), 'future');
    await expectRefused(api, withData({ reports: [{ assignmentId: 'a', student: 's', receivedAt: year2199, payload: {} }] }), 'future');
    await expectRefused(api, { ...base, exportedAt: year2199 }, 'future', /exportedAt/);
    await expectRefused(
      api,
      withData({ settings: [['lastActivity', { kind: 'lesson', id: 'x', title: 'x', href: '/learn/x', time: year2199 }]] }),
      'future',
    );
    await expectRefused(
      api,
      withData({ reviews: [{ kind: 'puzzle', itemId: 'p', due: 1, card: { last_review: '2199-01-01T00:00:00.000Z' } }] }),
      'future',
      /last_review/,
    );

    // Impossible figures.
    await expectRefused(api, withData({ lessonSteps: [{ ...step, stars: 3, attempts: 0 }] }), 'impossible', /stars/);
    await expectRefused(
      api,
      withData({ exercises: [{ exerciseId: 'x', solved: true, bestScore: 0, attempts: 0, updatedAt: 1 }] }),
      'impossible',
      /solved/,
    );
    await expectRefused(api, withData({ puzzleAttempts: [{ ...attempt, hints: 999_999 }] }), 'impossible', /hints/);

    // A small clock skew is allowed: a device a few hours fast, or a time zone ahead.
    const soon = Date.now() + 6 * 3600_000;
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const ok = await api.importProgress(
      withData({
        lessonSteps: [{ ...step, updatedAt: soon }],
        streaks: [{ kind: 'weekly', current: 1, best: 1, lastDay: day }],
        reviews: [
          { kind: 'puzzle', itemId: 'later', due: Date.now() + 400 * 24 * 3600_000, card: { last_review: new Date(soon).toISOString() } },
        ],
      }),
    );
    expect(ok.ok).toBe(true);
    expect(await api.getLessonStep('new', 's1')).toMatchObject({ updatedAt: soon });
  });
});

describe('parseBackup', () => {
  it('never throws, whatever it is given', () => {
    const cyclic: Record<string, unknown> = { app: 'janggi-trainer', format: 1, schemaVersion: 1, exportedAt: 0 };
    cyclic.data = { reviews: [{ kind: 'puzzle', itemId: 'p', due: 1, card: cyclic }] };
    const getter = {
      app: 'janggi-trainer',
      format: 1,
      schemaVersion: 1,
      exportedAt: 0,
      get data(): unknown {
        throw new Error('boom');
      },
    };
    const inputs: unknown[] = [
      undefined,
      null,
      0,
      NaN,
      true,
      [],
      {},
      Symbol('x'),
      () => 1,
      new Date(0),
      cyclic,
      getter,
      '{'.repeat(100_000),
    ];
    for (const input of inputs) {
      const result = parseBackup(input);
      expect(result.ok, String(typeof input)).toBe(false);
      if (!result.ok) expect(result.error.detail.length).toBeGreaterThan(0);
    }
  });

  it('tells a cut-off JSON document from other broken text', () => {
    expect(looksTruncated('{"a":[1,2')).toBe(true);
    expect(looksTruncated('  [{"a":"b')).toBe(true);
    expect(looksTruncated('{"a":"\\')).toBe(true);
    expect(looksTruncated('{"a":1}}')).toBe(false);
    expect(looksTruncated('{"a":[1}')).toBe(false);
    expect(looksTruncated('{"a":1} trailing')).toBe(false);
    expect(looksTruncated('{"a": oops')).toBe(false);
    expect(looksTruncated('hello {')).toBe(false);
    expect(looksTruncated('')).toBe(false);
  });

  it('returns clean copies, never the objects it was given', () => {
    const payload = { nested: { list: [1, 'two', null, true] } };
    const input = {
      app: 'janggi-trainer',
      format: 1,
      schemaVersion: DB_VERSION,
      exportedAt: 1,
      data: { assignments: [{ id: 'a', title: 't', createdAt: 1, payload }] },
    };
    const result = parseBackup(input);
    if (!result.ok) throw new Error(result.error.detail);
    const out = result.value;
    expect(out.assignments[0].payload).toEqual(payload);
    expect(out.assignments[0].payload).not.toBe(payload);
    expect(out.lessonSteps).toEqual([]);
  });
});

/** A file as an earlier version of the app wrote it (schema 1: the game in progress was a setting). */
const SCHEMA_1_FILE = String.raw`{"app":"janggi-trainer","format":1,"schemaVersion":1,"exportedAt":1740787200000,"data":{
"lessonSteps":[{"lessonId":"horse","stepId":"1","stars":3,"bestScore":9,"attempts":2,"updatedAt":1740700000000}],
"exercises":[{"exerciseId":"soldiers/pairs","solved":true,"bestScore":3,"attempts":1,"updatedAt":1740700001000}],
"puzzleAttempts":[{"id":1,"puzzleId":"m2-0001","time":1740700002000,"result":"solved","hints":0,"moves":["b1c3","a10a9","c3d5"],"ms":4000}],
"ratings":[{"id":1,"kind":"puzzle","time":1740700002000,"rating":1550,"rd":300,"volatility":0.06}],
"streaks":[{"kind":"daily","current":2,"best":5,"lastDay":"2025-02-28"}],
"reviews":[{"kind":"puzzle","itemId":"m2-0001","due":1741000000000,"card":{"due":"2025-03-03T11:06:40.000Z","stability":3.1,"difficulty":5.2,"elapsed_days":0,"scheduled_days":3,"reps":1,"lapses":0,"state":2,"last_review":"2025-02-27T23:46:42.000Z"}}],
"assignments":[{"id":"teach:Ab3dEf9hJk1m","title":"Mates in 2","createdAt":1740600000000,"payload":{"v":1,"role":"teacher","set":{"i":"Ab3dEf9hJk1m","t":"Mates in 2","c":1740600000,"x":["p:m2-0001","l:horse"]}}}],
"reports":[{"id":1,"assignmentId":"teach:Ab3dEf9hJk1m","student":"Minji","receivedAt":1740650000000,"payload":{"v":1,"report":{"s":"Ab3dEf9hJk1m","t":"Mates in 2","n":"Minji","a":1740640000,"r":[["p:m2-0001",1,null,1,0,40]]}}}],
"settings":[["theme","dark"],["notation","korean"],["lastActivity",{"kind":"lesson","id":"horse","title":"The horse","href":"/learn/horse","time":1740700000000}],["playGame",{"rules":"janggi","rootFen":"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1","moves":["a4a5","i7i6"],"orientation":"cho","computer":{"side":"han","level":3}}],["persistence",{"requestedAt":1740600000000,"granted":true}]]}}`;

describe('files of earlier versions', () => {
  it('reads a schema-1 file whole: every record, as written', () => {
    const result = parseBackup(SCHEMA_1_FILE, Date.UTC(2025, 2, 1));
    if (!result.ok) throw new Error(result.error.detail);
    const written = (JSON.parse(SCHEMA_1_FILE) as ProgressExport).data;
    expect(result.value).toEqual({ ...written, games: [] });
  });

  it('imports a schema-1 file into an empty store, and again without counting anything twice', async () => {
    const api = await makers[1][1]();
    const first = await imported(api, SCHEMA_1_FILE);
    // Eight records and four settings (`persistence` is about the device that wrote the file).
    expect(first).toMatchObject({ added: 12, updated: 0 });
    expect(await imported(api, SCHEMA_1_FILE)).toMatchObject({ added: 0, updated: 0 });
    expect(await api.getLessonStep('horse', '1')).toMatchObject({ stars: 3, attempts: 2 });
  });

  it('keeps settings it does not know as data, whatever their name', () => {
    const file = {
      app: 'janggi-trainer',
      format: 1,
      schemaVersion: 1,
      exportedAt: 0,
      data: {
        settings: [
          ['toString', { a: 1 }],
          ['valueOf', 2],
        ],
      },
    };
    const result = parseBackup(file);
    if (!result.ok) throw new Error(result.error.detail);
    expect(result.value.settings).toEqual([
      ['toString', { a: 1 }],
      ['valueOf', 2],
    ]);
  });

  it('reads a file written by this version back to the same records', async () => {
    const api = await makers[1][1]();
    await fill(api);
    const file = await asFile(api);
    const result = parseBackup(file);
    if (!result.ok) throw new Error(result.error.detail);
    expect(result.value).toEqual((JSON.parse(file) as ProgressExport).data);
  });
});

describe('all or nothing when storage fails mid-import', () => {
  it('a write failing halfway through the merge leaves every store as it was', async () => {
    const backend = await openIdbBackend({ factory: new IDBFactory() });
    opened.push(backend);
    const api = createProgressApi(backend, { persist: async () => false });
    await fill(api);
    const before = await snapshot(api);
    const source = createProgressApi(new MemoryBackend());
    await source.recordLessonStep({ lessonId: 'new', stepId: '1', stars: 3, score: 1 });
    await source.saveAssignment({ id: 'teach:b', title: 'B', createdAt: 99, payload: {} });
    const file = await asFile(source);
    const put = IDBObjectStore.prototype.put;
    const { vi } = await import('vitest');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (this.name === 'assignments') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const err = await api.importProgress(file).catch((e) => e);
    vi.restoreAllMocks();
    expect(err).toMatchObject({ name: 'ProgressError', code: 'quota' });
    expect(await snapshot(api)).toEqual(before);
    expect(await api.getLessonStep('new', '1')).toBeUndefined();
  });
});
