import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGE_NAMES, LOCALES, loadCatalogue, locale, t, translate, type MessageKey } from '$lib/i18n';
import en from '$lib/i18n/lang/en/app';
import { SETTING_CHOICES } from '$lib/progress';
import { ASSIGNMENT_CATALOGUES } from '$lib/assignments/text';
import { EXERCISE_CATALOGUES } from '$lib/exercises/text';
import { LEARN_CATALOGUES } from '$lib/lessons/text';
import { PROGRESS_PAGE_CATALOGUES } from '$lib/progress-page/text';
import { PLAY_CATALOGUES, playText } from '$lib/play/text';
import { HOME_CATALOGUES, homeText } from '$lib/app/home/text';
import { PUZZLE_CATALOGUES } from '$lib/puzzles/messages';
import { TASK_CATALOGUES } from '$lib/task/catalogue';
import { SECTIONS as LOADED, loadSections } from '$lib/i18n/catalogues';
import { SECTION_NAMES, sectionsFor } from '$lib/i18n/sections.js';

const SECTIONS: Record<string, { en: Record<string, string>; ko?: Record<string, string> }> = {
  learn: LEARN_CATALOGUES,
  exercises: EXERCISE_CATALOGUES,
  puzzles: PUZZLE_CATALOGUES,
  progress: PROGRESS_PAGE_CATALOGUES,
  assignments: ASSIGNMENT_CATALOGUES,
  task: TASK_CATALOGUES,
  play: PLAY_CATALOGUES,
  home: HOME_CATALOGUES,
};
const HANGUL = /[\uac00-\ud7a3]/;

/** Parameter names of a template: `{n}`, `{side|이/가}` and `{title:을/를}` all name a parameter. */
const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:[|:][^}]*)?\}/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it.each(LOCALES)('%s has every key, non-empty, with the same parameters as English', async (lang) => {
    const cat = await loadCatalogue(lang);
    expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(cat[key].trim(), key).not.toBe('');
      expect(params(cat[key]), key).toEqual(params(en[key]));
    }
  });

  it.each(Object.keys(SECTIONS))('the %s catalogue has every key in both languages, with the same parameters', (name) => {
    // Korean sections load with the Korean app catalogue (test/setup.ts loads it).
    const { en: english, ko = {} } = SECTIONS[name];
    expect(Object.keys(ko).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      expect(ko[key].trim(), key).not.toBe('');
      expect(params(ko[key]), key).toEqual(params(english[key]));
    }
  });

  it('Korean is in one politeness level, with particles chosen, one word for puzzle and for the general', async () => {
    const ko = await loadCatalogue('ko');
    const all: [string, string][] = [
      ...Object.entries(ko).map(([k, v]): [string, string] => [`app ${k}`, v]),
      ...Object.entries(SECTIONS).flatMap(([name, c]) => Object.entries(c.ko ?? {}).map(([k, v]): [string, string] => [`${name} ${k}`, v])),
    ];
    const bad = all.filter(
      ([, v]) => /니다|\(으\)|이\(가\)|을\(를\)|은\(는\)|과\(와\)|퍼즐/.test(v) || /(^|[^가-힣])궁($|[^성가-힣])/.test(v),
    );
    expect(bad).toEqual([]);
    expect(all.filter(([, v]) => /[A-Za-z]{4,}/.test(v.replace(/\{[^}]*\}/g, '')) && !HANGUL.test(v)).map(([k]) => k)).toEqual([]);
  });

  it('labels every setting option', () => {
    for (const [key, values] of Object.entries(SETTING_CHOICES)) {
      if (key === 'language') continue;
      for (const v of values) expect(Object.keys(en), `settings.${key}.${v}`).toContain(`settings.${key}.${v}`);
    }
  });
});

describe('loading', () => {
  it('each language is loaded on demand and then kept', async () => {
    expect(await loadCatalogue('en')).toBe(CATALOGUES.en);
    expect(CATALOGUES.en).toEqual(en);
    const ko = await loadCatalogue('ko');
    expect(CATALOGUES.ko).toBe(ko);
    expect(await loadCatalogue('ko')).toBe(ko);
  });
  it('loads each section in each language once, and the section lookups read what was loaded', async () => {
    for (const lang of LOCALES) {
      await loadSections(lang, SECTION_NAMES);
      const before = { ...LOADED[lang] };
      await loadSections(lang, SECTION_NAMES);
      for (const name of SECTION_NAMES) expect(LOADED[lang][name], `${lang} ${name}`).toBe(before[name]);
    }
    // Task feedback: the core, the exercises' and the puzzle player's words, as one catalogue.
    expect(TASK_CATALOGUES.en).toEqual({ ...LOADED.en.task, ...LOADED.en.exerciseTask, ...LOADED.en.puzzleTask });
    expect(TASK_CATALOGUES.ko).toEqual({ ...LOADED.ko.task, ...LOADED.ko.exerciseTask, ...LOADED.ko.puzzleTask });
    expect(TASK_CATALOGUES.ko).toBe(TASK_CATALOGUES.ko);
    expect(EXERCISE_CATALOGUES.ko).toBe(LOADED.ko.exercises);
    expect(LEARN_CATALOGUES.en).toBe(LOADED.en.learn);
  });
  it("a page awaits the sections it shows: the puzzle player's on puzzle pages, each feature's own words on its pages", () => {
    // Task feedback loads after the first paint (TaskSession); an exercise shows its goal's words at once.
    expect(sectionsFor('/learn/bikjang')).toEqual(['learn']);
    expect(sectionsFor('/exercises/elephants/both-wings')).toEqual(['exercises', 'exerciseTask']);
    expect(sectionsFor('/exercises')).toEqual(['exercises']);
    expect(sectionsFor('/learn')).toEqual(['learn', 'nineElderLesson']);
    for (const path of ['/', '/progress', '/teach', '/assign/print', '/report'])
      expect(sectionsFor(path), path).toEqual(expect.arrayContaining(['exercises', 'learn']));
    expect(sectionsFor('/play')).toEqual(expect.arrayContaining(['play', 'computer']));
    expect(sectionsFor('/settings')).toEqual([]);
    expect(sectionsFor('/puzzles')).toEqual(['puzzles', 'puzzleThemes', 'puzzleRuns']);
    // The puzzle player's feedback, on every page that has one.
    for (const path of ['/puzzles/m1-0002', '/puzzles/custom']) expect(sectionsFor(path), path).toContain('puzzleTask');
    // Puzzles chosen in the browser load the player's words with the player (PuzzlePlayer).
    for (const path of ['/puzzles/daily', '/puzzles/next', '/puzzles/mine']) expect(sectionsFor(path), path).not.toContain('puzzleTask');
    // Every name is a namespace the languages have, once.
    for (const path of ['/', '/learn/nine-elder', '/play', '/games/review', '/editor', '/teach'])
      expect(new Set(sectionsFor(path)).size, path).toBe(sectionsFor(path).length);
  });
  it('names each language in itself without its catalogue, as the catalogues do', async () => {
    for (const lang of LOCALES) expect(LANGUAGE_NAMES[lang]).toBe((await loadCatalogue(lang))['language.name']);
  });
});

describe('section lookups', () => {
  it('fill the parameters their English template names, checked when compiled like t()', () => {
    expect(playText('play.points', { cho: 72, han: 69, deom: 1.5 })).toBe('Points: Cho 72 · Han 69 (with 1.5 deom)');
    expect(homeText('home.streak', { n: 3 })).toBe('3-day streak');
    expect(homeText('home.explore')).toBe('Explore');
    // Never run: `npm run check` fails when a line marked @ts-expect-error compiles.
    const wrong = () => [
      // @ts-expect-error a parameter missing
      playText('play.points', { cho: 72, han: 69 }),
      // @ts-expect-error a parameter the template does not name
      homeText('home.streak', { days: 3 }),
      // @ts-expect-error no parameters at all
      homeText('home.streak'),
      // @ts-expect-error a message without parameters takes none
      homeText('home.explore', { n: 1 }),
    ];
    expect(wrong).toBeTypeOf('function');
  });
});

describe('t', () => {
  it('fills parameters and follows the locale', () => {
    expect(translate('en', 'board.point', { square: 'e2', piece: 'Cho general' })).toBe('e2, Cho general');
    expect(translate('ko', 'title.page', { page: '배우기', app: '장기 트레이너' })).toBe('배우기 · 장기 트레이너');
    locale.set('ko');
    expect(t('nav.puzzles')).toBe('문제');
    locale.set('en');
    expect(t('nav.puzzles')).toBe('Puzzles');
    expect(t('title.page', { page: 'Learn', app: t('app.name') })).toBe('Learn · Janggi trainer');
  });

  it('is type-checked: unknown keys and missing parameters do not compile', () => {
    // @ts-expect-error unknown key
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error missing parameters
    expect(t('board.point')).toBe('{square}, {piece}');
  });
});
