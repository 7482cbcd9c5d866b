// @vitest-environment jsdom
// (remark decodes entities through a document under the test config's "browser" condition.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExercise } from '$lib/exercises/parse';
import { parseLesson } from '$lib/lessons/parse';
import { TRACKS } from '$lib/exercises/types';
import { CONTENT_LOCALES, localeDifferences, translationLocale, type Difference } from '$lib/content/locale';
import { siblingOf } from '$lib/content/translated';

// A lesson or exercise in another language (`04-horse.ko.md` beside `04-horse.md`) is the same
// content with other words: every position, goal, budget, step id, opponent, arrow, mark and
// choice flag must equal the English file's; only the text differs, and it is in the language's own
// letters where the app knows them. A difference fails with the translated file's line. Every content
// file exists in every language of the registry (a strict build fails on a missing one too).

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

const DIRS = ['lessons/learn', 'lessons/nine-elder', ...TRACKS.map((t) => `lessons/exercises/${t}`)];
/** The English content files (a translation's name ends in its language: `04-horse.ko.md`, `04-horse.zh-Hant.md`). */
const englishFiles = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md') && translationLocale(f) === null && f !== 'README.md')
    .sort()
    .map((f) => `${dir}/${f}`),
);

describe('every content file is in every language', () => {
  it('finds the English lessons, exercises and the Nine Elder lesson', () => {
    expect(englishFiles.filter((f) => f.startsWith('lessons/learn/')).length).toBeGreaterThanOrEqual(14);
    expect(englishFiles.filter((f) => f.startsWith('lessons/exercises/')).length).toBeGreaterThan(0);
    expect(englishFiles.filter((f) => f.startsWith('lessons/nine-elder/')).length).toBeGreaterThan(0);
  });

  it.each(CONTENT_LOCALES)('every English file has its %s version beside it', (locale) => {
    expect(englishFiles.map((f) => siblingOf(f, locale)).filter((f) => !existsSync(f))).toEqual([]);
  });

  it('every translation is in a language of the registry and has its English file beside it', () => {
    const strays = DIRS.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => translationLocale(f) !== null)
        .map((f) => `${dir}/${f}`)
        .filter((f) => {
          const code = translationLocale(f)!;
          return !(CONTENT_LOCALES as readonly string[]).includes(code) || !existsSync(f.slice(0, -code.length - 4) + '.md');
        }),
    );
    expect(strays).toEqual([]);
  });
});

describe.each(CONTENT_LOCALES)('%s content matches its English file in everything but text', (locale) => {
  const pairs = englishFiles
    .filter((f) => !f.startsWith('lessons/nine-elder/') && existsSync(siblingOf(f, locale)))
    .map((f): [string, string] => [f, siblingOf(f, locale)]);

  it.each(pairs)('%s in %s', (enFile, otherFile) => {
    const en = parseContent(enFile, readFileSync(enFile, 'utf8'));
    const other = parseContent(otherFile, readFileSync(otherFile, 'utf8'));
    expect(en.errors).toEqual([]);
    expect(other.errors).toEqual([]);
    const found = [...differences(en.value, other.value, locale), ...choiceMessages(other.value)].map(
      (d) => `${otherFile}:${d.line}: ${d.path.slice(1)}: ${d.detail}`,
    );
    expect(found).toEqual([]);
  });
});
