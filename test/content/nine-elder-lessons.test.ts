// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's browser conditions.)
/**
 * The Nine Elder lessons (`lessons/nine-elder/`): both languages parse and agree in everything but
 * text, every FEN is a legal Nine Elder position, every goal can be done within its budget and not in
 * fewer moves, and the runner gives three stars for the shortest solution.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NineTaskGame } from '$lib/nine-elder/lesson/game';
import { loadNineLessons } from '$lib/nine-elder/lesson/load';
import { NineStepRunner } from '$lib/nine-elder/lesson/runner';
import type { NineLesson, NineStep } from '$lib/nine-elder/lesson/types';
import { shortestSolution } from '$lib/nine-elder/lesson/validate';

const DIR = 'lessons/nine-elder';
const sources = Object.fromEntries(readdirSync(DIR).map((f) => [`/${DIR}/${f}`, readFileSync(`${DIR}/${f}`, 'utf8')]));
// Strict: a lesson without its Korean file fails here, as in CI builds.
const lessons = loadNineLessons(sources, { strict: true, validate: false });
const steps = (l: NineLesson): NineStep[] => l.blocks.flatMap((b) => (b.type === 'step' ? [b.step] : []));
const make = (fen: string) => {
  const r = NineTaskGame.fromFen(fen);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the Nine Elder lessons', () => {
  test('every lesson has an English and a Korean file and is about Nine Elder', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(1);
    for (const { en, ko } of lessons) {
      expect(en.variant).toBe('nine-elder');
      expect(ko, en.file).toBeDefined();
      expect(ko!.stepIds).toEqual(en.stepIds);
      expect(ko!.title).toMatch(/[\uac00-\ud7a3]/);
    }
  });

  test('the first lesson moves every piece type, promotes, captures then drops, checks and mates', () => {
    const first = steps(lessons[0].en);
    const kinds = first.map((s) => s.goal.kind);
    for (const k of ['reach', 'capture', 'drop', 'promote', 'check', 'mate']) expect(kinds).toContain(k);
    const drop = first.find((s) => s.goal.kind === 'drop')!;
    expect(drop.fen, 'the drop step starts with an empty hand: capture first').toMatch(/\[\]/);
    // Every piece type of the learner is moved in some shortest solution (Jade J/K, Incense, Angle,
    // Cannon, Van, Gold, Silver, Cassia, Pawn).
    const moved = new Set<string>();
    for (const s of first) {
      const g = make(s.fen);
      for (const uci of shortestSolution(s) ?? []) {
        const f = g.facts(uci);
        moved.add(f.piece.replace('+', ''));
        g.play(uci);
        if (g.turn() !== 0) g.wait();
      }
    }
    expect([...moved].sort()).toEqual(['A', 'C', 'G', 'I', 'K', 'N', 'P', 'S', 'V']);
  });

  for (const { en, ko } of lessons)
    for (const s of steps(en))
      test(`${en.file} step ${s.id}: a legal position, done in exactly ${s.budget} move(s), three stars for it`, () => {
        const r = NineTaskGame.fromFen(s.fen);
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
        expect(make(s.fen).turn()).toBe(0);
        const best = shortestSolution(s);
        expect(best, 'solvable within the budget').toBeDefined();
        expect(best!.length, 'not in fewer moves than the budget').toBe(s.budget);
        expect(shortestSolution(s, s.budget - 1)).toBeUndefined();
        const run = new NineStepRunner(s, make);
        let last;
        for (const uci of best!) last = run.move(uci);
        expect(last).toEqual({ kind: 'done', stars: 3 });
        // The Korean step is the same task in other words.
        const k = steps(ko!).find((o) => o.id === s.id)!;
        expect({ fen: k.fen, goal: k.goal, budget: k.budget, marks: k.marks }).toEqual({
          fen: s.fen,
          goal: s.goal,
          budget: s.budget,
          marks: s.marks,
        });
        expect(k.task).toMatch(/[\uac00-\ud7a3]/);
        expect(k.hints.length).toBe(s.hints.length);
      });
});
