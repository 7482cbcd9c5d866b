// Nothing lost: progress made through the UI goes out as a backup and comes back whole on a fresh
// browser (and on the same device, where corrupt, foreign and hostile files change nothing); pages
// that read a link fragment survive any fragment; clearing the site's data under an open page does
// not leave old results on screen.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, until, waitForApp } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const point = (page, name) => page.locator(`[data-square="${name}"]`);

async function go(page, path) {
  await page.goto(path);
  await waitForApp(page);
}

/** Every record of the progress database, read with the raw IndexedDB API (no app code). */
function dumpProgress(page) {
  return page.evaluate(async () => {
    const req = (r) => new Promise((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    const db = await req(indexedDB.open('janggi-trainer'));
    const data = {};
    for (const name of db.objectStoreNames) {
      const tx = db.transaction(name, 'readonly');
      const store = tx.objectStore(name);
      if (store.keyPath === null) {
        const [keys, values] = await Promise.all([req(store.getAllKeys()), req(store.getAll())]);
        data[name] = keys.map((k, i) => [k, values[i]]);
      } else data[name] = await req(store.getAll());
    }
    db.close();
    return JSON.parse(JSON.stringify(data));
  });
}

/** JSON with object keys sorted, so equal records read equal whatever order their fields were written in. */
const canonical = (v) =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );

/** Records comparable across devices: auto-increment ids and per-device settings left out. */
function comparable(dump) {
  const out = {};
  for (const [store, rows] of Object.entries(dump)) {
    out[store] = rows
      .filter((r) => !(Array.isArray(r) && ['persistence', 'deviceMarker'].includes(r[0])))
      .map((r) => (Array.isArray(r) ? r : (({ id: _id, ...rest }) => rest)(r)))
      .map(canonical)
      .sort();
  }
  return out;
}
const count = (c) => Object.values(c).reduce((n, rows) => n + rows.length, 0);

async function solvePuzzle(page, id, moves) {
  await go(page, `/puzzles/${id}`);
  await page.getByTestId('puzzle-player').waitFor();
  for (const [from, to] of moves) {
    await point(page, from).click();
    await point(page, to).click();
  }
  await page.locator('[data-testid="puzzle-player"][data-status="solved"]').waitFor();
  // Recorded: the page holds busy ('saving') until the attempt is in the store.
  await page.waitForFunction(() => !(document.documentElement.dataset.busy ?? '').split(' ').includes('saving'));
}

describe('nothing lost', () => {
  test(
    'progress made through the UI (rank-10 moves included) goes out as a backup and comes back whole on a fresh browser; a corrupt file changes nothing',
    { timeout: 120_000 },
    async () => {
      const a = await openPage(browser, 'desktop', { ...NO_SW, acceptDownloads: true });
      // m1-0351 is solved by b10c10: a move between two rank-10 points, six characters.
      await solvePuzzle(a.page, 'm1-0351', [['b10', 'c10']]);
      // /play: a4a5 d10e10 (Han's guard along the tenth rank).
      await go(a.page, '/play');
      await a.page.click('[data-action="quick-start"]');
      for (const [from, to] of [
        ['a4', 'a5'],
        ['d10', 'e10'],
      ]) {
        await point(a.page, from).click();
        await point(a.page, to).click();
      }
      await a.page.getByTestId('move-list').filter({ hasText: 'd10e10' }).waitFor();
      // Settings.
      await go(a.page, '/settings');
      await a.page.check('input[name="pieces"][value="letters"]');
      await a.page.check('input[name="theme"][value="dark"]');
      await until(
        () =>
          a.page.evaluate(async () => {
            const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
            const db = await req(indexedDB.open('janggi-trainer'));
            const keys = await req(db.transaction('settings').objectStore('settings').getAllKeys());
            db.close();
            return keys.includes('pieces') && keys.includes('theme');
          }),
        { what: 'both settings stored' },
      );
      const out = comparable(await dumpProgress(a.page));
      assert.ok(
        out.puzzleAttempts.some((r) => r.includes('"b10c10"')),
        'the attempt holds b10c10',
      );
      assert.ok(
        (out.games ?? []).some((r) => r.includes('d10e10')),
        'the saved game holds d10e10',
      );

      await go(a.page, '/progress');
      await a.page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      const [download] = await Promise.all([a.page.waitForEvent('download'), a.page.getByTestId('backup-export').click()]);
      assert.match(download.suggestedFilename(), /^janggi-trainer-backup-\d{4}-\d{2}-\d{2}\.json$/);
      const text = await readFile(await download.path(), 'utf8');
      const exported = JSON.parse(text);
      assert.equal(exported.app, 'janggi-trainer');

      // Corrupt, foreign and hostile files: a clear message each, and the data as it was.
      const before = await dumpProgress(a.page);
      const input = a.page.getByTestId('backup-import');
      const said = a.page.getByTestId('backup-message');
      const cases = [
        ['broken.json', '{"app":"janggi-trainer","format":1,"schemaV', /incomplete/],
        ['garbage.json', '\u0089PNG\r\n', /damaged/],
        ['package.json', '{"name":"some-package","version":"1.0.0"}', /not a Janggi trainer backup/],
        [
          'hostile.json',
          JSON.stringify({
            ...exported,
            data: { ...exported.data, lessonSteps: [{ lessonId: 'x', stepId: 'y', stars: 3, bestScore: 1, attempts: 1, updatedAt: 1 }] },
          }).replace('"lessonSteps":[{', '"lessonSteps":[{"__proto__":{"polluted":true},'),
          /does not accept/,
        ],
        ['newer.json', JSON.stringify({ ...exported, schemaVersion: 999 }), /newer version/],
      ];
      for (const [name, body, expected] of cases) {
        await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
        await said.and(a.page.locator('[data-ok="false"]')).filter({ hasText: expected }).waitFor();
        assert.match(await said.innerText(), /Nothing was changed/);
        assert.deepEqual(await dumpProgress(a.page), before, name);
      }
      assert.equal(await a.page.evaluate(() => ({}).polluted), undefined);
      await screenshot(a.page, 'progress-import-error-desktop', { fullPage: false });
      // The real export imports back on the same device: nothing new, nothing lost.
      await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await said.and(a.page.locator('[data-ok="true"]')).filter({ hasText: 'Backup loaded: 0 added' }).waitFor();
      assert.deepEqual(await dumpProgress(a.page), before);

      // A fresh browser context: nothing stored.
      const b = await openPage(browser, 'desktop', NO_SW);
      await go(b.page, '/progress');
      await b.page.locator('[data-testid="progress-page"][data-loaded]').waitFor();
      await b.page
        .getByTestId('backup-import')
        .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      const message = b.page.getByTestId('backup-message');
      await message.and(b.page.locator('[data-ok="true"]')).filter({ hasText: 'Backup loaded' }).waitFor();
      const back = comparable(await dumpProgress(b.page));
      for (const store of Object.keys(out)) assert.deepEqual(back[store], out[store], store);
      console.log(
        `[round trip] records out: ${count(out)}, records back: ${count(back)} (${Object.entries(out)
          .map(([s, r]) => `${s} ${r.length}`)
          .join(', ')})`,
      );
      assert.equal(count(back), count(out));
      // The game plays on from where it was.
      await go(b.page, '/play');
      await b.page.getByTestId('move-list').filter({ hasText: 'd10e10' }).waitFor();
      assert.deepEqual(a.errors, []);
      assert.deepEqual(b.errors, []);
      await a.context.close();
      await b.context.close();
    },
  );

  test('every page that reads a link fragment shows a message for any fragment', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    for (const path of ['/teach/results', '/assign', '/report', '/teach/print']) {
      for (const fragment of ['%E0%A4%A', '%', '<script>alert(1)</script>', 'x'.repeat(20000)]) {
        await go(page, `${path}#${fragment}`);
        await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading'), null, { timeout: 10_000 });
        const text = await page.locator('main').innerText();
        assert.ok(text.trim().length > 20, `${path}#${fragment.slice(0, 20)} shows something`);
      }
    }
    await go(page, '/teach/results#%E0%A4%A');
    await page.locator('main').filter({ hasText: 'There are no results for this set on this device.' }).waitFor();
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  test('clearing the site data under an open page takes the old results off the screen', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop', NO_SW);
    // m1-0002 is among the lowest rated, so it is on the list's first page.
    await solvePuzzle(page, 'm1-0002', [['f8', 'f10']]);
    await go(page, '/puzzles');
    await page.click('[data-length="1"]');
    const solved = page.locator('[data-puzzle-link="m1-0002"] .status.solved');
    await solved.waitFor();
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
    // Back to the tab (the user was in the browser's settings).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await solved.waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'data-safety/cleared-puzzles-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/play says the game is over, not whose move it is, after a mate', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await go(page, '/play');
    await page.click('[data-action="quick-start"]');
    await page.fill('#play-fen', '2Ra1k3/5a3/9/5N3/3pp4/9/1PPP3P1/2N6/3A1K3/3A5 w - - 0 1');
    // The field loads the engine's judgement of a typed position when it is focused.
    await page.waitForLoadState('networkidle');
    await page.click('[data-action="load-fen"]');
    await page.getByTestId('turn').filter({ hasText: 'Cho to move' }).waitFor();
    await point(page, 'c10').click();
    await point(page, 'd10').click();
    await page.getByTestId('result').waitFor();
    assert.equal(await page.getByTestId('turn').count(), 0, 'no "Han to move" beside "Game over"');
    assert.equal(await page.getByTestId('turn-over').innerText(), 'Game over');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('"Start the first lesson" opens the first lesson', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await go(page, '/');
    const first = await page.evaluate(async () => {
      const raw = await (await fetch('/learn/__data.json')).json();
      return JSON.stringify(raw);
    });
    await page.click('[data-action="start-first"]');
    await page.waitForURL(/\/learn\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    assert.ok(first.includes(`"${id}"`), `${id} is a lesson`);
    await page.locator('h1').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
