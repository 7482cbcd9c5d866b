import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGE_NAMES, LOCALES, loadCatalogue, locale, t, translate, type MessageKey } from '$lib/i18n';
import { en } from '$lib/i18n/en';
import { SETTING_CHOICES } from '$lib/progress';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(LOCALES)('%s has every key, non-empty, with the same parameters as English', async (lang) => {
    const cat = await loadCatalogue(lang);
    expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(cat[key].trim(), key).not.toBe('');
      expect(params(cat[key]), key).toEqual(params(en[key]));
    }
  });

  it('labels every setting option', () => {
    for (const [key, values] of Object.entries(SETTING_CHOICES)) {
      if (key === 'language') continue;
      for (const v of values) expect(Object.keys(en), `settings.${key}.${v}`).toContain(`settings.${key}.${v}`);
    }
  });
});

describe('loading', () => {
  it('English is there from the start; Korean is loaded on demand and then kept', async () => {
    expect(CATALOGUES.en).toBe(en);
    const ko = await loadCatalogue('ko');
    expect(CATALOGUES.ko).toBe(ko);
    expect(await loadCatalogue('ko')).toBe(ko);
  });
  it('names each language in itself without its catalogue, as the catalogues do', async () => {
    for (const lang of LOCALES) expect(LANGUAGE_NAMES[lang]).toBe((await loadCatalogue(lang))['language.name']);
  });
});

describe('t', () => {
  it('fills parameters and follows the locale', () => {
    expect(translate('en', 'home.streak', { n: 3 })).toBe('3-day streak');
    expect(translate('ko', 'home.streak', { n: 3 })).toBe('3일 연속');
    locale.set('ko');
    expect(t('nav.puzzles')).toBe('퍼즐');
    locale.set('en');
    expect(t('nav.puzzles')).toBe('Puzzles');
    expect(t('title.page', { page: 'Learn', app: t('app.name') })).toBe('Learn · Janggi trainer');
  });

  it('is type-checked: unknown keys and missing parameters do not compile', () => {
    // @ts-expect-error unknown key
    expect(t('no.such.key')).toBeUndefined();
    // @ts-expect-error missing parameters
    expect(t('home.streak')).toBe('{n}-day streak');
  });
});
