// Translated content (`x.ko.md` beside `x.md`): what may differ (text) and what may not.
import { describe, expect, it } from 'vitest';
import { ContentErrors } from '$lib/content/errors';
import { localeDifferences, needsWords, splitLocales, translationLocale } from '$lib/content/locale';
import { loadTranslated } from '$lib/content/translated';

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
        'ko',
      ),
    ).toEqual([]);
  });

  it('names the line and field of a changed budget, flag, id or order', () => {
    expect(localeDifferences(step(), step({ budget: 3, task: '잡아요', hints: ['왼쪽'] }), 'ko')).toEqual([
      { line: 12, path: '.blocks[0].step.budget', detail: '3 here, 2 in English' },
    ]);
    const flag = step({ task: '잡아요', hints: ['왼쪽'], goal: { kind: 'choose', options: [{ text: '네', correct: false }] } });
    expect(localeDifferences(step(), flag, 'ko').map((d) => d.path)).toEqual(['.blocks[0].step.goal.options[0].correct']);
    expect(localeDifferences(step(), { ...step({ task: '잡아요', hints: ['왼쪽'] }), order: 5 }, 'ko').map((d) => d.path)).toEqual([
      '.order',
    ]);
  });

  it('finds text left in English, a missing hint and a missing field', () => {
    expect(localeDifferences(step(), step({ hints: [] }), 'ko').map((x) => x.path)).toEqual([
      '.blocks[0].step.task',
      '.blocks[0].step.hints',
    ]);
    const { prerequisites: _p, ...noPrereq } = step({ task: '잡아요', hints: ['왼쪽'] });
    expect(localeDifferences(step(), noPrereq, 'ko')).toEqual([
      { line: 1, path: '.prerequisites', detail: 'missing (the English file has it)' },
    ]);
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

  it('reads language codes with a script (zh-Hant) and leaves a file of an unknown language with the English ones', () => {
    const { en, translations } = splitLocales({
      '/l/04-horse.md': 'E',
      '/l/04-horse.zh-Hant.md': 'T',
      '/l/04-horse.zh-Hans.md': 'S',
      '/l/04-horse.es.md': 'ES',
      '/l/04-horse.fr.md': 'F',
    });
    expect(translations['zh-Hant']).toEqual({ '/l/04-horse.md': 'T' });
    expect(translations['zh-Hans']).toEqual({ '/l/04-horse.md': 'S' });
    expect(translations.es).toEqual({ '/l/04-horse.md': 'ES' });
    expect(en).toEqual({ '/l/04-horse.md': 'E', '/l/04-horse.fr.md': 'F' });
    expect(translationLocale('04-horse.zh-Hant.md')).toBe('zh-Hant');
    expect(translationLocale('04-horse.md')).toBeNull();
  });
});

describe('loadTranslated', () => {
  // A stand-in loader: each file is "id|text", and the item keeps its file (as every content loader does).
  const load = (files: Record<string, string>) =>
    Object.entries(files).map(([path, source]) => {
      const [id, task] = source.split('|');
      return { file: path.replace(/^\//, ''), id, task };
    });
  const sources = { '/l/01-a.md': 'a|Move it', '/l/01-a.ko.md': 'a|옮겨요', '/l/02-b.md': 'b|Take it' };

  it('returns every item in every language, a missing translation as the English item itself', () => {
    const [a, b] = loadTranslated(sources, { load, strict: false });
    expect(a.en).toEqual({ file: 'l/01-a.md', id: 'a', task: 'Move it' });
    expect(a.ko).toEqual({ file: 'l/01-a.ko.md', id: 'a', task: '옮겨요' });
    expect(b.ko).toBe(b.en);
  });

  it('fails on a missing translation in a strict build, and on a translation that differs or has no English file', () => {
    expect(() => loadTranslated(sources, { load, strict: true })).toThrow('l/02-b.md:1: no ko version (l/02-b.ko.md)');
    expect(() => loadTranslated(sources, { load, strict: true })).toThrow('l/01-a.md:1: no zh-Hant version (l/01-a.zh-Hant.md)');
    const bad = { ...sources, '/l/01-a.ko.md': 'x|옮겨요', '/l/03-c.ko.md': 'c|잡아요' };
    let thrown: unknown;
    try {
      loadTranslated(bad, { load, strict: false });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).errors.map(String)).toEqual([
      'ContentError: l/01-a.ko.md:1: id: "x" here, "a" in English',
      'ContentError: l/03-c.ko.md:1: a translation without its English file (l/03-c.md)',
    ]);
  });
});
