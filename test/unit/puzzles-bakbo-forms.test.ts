// Bakbo by form, from the stored line: 연장군 (every solver move checks), 건너뜀연장군 (one does
// not), 낱장기 (two or more do not). Every bakbo of the collection carries its form, in every language.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '$lib/i18n/locales';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { deriveThemes } from '$lib/puzzles/themes';
import type { Theme } from '$lib/puzzles/types';

const FORMS: readonly Theme[] = ['bakbo-all-checks', 'bakbo-one-quiet', 'bakbo-ending'];
const formOf = (fen: string, moves: string, mateIn: number, extra: Theme[] = ['bakbo']) =>
  deriveThemes({ fen, moves: moves.split(' '), mateIn, extra }).filter((t) => FORMS.includes(t));

describe('bakbo forms', () => {
  it('every solver move a check: 연장군', () => {
    // bk2-001: the chariot checks, then mates.
    expect(formOf('5a3/3ka4/4P4/8b/1R7/9/9/9/9/5K3 w - - 0 1', 'b6d6 e9d8 d6d8', 2)).toEqual(['bakbo-all-checks']);
  });

  it('one quiet move: 건너뜀연장군', () => {
    // m2-0389: the chariot drops to i2 without check, then the soldier mates.
    expect(formOf('3kab2c/9/2P6/9/3P4b/9/P4P3/N2p5/6p2/5K3 b - - 0 1', 'i10i2 f1e1 d3e2', 2)).toEqual(['bakbo-one-quiet']);
  });

  it('two quiet moves or more: 낱장기', () => {
    // Two quiet solver moves (e3f3, d1h1), then the mate.
    expect(formOf('P3aa3/5k3/P3r4/6C2/4b4/9/2C6/2p1pA3/2N3p2/3cK4 b - - 0 1', 'e3f3 e1f1 d1h1 f1e1 g2g1', 3)).toEqual(['bakbo-ending']);
  });

  it('only a bakbo has a form', () => {
    expect(formOf('5a3/3ka4/4P4/8b/1R7/9/9/9/9/5K3 w - - 0 1', 'b6d6 e9d8 d6d8', 2, [])).toEqual([]);
  });

  it('every bakbo of the collection carries the form its line has, and only bakbo do', async () => {
    const bakbo = PUZZLES.filter((p) => p.themes.includes('bakbo'));
    expect(bakbo.length).toBeGreaterThan(0);
    for (const p of PUZZLES) {
      const stored = p.themes.filter((t) => FORMS.includes(t));
      if (!p.themes.includes('bakbo')) expect(stored, p.id).toEqual([]);
      else expect(stored, p.id).toEqual(formOf(p.fen, p.moves.join(' '), p.mateIn));
    }
    // Named in every language.
    for (const lang of LOCALES) {
      if (lang === 'zh-Hans') continue; // derived from zh-Hant
      const words = (await import(`../../src/lib/i18n/lang/${lang}/puzzleThemes.ts`)).default as Record<string, string>;
      for (const f of FORMS) expect(words[f], `${lang} ${f}`).toBeTruthy();
    }
  });
});
