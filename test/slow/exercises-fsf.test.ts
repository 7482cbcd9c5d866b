// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's "browser" condition.)
//
// Every move exercise under lessons/exercises/ judged by Fairy-Stockfish at depth 12 under the
// exercise's own rules (tournament rules unless it says otherwise): the intended first move is at
// most 100 centipawns below the engine's best, and every scripted reply of the intended line (a
// listed reply, or a `pass` opponent's pass) is among the engine's three best answers (MultiPV 3).
// Slow: a few seconds per exercise.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseExercise } from '$lib/exercises/parse';
import { TRACKS, type Exercise } from '$lib/exercises/types';
import { englishSources } from '../../scripts/content-tasks';
import { analyseExercise } from '../support/exercise-fsf';
import { useAnalyser } from '../support/fsf-hooks';

const DEPTH = 12;
const MAX_LOSS = 100;

const exercises: Exercise[] = TRACKS.flatMap((track) =>
  englishSources(`lessons/exercises/${track}`).map((file) => {
    const r = parseExercise(file, readFileSync(file, 'utf8'));
    if (!r.exercise) throw new Error(r.errors.map((e) => e.message).join('\n'));
    return r.exercise;
  }),
);
const moveTasks = exercises.filter((e) => !e.exercise.choice);

const analyser = useAnalyser();

describe('exercises against Fairy-Stockfish', () => {
  test('there are move exercises to check, under tournament rules by default', () => {
    expect(moveTasks.length).toBeGreaterThanOrEqual(20);
    expect(moveTasks.filter((e) => e.exercise.rules === 'janggi').length).toBe(moveTasks.length);
  });

  test('the check catches a bad first move, a scripted blunder and a scripted pass', async () => {
    // Cho is behind on points; e5d5 opens the file between the generals and Han passes into a bikjang it wins on the count.
    const bad = parseExercise(
      'bad.md',
      readFileSync('lessons/exercises/soldiers/08-lone-soldier.md', 'utf8').replace('solution: [c5d5]', 'solution: [e5d5]'),
    ).exercise!;
    const v = (await analyseExercise(analyser(), bad, DEPTH))!;
    expect(v.loss!).toBeGreaterThan(MAX_LOSS);
    // A scripted reply that hangs Han's chariot to Cho's.
    const blunder = parseExercise(
      'blunder.md',
      readFileSync('lessons/exercises/elephants/12-whole-plan.md', 'utf8').replace('opponent: search', 'opponent: [a7b7, pass]'),
    ).exercise!;
    const w = (await analyseExercise(analyser(), blunder, DEPTH))!;
    expect(w.badReplies.map((b) => b.reply)).toContain('a7b7');
    // A passing opponent is a scripted pass: Han passes (e9e9) where it has better moves.
    const passer = parseExercise(
      'passer.md',
      readFileSync('lessons/exercises/soldiers/01-pair-up.md', 'utf8').replace('opponent: search', 'opponent: pass'),
    ).exercise!;
    const p = (await analyseExercise(analyser(), passer, DEPTH))!;
    expect(p.badReplies.map((b) => b.reply)).toEqual(['e9e9']);
  });

  test.each(moveTasks.map((e) => [`${e.track}/${e.id}`, e] as const))(
    '%s: first move within 100 cp of the best, scripted replies in the top three',
    async (_id, ex) => {
      const v = (await analyseExercise(analyser(), ex, DEPTH))!;
      expect(v.intendedCp, `${v.intended} not scored`).toBeDefined();
      expect(v.loss!, `${v.intended} ${v.intendedCp} vs best ${v.best} ${v.bestCp}`).toBeLessThanOrEqual(MAX_LOSS);
      expect(v.badReplies.map((b) => `${b.reply} (best ${b.top.map((l) => l.move).join(' ')})`)).toEqual([]);
    },
    300_000,
  );
});
