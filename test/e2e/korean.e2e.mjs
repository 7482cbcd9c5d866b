// Korean readers see no English on lesson and exercise pages: every page opened in a ko-KR browser,
// its tasks played a little (hint, a wrong tap, a legal move, the intended answer, each choice) so
// that feedback shows too, and the page text (each lesson step's own, as it shows) and every
// feedback line checked for English words (points, move codes, notation and acronyms are allowed:
// scripts/english-words.mjs).
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { englishWords } from '../../scripts/english-words.mjs';
import { playExercise, playLesson, taskAnswers } from '../../scripts/play-tasks.mjs';
import { launch, NO_SW, openPage, waitForApp } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const answers = taskAnswers(root);
/** Pages from the task export: `learn/<lesson>` and `exercises/<track>/<id>`. */
const ids = (kind) => [...answers.keys()].filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
const lessons = [...new Set(ids('lesson').map((id) => id.split('/')[0]))];
const exercises = ids('exercise');

// Several pages at a time, each in its own context of one browser: a page's time is mostly
// waiting (the opponents' reply pauses), so they overlap. A test takes a free page and gives it
// back. The test reads text: no service worker (its precache of every page is not what is
// tested here, see offline.e2e.mjs), no motion, one device pixel per CSS pixel.
const PAGES = 3;
const CONTEXT = {
  ...NO_SW,
  locale: 'ko-KR',
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
};
let browser;
const free = [];
before(async () => {
  browser = await launch();
  for (let i = 0; i < PAGES; i++) free.push(await openPage(browser, 'phone', CONTEXT));
});
after(async () => {
  await browser?.close();
});

async function check(path, play) {
  // The describe runs at most PAGES tests at once, so a page is always free here.
  const session = free.pop();
  assert.ok(session, 'a free page');
  try {
    const { page, errors } = session;
    await page.goto(path);
    await waitForApp(page);
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    const said = await play(page);
    const text = await page.locator('main').first().innerText();
    const english = englishWords([text, ...said].join('\n'));
    assert.deepEqual(english, [], `${path}: English words ${english.join(' ')}`);
    assert.deepEqual(errors, [], `${path}: page errors`);
  } finally {
    free.push(session);
  }
}

describe('Korean lesson and exercise pages, played', { concurrency: PAGES }, () => {
  test('the task export names lessons and exercises', () => {
    assert.ok(lessons.length >= 20 && exercises.length >= 30, `${lessons.length} lessons, ${exercises.length} exercises`);
  });
  for (const id of lessons) test(`/learn/${id}`, () => check(`/learn/${id}`, (page) => playLesson(page, id, answers, { pages: true })));
  for (const key of exercises) test(`/exercises/${key}`, () => check(`/exercises/${key}`, (page) => playExercise(page, key, answers)));
});
