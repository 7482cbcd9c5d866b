import { describe, expect, test } from 'vitest';
import { ANALYSIS_CATALOGUES } from '../../src/lib/analysis/text';
import type { IllegalCode } from '../../src/lib/engine';

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:[|:][^}]*)?\}/g)].map((m) => m[1]))].sort();

describe('analysis words', () => {
  const { en, ko: loaded } = ANALYSIS_CATALOGUES;
  const ko = loaded!;

  test('Korean has every English key, non-empty, with the same parameters', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ko[key].trim(), key).not.toBe('');
      expect(params(ko[key]), key).toEqual(params(en[key]));
    }
  });

  test('Korean in one politeness level, particles chosen, the words of the word list', () => {
    const bad = Object.entries(ko).filter(([, v]) => /니다|\(으\)|이\(가\)|을\(를\)|은\(는\)|퍼즐/.test(v));
    expect(bad).toEqual([]);
    expect(ko['analysis.title']).toBe('분석');
    expect(ko['analysis.eval']).toBe('형세 판단');
    expect(ko['analysis.best']).toBe('최선수');
    expect(ko['analysis.sideLine']).toBe('변화');
  });

  test('every reason a position is impossible has words', () => {
    const codes: IllegalCode[] = ['no-general', 'extra-general', 'too-many', 'outside-palace', 'soldier-behind', 'opponent-in-check'];
    for (const code of codes) expect(Object.keys(en)).toContain(`analysis.illegal.${code}`);
  });
});
