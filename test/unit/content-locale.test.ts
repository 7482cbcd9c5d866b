// Translated content (`x.ko.md` beside `x.md`): what may differ (text) and what may not.
import { describe, expect, it } from 'vitest';
import { inLocale, localeDifferences, needsWords, splitLocales } from '$lib/content/locale';

const step = (over: Record<string, unknown> = {}) => ({
  id: 'horse',
  order: 4,
  prerequisites: ['board'],
  blocks: [
    {
      type: 'step',
      step: {
        id: 'a',
        line: 12,
        fen: 'f',
        budget: 2,
        task: 'Capture it',
        hints: ['Look left'],
        goal: { kind: 'choose', options: [{ text: '64', correct: true }] },
        ...over,
      },
    },
  ],
});

describe('localeDifferences', () => {
  it('accepts other words in the text fields', () => {
    expect(
      localeDifferences(
        step(),
        step({ task: '잡아 보세요', hints: ['왼쪽을 보세요'], goal: { kind: 'choose', options: [{ text: '네', correct: true }] } }),
      ),
    ).toEqual([]);
  });

  it('names the line and field of a changed budget, flag, id or order', () => {
    expect(localeDifferences(step(), step({ budget: 3, task: '잡아요', hints: ['왼쪽'] }))).toEqual([
      { line: 12, path: '.blocks[0].step.budget', detail: '3 here, 2 in English' },
    ]);
    const flag = step({ task: '잡아요', hints: ['왼쪽'], goal: { kind: 'choose', options: [{ text: '네', correct: false }] } });
    expect(localeDifferences(step(), flag).map((d) => d.path)).toEqual(['.blocks[0].step.goal.options[0].correct']);
    expect(localeDifferences(step(), { ...step({ task: '잡아요', hints: ['왼쪽'] }), order: 5 }).map((d) => d.path)).toEqual(['.order']);
  });

  it('finds text left in English, a missing hint and a missing field', () => {
    expect(localeDifferences(step(), step({ hints: [] })).map((x) => x.path)).toEqual(['.blocks[0].step.task', '.blocks[0].step.hints']);
    const { prerequisites: _p, ...noPrereq } = step({ task: '잡아요', hints: ['왼쪽'] });
    expect(localeDifferences(step(), noPrereq)).toEqual([{ line: 1, path: '.prerequisites', detail: 'missing (the English file has it)' }]);
  });

  it('lets codes and numbers stay as they are', () => {
    expect(needsWords('H02-83')).toBe(false);
    expect(needsWords('64')).toBe(false);
    expect(needsWords('b1 to c3')).toBe(true);
  });
});

describe('splitLocales', () => {
  it('keys each translation by its English file', () => {
    const { en, translations } = splitLocales({ '/l/04-horse.md': 'E', '/l/04-horse.ko.md': 'K', '/l/05-cannon.md': 'C' });
    expect(en).toEqual({ '/l/04-horse.md': 'E', '/l/05-cannon.md': 'C' });
    expect(translations.ko).toEqual({ '/l/04-horse.md': 'K' });
  });
});

describe('inLocale', () => {
  it('takes the Korean title and summary when there are some, else the English', () => {
    const item = { id: 'horse', title: 'The horse', summary: 'Jumps', ko: { title: '마', summary: '뛰어요' } };
    expect(inLocale(item, 'ko')).toMatchObject({ id: 'horse', title: '마', summary: '뛰어요' });
    expect(inLocale(item, 'en')).toMatchObject({ title: 'The horse' });
    expect(inLocale({ title: 'A', summary: 'B' }, 'ko')).toEqual({ title: 'A', summary: 'B' });
  });
});
