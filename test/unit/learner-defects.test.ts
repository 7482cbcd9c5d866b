// Learner-facing defects outside the lesson and exercise views.
import { describe, expect, it } from 'vitest';
import { strongestAndWeakest } from '$lib/progress-page/stats';

describe('/progress strongest themes', () => {
  it('never lists a theme with 0 solved under Strongest', () => {
    const only = strongestAndWeakest([{ theme: 'cannon-mate', tried: 2, solved: 0, rate: 0 }]);
    expect(only.strongest).toEqual([]);
    expect(only.weakest.map((s) => s.theme)).toEqual(['cannon-mate']);
    const two = strongestAndWeakest([
      { theme: 'a', tried: 2, solved: 0, rate: 0 },
      { theme: 'b', tried: 3, solved: 0, rate: 0 },
    ]);
    expect(two.strongest).toEqual([]);
    expect(two.weakest.map((s) => s.theme).sort()).toEqual(['a', 'b']);
  });
});

describe('/play setup names', () => {
  it('gives the four setups four names, the mixed ones after the side whose horse is inside', async () => {
    const { SETUPS, SETUP_NAMES } = await import('$lib/engine');
    expect(new Set(SETUPS.map((s) => SETUP_NAMES[s].hangul)).size).toBe(4);
    for (const s of SETUPS) {
      // The pattern reads the back rank's horses and elephants from left to right.
      const pattern = [s[1], s[2], s[6], s[7]].map((c) => (c === 'N' ? '마' : '상')).join('');
      expect(SETUP_NAMES[s].pattern).toBe(pattern);
      const leftInside = s[2] === 'N';
      const rightInside = s[6] === 'N';
      const name = leftInside && rightInside ? '양귀마' : !leftInside && !rightInside ? '원앙마' : leftInside ? '왼귀마' : '오른귀마';
      expect(SETUP_NAMES[s].hangul).toBe(name);
      // Described by the horses, in the engine's words for tools and in both catalogues for pages.
      const side = leftInside === rightInside ? 'both' : leftInside ? 'left' : 'right';
      expect(SETUP_NAMES[s].en).toMatch(new RegExp(`${side} horses? ${leftInside || rightInside ? 'inside' : 'outside'}`));
      const { en, ko } = (await import('$lib/play/text')).PLAY_CATALOGUES;
      const key = `play.setup.desc.${s}` as const;
      expect(en[key]).toMatch(new RegExp(`^${side} horses? ${leftInside || rightInside ? 'inside' : 'outside'}`));
      expect(en[key]).not.toMatch(/elephant/);
      const koSide = side === 'both' ? '양쪽' : side === 'left' ? '왼쪽' : '오른쪽';
      expect(ko[key]).toMatch(new RegExp(`^${koSide} 마[가는] ${leftInside || rightInside ? '안쪽' : '바깥쪽'}`));
      expect(ko[key]).not.toMatch(/상/);
    }
  });
});
