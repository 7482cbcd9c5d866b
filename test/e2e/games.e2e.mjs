// /games and the review: a game played on /play is kept and listed; a .gib file imports (all of
// it, or nothing with the line and the reason); a game is reviewed (one element a ply with its
// class), exported and deleted; in English on a desktop and in Korean at 360 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { NARROW, NO_SW, openPage, playTwoMoves, screenshot, useBrowser, waitForApp } from './helpers.mjs';

const FIXTURE = new URL('../fixtures/records/two-games.gib', import.meta.url);
const CLASSES = ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced', 'book'];

const browser = useBrowser();

async function openGames(page, prefix = '') {
  await page.goto(`${prefix}/games`);
  await waitForApp(page);
  await page.waitForSelector('[data-testid="games-list"], [data-testid="games-empty"]');
}

const items = (page) => page.locator('[data-testid="games-list"] > li');

async function importFile(page, name, buffer) {
  await page.locator('[data-testid="import-file"]').setInputFiles({ name, mimeType: 'text/plain', buffer });
  return page.locator('[data-testid="games-notice"]');
}

/** Reviews the game at `row`: the first plies show while the engine goes on, then the whole review. */
async function review(page, row) {
  await row.locator('[data-action="review"]').click();
  await page.waitForSelector('[data-testid="review-running"], [data-testid="review"]');
  await page.waitForSelector('[data-testid="review-partial"] [data-ply="1"][data-class]', { timeout: 60_000 });
  await page.waitForSelector('[data-testid="review"]', { timeout: 180_000 });
}

/** The review's text of a ply's move. */
const plyMove = (page, n) => page.locator(`[data-ply="${n}"] .mv`).textContent();

describe('games', () => {
  test('a game played on /play is listed; a record file imports, reviews, exports and is deleted', { timeout: 300_000 }, async () => {
    const { context, page, errors } = await openPage(browser(), 'desktop', { ...NO_SW, acceptDownloads: true });
    await playTwoMoves(page);
    await page.locator('[data-testid="games-link"]').click();
    await page.waitForURL('**/games');
    await page.waitForSelector('[data-testid="games-list"]');
    assert.equal(await items(page).count(), 1);
    const played = items(page).first();
    assert.match(await played.textContent(), /Not finished/);
    assert.match(await played.textContent(), /Two players on this screen/);
    assert.equal(await played.locator('[data-action="continue"]').count(), 1);

    // A file with an illegal move in its second game: nothing is imported, the line and the ply are named.
    const good = await readFile(FIXTURE, 'utf8');
    const broken = good.replace('12. 41병42', '12. 41병49');
    const refused = await importFile(page, 'broken.gib', Buffer.from(broken));
    await refused.waitFor();
    const lineNo = broken.split('\n').findIndex((l) => l.includes('41병49')) + 1;
    assert.match(await refused.textContent(), new RegExp(`Nothing was imported\\. Line ${lineNo}, move 12`));
    assert.equal(await items(page).count(), 1);

    const notice = await importFile(page, 'two-games.gib', Buffer.from(good));
    await page.waitForFunction(() => document.querySelector('[data-testid="games-notice"]')?.textContent?.includes('2'));
    assert.match(await notice.textContent(), /Games imported: 2/);
    assert.equal(await items(page).count(), 3);
    await screenshot(page, 'games-list-desktop');

    // Rename the 22-move game, then review it.
    const short = items(page).filter({ hasText: '22 moves' });
    await short.locator('[data-action="rename"]').click();
    await short.locator('input[type="text"]').fill('Short one');
    await short.locator('[data-action="save-name"]').click();
    await page.waitForSelector('[data-testid="games-list"] >> text=Short one');
    await review(page, items(page).filter({ hasText: 'Short one' }));
    const plies = page.locator('[data-ply][data-class]');
    assert.equal(await plies.count(), 22);
    for (const c of await plies.evaluateAll((els) => els.map((e) => e.getAttribute('data-class')))) assert.ok(CLASSES.includes(c), c);
    assert.match(await page.locator('[data-testid="accuracy"]').textContent(), /Cho: \d+\.\d%/);
    assert.equal(await page.locator('[data-testid="eval-graph"] path').count(), 2);
    // Both sides pass at the end: said in words, never as the general's point twice.
    assert.equal(await plyMove(page, 21), 'pass');
    assert.equal(await plyMove(page, 22), 'pass');
    // Keyboard: → steps to the next ply.
    await page.locator('[data-ply="3"]').click();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-ply="4"][aria-current="true"]');
    await screenshot(page, 'games-review-desktop');
    // The review opened over the list, at the list's address with the game's id after `#review=`,
    // named as the review's own page is; Back shows the list as it was, the focus on the game's
    // Review link, and no review left running.
    const reviewUrl = new URL(page.url());
    assert.match(reviewUrl.pathname, /\/games$/);
    assert.match(reviewUrl.hash, /^#review=./);
    assert.equal(await page.locator('h1:visible').textContent(), 'Game review');
    assert.match(await page.title(), /^Game review/);
    await page.goBack();
    await page.waitForSelector('[data-testid="games-list"]', { state: 'visible' });
    assert.equal(new URL(page.url()).hash, '');
    assert.match(await page.title(), /^Your games/);
    assert.equal(await page.locator('[data-testid="review-running"], [data-testid="review-partial"], [data-testid="review"]').count(), 0);
    assert.equal(await items(page).count(), 3);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('li')?.textContent?.includes('Short one')), true);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'review');
    // Forward opens it again, and the address loaded afresh shows the same review; its back link
    // then goes to the list.
    await page.goForward();
    await page.locator('h1:visible').filter({ hasText: 'Game review' }).waitFor();
    await page.reload();
    await page.waitForSelector('[data-testid="review"]', { timeout: 180_000 });
    assert.equal(await page.locator('[data-ply][data-class]').count(), 22);
    await page.locator('.back-link a').click();
    await page.waitForSelector('[data-testid="games-list"]', { state: 'visible' });
    assert.equal(new URL(page.url()).hash, '');

    // Export both formats from the list.
    await page.goto('/games');
    await page.waitForSelector('[data-testid="games-list"]');
    const row = items(page).filter({ hasText: 'Short one' });
    assert.equal(await row.locator('[data-action="export-gib"]').textContent(), 'Download Korean record (.gib)');
    assert.match(await row.locator('[data-action="export-pgn"]').getAttribute('aria-label'), /^Download .*\(\.pgn\): Short one$/);
    for (const format of ['gib', 'pgn']) {
      const [download] = await Promise.all([page.waitForEvent('download'), row.locator(`[data-action="export-${format}"]`).click()]);
      assert.ok(download.suggestedFilename().endsWith(`.${format}`));
      const text = await readFile(await download.path(), 'utf8');
      assert.match(text, format === 'gib' ? /\[초차림 "/ : /\[Variant "Janggi"\]/);
    }

    // Delete after the question.
    await row.locator('[data-action="delete"]').click();
    await page.locator('dialog[data-dialog="delete-game"][open] button').filter({ hasText: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="games-list"] > li').length === 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Korean at 360 px: the list, a refused file and a review in Korean', { timeout: 300_000 }, async () => {
    const { context, page, errors } = await openPage(browser(), 'phone', { ...NO_SW, ...NARROW, locale: 'ko-KR' });
    await openGames(page, '/ko');
    assert.equal(await page.getAttribute('html', 'lang'), 'ko');
    assert.match(await page.locator('h1').textContent(), /내 대국/);
    const refused = await importFile(page, 'bad.pgn', Buffer.from('[Variant "Janggi"]\n\n1. xyz\n'));
    await refused.waitFor();
    assert.match(await refused.textContent(), /아무것도 가져오지 않았어요\. 3번째 줄/);
    await importFile(page, 'two-games.gib', await readFile(FIXTURE));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="games-list"] > li').length === 2);
    const text = await page.locator('[data-testid="games-list"]').textContent();
    assert.match(text, /초 승/);
    assert.match(text, /가져온 기보: 김초\(초\) 대 이한\(한\)/);
    // Nothing wider than the screen.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
    await screenshot(page, 'games-list-ko-360');
    await review(page, items(page).filter({ hasText: '22수' }));
    assert.equal(await page.locator('[data-ply][data-class]').count(), 22);
    assert.match(await page.locator('h1:visible').textContent(), /복기/);
    assert.equal(await plyMove(page, 21), '한수쉼');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
    await screenshot(page, 'games-review-ko-360');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
