// The app shell: home, navigation, language, theme, settings, accessibility basics, the 404 page.
// (Without IndexedDB the banner and the app working in memory: progress.e2e.mjs.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, SCREENSHOTS_ON, waitForApp } from './helpers.mjs';

const SECTIONS = [
  ['/learn', 'Learn'],
  ['/exercises', 'Exercises'],
  ['/puzzles', 'Puzzles'],
  ['/play', 'Play'],
  ['/teach', 'Teach'],
  ['/progress', 'Progress'],
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Open `path` on a fresh context and wait for hydration. */
async function open(device, path = '/', contextOptions) {
  const session = await openPage(browser, device, { ...NO_SW, ...contextOptions });
  await session.page.goto(path);
  await waitForApp(session.page);
  return session;
}

/** What home shows on any device. */
async function homeContent(page) {
  assert.equal(await page.title(), 'Janggi trainer');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
  await page.getByRole('heading', { name: "Today's puzzle" }).waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count(), 6);
  await page.getByTestId('continue-card').getByRole('link', { name: 'Start the first lesson' }).waitFor();
}

/** With E2E_SCREENSHOTS=1, home in the other colour scheme too (a reload, as a device would start). */
async function otherScheme(page, device, scheme) {
  if (!SCREENSHOTS_ON) return;
  await page.emulateMedia({ colorScheme: scheme });
  await page.reload();
  await waitForApp(page);
  await screenshot(page, `home-${device}-${scheme}`);
}

const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('home', () => {
  test('loads on a phone set to dark, follows it, has a tab bar at the bottom with 44px targets and no overflow at 360px', async () => {
    const { page, context, errors } = await open('phone', '/', { colorScheme: 'dark' });
    await homeContent(page);
    // The theme setting is "system": the device's dark scheme.
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    assert.equal(await background(page), 'rgb(20, 23, 27)');
    await screenshot(page, 'home-phone-dark');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const box = await nav.boundingBox();
    assert.ok(box && Math.abs(box.y + box.height - 844) <= 1, `tab bar at ${JSON.stringify(box)}`);
    const targets = page.locator('nav a, header button, header a');
    for (let i = 0; i < (await targets.count()); i++) {
      const b = await targets.nth(i).boundingBox();
      assert.ok(b && b.width >= 44 && b.height >= 44, `target ${i} is ${b?.width}x${b?.height}`);
    }

    await page.setViewportSize({ width: 360, height: 740 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `page is ${width}px wide`);

    await nav.getByRole('link', { name: 'Puzzles' }).tap();
    await page.waitForURL('**/puzzles');
    assert.equal(await nav.getByRole('link', { name: 'Puzzles' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(errors, []);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await otherScheme(page, 'phone', 'light');
    await context.close();
  });

  test('loads on a desktop set to light; the skip link moves focus to the content', async () => {
    const { page, context, errors } = await open('desktop', '/', { colorScheme: 'light' });
    await homeContent(page);
    await screenshot(page, 'home-desktop-light');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await skip.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    assert.deepEqual(errors, []);
    await otherScheme(page, 'desktop', 'dark');
    await context.close();
  });
});

describe('navigation', () => {
  test('every section is reachable from the header on desktop', async () => {
    const { page, context, errors } = await open('desktop');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Sections are built by other parts of the project: check only what the shell promises.
    for (const [path, name] of SECTIONS) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await nav.getByRole('link', { name, exact: true }).getAttribute('aria-current'), 'page');
      assert.match(await page.title(), /Janggi trainer$/);
    }
    await page.getByRole('link', { name: 'Janggi trainer' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('language', () => {
  test('the picker switches to Korean, persists, and switches back', async () => {
    const { page, context, errors } = await open('phone');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await page.getByRole('heading', { level: 1, name: '한 수씩 배우는 장기' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '문제' }).waitFor();
    await screenshot(page, 'home-phone-ko');

    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: '한 수씩 배우는 장기' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');

    await page.getByRole('combobox', { name: '언어' }).selectOption({ label: 'English' });
    await page.getByRole('heading', { level: 1, name: 'Learn Janggi, one move at a time' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('theme', () => {
  test('the toggle switches to dark and back, and persists', async () => {
    const { page, context } = await open('desktop', '/', { colorScheme: 'light' });
    const light = await background(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    const dark = await background(page);
    assert.notEqual(dark, light);

    await page.reload();
    await waitForApp(page);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await background(page), dark);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    assert.equal(await background(page), light);
    await context.close();
  });
});

describe('settings', () => {
  test('choices are saved', async () => {
    const { page, context } = await open('desktop', '/settings');
    const notation = page.getByRole('group', { name: 'Move notation' });
    const pieces = page.getByRole('group', { name: 'Pieces' });
    await notation.getByRole('radio', { name: 'Korean (79졸78)' }).check();
    await pieces.getByRole('radio', { name: 'Letters' }).check();
    await page.reload();
    await waitForApp(page);
    assert.ok(await notation.getByRole('radio', { name: 'Korean (79졸78)' }).isChecked());
    assert.ok(await pieces.getByRole('radio', { name: 'Letters' }).isChecked());
    await screenshot(page, 'settings-desktop');
    await context.close();
  });
});

describe('an address with no page', () => {
  // The page itself answers 404, which Chromium logs as a failed resource: not an error of the app.
  const appErrors = (errors) => errors.filter((e) => !/status of 404/.test(e));
  test('a Korean device sees the 404 in Korean before the app has loaded, and after', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', {
      ...NO_SW,
      locale: 'ko-KR',
      viewport: { width: 360, height: 740 },
    });
    // First paint: the server's HTML with only the inline boot script (the app's modules refused).
    await page.route('**/_app/immutable/**', (route) => route.abort());
    const response = await page.goto('/no-such-page');
    assert.equal(response.status(), 404);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const heading = page.getByRole('heading', { level: 1 });
    assert.equal(await heading.innerText(), '페이지를 찾을 수 없어요');
    assert.equal(await page.getByText('Page not found').filter({ visible: true }).count(), 0);
    assert.ok(await page.getByRole('link', { name: '홈으로 가기' }).isVisible());
    // Hydrated: still Korean, titled in Korean, and the way home works.
    await page.unroute('**/_app/immutable/**');
    errors.length = 0; // the refused modules above
    await page.reload();
    await waitForApp(page);
    assert.equal(await heading.innerText(), '페이지를 찾을 수 없어요');
    assert.match(await page.title(), /^페이지를 찾을 수 없어요 · /);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `page is ${width}px wide`);
    await screenshot(page, 'not-found-ko-phone');
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await page.getByRole('heading', { name: '한 수씩 배우는 장기' }).waitFor();
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  test('elsewhere it is English, and a saved language wins over the browser', async () => {
    const { page, context, errors } = await open('desktop', '/learn/no-such-lesson');
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Page not found');
    assert.equal(await page.getByText('페이지를 찾을 수 없어요').isVisible(), false);
    assert.match(await page.title(), /^Page not found · Janggi trainer$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }).waitFor();
    await page.reload();
    await waitForApp(page);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), '페이지를 찾을 수 없어요');
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
});

// Pages whose content comes from the device (the student's sets, the day's puzzle) say what they are
// in their prerendered HTML, before their code has run: on a slow phone that is what shows first.
describe('before the code has run', () => {
  test('my assignments explains itself, the daily puzzle shows its rules', async () => {
    const { page, context } = await openPage(browser, 'phone', { ...NO_SW, javaScriptEnabled: false });
    await page.goto('/assign');
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'My assignments');
    await page.getByText('Your teacher hands out lessons, exercise tracks and puzzles as a link or a QR code.').waitFor();
    await page.goto('/puzzles/daily');
    await page.getByText('Rules: the defender may pass').waitFor();
    await context.close();
    // With the code: the same heading and lead, then the (empty) list under them.
    const live = await open('phone', '/assign');
    await live.page.getByTestId('no-assignments').waitFor();
    assert.equal(await live.page.getByRole('heading', { level: 1 }).innerText(), 'My assignments');
    assert.deepEqual(live.errors, []);
    await live.context.close();
  });
});

describe('a board page as it starts', () => {
  test("the server's points are hydrated in place: 90 points with their pieces at every step, the same elements after", async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    // Every state the points layer goes through: points and pieces, from the end of parsing (before
    // any module runs); the server's point elements are tagged then, to find them again after.
    await page.addInitScript(() => {
      window.__steps = [];
      const seen = () => {
        const layer = document.querySelector('.points');
        const step = {
          points: layer?.querySelectorAll('[data-square]').length ?? 0,
          pieces: layer?.querySelectorAll('[data-piece]').length ?? 0,
        };
        const last = window.__steps.at(-1);
        if (!last || Object.keys(step).some((k) => step[k] !== last[k])) window.__steps.push(step);
      };
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const el of document.querySelectorAll('.points [data-square]')) el.__server = true;
        seen();
        new MutationObserver(seen).observe(document, { subtree: true, childList: true });
      });
    });
    await page.goto('/puzzles/m1-0002');
    await waitForApp(page);
    const steps = await page.evaluate(() => window.__steps);
    const pieces = steps.at(-1).pieces;
    assert.ok(pieces > 2, `${pieces} pieces`);
    for (const s of steps) {
      assert.equal(s.points, 90, `every step has the 90 points: ${JSON.stringify(steps)}`);
      assert.equal(s.pieces, pieces, `every step has the pieces: ${JSON.stringify(steps)}`);
    }
    const kept = await page.evaluate(() => [...document.querySelectorAll('.points [data-square]')].filter((el) => el.__server).length);
    assert.equal(kept, 90, 'hydration kept the server-drawn points');
    // Live: a tap on a point focuses it (the board answers).
    await page.locator('[data-square="e2"]').click();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'e2');
    assert.deepEqual(errors, []);
    await context.close();
  });
  test("the pieces draw from the page's own sprite: no drawing fetched, every face drawn, with and without scripts", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, context, errors } = await openPage(browser, 'phone', { ...NO_SW, javaScriptEnabled });
      const fetched = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.svg')) fetched.push(r.url());
      });
      for (const path of ['/puzzles/m1-0002', '/learn/horse']) {
        await page.goto(path);
        if (javaScriptEnabled) await waitForApp(page);
        // Each face's reference is an element of this page, and draws at the size of the piece.
        const faces = await page.evaluate(() =>
          [...document.querySelectorAll('svg.piece use')].map((u) => {
            const href = u.getAttribute('href') ?? '';
            const box = u.getBBox();
            return { href, found: href.startsWith('#') && !!document.getElementById(href.slice(1)), width: box.width, height: box.height };
          }),
        );
        assert.ok(faces.length > 2, `${path}: ${faces.length} faces`);
        for (const f of faces) {
          assert.ok(f.found, `${path}: ${f.href} is in the page`);
          assert.ok(f.width > 10 && f.height > 10, `${path}: ${f.href} drawn ${f.width} x ${f.height}`);
        }
      }
      // The sprite takes no room and says nothing.
      const sprite = await page.evaluate(() => {
        const box = document.getElementById('hanja-cha')?.closest('svg')?.getBoundingClientRect();
        return box && { width: box.width, height: box.height };
      });
      assert.deepEqual(sprite, { width: 0, height: 0 });
      assert.deepEqual(fetched, [], 'no SVG fetched');
      if (javaScriptEnabled) assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
