import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_VERSION,
  LIMITS,
  acceptSet,
  buildClassTable,
  cleanText,
  crc32,
  csvField,
  decodeReport,
  decodeSet,
  encodeReport,
  encodeSet,
  fromBase64Url,
  getAcceptedSet,
  importReport,
  itemResult,
  linkTo,
  listAcceptedSets,
  listAuthoredSets,
  listReports,
  makeCatalog,
  makeReport,
  makeSet,
  matchesRule,
  pack,
  qrMatrix,
  readSet,
  refToString,
  resolveRule,
  saveAuthoredSet,
  sortRows,
  tableToCsv,
  localDateTime,
  toBase64Url,
  unknownRefs,
  type AssignmentSet,
  type CatalogItem,
  type ItemRef,
  type Report,
} from '$lib/assignments';
import { MemoryBackend, createProgressApi, type ProgressApi } from '$lib/progress';

// ------------------------------------------------------------------------------------ fixtures

const PUZZLES: CatalogItem[] = Array.from({ length: 40 }, (_, i) => ({
  kind: 'puzzle' as const,
  id: `p${String(i + 1).padStart(3, '0')}`,
  title: '',
  path: `/puzzles/p${i + 1}`,
  mateIn: (i % 3) + 1,
  rating: 800 + i * 20,
  themes: i % 2 ? ['cannon'] : ['chariot', 'palace'],
}));
const catalog = makeCatalog([
  { kind: 'lesson', id: 'horse', title: 'The horse', path: '/learn/horse', parts: ['open-field', 'gallop', 'hobbled'] },
  { kind: 'lesson', id: 'cannon', title: 'The cannon', path: '/learn/cannon', parts: ['jump', 'screens'] },
  { kind: 'track', id: 'forks', title: 'Forks', path: '/exercises/forks', parts: ['forks-1', 'forks-2'] },
  ...PUZZLES,
]);

const lesson = (id: string): ItemRef => ({ kind: 'lesson', id });
const puzzle = (id: string): ItemRef => ({ kind: 'puzzle', id });
const track = (id: string): ItemRef => ({ kind: 'track', id });

function sampleSet(over: Partial<AssignmentSet> = {}): AssignmentSet {
  const made = makeSet(
    {
      title: 'Week 3: horses',
      note: 'Finish by Friday.\nAsk if stuck.',
      due: '2025-03-14',
      items: [lesson('horse'), track('forks'), puzzle('p002')],
    },
    catalog,
    Date.UTC(2025, 2, 1, 9, 30, 15, 123),
    'AbCdEfGhIjKl',
  );
  if (!made.ok) throw new Error(made.error);
  return { ...made.value, ...over };
}

function sampleReport(over: Partial<Report> = {}): Report {
  return {
    setId: 'AbCdEfGhIjKl',
    setTitle: 'Week 3: horses',
    student: 'Min-jun',
    at: Date.UTC(2025, 2, 3, 16, 0, 0),
    items: [
      { ref: lesson('horse'), done: true, stars: 2, attempts: 5, hints: null, ms: null, parts: [3, 3] },
      { ref: track('forks'), done: false, stars: null, attempts: 1, hints: null, ms: null, parts: [1, 2] },
      { ref: puzzle('p002'), done: true, stars: 3, attempts: 1, hints: 0, ms: 42_000 },
    ],
    ...over,
  };
}

/** A payload with any header and body; the checksum is right unless `badCrc`. */
function rawPayload(version: number, kind: number, body: Uint8Array, badCrc = false): string {
  const bytes = new Uint8Array(2 + body.length + 4);
  bytes[0] = version;
  bytes[1] = kind;
  bytes.set(body, 2);
  const crc = crc32(bytes.subarray(0, 2 + body.length)) ^ (badCrc ? 1 : 0);
  new DataView(bytes.buffer).setUint32(2 + body.length, crc >>> 0);
  return toBase64Url(bytes);
}
const deflateJson = (v: unknown) => deflateSync(new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v)));

/** When the teacher received the sample reports: the day after they were made. */
const RECEIVED = Date.UTC(2025, 2, 4);

function memoryApi(): ProgressApi {
  return createProgressApi(new MemoryBackend());
}

// ------------------------------------------------------------------------------------ encoding

describe('bytes', () => {
  it('computes CRC-32 (IEEE)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('base64url matches Node and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
    expect(fromBase64Url('ab+c')).toBeUndefined();
    expect(fromBase64Url('abc=')).toBeUndefined();
    expect(fromBase64Url('a')).toBeUndefined();
  });
});

describe('assignment links', () => {
  it('round-trip a set, and accept a full link, #fragment or bare payload', async () => {
    const set = sampleSet();
    const payload = encodeSet(set);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeSet(payload)).toEqual({ ok: true, value: set });
    const link = linkTo('https://example.org', '/janggi/assign', payload);
    expect(link).toBe(`https://example.org/janggi/assign#${payload}`);
    expect(await decodeSet(link)).toEqual({ ok: true, value: set });
    expect(await decodeSet(`  #${payload}\n`)).toEqual({ ok: true, value: set });
  });

  it('keep ten puzzles and a note short enough for a QR code', () => {
    const items = [lesson('horse'), lesson('cannon'), ...PUZZLES.slice(0, 10).map((p) => puzzle(p.id))];
    const set = sampleSet({ items, note: 'Mate in two, ten times. Write down the first move of each.' });
    const link = linkTo('https://janggi.example.org', '/assign', encodeSet(set));
    expect(link.length).toBeLessThan(400);
    const qr = qrMatrix(link);
    expect(qr.ok && qr.value.size).toBeLessThanOrEqual(73); // version 14 or smaller
  });

  it('round-trip arbitrary valid sets', async () => {
    const refArb = fc.oneof(
      fc.constantFrom(...PUZZLES.map((p) => puzzle(p.id))),
      fc.constantFrom(lesson('horse'), lesson('cannon'), track('forks')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 150, unit: 'grapheme' }),
        fc.string({ maxLength: 1200 }),
        fc.uniqueArray(refArb, { minLength: 1, maxLength: 20, selector: refToString }),
        fc.option(fc.date({ min: new Date(2020, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), { nil: undefined }),
        async (title, note, items, due) => {
          const day = due ? due.toISOString().slice(0, 10) : '';
          const made = makeSet({ title, note, due: day, items }, catalog, 1_700_000_000_000, 'Zz09_-abcdef');
          if (!made.ok) {
            expect(made.error).toBe('title'); // only a title that cleans to nothing fails
            return;
          }
          expect(await decodeSet(encodeSet(made.value))).toEqual({ ok: true, value: made.value });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuse a newer format version before anything else, and an unknown older one', async () => {
    const body = deflateJson({ i: 'AbCdEfGhIjKl' });
    expect((await decodeSet(rawPayload(FORMAT_VERSION + 1, 0x41, body, true))).ok).toBe(false);
    expect(await decodeSet(rawPayload(FORMAT_VERSION + 1, 0x41, body, true))).toMatchObject({ error: { code: 'newer-version' } });
    // Short junk, or a first byte no version of the app will write, is not a link at all.
    expect(await decodeSet(rawPayload(255, 0x00, new Uint8Array(0)))).toMatchObject({ error: { code: 'malformed' } });
    for (const junk of ['#abc', '#abcd', 'https://example.org/report#abc', '#zzzzzzzzzzzz', '#_-_-_-_-'])
      expect(await decodeReport(junk), junk).toMatchObject({ error: { code: 'malformed' } });
    expect(await decodeSet(rawPayload(0, 0x41, body))).toMatchObject({ error: { code: 'malformed' } });
  });

  it('tell a report link from an assignment link', async () => {
    expect(await decodeSet(encodeReport(sampleReport()))).toMatchObject({ ok: false, error: { code: 'wrong-kind' } });
    expect(await decodeReport(encodeSet(sampleSet()))).toMatchObject({ ok: false, error: { code: 'wrong-kind' } });
  });

  it('detect changed and cut-off links by checksum', async () => {
    const payload = encodeSet(sampleSet());
    const bytes = fromBase64Url(payload)!;
    for (let i = 2; i < bytes.length; i++) {
      const changed = bytes.slice();
      changed[i] ^= 0x10;
      expect(await decodeSet(toBase64Url(changed)), `byte ${i}`).toMatchObject({ ok: false, error: { code: 'checksum' } });
    }
    // Cut anywhere, a link says it was cut short, never that it is not a link at all (a cut can
    // leave a length base64url never has: 4n + 1 characters).
    for (let cut = 1; cut < payload.length; cut++) {
      const r = await decodeSet(payload.slice(0, payload.length - cut));
      expect(r.ok, `cut ${cut}`).toBe(false);
      if (!r.ok) expect(['checksum', 'truncated'], `cut ${cut}`).toContain(r.error.code);
    }
    expect(await decodeSet(payload.slice(0, 5))).toMatchObject({ error: { code: 'truncated' } });
    expect(await decodeSet('AUFd*')).toMatchObject({ error: { code: 'malformed' } });
    expect(await decodeSet(payload.slice(0, 3))).toMatchObject({ error: { code: 'truncated' } });
    expect(await decodeSet('')).toMatchObject({ error: { code: 'empty' } });
    expect(await decodeSet('https://x.org/assign#')).toMatchObject({ error: { code: 'empty' } });
    expect(await decodeSet('not a link!')).toMatchObject({ error: { code: 'malformed' } });
  });

  it('cap the link length, the unpacked size and the item count', async () => {
    expect(await decodeSet('A'.repeat(LIMITS.fragmentChars + 4))).toMatchObject({ error: { code: 'too-large' } });
    // A compression bomb with a valid checksum: a few KB that unpack to 10 MB.
    const bomb = rawPayload(1, 0x41, deflateSync(new Uint8Array(10_000_000).fill(32), { level: 9 }));
    expect(bomb.length).toBeLessThan(LIMITS.fragmentChars);
    const started = performance.now();
    expect(await decodeSet(bomb)).toMatchObject({ error: { code: 'too-large' } });
    expect(performance.now() - started).toBeLessThan(1000);
    // Just over the cap, compressible JSON.
    const big = `{"i":"AbCdEfGhIjKl","t":"x","c":1,"x":["l:horse"],"pad":"${'a'.repeat(LIMITS.decodedBytes)}"}`;
    expect(await decodeSet(rawPayload(1, 0x41, deflateJson(big)))).toMatchObject({ error: { code: 'too-large' } });
    const many = { i: 'AbCdEfGhIjKl', t: 'x', c: 1, x: Array.from({ length: LIMITS.items + 1 }, (_, i) => `p:q${i}`) };
    expect(await decodeSet(pack('assignment', many))).toMatchObject({ error: { code: 'invalid' } });
    const longTitle = { i: 'AbCdEfGhIjKl', t: 'x'.repeat(LIMITS.title + 1), c: 1, x: ['l:horse'] };
    expect(await decodeSet(pack('assignment', longTitle))).toMatchObject({ error: { code: 'invalid' } });
    const report = {
      s: 'AbCdEfGhIjKl',
      t: 'x',
      n: 'y',
      a: 1,
      r: Array.from({ length: LIMITS.items + 1 }, (_, i) => [`p:q${i}`, 0, null, 0, null, null]),
    };
    expect(await decodeReport(pack('report', report))).toMatchObject({ error: { code: 'invalid' } });
  });

  it('check every field', () => {
    const good = { i: 'AbCdEfGhIjKl', t: 'Title', c: 1_700_000_000, x: ['l:horse', 'p:p001'] };
    expect(readSet(good).ok).toBe(true);
    const bad: unknown[] = [
      null,
      [],
      'set',
      { ...good, i: 'short' },
      { ...good, i: '<script>' },
      { ...good, t: '' },
      { ...good, t: '   \u0000 ' },
      { ...good, t: 42 },
      { ...good, n: ['note'] },
      { ...good, d: '2025-02-30' },
      { ...good, d: 'tomorrow' },
      { ...good, c: -1 },
      { ...good, c: 1.5 },
      { ...good, c: '1' },
      { ...good, x: [] },
      { ...good, x: 'l:horse' },
      { ...good, x: ['l:horse', 'l:horse'] },
      { ...good, x: ['q:horse'] },
      { ...good, x: ['l:../../etc'] },
      { ...good, x: ['p:<img src=x onerror=alert(1)>'] },
      { ...good, x: [`p:${'a'.repeat(LIMITS.id + 1)}`] },
    ];
    for (const wire of bad) expect(readSet(wire), JSON.stringify(wire)).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('keep markup as plain text and drop invisible controls', async () => {
    const hostile = {
      i: 'AbCdEfGhIjKl',
      t: '<script>alert(1)</script>',
      n: '<img src=x onerror=alert(1)>\u202eevil\u0007',
      c: 1,
      x: ['l:horse'],
    };
    const r = await decodeSet(pack('assignment', hostile));
    expect(r).toMatchObject({ ok: true, value: { title: '<script>alert(1)</script>', note: '<img src=x onerror=alert(1)>evil' } });
    expect(cleanText('  a\u200b b\t\tc \r\n d ')).toBe('a b c d');
    expect(cleanText('one  \r\n\r\n\r\n\r\ntwo', true)).toBe('one\n\ntwo');
    expect(cleanText('\ud800x')).toBe('\ufffdx');
  });

  it('find items this version of the app does not have', async () => {
    const wire = { i: 'AbCdEfGhIjKl', t: 'New content', c: 1, x: ['l:horse', 'p:zz-999', 'e:nope'] };
    const r = await decodeSet(pack('assignment', wire));
    expect(r.ok).toBe(true);
    if (r.ok) expect(unknownRefs(catalog, r.value.items)).toEqual([puzzle('zz-999'), track('nope')]);
  });
});

describe('report links', () => {
  it('round-trip', async () => {
    const report = sampleReport();
    expect(await decodeReport(encodeReport(report))).toEqual({ ok: true, value: report });
    const link = linkTo('http://127.0.0.1:4173', '/report', encodeReport(report));
    expect(await decodeReport(link)).toEqual({ ok: true, value: report });
  });

  it('check results', async () => {
    const base = { s: 'AbCdEfGhIjKl', t: 'Set', n: 'Ana', a: 1_700_000_000 };
    expect((await decodeReport(pack('report', { ...base, r: [['p:p001', 1, 3, 1, 0, 12]] }))).ok).toBe(true);
    const bad = [
      [['p:p001', 2, 3, 1, 0, 12]],
      [['p:p001', 1, 4, 1, 0, 12]],
      [['p:p001', 1, 3, -1, 0, 12]],
      [['p:p001', 1, 3, 1, 0]],
      [['p:p001', 1, 3, 1, 0, 12, 3, 2]],
      [
        ['p:p001', 1, 3, 1, 0, 12],
        ['p:p001', 0, 0, 0, 0, 0],
      ],
      [{ ref: 'p:p001' }],
    ];
    for (const r of bad)
      expect(await decodeReport(pack('report', { ...base, r })), JSON.stringify(r)).toMatchObject({
        ok: false,
        error: { code: 'invalid' },
      });
    expect(await decodeReport(pack('report', { ...base, n: '', r: [] }))).toMatchObject({ error: { code: 'invalid' } });
    expect(await decodeReport(pack('report', { ...base, n: 'x'.repeat(LIMITS.student + 1), r: [] }))).toMatchObject({
      error: { code: 'invalid' },
    });
  });
});

describe('links made by earlier versions', () => {
  // Payloads as the app has written them since the first format (a set with a note and a due day;
  // a report without a student id, with parts), kept verbatim: a link already sent must still open.
  const SET_LINK =
    'AUGrVspUslJyTDJOcU2zzPDKNsxV0lEqAQr5JpakFitk5ikYKTxqmKLwZuaOt21b33TMAErnAaVDyvMVEhVSEiv1YvIci7MVclMV8vMU3IoyQUJANSlANUYGRqa6Bsa6hiZAgWQlK0NzEwMzAxDQUapQsopWyrHKyC8qTgXKplql5RdlFwNZBVa5RrpAJYZKsbUAKfzwWg';
  const REPORT_LINK =
    'AVKrVipWslJyTDJOcU2zzPDKNsxV0lEqAQr5JpakFitk5ikYKTxqmKLwZuaOt21b33TMAErngaQz87IygexEJStDcxMDMxMDINBRKlKyio5WyrHKyC8qTlXSMdQx1jHSMdCxNNUBwlidaKVUq7T8ouxiJaBgXmlODlAFmDIxAKozAykosMo10gWaZQjSDVViAJSPja0FALAOABg';

  it('a set link opens with every field', async () => {
    expect(await decodeSet(`https://example.org/assign#${SET_LINK}`)).toEqual({
      ok: true,
      value: {
        id: 'Ab3dEf9hJk1m',
        title: 'Mates in 2 — 외통수',
        note: 'Two a day.\nAsk me on Friday.',
        due: '2025-03-14',
        createdAt: 1_740_600_000_000,
        items: [lesson('horse'), track('forks'), puzzle('m2-0001')],
      },
    });
    const set = await decodeSet(SET_LINK);
    if (!set.ok) throw new Error(set.error.code);
    expect(encodeSet(set.value), 'written again byte for byte').toBe(SET_LINK);
  });

  it('a report link opens with every result', async () => {
    expect(await decodeReport(REPORT_LINK)).toEqual({
      ok: true,
      value: {
        setId: 'Ab3dEf9hJk1m',
        setTitle: 'Mates in 2 — 외통수',
        student: 'Minji',
        at: 1_740_640_000_000,
        items: [
          { ref: lesson('horse'), done: true, stars: 3, attempts: 2, hints: 0, ms: 95_000, parts: [5, 5] },
          { ref: track('forks'), done: false, stars: null, attempts: 1, hints: null, ms: 40_000, parts: [2, 6] },
          { ref: puzzle('m2-0001'), done: true, stars: null, attempts: 1, hints: 0, ms: 40_000 },
        ],
      },
    });
    const report = await decodeReport(REPORT_LINK);
    if (!report.ok) throw new Error(report.error.code);
    expect(encodeReport(report.value), 'written again byte for byte').toBe(REPORT_LINK);
  });
});

describe('decoders under fuzzing', () => {
  const decoders = [
    ['decodeSet', decodeSet],
    ['decodeReport', decodeReport],
  ] as const;
  const validPayloads = [encodeSet(sampleSet()), encodeReport(sampleReport())];

  const isResult = (r: unknown) => {
    expect(r).toBeTypeOf('object');
    const res = r as { ok: boolean; value?: unknown; error?: { code: string } };
    expect(typeof res.ok).toBe('boolean');
    if (!res.ok) expect(typeof res.error?.code).toBe('string');
  };

  // Any code point, lone surrogates included: what fc.string({ unit: 'binary' }) draws, without
  // the table that unit builds on first use (over a second of CPU).
  const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

  it.each(decoders)('%s never throws on any text', async (_name, decode) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.string({ unit: anyCodePoint }), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]{0,300}$/)),
        async (s) => {
          isResult(await decode(s));
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each(decoders)('%s never throws on changed valid links', async (_name, decode) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...validPayloads),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (payload, edits, fixCrc) => {
          const bytes = fromBase64Url(payload)!.slice();
          for (const [at, value] of edits) bytes[at % bytes.length] = value;
          // Optionally repair the checksum, so the change reaches decompression and validation.
          const text = fixCrc ? rawPayload(bytes[0], bytes[1], bytes.subarray(2, bytes.length - 4)) : toBase64Url(bytes);
          isResult(await decode(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each(decoders)('%s never throws on any JSON with a valid checksum, and re-encodes what it accepts', async (_name, decode) => {
    const kind = _name === 'decodeSet' ? 'assignment' : 'report';
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (json) => {
        const r = await decode(pack(kind, json));
        isResult(r);
        if (r.ok) {
          const again =
            kind === 'assignment'
              ? await decodeSet(encodeSet(r.value as AssignmentSet))
              : await decodeReport(encodeReport(r.value as Report));
          expect(again).toEqual(r);
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each(decoders)('%s never throws on records shaped almost right', async (_name, decode) => {
    const kind = _name === 'decodeSet' ? 'assignment' : 'report';
    const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    const shaped =
      kind === 'assignment'
        ? fc.record({
            i: fc.oneof(fc.constant('AbCdEfGhIjKl'), anyValue),
            t: anyValue,
            n: anyValue,
            d: anyValue,
            c: anyValue,
            x: fc.oneof(fc.array(fc.oneof(fc.constant('l:horse'), anyValue)), anyValue),
          })
        : fc.record({
            s: fc.oneof(fc.constant('AbCdEfGhIjKl'), anyValue),
            t: anyValue,
            n: anyValue,
            a: anyValue,
            r: fc.oneof(
              fc.array(fc.array(fc.oneof(fc.constant('p:p001'), fc.integer({ min: -1, max: 4 }), fc.constant(null), anyValue))),
              anyValue,
            ),
          });
    await fc.assert(
      fc.asyncProperty(shaped, async (wire) => isResult(await decode(pack(kind, wire)))),
      { numRuns: 500 },
    );
  });
});

// ----------------------------------------------------------------------------------- composing

describe('making a set', () => {
  it('resolves "ten mate-in-2 puzzles rated 1000–1300" to fixed ids', () => {
    const rule = { count: 10, mateIn: 2, minRating: 1000, maxRating: 1300 };
    const matching = PUZZLES.filter((p) => matchesRule(p, rule));
    expect(matching.length).toBe(6); // the fixture has only six
    const picked = resolveRule(catalog, rule);
    expect(picked).toEqual(matching.map((p) => puzzle(p.id)));

    const wide = { count: 10, minRating: 800, maxRating: 1600 };
    const ten = resolveRule(catalog, wide, [puzzle('p001')], () => 0.5);
    expect(ten).toHaveLength(10);
    expect(new Set(ten.map((r) => r.id)).size).toBe(10);
    expect(ten).not.toContainEqual(puzzle('p001'));
    for (const ref of ten) expect(matchesRule(catalog.get(ref)!, wide)).toBe(true);
    expect(resolveRule(catalog, { count: 3, theme: 'nothing' })).toEqual([]);
  });

  it('checks the draft', () => {
    const draft = { title: 'T', note: '', due: '', items: [lesson('horse')] };
    expect(makeSet({ ...draft, title: '  ' }, catalog)).toEqual({ ok: false, error: 'title' });
    expect(makeSet({ ...draft, items: [] }, catalog)).toEqual({ ok: false, error: 'items' });
    expect(makeSet({ ...draft, due: '2025-13-01' }, catalog)).toEqual({ ok: false, error: 'due' });
    expect(makeSet({ ...draft, items: [lesson('nope')] }, catalog)).toEqual({ ok: false, error: 'unknown' });
    const made = makeSet({ ...draft, items: [lesson('horse'), lesson('horse')] }, catalog);
    expect(made.ok && made.value.items).toEqual([lesson('horse')]);
    expect(made.ok && made.value.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});

// ------------------------------------------------------------------------------ progress, store

describe('results from progress', () => {
  it('measures lessons, tracks and puzzles', async () => {
    const api = memoryApi();
    await api.recordLessonStep({ lessonId: 'horse', stepId: 'open-field', stars: 3, score: 1 });
    await api.recordLessonStep({ lessonId: 'horse', stepId: 'gallop', stars: 0, score: 0 });
    await api.recordLessonStep({ lessonId: 'horse', stepId: 'gallop', stars: 2, score: 1 });
    expect(await itemResult(api, catalog, lesson('horse'))).toEqual({
      ref: lesson('horse'),
      done: false,
      stars: 0,
      attempts: 3,
      hints: null,
      ms: null,
      parts: [2, 3],
    });
    await api.recordLessonStep({ lessonId: 'horse', stepId: 'hobbled', stars: 3, score: 1 });
    expect(await itemResult(api, catalog, lesson('horse'))).toMatchObject({ done: true, stars: 2, attempts: 4, parts: [3, 3] });

    await api.recordExercise({ exerciseId: 'forks-1', solved: true, score: 1 });
    expect(await itemResult(api, catalog, track('forks'))).toMatchObject({ done: false, attempts: 1, parts: [1, 2], stars: null });

    await api.recordPuzzleAttempt({ puzzleId: 'p001', result: 'failed', hints: 0, moves: [], ms: 10_000 });
    await api.recordPuzzleAttempt({ puzzleId: 'p001', result: 'skipped', hints: 0, moves: [], ms: 1_000 });
    await api.recordPuzzleAttempt({ puzzleId: 'p001', result: 'solved', hints: 0, moves: [], ms: 20_400 });
    expect(await itemResult(api, catalog, puzzle('p001'))).toEqual({
      ref: puzzle('p001'),
      done: true,
      stars: 2,
      attempts: 2,
      hints: 0,
      ms: 30_400,
    });
    await api.recordPuzzleAttempt({ puzzleId: 'p002', result: 'solved', hints: 1, moves: [], ms: 5_000 });
    expect(await itemResult(api, catalog, puzzle('p002'))).toMatchObject({ done: true, stars: 1, hints: 1 });
    await api.recordPuzzleAttempt({ puzzleId: 'p003', result: 'solved', hints: 0, moves: [], ms: 5_000 });
    expect(await itemResult(api, catalog, puzzle('p003'))).toMatchObject({ done: true, stars: 3 });
    expect(await itemResult(api, catalog, puzzle('p004'))).toMatchObject({ done: false, stars: 0, attempts: 0 });
  });

  it('makes a report that survives the link', async () => {
    const set = sampleSet();
    const report = makeReport(
      set,
      'Ana',
      [{ ref: puzzle('p002'), done: true, stars: 3, attempts: 1, hints: 0, ms: 12_345 }],
      1_700_000_000_999,
    );
    expect(report.at).toBe(1_700_000_000_000);
    expect(report.items[0].ms).toBe(12_000);
    expect(await decodeReport(encodeReport(report))).toEqual({ ok: true, value: report });
  });
});

describe('store', () => {
  it('keeps teacher and student copies of the same set apart', async () => {
    const api = memoryApi();
    const set = sampleSet();
    await saveAuthoredSet(api, set);
    expect(await acceptSet(api, set, 5)).toBe('added');
    expect(await acceptSet(api, set, 6)).toBe('unchanged');
    expect(await acceptSet(api, { ...set, title: 'Renamed' }, 7)).toBe('updated');
    expect((await getAcceptedSet(api, set.id))?.acceptedAt).toBe(5);
    expect(await listAuthoredSets(api)).toEqual([{ role: 'teacher', set }]);
    expect((await listAcceptedSets(api)).map((s) => s.set.title)).toEqual(['Renamed']);
  });

  it('counts the same report once; newer replaces older; older is ignored', async () => {
    const api = memoryApi();
    const first = sampleReport();
    expect(await importReport(api, first, RECEIVED + 100)).toBe('added');
    expect(await importReport(api, first, RECEIVED + 101)).toBe('duplicate');
    expect(await importReport(api, { ...first, student: '  min-JUN ' }, RECEIVED + 102)).toBe('duplicate'); // same content after the name
    const newer = sampleReport({ at: first.at + 60_000, items: first.items.map((r) => ({ ...r, done: true })) });
    expect(await importReport(api, newer, RECEIVED + 103)).toBe('replaced');
    expect(await importReport(api, first, RECEIVED + 104)).toBe('older');
    expect(await importReport(api, sampleReport({ student: 'Seo-yeon' }), RECEIVED + 105)).toBe('added');
    expect(await importReport(api, sampleReport({ setId: 'OtherSet0001' }), RECEIVED + 106)).toBe('added');

    const held = await listReports(api, first.setId);
    expect(held.map((r) => [r.report.student, r.report.at])).toEqual([
      ['Min-jun', newer.at],
      ['Seo-yeon', first.at],
    ]);
    expect(await listReports(api)).toHaveLength(3);
  });

  it('ignores stored records it cannot read', async () => {
    const api = memoryApi();
    await api.saveAssignment({ id: 'assign:x', title: 'x', createdAt: 0, payload: { v: 1, role: 'student', set: { i: 'bad' } } });
    await api.saveAssignment({ id: 'assign:y', title: 'y', createdAt: 0, payload: 'junk' });
    await api.addReport({ assignmentId: 'AbCdEfGhIjKl', student: 'x', receivedAt: 0, payload: { v: 2 } });
    expect(await listAcceptedSets(api)).toEqual([]);
    expect(await listReports(api)).toEqual([]);
    expect(await importReport(api, sampleReport(), RECEIVED + 1)).toBe('added');
  });
});

// ---------------------------------------------------------------------------------- class table

describe('class table', () => {
  async function table() {
    const api = memoryApi();
    const set = sampleSet();
    await importReport(api, sampleReport({ student: 'Seo-yeon' }), RECEIVED + 1);
    await importReport(
      api,
      sampleReport({ student: 'ana', items: [{ ref: puzzle('p002'), done: false, stars: 0, attempts: 3, hints: 2, ms: 90_000 }] }),
      RECEIVED + 2,
    );
    await importReport(api, sampleReport({ student: '=HYPERLINK("http://x","a, b")\nline2' }), RECEIVED + 3);
    return buildClassTable(set.id, set, await listReports(api, set.id));
  }

  it('has a row per student and a column per item, sortable', async () => {
    const t = await table();
    expect(t.title).toBe('Week 3: horses');
    expect(t.items.map(refToString)).toEqual(['l:horse', 'e:forks', 'p:p002']);
    // Names are one line: the newline became a space.
    expect(t.rows.map((r) => r.student)).toEqual(['=HYPERLINK("http://x","a, b") line2', 'ana', 'Seo-yeon']);
    expect(t.rows.map((r) => r.done)).toEqual([2, 0, 2]);
    expect(sortRows(t.rows, { key: 'student', dir: 'desc' }).map((r) => r.student)[0]).toBe('Seo-yeon');
    expect(sortRows(t.rows, { key: 'done', dir: 'asc' }).map((r) => r.student)[0]).toBe('ana');
    expect(sortRows(t.rows, { key: 'time', dir: 'desc' }).map((r) => r.student)[0]).toBe('ana');
    expect(sortRows(t.rows, { key: 'item:l:horse', dir: 'asc' }).map((r) => r.student)[0]).toBe('ana');
  });

  it('builds from reports alone when the teacher does not have the set', async () => {
    const api = memoryApi();
    await importReport(api, sampleReport(), RECEIVED + 1);
    const t = buildClassTable('AbCdEfGhIjKl', undefined, await listReports(api));
    expect(t.title).toBe('Week 3: horses');
    expect(t.items.map(refToString)).toEqual(['l:horse', 'e:forks', 'p:p002']);
  });

  it('exports CSV with quoting and no formulas', async () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-2)).toBe('-2');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('1');
    expect(csvField('장기')).toBe('장기');

    const t = await table();
    const label = (ref: ItemRef) => catalog.get(ref)?.title || `Puzzle ${ref.id}`;
    const csv = tableToCsv(t, label, 'UTC');
    const lines = csv.split('\r\n');
    // Local time, as the table shows it (the test's own time zone).
    const AT = localDateTime(Date.UTC(2025, 2, 3, 16, 0, 0));
    expect(lines[0]).toBe(
      'set_id,set_title,student,reported_at_local (UTC),item,kind,title,done,stars,attempts,hints,time_s,parts_done,parts_total',
    );
    expect(lines[1]).toBe(
      `AbCdEfGhIjKl,Week 3: horses,"'=HYPERLINK(""http://x"",""a, b"") line2",${AT},horse,lesson,The horse,1,2,5,,,3,3`,
    );
    expect(lines).toContain(`AbCdEfGhIjKl,Week 3: horses,ana,${AT},horse,lesson,The horse,,,,,,,`);
    expect(lines).toContain(`AbCdEfGhIjKl,Week 3: horses,ana,${AT},p002,puzzle,Puzzle p002,0,0,3,2,90,,`);
    expect(lines).toContain(`AbCdEfGhIjKl,Week 3: horses,Seo-yeon,${AT},forks,track,Forks,0,,1,,,1,2`);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 3 * 3 + 1);
  });
});

describe('QR codes', () => {
  it('draws the module matrix as path data, or says it is too long', () => {
    const r = qrMatrix('https://example.org/assign#abc');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.size).toBeGreaterThanOrEqual(21);
      expect(r.value.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    }
    expect(qrMatrix('x'.repeat(5000))).toEqual({ ok: false, error: 'too-long' });
  });
});

describe('teaching page messages', () => {
  it('has every key in English and Korean, with the same parameters, and the app catalogue has none of them', async () => {
    const { ASSIGNMENT_CATALOGUES } = await import('$lib/assignments/text');
    const { default: appEn } = await import('$lib/i18n/lang/en/app');
    const { en, ko: loaded } = ASSIGNMENT_CATALOGUES;
    const ko = loaded!;
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(params(ko[key]), key).toEqual(params(en[key]));
      expect(ko[key].trim(), key).not.toBe('');
      expect(Object.keys(appEn), key).not.toContain(key);
    }
  });
});

describe('the catalogue from /catalog.json', () => {
  it('builds lesson, track and puzzle items whose titles follow the language', async () => {
    const { catalogFromData, puzzleRows } = await import('$lib/assignments/catalog');
    const { locale } = await import('$lib/i18n');
    const cat = catalogFromData({
      lessons: [{ id: 'horse', title: { en: 'The horse', ko: '마' }, summary: { en: 'Jumps' }, parts: ['a', 'b'] }],
      tracks: [{ id: 'soldiers', first: 'pair-up', parts: ['soldiers/pair-up'] }],
      ...puzzleRows([
        { id: 'm1-0001', mateIn: 1, rating: 900, themes: ['mate-in-1'], fen: '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1' },
        { id: 'm2-0001', mateIn: 2, rating: 1200, themes: ['mate-in-2', 'fork'], fen: '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1' },
      ]),
    });
    expect(cat.get(lesson('horse'))).toMatchObject({ title: 'The horse', summary: 'Jumps', path: '/learn/horse', parts: ['a', 'b'] });
    expect(cat.get(track('soldiers'))).toMatchObject({ title: 'Soldier structure', path: '/exercises/soldiers/pair-up' });
    expect(cat.get(puzzle('m1-0001'))).toMatchObject({
      path: '/puzzles/m1-0001',
      mateIn: 1,
      rating: 900,
      themes: ['mate-in-1'],
      fen: '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1',
    });
    expect(cat.get(puzzle('m2-0001'))).toMatchObject({ mateIn: 2, rating: 1200, themes: ['mate-in-2', 'fork'] });
    expect(cat.ofKind('puzzle').map((p) => p.id)).toEqual(['m1-0001', 'm2-0001']);
    locale.set('ko');
    try {
      expect(cat.get(lesson('horse'))?.title).toBe('마');
      expect(cat.get(lesson('horse'))?.summary).toBe('Jumps');
      expect(cat.get(track('soldiers'))?.title).toBe('졸의 모양');
    } finally {
      locale.set('en');
    }
  });
});
