/**
 * Plays a little on a lesson or exercise page so that its feedback shows, and returns every text
 * the feedback line said: a hint, a move the piece cannot make (why), a legal move (the reply,
 * what is left, or why it is wrong), the intended answer (success), and each answer of a choice.
 * Used by scripts/count-english.mjs (`--play`) and the Korean end-to-end test, since feedback only
 * appears after interaction.
 *
 * The play runs inside the page, in one `page.evaluate` per page: taps are clicks on the board's
 * points (the board's tap path: a tap and a keyboard Enter both end in the point's click), and
 * each wait is on the page's own state (no reply pending). One call instead of a few hundred
 * driver round trips per page.
 *
 * `answers`: `lesson:<lesson>/<step>` or `exercise:<track>/<id>` -> intended first moves in UCI,
 * from `npm run --silent content -- tasks` (a lesson and a track may share a name: soldiers).
 */
import { execFileSync } from 'node:child_process';

/** The task export, as a map from `kind:id` to answer moves. */
export function taskAnswers(cwd) {
  const out = execFileSync('npm', ['run', '--silent', 'content', '--', 'tasks'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const map = new Map();
  for (const line of out.split('\n')) {
    if (!line.trim()) continue;
    const t = JSON.parse(line);
    map.set(`${t.kind}:${t.id}`, t.answer);
  }
  return map;
}

/**
 * Runs in the page (serialised by `page.evaluate`, so it uses nothing from this module).
 * `job.kind` is 'lesson' (`job.steps`: answer moves by step id) or 'exercise' (`job.moves`).
 * Returns the feedback texts and, for a lesson, the text of each step's page (its introduction
 * and task), which only shows while that step is open.
 */
async function playInPage(job) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  /** Wait until `check()` holds (true) or `ms` pass (false). */
  async function until(check, ms) {
    const end = performance.now() + ms;
    for (;;) {
      if (check()) return true;
      if (performance.now() > end) return false;
      await sleep(20);
    }
  }
  // Svelte applies a state change in a microtask; a macrotask later the DOM shows it.
  const flush = () => sleep(0);
  const replying = () => document.querySelector('section.step[data-replying], article[data-status="replying"]');
  const out = [];
  const pages = [];

  async function said(root, testid) {
    await flush();
    await until(() => !replying(), 5000);
    const el = root.querySelector(`[data-testid="${testid}"]`);
    const text = el?.innerText.trim() ?? '';
    if (text) out.push(text);
  }
  async function tap(root, sq) {
    root.querySelector(`[data-square="${sq}"]`)?.click();
    await flush();
  }
  async function click(root, selector) {
    const el = root.querySelector(selector);
    if (!el || el.disabled) return false;
    el.click();
    await flush();
    return true;
  }
  const squares = (root, selector) => [...root.querySelectorAll(selector)].map((e) => e.getAttribute('data-square'));

  /** Taps meant to draw feedback: a wrong target for a movable piece, then a legal move. */
  async function probeBoard(root, testid) {
    const movable = squares(root, '.point.movable');
    if (movable.length === 0) {
      // A tapping task (dests, points): taps on points, right or wrong.
      const all = squares(root, '[data-square]');
      for (const sq of [all[0], all[40], all[89]]) {
        await tap(root, sq);
        await said(root, testid);
      }
      return;
    }
    const from = movable[0];
    await tap(root, from);
    const targets = squares(root, '.point.target');
    const wrong = squares(root, '[data-square]:not([data-piece])').find((s) => !targets.includes(s));
    if (wrong) {
      await tap(root, wrong);
      await said(root, testid);
    }
    await tap(root, from);
    const to = squares(root, '.point.target')[0];
    if (to) {
      await tap(root, to);
      await said(root, testid);
    }
  }

  async function playAnswer(root, testid, moves) {
    for (const m of moves) {
      const from = m.slice(0, m.length / 2);
      const to = m.slice(m.length / 2);
      if (from === to) await click(root, '[data-action="pass"]');
      else {
        await tap(root, from);
        await tap(root, to);
      }
      await said(root, testid);
    }
  }

  if (job.kind === 'lesson') {
    const dots = [...document.querySelectorAll('[data-step-dot]')].map((e) => e.getAttribute('data-step-dot'));
    for (const stepId of dots) {
      // The step opens anew (the first one too: a fresh try), so the old section must go first.
      document.querySelector(`[data-step-dot="${stepId}"]`)?.click();
      await flush();
      const selector = `section.step[data-step="${stepId}"]`;
      if (!(await until(() => document.querySelector(selector), 2000))) continue;
      const root = document.querySelector(selector);
      pages.push(document.querySelector('main')?.innerText ?? '');
      if (await click(root, '[data-action="hint"]')) await said(root, 'step-feedback');
      if (root.querySelector('.option')) {
        await click(root, '.option:not([data-correct])');
        await said(root, 'step-feedback');
        await click(root, '.option[data-correct]');
        await said(root, 'step-feedback');
        continue;
      }
      await probeBoard(root, 'step-feedback');
      await click(root, '[data-action="retry"]');
      await playAnswer(root, 'step-feedback', job.steps[stepId] ?? []);
    }
    return { said: out, pages };
  }

  const root = document.querySelector('article.exercise');
  if (!root) return { said: out, pages };
  if (await click(root, '[data-action="hint"]')) await said(root, 'exercise-feedback');
  const picks = root.querySelectorAll('[data-action="choose"]').length;
  if (picks > 0) {
    for (let i = 0; i < picks; i++) {
      await click(root, '[data-action="retry"]');
      root.querySelectorAll('[data-action="choose"]')[i]?.click();
      await said(root, 'exercise-feedback');
    }
  } else {
    await probeBoard(root, 'exercise-feedback');
    await click(root, '[data-action="retry"]');
    await playAnswer(root, 'exercise-feedback', job.moves);
  }
  // Solved: the explanation follows.
  if (root.getAttribute('data-status') === 'solved') await until(() => root.querySelector('[data-testid="exercise-explanation"]'), 500);
  const why = root.querySelector('[data-testid="exercise-explanation"]')?.innerText.trim() ?? '';
  if (why) out.push(why);
  return { said: out, pages };
}

/**
 * Plays one lesson page's tasks; returns the feedback texts. With `{ pages: true }` the text of
 * each step's page follows (each step shows its own introduction and task only while it is open).
 */
export async function playLesson(page, lessonId, answers, { pages: withPages = false } = {}) {
  const steps = {};
  const prefix = `lesson:${lessonId}/`;
  for (const [key, moves] of answers) if (key.startsWith(prefix)) steps[key.slice(prefix.length)] = moves;
  const { said, pages } = await page.evaluate(playInPage, { kind: 'lesson', steps });
  return withPages ? [...said, ...pages] : said;
}

/** Plays an exercise page; returns the feedback texts (and the explanation shown after success). */
export async function playExercise(page, key, answers) {
  const { said } = await page.evaluate(playInPage, { kind: 'exercise', moves: answers.get(`exercise:${key}`) ?? [] });
  return said;
}
