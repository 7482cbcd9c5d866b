// @vitest-environment jsdom
// (remark decodes entities through a document under the test config's "browser" condition.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExercise } from '$lib/exercises/parse';
import { parseLesson } from '$lib/lessons/parse';
import { TRACKS } from '$lib/exercises/types';
import { localeDifferences, type Difference } from '$lib/content/locale';

// A lesson or exercise in another language (`04-horse.ko.md` beside `04-horse.md`) is the same
// content with other words: every position, goal, budget, step id, opponent, arrow, mark and
// choice flag must equal the English file's; only the text differs, and the Korean text is Korean.
// A difference fails with the Korean file's line.

/** The one place this test touches the content parser (re-point it when the parser moves). */
function parseContent(file: string, source: string): { value?: unknown; errors: string[] } {
  const r = file.startsWith('lessons/exercises/') ? parseExercise(file, source) : parseLesson(file, source);
  const value = 'lesson' in r ? r.lesson : 'exercise' in r ? r.exercise : undefined;
  return { value, errors: r.errors.map(String) };
}

// The comparison itself is the app's (src/lib/content/locale.ts): the build runs the same check, and
// test/unit/content-locale.test.ts tests it on small cases.
const differences = localeDifferences;

/** A choice's wrong try must quote its option's reply in the same file (what the runner says). */
export function choiceMessages(exercise: unknown): Difference[] {
  const task = (
    exercise as { exercise?: { choice?: { options: { reply?: string }[] }; wrong: { option?: number; message: string; line: number }[] } }
  )?.exercise;
  if (!task?.choice) return [];
  return task.wrong
    .filter((w) => w.option !== undefined && task.choice!.options[w.option - 1]?.reply !== w.message)
    .map((w) => ({ line: w.line, path: `.exercise.wrong (option ${w.option})`, detail: `message is not option ${w.option}'s reply` }));
}

/** English content files that have a `.ko.md` sibling: [english, korean] paths. */
function pairs(): [string, string][] {
  const dirs = ['lessons/learn', ...TRACKS.map((t) => `lessons/exercises/${t}`)];
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => /^[^.]+\.md$/.test(f) && existsSync(`${dir}/${f.replace(/\.md$/, '.ko.md')}`))
      .sort()
      .map((f): [string, string] => [`${dir}/${f}`, `${dir}/${f.replace(/\.md$/, '.ko.md')}`]),
  );
}

describe('Korean content matches its English file in everything but text', () => {
  const all = pairs();
  it('finds the Korean lessons', () => {
    expect(all.filter(([en]) => en.startsWith('lessons/learn/')).length).toBeGreaterThanOrEqual(14);
  });

  it('every .ko.md file has an English file beside it', () => {
    const dirs = ['lessons/learn', ...TRACKS.map((t) => `lessons/exercises/${t}`)];
    const orphans = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ko.md') && !existsSync(`${dir}/${f.replace(/\.ko\.md$/, '.md')}`))
        .map((f) => `${dir}/${f}`),
    );
    expect(orphans).toEqual([]);
  });

  for (const [enFile, koFile] of all) {
    it(koFile, () => {
      const en = parseContent(enFile, readFileSync(enFile, 'utf8'));
      const ko = parseContent(koFile, readFileSync(koFile, 'utf8'));
      expect(en.errors).toEqual([]);
      expect(ko.errors).toEqual([]);
      const found = [...differences(en.value, ko.value, 'ko'), ...choiceMessages(ko.value)].map(
        (d) => `${koFile}:${d.line}: ${d.path.slice(1)}: ${d.detail}`,
      );
      expect(found).toEqual([]);
    });
  }
});
