// @vitest-environment jsdom
// (The test config resolves packages with the "browser" condition, and remark's entity decoder then
// needs a document.)
// Every lesson step and every exercise but a choice offers "play it out" on /play, which refuses a position no game
// reaches (a soldier behind its start rank, a piece too many...): each such board must be one a game
// could reach, so the link opens a game rather than a refusal.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gamePositionFromFen, illegalities, readFen } from '$lib/engine';
import { loadExercises } from '$lib/exercises/load';
import { loadLessons } from '$lib/lessons/load';

/** The English source files under `dir` (each language's sibling has the same boards). */
function sources(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/^[^.]+\.md$/.test(entry.name) || entry.name === 'README.md') continue;
    const path = `${entry.parentPath}/${entry.name}`;
    out[`/${path}`] = readFileSync(path, 'utf8');
  }
  return out;
}

/** Why /play refuses `fen`, as illegality codes with their points; empty when it plays it. */
function refusals(fen: string, rules: Parameters<typeof gamePositionFromFen>[1]): string[] {
  if (gamePositionFromFen(fen, rules).ok) return [];
  const setup = readFen(fen);
  if (!setup.ok) return [setup.error.code];
  return illegalities(setup.value, rules).map((i) => `${i.code} ${i.color} ${i.role ?? ''} ${i.square ?? ''}`.trim());
}

describe('every board with a play-it-out link is one /play plays', () => {
  test('lesson steps', () => {
    const lessons = loadLessons(sources('lessons/learn'), { validate: false });
    const problems = lessons.flatMap((l) =>
      l.blocks.flatMap((b) => (b.type === 'step' ? refusals(b.step.fen, b.step.rules).map((r) => `${l.file} ${b.step.id}: ${r}`) : [])),
    );
    expect(lessons.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  test('exercises', () => {
    const exercises = loadExercises(sources('lessons/exercises'), { validate: false });
    const problems = exercises.flatMap((e) =>
      e.exercise.choice ? [] : refusals(e.exercise.fen, e.exercise.rules).map((r) => `${e.file}: ${r}`),
    );
    expect(exercises.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
