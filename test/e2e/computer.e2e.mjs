// /play against the computer: a game played offline to its end (the search runs in a web worker
// precached by the service worker), takeback, the links from lessons, and how the page looks.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { launch, NO_SW, openPage, screenshot, waitForApp } from './helpers.mjs';

// Cho mates in two with checks: b6d6+ (Han's only move is the guard e9d8), then d6d8#.
const MATE_IN_2 = '5a3/3ka4/4P4/8b/1R7/9/9/9/9/5K3 w - - 0 1';
// Cho to move mates in one with the cannon (f8f10#); the learner plays Han here.
const MATE_IN_1 = 'r2a1a3/c4k3/2n2C3/p6Cp/2B6/4c4/1PP1B3P/4bR3/4A4/1N1AK4 w - - 0 1';

let browser;
before(async () => {
  browser = await launch();
  await mkdir(new URL('../../screenshots/opponent/', import.meta.url), { recursive: true });
});
after(async () => {
  await browser?.close();
});

const point = (page, name) => page.locator(`[data-square="${name}"]`);
const pieceOn = (page, name, piece) => page.waitForSelector(`[data-square="${name}"][data-piece="${piece}"]`, { state: 'attached' });
async function tap(page, from, to) {
  await point(page, from).click();
  await point(page, to).click();
}
const link = (fen, side, level = 8, rules = 'janggi') =>
  `/play?fen=${encodeURIComponent(fen)}&vs=computer&side=${side}&rules=${rules}&level=${level}`;

async function swControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

async function waitPlaying(page) {
  await waitForApp(page);
  await page.waitForSelector('.play[data-phase="playing"]');
}

describe('against the computer', () => {
  test('offline: a game from a link played to mate, with a takeback on the way', { timeout: 120_000 }, async () => {
    // The only test here with the service worker: it serves the game and the search's worker offline.
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto('/play');
    await waitForApp(page);
    await swControl(page);
    await context.setOffline(true);

    await page.goto(link(MATE_IN_2, 'w'));
    await waitPlaying(page);
    // The address is cleaned so that a reload continues the game.
    assert.equal(new URL(page.url()).search, '');
    assert.match(await page.getByTestId('opponent-line').innerText(), /it plays Han, level 8/);
    await page.locator('[data-testid="thinking"][data-state="waiting"]').waitFor();

    await tap(page, 'b6', 'd6');
    // The computer's only answer, found in its worker.
    await pieceOn(page, 'd8', 'a');
    assert.ok(page.workers().length >= 1, 'the search runs in a web worker');
    await page.locator('[data-testid="thinking"][data-state="waiting"]').waitFor();

    // Take back: both the reply and my move go, and it is my turn again.
    await page.click('[data-action="undo"]');
    await pieceOn(page, 'b6', 'R');
    await pieceOn(page, 'd9', 'k');
    assert.equal(await page.getByTestId('turn').innerText(), 'Cho to move');

    await tap(page, 'b6', 'd6');
    await pieceOn(page, 'd8', 'a');
    await page.locator('[data-testid="thinking"][data-state="waiting"]').waitFor();
    await tap(page, 'd6', 'd8');

    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-reason'), 'checkmate');
    assert.equal(await result.getAttribute('data-winner'), 'cho');
    assert.equal(await page.getByTestId('result-versus').innerText(), 'You win!');
    await screenshot(page, 'opponent/won-offline-phone-en');

    // The game (with its opponent) survives a reload, offline.
    await page.reload();
    await waitPlaying(page);
    assert.equal(await page.getByTestId('result-versus').innerText(), 'You win!');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the computer takes a mate it is given, and says so', { timeout: 60_000 }, async () => {
    const { page, context, errors } = await openPage(browser, 'desktop', NO_SW);
    await page.goto(link(MATE_IN_1, 'b'));
    await waitPlaying(page);
    const result = page.getByTestId('result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-winner'), 'cho');
    assert.equal(await page.getByTestId('result-versus').innerText(), 'The computer wins.');
    await pieceOn(page, 'f10', 'C');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a bad position in the link gets a message and the setup', async () => {
    const { page, context } = await openPage(browser, 'desktop', NO_SW);
    await page.goto('/play?fen=not-a-fen&vs=computer');
    await waitForApp(page);
    await page.waitForSelector('.play[data-phase="setup"]');
    assert.match(await page.getByTestId('fen-message').innerText(), /cannot be loaded/);
    await context.close();
  });

  test('a lesson step links to playing it out against the computer', async () => {
    const { page, context } = await openPage(browser, 'phone', NO_SW);
    await page.goto('/learn/general');
    await waitForApp(page);
    const a = page.locator('[data-action="play-it-out"]').first();
    await a.waitFor();
    const href = new URL(await a.getAttribute('href'), 'https://x');
    assert.equal(href.pathname, '/play');
    assert.equal(href.searchParams.get('vs'), 'computer');
    assert.ok(href.searchParams.get('fen'));
    await a.click();
    await waitPlaying(page);
    await page.getByTestId('opponent-line').waitFor();
    await context.close();
  });

  for (const [locale, lang] of [
    ['en-US', 'en'],
    ['ko-KR', 'ko'],
  ])
    for (const device of ['phone', 'desktop'])
      test(`looks right: setup and a game against the computer (${lang}, ${device})`, { timeout: 60_000 }, async () => {
        const { page, context, errors } = await openPage(browser, device, { ...NO_SW, locale });
        await page.goto('/play');
        await waitForApp(page);
        await page.waitForSelector('.play[data-phase="setup"]');
        await page.locator('input[name="vs"]').check();
        await page.locator('input[name="level"][value="2"]').check();
        // The level's measured rating beside its name, in the reader's language.
        const desc = await page.locator('p.desc').innerText();
        assert.match(desc, lang === 'en' ? /Novice\s+(· )?rated about \d{3,4}\b/ : /초급\s+(· )?레이팅 약 \d{3,4}\b/);
        await screenshot(page, `opponent/setup-${device}-${lang}`);
        await page.click('[data-action="start"]');
        await waitPlaying(page);
        await tap(page, 'b1', 'c3');
        // Level 2 answers, and it is my turn again.
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] .ply[data-ply]').length === 2);
        await page.locator('[data-testid="thinking"][data-state="waiting"]').waitFor();
        await screenshot(page, `opponent/game-${device}-${lang}`, { fullPage: false });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
        assert.deepEqual(errors, []);
        await context.close();
      });
});
