import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, wordsOf } from '$lib/i18n';
import { speaker } from '$lib/i18n/speaker';
import { sectionsFor } from '$lib/i18n/sections.js';

/** Every language's namespaces, by the folder convention: lang/<code>/<namespace>.ts. */
const FILES = import.meta.glob<{ default?: unknown; speaker?: unknown }>('$lib/i18n/lang/*/*.ts', { eager: true });
const folders = new Map<string, Map<string, unknown>>();
for (const [path, module] of Object.entries(FILES)) {
  const [, lang, name] = /\/lang\/([^/]+)\/([^/]+)\.ts$/.exec(path)!;
  if (!folders.has(lang)) folders.set(lang, new Map());
  folders.get(lang)!.set(name, module.default ?? module.speaker);
}
const english = folders.get(DEFAULT_LOCALE)!;

/** Parameter names of a template: `{n}`, `{side|이/가}` and `{title:을/를}` all name a parameter. */
const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:[|:][^}]*)?\}/g)].map((m) => m[1]))].sort();

/** Every text of `words` with its path (nested arrays of names too), and every function's key. */
function leaves(words: unknown, at = ''): [string, unknown][] {
  if (typeof words === 'string' || typeof words === 'function') return [[at, words]];
  return Object.entries(words as object).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
}

describe('languages', () => {
  it('the registry and the language folders are the same languages, each named in itself', () => {
    expect([...folders.keys()].sort()).toEqual([...LOCALES].sort());
    for (const lang of LOCALES) expect(LANGUAGE_NAMES[lang].trim(), lang).not.toBe('');
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(LOCALES.length);
  });

  it('English has the namespaces the pages await', () => {
    for (const path of ['/', '/learn', '/learn/bikjang', '/exercises/a/b', '/puzzles/x', '/progress'])
      for (const name of sectionsFor(path)) expect(english.has(name), name).toBe(true);
    expect(english.has('app')).toBe(true);
    expect(english.has('speaker')).toBe(true);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    '%s has every namespace with the same keys, non-empty, with the same {placeholders} as English',
    (lang) => {
      const folder = folders.get(lang)!;
      expect([...folder.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [name, words] of english) {
        const theirs = new Map(leaves(folder.get(name)));
        const ours = leaves(words);
        expect([...theirs.keys()].sort(), name).toEqual(ours.map(([k]) => k).sort());
        for (const [key, text] of ours) {
          const other = theirs.get(key);
          expect(typeof other, `${name} ${key}`).toBe(typeof text);
          if (typeof text !== 'string' || typeof other !== 'string') continue;
          if (text.trim()) expect(other.trim(), `${name} ${key}`).not.toBe('');
          expect(params(other), `${name} ${key}`).toEqual(params(text));
        }
      }
    },
  );

  it("wordsOf takes each module's language from its folder", () => {
    const words = wordsOf<{ a: string }>({
      '/src/lib/i18n/lang/en/x.ts': { default: { a: 'A' } },
      './lang/ko/x.ts': { default: { a: '가' } },
    });
    expect(words.en.a).toBe('A');
    expect(words.ko.a).toBe('가');
  });
});

describe('speakers', () => {
  it('count with plural forms, list, and name pieces in their language', () => {
    const en = speaker('en');
    expect([en.count(1, 'point'), en.count(0, 'move'), en.count(2, 'pair')]).toEqual(['1 point', '0 moves', '2 pairs']);
    expect(en.list(['a', 'b', 'c'])).toBe('a, b and c');
    expect(en.list(['a', 'b'], 'or')).toBe('a or b');
    expect(en.piece('soldier', 'han')).toBe('soldier');
    expect(en.sentence('your move')).toBe('Your move');
    const ko = speaker('ko');
    expect([ko.count(1, 'point'), ko.count(3, 'move')]).toEqual(['1점', '3수']);
    expect(ko.piece('soldier', 'han')).toBe('병');
    expect(ko.piece('soldier', 'cho')).toBe('졸');
    expect(ko.list(['가', '나'], 'or')).toBe('가 또는 나');
  });

  it('say a move with the particle its point takes', () => {
    const base = { side: 'han', role: 'horse', from: 0, pass: false, check: false, mate: false } as const;
    expect(speaker('ko').move({ ...base, to: 0 }, '51')).toBe('한의 마가 51로 가요');
    expect(speaker('ko').move({ ...base, to: 0 }, '53')).toBe('한의 마가 53으로 가요');
    expect(speaker('ko').move({ ...base, to: 0, captured: 'soldier' }, '53')).toBe('한의 마가 53의 졸을 잡아요');
    expect(speaker('en').move({ ...base, to: 0, check: true }, 'e5')).toBe("Han's horse goes to e5 and gives check");
  });
});

describe('a language is data', () => {
  /** Source files, build config included, outside the language data (the registry, lang/<code>/). */
  function sources(dir: string, out: string[] = []): string[] {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) sources(path, out);
      else if (/\.(ts|js|svelte|html)$/.test(name)) out.push(path.split('\\').join('/'));
    }
    return out;
  }
  const outside = [...sources('src'), 'vite.config.ts', 'svelte.config.js'].filter(
    (f) => !f.startsWith('src/lib/i18n/lang/') && f !== 'src/lib/i18n/locales.ts',
  );

  it('no file outside the language data names a language: no code in quotes, no field or key named after one', () => {
    const codes = LOCALES.map((c) => c.replace('-', '\\-')).join('|');
    const quoted = new RegExp(`(['"\`])(${codes})\\1`);
    const short = LOCALES.filter((c) => !c.includes('-')).join('|');
    const named = new RegExp(`(?<![\\w*])\\.(${short})\\b(?![-.\\w])|[{,]\\s*(${short})\\s*:`);
    expect(outside.length).toBeGreaterThan(300);
    const naming = outside.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (quoted.test(line) || named.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(naming).toEqual([]);
  });
});
