/**
 * Plays a little on a lesson or exercise page so that its feedback shows, and returns every text
 * the feedback line said: a hint, a move the piece cannot make (why), a legal move (the reply,
 * what is left, or why it is wrong), the intended answer (success), and each answer of a choice.
 * Used by scripts/count-english.mjs (`--play`) and the Korean end-to-end test, since feedback only
 * appears after interaction.
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

const settle = (page) =>
  page
    .waitForFunction(() => !document.querySelector('section.step[data-replying], article[data-status="replying"]'), null, { timeout: 5000 })
    .catch(() => {});

async function said(page, root, testid, out) {
  await settle(page);
  const text = await root
    .locator(`[data-testid="${testid}"]`)
    .first()
    .innerText({ timeout: 1000 })
    .catch(() => '');
  if (text.trim()) out.push(text.trim());
}

async function tap(root, sq) {
  await root
    .locator(`[data-square="${sq}"]`)
    .first()
    .click({ timeout: 2000, force: true })
    .catch(() => {});
}

async function click(root, selector) {
  const el = root.locator(selector).first();
  if ((await el.count()) === 0 || !(await el.isEnabled().catch(() => false))) return false;
  await el.click({ timeout: 2000 }).catch(() => {});
  return true;
}

/** Taps meant to draw feedback: a wrong target for a movable piece, then a legal move. */
async function probeBoard(page, root, testid, out) {
  const movable = await root.locator('.point.movable').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  if (movable.length === 0) {
    // A tapping task (dests, points): two taps on points, right or wrong.
    const all = await root.locator('[data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
    for (const sq of [all[0], all[40], all[89]]) {
      await tap(root, sq);
      await said(page, root, testid, out);
    }
    return;
  }
  const from = movable[0];
  await tap(root, from);
  const targets = await root.locator('.point.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  const all = await root.locator('[data-square]:not([data-piece])').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  const wrong = all.find((s) => !targets.includes(s));
  if (wrong) {
    await tap(root, wrong);
    await said(page, root, testid, out);
  }
  await tap(root, from);
  const to = (await root.locator('.point.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square'))))[0];
  if (to) {
    await tap(root, to);
    await said(page, root, testid, out);
  }
}

async function playAnswer(page, root, testid, moves, out) {
  for (const m of moves) {
    const from = m.slice(0, m.length / 2);
    const to = m.slice(m.length / 2);
    if (from === to) await click(root, '[data-action="pass"]');
    else {
      await tap(root, from);
      await tap(root, to);
    }
    await said(page, root, testid, out);
  }
}

/** Plays one lesson page's tasks; returns the feedback texts. */
export async function playLesson(page, lessonId, answers) {
  const out = [];
  const dots = await page.locator('[data-step-dot]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step-dot')));
  for (const stepId of dots) {
    await page
      .locator(`[data-step-dot="${stepId}"]`)
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
    const root = page.locator(`section.step[data-step="${stepId}"]`);
    if ((await root.count()) === 0) continue;
    if (await click(root, '[data-action="hint"]')) await said(page, root, 'step-feedback', out);
    const options = await root.locator('.option').count();
    if (options > 0) {
      await click(root, '.option:not([data-correct])');
      await said(page, root, 'step-feedback', out);
      await click(root, '.option[data-correct]');
      await said(page, root, 'step-feedback', out);
      continue;
    }
    await probeBoard(page, root, 'step-feedback', out);
    await click(root, '[data-action="retry"]');
    await playAnswer(page, root, 'step-feedback', answers.get(`lesson:${lessonId}/${stepId}`) ?? [], out);
  }
  return out;
}

/** Plays an exercise page; returns the feedback texts (and the explanation shown after success). */
export async function playExercise(page, key, answers) {
  const out = [];
  const root = page.locator('article.exercise');
  if (await click(root, '[data-action="hint"]')) await said(page, root, 'exercise-feedback', out);
  const picks = await root.locator('[data-action="choose"]').count();
  if (picks > 0) {
    for (let i = 0; i < picks; i++) {
      await click(root, '[data-action="retry"]');
      await root
        .locator('[data-action="choose"]')
        .nth(i)
        .click({ timeout: 2000 })
        .catch(() => {});
      await said(page, root, 'exercise-feedback', out);
    }
  } else {
    await probeBoard(page, root, 'exercise-feedback', out);
    await click(root, '[data-action="retry"]');
    await playAnswer(page, root, 'exercise-feedback', answers.get(`exercise:${key}`) ?? [], out);
  }
  const why = await root
    .locator('[data-testid="exercise-explanation"]')
    .first()
    .innerText({ timeout: 500 })
    .catch(() => '');
  if (why.trim()) out.push(why.trim());
  return out;
}
