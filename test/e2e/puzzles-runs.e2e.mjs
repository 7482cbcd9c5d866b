// The puzzle runs: a streak solved once, ended by a wrong move, its best kept across a reload; a
// timed run ended by the clock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dumpProgress, launch, NO_SW, openPage, screenshot, waitForApp } from './helpers.mjs';
import { findWrongMove, point, squares } from './puzzle-helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const run = (page) => page.getByTestId('puzzle-run');

/** The puzzle on the board, once its player is ready for a move. */
async function onBoard(page, pool) {
  const player = page.locator('[data-testid="puzzle-player"][data-status="solving"]');
  await player.waitFor();
  const id = await player.getAttribute('data-puzzle');
  const puzzle = pool.find((p) => p.id === id);
  assert.ok(puzzle, `${id} is in the run pool`);
  return puzzle;
}

/** Play the stored line: the solver's moves, waiting for each reply. */
async function solve(page, puzzle) {
  for (let i = 0; i < puzzle.moves.length; i += 2) {
    const [from, to] = squares(puzzle.moves[i]);
    await point(page, from).click();
    await point(page, to).click();
    if (i + 1 < puzzle.moves.length)
      await page.locator(`[data-testid="puzzle-player"][data-status="solving"][data-moves="${i + 2}"]`).waitFor();
  }
}

describe('puzzle runs', () => {
  test('a streak: one solved, a wrong move ends it, the best is kept across a reload', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await page.goto('/puzzles');
    await waitForApp(page);
    await page.locator('[data-action="streak"]').click();
    await page.waitForURL(/\/puzzles\/streak$/);
    await run(page).and(page.locator('[data-best="0"]')).waitFor();
    const pool = await page.evaluate(async () => (await fetch('/puzzles/runs.json')).json());
    assert.ok(pool.length > 1000, `every puzzle in the run pool, got ${pool.length}`);
    await page.locator('[data-action="start"]').click();
    await run(page).and(page.locator('[data-state="running"]')).waitFor();

    const first = await onBoard(page, pool);
    await solve(page, first);
    await run(page).and(page.locator('[data-score="1"]')).waitFor();
    await page.getByTestId('run-score').filter({ hasText: 'Solved: 1' }).waitFor();

    // Wrong moves until one is refuted (a move other than the stored one may mate too, and counts).
    let solved = 1;
    let last = first.id;
    for (let tries = 0; tries < 5; tries++) {
      await page.locator(`[data-testid="puzzle-player"]:not([data-puzzle="${last}"])`).waitFor();
      const puzzle = await onBoard(page, pool);
      // The sequence rises: never an easier puzzle than the one before.
      assert.ok(puzzle.rating >= first.rating, `${puzzle.id} ${puzzle.rating} after ${first.rating}`);
      last = puzzle.id;
      const wrong = await findWrongMove(page, puzzle.moves[0]);
      assert.ok(wrong, `a wrong move in ${puzzle.id}`);
      await point(page, wrong[1]).click();
      const outcome = await Promise.race([
        run(page)
          .and(page.locator('[data-state="over"]'))
          .waitFor()
          .then(() => 'over'),
        run(page)
          .and(page.locator(`[data-score="${solved + 1}"]`))
          .waitFor()
          .then(() => 'solved'),
      ]);
      if (outcome === 'over') break;
      solved++;
    }
    const end = page.getByTestId('run-end');
    await end.and(page.locator('[data-end="wrong"]')).waitFor();
    assert.equal(await end.locator('.big').innerText(), `Wrong move: your streak ends at ${solved}.`);
    await page.getByTestId('run-new-best').waitFor();
    // The refutation comes, and stays on the board under the verdict.
    await page.locator('[data-testid="puzzle-player"][data-status="wrong"]').waitFor();
    await screenshot(page, 'puzzles-streak-over-phone');

    const stored = (await dumpProgress(page)).data.streaks.map(([, r]) => r).find((r) => r.kind === 'puzzle-run-streak');
    assert.equal(stored?.best, solved);

    await page.reload();
    await waitForApp(page);
    await run(page)
      .and(page.locator(`[data-best="${solved}"]`))
      .waitFor();
    assert.equal(await page.getByTestId('run-best').innerText(), `Best: ${solved}`);
    // Another run starts from the beginning, with a new sequence.
    await page.locator('[data-action="start"]').click();
    await run(page).and(page.locator('[data-score="0"][data-state="running"]')).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a timed run ends when its three minutes are up', async () => {
    const { page, context, errors } = await openPage(browser, 'phone', NO_SW);
    await page.clock.install();
    await page.goto('/puzzles/timed');
    await waitForApp(page);
    await page.locator('[data-action="start"]').waitFor();
    await page.locator('[data-action="start"]').click();
    await page
      .getByTestId('run-clock')
      .filter({ hasText: /Time left: (3:00|2:59)/ })
      .waitFor();
    await page.locator('[data-testid="puzzle-player"][data-status="solving"]').waitFor();
    await page.clock.fastForward('01:00');
    await page
      .getByTestId('run-clock')
      .filter({ hasText: /Time left: (2:00|1:59)/ })
      .waitFor();
    await page.clock.fastForward('02:01');
    await page.locator('[data-testid="run-end"][data-end="time"]').waitFor();
    assert.equal(await page.getByTestId('run-end').locator('.big').innerText(), 'Time is up: 0 solved, 0 missed.');
    assert.equal(await page.getByTestId('puzzle-player').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
