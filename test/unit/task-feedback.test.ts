// @vitest-environment jsdom
// (The lesson parser needs a document under the test config's "browser" resolution; see lessons-parse.test.ts.)
import { describe, expect, test } from 'vitest';
import { parseSquare, type Move } from '$lib/engine';
import { say, sayEn, type TaskMessage } from '$lib/task/messages';
import { parseLesson } from '$lib/lessons/parse';
import { StepRunner } from '$lib/lessons/runner';
import type { Step } from '$lib/lessons/types';

const sq = (s: string) => parseSquare(s)!;
const uci = (s: string): Move => {
  const m = /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(s)!;
  return { from: sq(m[1]), to: sq(m[2]) };
};

function stepOf(yaml: string): Step {
  const src = `---\nid: t\ntitle: T\norder: 99\nsummary: S.\nlevel: beginner\nprerequisites: []\n---\n\`\`\`step\n${yaml.trim()}\n\`\`\`\n`;
  const r = parseLesson('lessons/learn/99-t.md', src);
  expect(r.errors.map((e) => e.message)).toEqual([]);
  const b = r.lesson!.blocks.find((x) => x.type === 'step');
  return (b as { step: Step }).step;
}

describe('a legal move that misses the goal says what the goal is', () => {
  test('check with a chariot: a quiet chariot move', () => {
    const s = stepOf(`
fen: 9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1
task: Give check with your chariot.
goal: { kind: check, checker: chariot }
budget: 1
success: Check!
`);
    const r = new StepRunner(s);
    const fb = r.move(uci('a5b5'));
    expect(fb.kind).toBe('ok');
    const m = (fb as { message?: TaskMessage }).message;
    expect(m && sayEn(m)).toBe('That move is legal, but the goal is to give check with the chariot.');
    expect(m && say(m, 'ko')).toBe('둘 수 있는 수지만, 이 문제의 목표는 차로 장군을 부르는 거예요.');
  });

  test('check (any piece) and bikjang', () => {
    const check = new StepRunner(
      stepOf(`
fen: 9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1
task: Give check.
goal: { kind: check }
budget: 1
success: Check!
`),
    );
    const m = (check.move(uci('a5b5')) as { message?: TaskMessage }).message;
    expect(m && sayEn(m)).toBe('That move is legal, but the goal is to give check.');
    const bikjang = new StepRunner(
      stepOf(`
fen: 3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1
rules: janggi
task: Face the generals.
goal: { kind: bikjang }
budget: 1
success: Bikjang!
`),
    );
    const b = (bikjang.move(uci('f1f2')) as { message?: TaskMessage }).message;
    expect(b && sayEn(b)).toBe('That move is legal, but the goal is to make the two generals face each other (bikjang).');
    expect(b && say(b, 'ko')).toBe('둘 수 있는 수지만, 이 문제의 목표는 두 장이 마주 보게 하는 거예요(빅장).');
  });
});

describe('task texts follow the coordinate setting', () => {
  test('authored text: points rewritten, moves and words left alone, Korean particles picked again', async () => {
    const { pointsInKorean } = await import('$lib/i18n/points-text');
    expect(pointsInKorean('Move the chariot to d4, then to a10.')).toBe('Move the chariot to 74, then to 11.');
    // b1c3 is a move, not a point; "i" and "a" alone are words.
    expect(pointsInKorean('Play b1c3: a horse, i think, on c3.')).toBe('Play b1c3: a horse, i think, on 83.');
    // d10으로 (십: a final consonant) becomes 14로 (사: none); c3을 stays 83을 (삼).
    expect(pointsInKorean('차를 d10으로 옮기고 c3을 지켜요. e2가 비어요.')).toBe('차를 14로 옮기고 83을 지켜요. 95가 비어요.');
  });

  test('messages: named points and authored texts alike', async () => {
    const { pointsInKorean } = await import('$lib/i18n/points-text');
    const m: TaskMessage = { code: 'step.tap.miss', params: { point: { sq: sq('d4') }, n: 2 } };
    expect(say(m, 'en')).toBe('That is d4, not one of the points to find. Read the task again: 2 still to find.');
    expect(say(m, 'en', { points: 'korean' })).toBe('That is 74, not one of the points to find. Read the task again: 2 still to find.');
    expect(say({ code: 'text', params: { text: 'Slide the chariot to e9.' } }, 'en', { points: 'korean', text: pointsInKorean })).toBe(
      'Slide the chariot to 25.',
    );
  });
});

describe('plain words for the move budget', () => {
  test('no golf jargon: "par" is said as a number of moves', async () => {
    const { default: en } = await import('$lib/i18n/lang/en/learn');
    const { default: ko } = await import('$lib/i18n/lang/ko/learn');
    for (const s of Object.values(en)) expect(s).not.toMatch(/\bpar\b/i);
    expect(en['learn.moves']).toContain('{budget} or fewer');
    expect(ko['learn.moves']).not.toContain('기준');
    expect(ko['learn.moves']).toContain('{budget}수 안에');
  });
});
