// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's "browser" condition.)
//
// The final exam's move tasks judged by Fairy-Stockfish at depth 14 under each task's rules: the
// intended first move is the engine's best or within 100 centipawns of it, and it does not lose
// (the side to move is not worse than -100 after it). The cannon hunt is held to more: its answer
// wins (at least +100) under its own rules and under tournament rules, every other first move is at
// least 200 centipawns worse, and its scripted reply is among the engine's three best answers.
import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '$lib/engine';
import { lessonTasks } from '../../scripts/content-tasks';
import { useAnalyser } from '../support/fsf-hooks';

const DEPTH = 14;
const exam = lessonTasks().filter((t) => t.id.startsWith('exam/') && t.answer.length > 0);

const analyser = useAnalyser();

describe('the final exam, by Fairy-Stockfish', () => {
  test('has move tasks with answers, the cannon hunt among them', () => {
    expect(exam.map((t) => t.id)).toContain('exam/cannon-hunt');
  });

  test.each(exam.map((t) => [t.id, t] as const))('%s: the intended move is sound', async (_id, t) => {
    const variant = RULE_SETS[t.rules].fsfVariant;
    const [best] = await analyser().top(variant, t.fen, [], DEPTH);
    const [mine] = await analyser().top(variant, t.fen, [], DEPTH, 1, [t.answer[0]]);
    expect(mine.cp, `${t.answer[0]} ${mine.pv.join(' ')}`).toBeGreaterThan(-100);
    expect(best.cp - mine.cp, `best ${best.move} ${best.cp}, ${t.answer[0]} ${mine.cp}`).toBeLessThanOrEqual(100);
  });

  test('cannon hunt: the check first wins the chariot, under its rules and tournament rules', async () => {
    const t = exam.find((x) => x.id === 'exam/cannon-hunt')!;
    expect(t.answer).toEqual(['d2d5']);
    for (const variant of new Set([RULE_SETS[t.rules].fsfVariant, 'janggi'])) {
      const [first, second] = await analyser().top(variant, t.fen, [], DEPTH, 2);
      expect(first.move, variant).toBe('d2d5');
      expect(first.cp, variant).toBeGreaterThanOrEqual(100);
      expect(first.cp - second.cp, `${variant}: ${second.move} ${second.cp}`).toBeGreaterThanOrEqual(200);
    }
    const replies = await analyser().top(RULE_SETS[t.rules].fsfVariant, t.fen, ['d2d5'], 12, 3);
    expect(replies.map((r) => r.move)).toContain('d10e10');
  });
});
